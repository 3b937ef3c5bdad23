import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AttemptView } from '../../../../contract';
import { QuizTaking } from '../../../../src/features/student/quiz/taking/quiz-taking';
import { api } from '../../helpers/api-handlers';
import { server } from '../../msw-server';
import { renderRoutes } from '../../app/helpers/render-routes';
import { anOpenAttempt as anAttempt } from './attempt-builders';

const renderQuiz = (attempt: AttemptView) =>
  renderRoutes(
    [
      {
        path: '/student/classes/:classId/quiz/:quizId',
        element: <QuizTaking attempt={attempt} offsetMs={0} />,
      },
      { path: '/student/classes/:classId/quiz/:quizId/result', element: <p>The result</p> },
    ],
    '/student/classes/1/quiz/3',
  );

const heading = (name: RegExp) => screen.findByRole('heading', { name });

describe('focus on the question', () => {
  const scrollIntoView = Element.prototype.scrollIntoView;
  afterEach(() => {
    vi.restoreAllMocks();
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('lands on the first question’s heading when the attempt opens (after Start)', async () => {
    renderQuiz(anAttempt());
    expect(await heading(/Question 1 of 2/)).toHaveFocus();
  });

  it('moves to the new question’s heading after Next', async () => {
    renderQuiz(anAttempt());
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await heading(/Question 2 of 2/)).toHaveFocus();
  });

  it('scrolls to the top of the new question when it is out of view (a phone after Next)', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderQuiz(anAttempt());
    await heading(/Question 1 of 2/);
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 0, y: -600, width: 390, height: 500 }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await heading(/Question 2 of 2/);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });

  it('leaves the page where it is when the attempt opens, without measuring it', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const measured = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    renderQuiz(anAttempt());
    expect(await heading(/Question 1 of 2/)).toHaveFocus();
    expect(scrolled).not.toHaveBeenCalled();
    expect(measured).not.toHaveBeenCalled();
  });
});

describe('immediate mode', () => {
  it('offers Check for an answer not yet locked in', async () => {
    renderQuiz(anAttempt());
    expect(await screen.findByRole('button', { name: 'Check' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Explanation' })).not.toBeInTheDocument();
  });

  it('links a locked-in answer back to its explanation', async () => {
    renderQuiz(
      anAttempt({
        answers: [
          {
            slot: 1,
            choice_ids: [12],
            flagged: false,
            client_seq: 1,
            locked: true,
            saved_at: '2026-11-23T08:01:00.000Z',
          },
        ],
      }),
    );
    expect(await screen.findByRole('link', { name: 'Explanation' })).toHaveAttribute(
      'href',
      '/student/classes/1/quiz/3/explanation?attempt=9&slot=1',
    );
    expect(screen.queryByRole('button', { name: 'Check' })).not.toBeInTheDocument();
  });
});

describe('a locked answer in the question grid', () => {
  it('is marked right or wrong, in words as well as colour', async () => {
    const locked = (slot: number, choice: number) => ({
      slot,
      choice_ids: [choice],
      flagged: false,
      client_seq: slot,
      locked: true,
      saved_at: '2026-11-23T08:01:00.000Z',
    });
    const verdict = (slot: number, correct: boolean) => ({
      slot,
      correct,
      correct_choice_ids: [slot * 10 + 1],
      explanation: '',
      reference: '',
    });
    renderQuiz(
      anAttempt({
        answers: [locked(1, 11), locked(2, 22)],
        locked_results: [verdict(1, true), verdict(2, false)],
      }),
    );
    expect(
      await screen.findByRole('button', { name: 'Question 1, answered, right' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question 2, answered, wrong' })).toBeInTheDocument();
  });
});

describe('the keys help', () => {
  it('names Enter for Check in immediate mode', async () => {
    renderQuiz(anAttempt());
    expect(await screen.findByText(/Enter checks/)).toBeInTheDocument();
  });
});

describe('when the time is up', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(Date.parse('2026-11-23T08:09:58.000Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('submits once, carrying the answers the server has not received yet', async () => {
    const submitted: unknown[] = [];
    server.use(
      http.put(api('attemptAnswer'), () => HttpResponse.error()),
      http.post(api('attemptSubmit'), async ({ request }) => {
        submitted.push(await request.json());
        return HttpResponse.json({});
      }),
    );
    renderQuiz(anAttempt({ id: 41, deadline_at: '2026-11-23T08:10:00.000Z' }));
    await userEvent.click(await screen.findByRole('radio', { name: /Choice 2/ }));
    act(() => vi.advanceTimersByTime(3_000));
    expect(await screen.findByText('The result')).toBeInTheDocument();
    expect(submitted).toHaveLength(1);
    expect(submitted[0]).toEqual({
      answers: [{ slot: 1, choice_ids: [12], client_seq: 1, flagged: false }],
    });
  });
});

describe('the submit dialog', () => {
  it('opens on Submit (its code loaded when first needed) with the questions left unanswered', async () => {
    renderQuiz(anAttempt());
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit your answers?' });
    expect(dialog).toHaveTextContent('2 questions without an answer');
  });
});
