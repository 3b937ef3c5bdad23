import { render, screen } from '@testing-library/react';
import { FullPageProgress } from '../../../src/features/auth/full-page-progress';
import { AppRootFallback } from '../../../src/app/app-root';
import {
  keepStaticShell,
  PaintedScreen,
  StartUpShell,
} from '../../../src/components/start-up-shell/start-up-shell';

/** A page as the server sends it: its shell inside #root. */
function pageWithShell() {
  const root = document.createElement('div');
  root.innerHTML = '<div class="gs-shell"><div class="gs-shell-bar">Groundschool</div></div>';
  keepStaticShell(root);
}

const shell = () => document.querySelector('.gs-shell-bar');
/** Lets the check queued when a waiting state goes away run. */
const settle = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('the start-up shell', () => {
  it('shows the page’s shell under the first screen’s loading bar', () => {
    pageWithShell();
    render(<AppRootFallback />);
    expect(shell()).toHaveTextContent('Groundschool');
    expect(screen.getByRole('progressbar', { name: 'Loading Groundschool' })).toBeInTheDocument();
  });

  it('hides the shell from screen readers', () => {
    pageWithShell();
    render(<FullPageProgress />);
    expect(shell()?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('stays while one waiting state gives way to another', async () => {
    pageWithShell();
    const view = render(<AppRootFallback />);
    view.rerender(<FullPageProgress />);
    await settle();
    // Renders again, as it does whenever sign-in moves on.
    view.rerender(<FullPageProgress label="Still signing you in" />);
    expect(shell()).toBeInTheDocument();
    view.unmount();
  });

  it('is gone for good once a screen has shown', async () => {
    pageWithShell();
    const view = render(<FullPageProgress />);
    view.rerender(<h1>My classes</h1>);
    await settle();
    view.rerender(<FullPageProgress />);
    expect(shell()).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Signing you in' })).toBeInTheDocument();
  });

  it('shows nothing on a page the server sent without a shell', () => {
    keepStaticShell(document.createElement('div'));
    const { container } = render(<StartUpShell />);
    expect(container).toBeEmptyDOMElement();
  });
});

/** A page the server painted a quiz question in. */
function pageWithPaintedQuiz() {
  const root = document.createElement('div');
  root.innerHTML =
    '<div class="gs-shell"><div class="gs-shell-page" data-painted="quiz"><h2>Question 1 of 8</h2></div></div>';
  keepStaticShell(root);
}

const Loading = () => <p>Loading the quiz</p>;

describe('a painted study screen', () => {
  it('stays on screen while that screen loads, in place of its placeholder', () => {
    pageWithPaintedQuiz();
    render(<PaintedScreen kind="quiz" fallback={<Loading />} />);
    expect(screen.getByRole('heading', { name: 'Question 1 of 8' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the quiz')).toBeNull();
  });

  it('is not shown while another screen loads', () => {
    pageWithPaintedQuiz();
    render(<PaintedScreen kind="flashcards" fallback={<Loading />} />);
    expect(screen.getByText('Loading the quiz')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Question 1 of 8' })).toBeNull();
  });

  it('is gone for good once the screen has drawn its own', async () => {
    pageWithPaintedQuiz();
    const view = render(<PaintedScreen kind="quiz" fallback={<Loading />} />);
    view.rerender(<h1>Question 1 of 8, drawn by the app</h1>);
    await settle();
    view.rerender(<PaintedScreen kind="quiz" fallback={<Loading />} />);
    expect(screen.getByText('Loading the quiz')).toBeInTheDocument();
  });

  it('leaves the placeholder on a page the server painted nothing of', () => {
    pageWithShell();
    render(<PaintedScreen kind="quiz" fallback={<Loading />} />);
    expect(screen.getByText('Loading the quiz')).toBeInTheDocument();
  });
});
