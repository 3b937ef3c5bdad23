import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aFlashcardSession as aSession, aStudyCard as aCard } from '../helpers/flashcard-builders';
import { StudySession } from '../../../src/features/student/flashcards/study-session';

const ratings = vi.hoisted(() => ({
  queue: vi.fn(),
  withdraw: vi.fn(() => Promise.resolve()),
  waiting: 0,
}));
vi.mock('../../../src/features/student/flashcards/review-outbox', () => ({
  queueRating: ratings.queue,
  withdrawRating: ratings.withdraw,
  pendingRatings: { subscribe: () => () => undefined, get: () => ratings.waiting },
}));

function renderSession(session = aSession(), around: ReactNode = null) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          {around}
          <StudySession
            session={session}
            clockOffsetMs={0}
            cramAgainTo="/cram"
            classTo="/class"
            onRestart={() => undefined}
          />
        </>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
  return userEvent.setup();
}

beforeEach(() => {
  ratings.waiting = 0;
  ratings.queue.mockClear();
  ratings.withdraw.mockClear();
});

describe('a flashcard study session', () => {
  it('shows the front first, with Markdown', () => {
    renderSession();
    expect(screen.getByText('Vy', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText('Best rate of climb')).not.toBeInTheDocument();
  });

  it("shows the card's picture, which opens at full size without flipping the card", async () => {
    const hash = 'a'.repeat(64);
    const user = renderSession(
      aSession({ cards: [{ ...aCard(1, 'Which sign?', 'Hold short'), figure_hash: hash }] }),
    );
    expect(screen.getByRole('img', { name: "The card's picture" })).toHaveAttribute(
      'src',
      expect.stringContaining(`/api/figures/${hash}`),
    );
    await user.click(screen.getByRole('button', { name: /The card's picture: open at full size/ }));
    expect(await screen.findByRole('dialog', { name: "The card's picture" })).toBeVisible();
    expect(screen.queryByText('Hold short')).not.toBeInTheDocument();
  });

  it('Space flips the card to its back', async () => {
    const user = renderSession();
    await user.keyboard(' ');
    expect(screen.getByText('Best rate of climb')).toBeInTheDocument();
  });

  it('the study keys act on the card while a button has focus (a mode just chosen)', async () => {
    const pressed = vi.fn();
    const user = renderSession(aSession(), <button onClick={pressed}>Cram misses</button>);
    await user.click(screen.getByRole('button', { name: 'Cram misses' }));
    await user.keyboard(' ');
    expect(screen.getByText('Best rate of climb')).toBeInTheDocument();
    expect(pressed).toHaveBeenCalledTimes(1);
    await user.keyboard('3');
    expect(ratings.queue).toHaveBeenCalledTimes(1);
  });

  it('the study keys leave a text field alone', async () => {
    const user = renderSession(aSession(), <input aria-label="Note" />);
    await user.click(screen.getByRole('textbox', { name: 'Note' }));
    await user.keyboard(' 3');
    expect(screen.queryByText('Best rate of climb')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue(' 3');
  });

  it('a click on the card flips it', async () => {
    const user = renderSession();
    await user.click(screen.getByRole('region', { name: 'Card, front' }));
    expect(screen.getByText('Best rate of climb')).toBeInTheDocument();
  });

  it('each rating button shows the interval it would give', async () => {
    const user = renderSession();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Again, next in 1 min' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Good, next in 10 min' })).toBeInTheDocument();
  });

  it('keys 1–4 do nothing before the card is flipped', async () => {
    const user = renderSession();
    await user.keyboard('3');
    expect(ratings.queue).not.toHaveBeenCalled();
  });

  it('key 3 rates Good: the rating goes to the outbox and the next card shows at once', async () => {
    const user = renderSession();
    await user.keyboard(' 3');
    expect(ratings.queue).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ kind: 'review', flashcardId: 1, rating: 3 }),
    );
    expect(screen.getByText('What is Vx?')).toBeInTheDocument();
  });

  it('U undoes the last rating: that card is back and its rating withdrawn', async () => {
    const user = renderSession();
    await user.keyboard(' 4');
    const [[reviewId]] = ratings.queue.mock.calls as unknown as [[string]];
    await user.keyboard('u');
    expect(screen.getByText('Vy', { selector: 'strong' })).toBeInTheDocument();
    expect(ratings.withdraw).toHaveBeenCalledWith(1, reviewId);
  });

  it('Ctrl+Z undoes too', async () => {
    const user = renderSession();
    await user.keyboard(' 4{Control>}z{/Control}');
    expect(screen.getByText('Vy', { selector: 'strong' })).toBeInTheDocument();
  });

  it('a card rated Again comes back later in the session', async () => {
    const user = renderSession(aSession({ cards: [aCard(1, 'Only card', 'Back')] }));
    await user.keyboard(' 1');
    expect(screen.getByText('Only card')).toBeInTheDocument();
  });

  it('ends with a summary: cards reviewed, correct share, next review', async () => {
    const user = renderSession();
    await user.keyboard(' 4 1');
    // The card rated Again comes back; Easy this time.
    await user.keyboard(' 4');
    expect(screen.getByRole('heading', { name: 'Session complete' })).toBeInTheDocument();
    expect(screen.getByText('Cards reviewed').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Correct').nextSibling).toHaveTextContent('67 %');
    expect(screen.getByText('Next review').nextSibling).toHaveTextContent(/^In \d+ d$/);
  });

  it('cram mode changes no schedule: nothing goes to the outbox', async () => {
    const user = renderSession(aSession({ mode: 'cram' }));
    await user.keyboard(' 3 3');
    expect(ratings.queue).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Session complete' })).toBeInTheDocument();
  });

  it('says when ratings are waiting to be sent', () => {
    ratings.waiting = 2;
    renderSession();
    expect(screen.getByRole('status')).toHaveTextContent('2 ratings waiting to be sent');
  });
});
