import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { FlashcardSession } from '../../../contract/flashcard-reviews';
import { StudySession } from '../../../src/features/student/flashcards/study-session';
import { aFlashcardSession, aStudyCard } from '../helpers/flashcard-builders';
import { QuizIntro } from '../../../src/features/student/quiz/quiz-intro';
import { DialogForm } from '../../../src/components/form';
import {
  initialImpersonationState,
  startImpersonation,
  useImpersonationStore,
} from '../../../src/lib/session/impersonation-store';
import { readOnlyReason } from '../../../src/lib/session/use-read-only';
import { aClassQuiz } from '../helpers/attempt-builders';

const ratings = vi.hoisted(() => ({ queue: vi.fn() }));
vi.mock('../../../src/features/student/flashcards/review-outbox', () => ({
  queueRating: ratings.queue,
  withdrawRating: vi.fn(),
  pendingRatings: { subscribe: () => () => undefined, get: () => 0 },
}));

const REASON = readOnlyReason('Sofia Martinez');

beforeEach(() => {
  ratings.queue.mockClear();
  startImpersonation({ id: 11, name: 'Sofia Martinez' });
});
afterEach(() => useImpersonationStore.setState(initialImpersonationState));

function renderAt(element: React.ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
  return userEvent.setup();
}

const session = (mode: FlashcardSession['mode']) =>
  aFlashcardSession({
    mode,
    cards: [aStudyCard(1, 'What is Vy?', 'Best rate'), aStudyCard(2, 'What is Vx?', 'Best angle')],
  });

const study = (mode: FlashcardSession['mode']) => (
  <StudySession
    session={session(mode)}
    clockOffsetMs={0}
    cramAgainTo="/cram"
    classTo="/class"
    onRestart={() => undefined}
  />
);

describe('a read-only session (viewing as a student)', () => {
  it('turns Start off and says why', () => {
    renderAt(
      <QuizIntro
        classId={1}
        quiz={aClassQuiz()}
        starting={false}
        problem={null}
        onStart={() => undefined}
      />,
    );
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(REASON);
  });

  it('turns Resume into an open attempt off and says why', () => {
    renderAt(
      <QuizIntro
        classId={1}
        quiz={aClassQuiz({ open_attempt_id: 7 })}
        starting={false}
        problem={null}
        onStart={() => undefined}
      />,
    );
    const resume = screen.getByRole('button', { name: 'Resume' });
    expect(resume).toBeDisabled();
    expect(resume).toHaveAccessibleDescription(REASON);
  });

  it("turns a review's rating buttons off, says why, and a rating key counts nothing", async () => {
    const user = renderAt(study('review'));
    await user.keyboard(' ');
    const good = screen.getByRole('button', { name: /^Good/ });
    expect(good).toBeDisabled();
    expect(
      screen.getByRole('group', { name: 'How well did you know it?' }),
    ).toHaveAccessibleDescription(REASON);

    await user.keyboard('3');

    expect(ratings.queue).not.toHaveBeenCalled();
    expect(screen.getByText('What is Vy?')).toBeInTheDocument();
    expect(screen.getByText(/0 done, 2 to go/)).toBeInTheDocument();
  });

  it('keeps cram ratings, which send nothing', async () => {
    const user = renderAt(study('cram'));
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: /^Good/ })).toBeEnabled();
  });

  it("turns a dialog form's submit off and says why", () => {
    renderAt(
      <DialogForm
        titleId="t"
        title="Profile"
        onSubmit={() => undefined}
        errors={{}}
        busy={false}
        submitLabel="Save"
        onCancel={() => undefined}
      >
        <input aria-label="Name" />
      </DialogForm>,
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(REASON);
  });
});
