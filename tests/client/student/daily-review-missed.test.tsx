import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { StudentFlashcardsPage } from '../../../src/features/student/flashcards/student-flashcards-page';
import { aClass, deferred, renderRoutes, signInAs } from '../app/helpers/render-routes';
import { aMissedQuestion, api, missedSessionHandler } from '../helpers/api-handlers';
import { server } from '../msw-server';
import { aFlashcardSession, aStudyRetention } from '../helpers/flashcard-builders';

const emptyDeck = aFlashcardSession({
  cards: [],
  counts: { due: 0, new_left: 0, new_per_day: 20, next_due_at: null },
});

function openDailyReview(missed = missedSessionHandler(), deck = emptyDeck) {
  signInAs({ id: 7, name: 'Sofia Martinez', roles: [{ role: 1, class_id: 1 }] });
  server.use(
    http.get(api('class', { classId: 1 }), () => HttpResponse.json(aClass())),
    http.get(api('flashcardSession', { classId: 1 }), () => HttpResponse.json(deck)),
    http.get(api('studyRetention', { classId: 1 }), () => HttpResponse.json(aStudyRetention())),
    missed,
  );
  renderRoutes(
    [{ path: '/student/classes/:classId/flashCard', element: <StudentFlashcardsPage /> }],
    '/student/classes/1/flashCard',
  );
}

describe('the daily review (Review due)', () => {
  it('offers the missed questions due beside the cards', async () => {
    openDailyReview(missedSessionHandler([aMissedQuestion()], 2));
    expect(await screen.findByRole('link', { name: 'Review missed questions' })).toHaveAttribute(
      'href',
      '/student/classes/1/missed-questions',
    );
    expect(screen.getByText('1 due · 2 in your queue')).toBeInTheDocument();
  });

  it('says nothing of them when none is due', async () => {
    openDailyReview(missedSessionHandler([], 3));
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Missed questions due' })).not.toBeInTheDocument();
  });

  it('shows the cards only once it knows whether the missed questions go above them', async () => {
    const missedAnswer = deferred();
    openDailyReview(
      missedSessionHandler([aMissedQuestion()], 1, missedAnswer.promise),
      aFlashcardSession(),
    );
    await expect(
      screen.findByRole('button', { name: /Show answer/ }, { timeout: 500 }),
    ).rejects.toThrow();
    expect(screen.getByLabelText('Loading the cards')).toBeInTheDocument();
    missedAnswer.resolve();
    expect(await screen.findByRole('button', { name: /Show answer/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Missed questions due' })).toBeInTheDocument();
  });

  it('shows the desired retention the cards are scheduled with', async () => {
    openDailyReview();
    expect(
      await screen.findByRole('region', { name: 'Desired retention: 90 %' }),
    ).toBeInTheDocument();
  });
});
