import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ErrorCode,
  type MissedAnswerBody,
  type MissedAnswerResult,
  type MissedQuestion,
} from '../../../contract';
import { missedAnswerOutbox } from '../../../src/features/student/missed-questions/answer-outbox';
import { MissedQuestionsPage } from '../../../src/features/student/missed-questions/missed-questions-page';
import { aClass, renderRoutes, signInAs } from '../app/helpers/render-routes';
import { aMissedQuestion, api, errorResponse, missedSessionHandler } from '../helpers/api-handlers';
import { server } from '../msw-server';

const DAY = 86_400_000;

const aResult = (overrides: Partial<MissedAnswerResult> = {}): MissedAnswerResult => ({
  review_id: 'r',
  question_id: 31,
  correct: true,
  correct_choice_ids: [0],
  explanation: 'A METAR reports **observed** weather.',
  reference: 'AIM 7-1-30',
  rating: 3,
  right_streak: 1,
  left_queue: false,
  schedule: { ...aMissedQuestion().schedule, due_at: new Date(Date.now() + 3 * DAY).toISOString() },
  ...overrides,
});

/** The missed-question review of student 7 in class 1; answers each POST with `answer`. */
function openReview(
  questions: MissedQuestion[],
  answer: (body: MissedAnswerBody) => Response | MissedAnswerResult,
) {
  signInAs({ id: 7, name: 'Sofia Martinez', roles: [{ role: 1, class_id: 1 }] });
  const sent: MissedAnswerBody[] = [];
  server.use(
    http.get(api('class', { classId: 1 }), () => HttpResponse.json(aClass())),
    missedSessionHandler(questions),
    http.post(api('missedQuestionAnswers', { classId: 1, questionId: 31 }), async ({ request }) => {
      const body = (await request.json()) as MissedAnswerBody;
      sent.push(body);
      const reply = answer(body);
      return reply instanceof Response ? reply : HttpResponse.json(reply);
    }),
  );
  renderRoutes(
    [
      {
        path: '/student/classes/:classId/missed-questions',
        element: <MissedQuestionsPage />,
      },
    ],
    '/student/classes/1/missed-questions',
  );
  return { sent, user: userEvent.setup() };
}

describe('the missed-question review', () => {
  // jsdom lays nothing out: each new question's top reads as under the pinned app bar.
  const scrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('asks the question without its answer, then shows the verdict, explanation and reference', async () => {
    const { sent, user } = openReview([aMissedQuestion()], () => aResult());
    const form = await screen.findByRole('form', { name: 'Missed question 1 of 1' });
    expect(within(form).getByText('METAR', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.queryByText(/correct answer/)).not.toBeInTheDocument();
    const check = within(form).getByRole('button', { name: 'Check answer' });
    expect(check).toBeDisabled();

    await user.click(within(form).getByRole('radio', { name: /Observed weather/ }));
    await user.click(check);

    expect(await screen.findByRole('heading', { name: /^Right/ })).toHaveFocus();
    expect(sent).toEqual([
      expect.objectContaining({ version: 1, choice_ids: [0], duration_ms: expect.any(Number) }),
    ]);
    // When it was given (on the server's clock), so an answer sent late counts from then.
    expect(Math.abs(Date.parse(sent[0]!.reviewed_at!) - Date.now())).toBeLessThan(60_000);
    expect(screen.getByText(/Right 1 of 3 times in a row. It comes back in 3 d./)).toBeVisible();
    expect(screen.getByText('observed', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('Reference: AIM 7-1-30')).toBeInTheDocument();
    expect(screen.getByText(/correct answer/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const summary = await screen.findByRole('heading', { name: 'Missed questions done' });
    expect(summary).toHaveFocus();
  });

  it('offline: keeps the answer to be checked later and goes on, saying so at the end', async () => {
    const { user } = openReview([aMissedQuestion()], () => HttpResponse.error());
    const form = await screen.findByRole('form', { name: 'Missed question 1 of 1' });
    await user.click(within(form).getByRole('radio', { name: /Observed weather/ }));
    await user.click(within(form).getByRole('button', { name: 'Check answer' }));

    expect(await screen.findByRole('heading', { name: /^Answer saved/ })).toHaveFocus();
    expect(screen.getByText(/will be checked when you’re back online/)).toBeVisible();
    expect(screen.queryByText(/correct answer/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByRole('heading', { name: 'Missed questions done' });
    expect(screen.getByText(/1 answer given offline will be checked/)).toBeVisible();

    // Out of the outbox again, for the next tests (it would leave the question out of their session).
    const box = missedAnswerOutbox();
    for (const item of await box.waiting()) await box.remove(item.id);
  });

  it('is usable from the keyboard and says when a question leaves the queue', async () => {
    const { user } = openReview([aMissedQuestion()], () =>
      aResult({ right_streak: 3, left_queue: true, schedule: null }),
    );
    await screen.findByRole('form', { name: 'Missed question 1 of 1' });
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('Right 3 times in a row: this question leaves your queue.'),
    ).toBeInTheDocument();
  });

  it('marks a wrong answer and says when the question comes back', async () => {
    const { user } = openReview([aMissedQuestion()], () =>
      aResult({
        correct: false,
        rating: 1,
        right_streak: 0,
        schedule: {
          ...aMissedQuestion().schedule,
          due_at: new Date(Date.now() + 600_000).toISOString(),
        },
      }),
    );
    await user.click(await screen.findByRole('radio', { name: /A forecast/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('heading', { name: /^Not quite/ })).toBeInTheDocument();
    expect(screen.getByText('Missed again. It comes back in 10 min.')).toBeInTheDocument();
  });

  it("shows the server's message when the answer is refused", async () => {
    const { user } = openReview([aMissedQuestion()], () =>
      errorResponse(409, ErrorCode.CONFLICT, 'This question is not due yet.'),
    );
    await user.click(await screen.findByRole('radio', { name: /A forecast/ }));
    await user.click(screen.getByRole('button', { name: 'Check answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This question is not due yet.');
  });

  it('says so when nothing is due', async () => {
    openReview([], () => aResult());
    expect(
      await screen.findByRole('heading', { name: 'No missed questions due' }),
    ).toBeInTheDocument();
  });
});
