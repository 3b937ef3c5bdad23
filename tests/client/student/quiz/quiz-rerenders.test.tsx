import 'fake-indexeddb/auto';
import type ButtonModule from '@mui/material/Button';
import type ButtonBaseModule from '@mui/material/ButtonBase';
import type FormControlLabelModule from '@mui/material/FormControlLabel';
import type RadioModule from '@mui/material/Radio';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { QuizTaking } from '../../../../src/features/student/quiz/taking/quiz-taking';
import { api } from '../../helpers/api-handlers';
import { server } from '../../msw-server';
import { renderRoutes } from '../../app/helpers/render-routes';
import { aQuizQuestion, anOpenAttempt } from './attempt-builders';

/** The navigator buttons rendered, by their label (each renders one ButtonBase). */
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('@mui/material/ButtonBase', async (importOriginal) => {
  const { default: ButtonBase } = await importOriginal<{ default: typeof ButtonBaseModule }>();
  return {
    default: (props: ComponentProps<typeof ButtonBaseModule>) => {
      const label = props['aria-label'];
      if (typeof label === 'string' && label.startsWith('Question ')) rendered.push(label);
      return <ButtonBase {...props} />;
    },
  };
});

/** The choices rendered, by their choice id (each renders one FormControlLabel). */
const renderedChoices = vi.hoisted(() => [] as string[]);
vi.mock('@mui/material/FormControlLabel', async (importOriginal) => {
  const { default: FormControlLabel } = await importOriginal<{
    default: typeof FormControlLabelModule;
  }>();
  return {
    default: (props: ComponentProps<typeof FormControlLabelModule>) => {
      renderedChoices.push(String(props.value));
      return <FormControlLabel {...props} />;
    },
  };
});

/**
 * The radios rendered, by whether they are checked: a radio also renders whenever its label
 * renders again for a context it reads (as FormControl's focused state would make it).
 */
const renderedRadios = vi.hoisted(() => [] as boolean[]);
vi.mock('@mui/material/Radio', async (importOriginal) => {
  const { default: Radio } = await importOriginal<{ default: typeof RadioModule }>();
  return {
    default: (props: ComponentProps<typeof RadioModule>) => {
      renderedRadios.push(Boolean(props.checked));
      return <Radio {...props} />;
    },
  };
});

/** The buttons rendered, by their text: the page's Submit, the question's Flag, Previous, Next. */
const renderedButtons = vi.hoisted(() => [] as string[]);
vi.mock('@mui/material/Button', async (importOriginal) => {
  const { default: Button } = await importOriginal<{ default: typeof ButtonModule }>();
  return {
    default: (props: ComponentProps<typeof ButtonModule>) => {
      if (typeof props.children === 'string') renderedButtons.push(props.children);
      return <Button {...props} />;
    },
  };
});

/** An attempt of 60 questions (a new id each, so that no answer waits from another test). */
const sixtyQuestions = (id: number) =>
  anOpenAttempt({
    id,
    explanation_mode: 'after_submission',
    questions: Array.from({ length: 60 }, (_, index) => aQuizQuestion(index + 1, 4)),
  });

async function openQuiz(id: number) {
  server.use(
    http.put(api('attemptAnswer'), ({ params }) =>
      HttpResponse.json({ slot: Number(params.slot), client_seq: 1, saved_at: '', applied: true }),
    ),
  );
  renderRoutes(
    [
      {
        path: '/student/classes/:classId/quiz/:quizId',
        element: <QuizTaking attempt={sixtyQuestions(id)} offsetMs={0} />,
      },
    ],
    '/student/classes/1/quiz/3',
  );
  await screen.findByRole('heading', { name: /Question 1 of 60/ });
  // The next question is drawn ahead, hidden: once it is, the page is still.
  await waitFor(() => expect(document.querySelectorAll('fieldset')).toHaveLength(2));
  rendered.length = 0;
  renderedChoices.length = 0;
  renderedButtons.length = 0;
  renderedRadios.length = 0;
}

describe('a click on the quiz page re-renders only what it changed', () => {
  it('a choice re-renders its own navigator button, not the other 59', async () => {
    await openQuiz(31);
    await userEvent.click(screen.getByRole('radio', { name: /Choice 2/ }));
    expect(screen.getByRole('radio', { name: /Choice 2/ })).toBeChecked();
    expect(rendered).toEqual(['Question 1, answered']);
  });

  it('a first choice re-renders that choice alone, not the other choices', async () => {
    await openQuiz(33);
    await userEvent.click(screen.getByRole('radio', { name: /Choice 2/ }));
    expect(screen.getByRole('radio', { name: /Choice 2/ })).toBeChecked();
    expect(renderedChoices).toEqual(['12']);
  });

  it('another choice re-renders the one it unchecks and the one it checks', async () => {
    await openQuiz(34);
    await userEvent.click(screen.getByRole('radio', { name: /Choice 2/ }));
    renderedChoices.length = 0;
    await userEvent.click(screen.getByRole('radio', { name: /Choice 4/ }));
    expect(screen.getByRole('radio', { name: /Choice 4/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Choice 2/ })).not.toBeChecked();
    expect([...renderedChoices].sort()).toEqual(['12', '14']);
  });

  it('the focus moving from one choice to another re-renders no other choice', async () => {
    await openQuiz(37);
    await userEvent.click(screen.getByRole('radio', { name: /Choice 2/ }));
    renderedRadios.length = 0;
    await userEvent.click(screen.getByRole('radio', { name: /Choice 4/ }));
    expect(screen.getByRole('radio', { name: /Choice 4/ })).toHaveFocus();
    // The one unchecked and the one checked, nothing for the focus leaving one and entering another.
    expect(renderedRadios.sort()).toEqual([false, true]);
  });

  it('a choice re-renders none of the buttons around it (flag, Previous, Next, Submit)', async () => {
    await openQuiz(38);
    await userEvent.click(screen.getByRole('radio', { name: /Choice 2/ }));
    expect(screen.getByRole('radio', { name: /Choice 2/ })).toBeChecked();
    expect(renderedButtons).toEqual([]);
  });

  it('Next re-renders the two navigator buttons whose place changed', async () => {
    await openQuiz(32);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Question 2 of 60/ });
    expect([...rendered].sort()).toEqual(['Question 1, not answered', 'Question 2, not answered']);
  });

  it('Next reveals the question drawn ahead: none of its choices renders on the click', async () => {
    await openQuiz(35);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Question 2 of 60/ });
    // Question 2's choices (ids 21–24) were drawn before the click; what renders after it is
    // question 3, drawn ahead in turn.
    expect(renderedChoices.filter((id) => id.startsWith('2'))).toEqual([]);
    await waitFor(() => expect(renderedChoices).toContain('31'));
  });

  it('Next leaves the page around the question alone (the Submit button, the list)', async () => {
    await openQuiz(36);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: /Question 2 of 60/ });
    expect(renderedButtons).not.toContain('Submit');
  });
});
