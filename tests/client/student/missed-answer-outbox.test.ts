import 'fake-indexeddb/auto';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '../../../contract/error-codes';
import type { MissedAnswerResult } from '../../../contract/missed-questions';
import {
  answerMissedQuestion,
  missedAnswerOutbox,
} from '../../../src/features/student/missed-questions/answer-outbox';
import {
  keepAnswer,
  loadMissedSession,
} from '../../../src/features/student/missed-questions/offline-session';
import { aMissedQuestion, api } from '../helpers/api-handlers';
import { server } from '../msw-server';

vi.mock('../../../src/lib/after-next-paint', () => ({
  afterNextPaint: (run: () => void) => run(),
}));

const graded = (reviewId: string): MissedAnswerResult => ({
  review_id: reviewId,
  question_id: 31,
  correct: true,
  correct_choice_ids: [0],
  explanation: 'A METAR reports observed weather.',
  reference: 'AIM 7-1-30',
  rating: 3,
  right_streak: 1,
  left_queue: false,
  schedule: null,
});

/** The server's answers endpoint: out of reach until `reachable`; the review ids it received. */
function answersEndpoint() {
  const state = { reachable: false, received: [] as string[] };
  server.use(
    http.post(api('missedQuestionAnswers'), async ({ request }) => {
      if (!state.reachable) return HttpResponse.error();
      const { review_id } = (await request.json()) as { review_id: string };
      state.received.push(review_id);
      return HttpResponse.json(graded(review_id));
    }),
  );
  return state;
}

const answer = (reviewId: string, classId = 1) => ({
  classId,
  questionId: 31,
  body: { review_id: reviewId, version: 1, choice_ids: [0], duration_ms: 4_000 },
});

describe('a missed-question answer', () => {
  it('online: graded by the server at once', async () => {
    const endpoint = answersEndpoint();
    endpoint.reachable = true;
    const outcome = await answerMissedQuestion(answer('m-online'));
    expect(outcome).toEqual({ kind: 'graded', result: graded('m-online') });
    expect(await missedAnswerOutbox().waiting()).toEqual([]);
  });

  it('offline: kept in the outbox under its review id, and sent once the server can be reached', async () => {
    const endpoint = answersEndpoint();
    expect(await answerMissedQuestion(answer('m-offline'))).toEqual({ kind: 'queued' });
    expect((await missedAnswerOutbox().waiting()).map((item) => item.id)).toEqual(['m-offline']);

    endpoint.reachable = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await missedAnswerOutbox().waiting()).toEqual([]));
    expect(endpoint.received).toEqual(['m-offline']);
  });

  it('refused by the server (4xx): said at once, never queued', async () => {
    server.use(
      http.post(api('missedQuestionAnswers'), () =>
        HttpResponse.json(
          { detail: { error_code: ErrorCode.VALIDATION_FAILED, message: 'Choose an answer.' } },
          { status: 422 },
        ),
      ),
    );
    await expect(answerMissedQuestion(answer('m-refused'))).rejects.toThrow();
    expect(await missedAnswerOutbox().waiting()).toEqual([]);
  });
});

describe('the missed questions offline', () => {
  it('reloaded offline: the questions kept on the device, without those answered since', async () => {
    const state = { reachable: true };
    server.use(
      http.get(api('missedQuestions', { classId: 2 }), () =>
        state.reachable
          ? HttpResponse.json({
              questions: [aMissedQuestion(), aMissedQuestion({ question_id: 32 })],
              counts: { due: 2, queued: 2, next_due_at: null },
              server_time: new Date().toISOString(),
            })
          : HttpResponse.error(),
      ),
    );
    expect((await loadMissedSession(2)).session.questions).toHaveLength(2);
    keepAnswer(2, { id: 'm-here', questionId: 31 });
    state.reachable = false;
    const offline = await loadMissedSession(2);
    expect(offline.offline).toBe(true);
    expect(offline.session.questions.map((q) => q.question_id)).toEqual([32]);
  });
});
