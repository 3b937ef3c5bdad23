import { describe, expect, it } from 'vitest';
import type { FlashcardSession, FlashcardStudyCard } from '../../contract/flashcard-reviews';
import {
  paintedFlashcards,
  type PaintedFlashcardsData,
} from '../../server/http/painted-flashcards';

const aCard = (id: number, fields: Partial<FlashcardStudyCard> = {}): FlashcardStudyCard => ({
  id,
  topic_id: 1,
  front: `Front ${id}`,
  back: `Back ${id}`,
  figure_hash: null,
  schedule: null,
  ...fields,
});

const aSession = (fields: Partial<FlashcardSession> = {}): FlashcardSession => ({
  mode: 'review',
  cards: [aCard(1), aCard(2), aCard(3)],
  counts: { due: 0, new_left: 3, new_per_day: 10, next_due_at: null },
  desired_retention: 0.9,
  fsrs_parameters: null,
  server_time: '2026-11-27T10:00:00.000Z',
  ...fields,
});

const paint = (fields: Partial<PaintedFlashcardsData> = {}) =>
  paintedFlashcards({
    session: aSession(),
    className: 'Private Pilot',
    missed: { due: 0, queued: 0, next_due_at: null },
    topicDeck: true,
    ...fields,
  });

const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the flashcard session the server paints', () => {
  it("shows the class, the deck's title, the modes, the progress and the first card's front", () => {
    const text = textOf(paint()!);
    expect(text).toContain('Private Pilot');
    expect(text).toContain('Topic flashcards');
    expect(text).toContain('Review due Cram deck Cram misses');
    expect(text).toContain('Review · 0 done, 3 to go');
    expect(text).toContain('Front Front 1');
    expect(text).toContain('Show answer');
    expect(text).not.toContain('Back 1');
  });

  it("titles the class's whole deck Flashcards", () => {
    expect(textOf(paint({ topicDeck: false })!)).toMatch(/ Flashcards /);
  });

  it('shows the missed questions due above the cards, only when some are due', () => {
    const due = textOf(paint({ missed: { due: 2, queued: 5, next_due_at: null } })!);
    expect(due).toContain('Missed questions due 2 due · 5 in your queue Review missed questions');
    const none = textOf(paint({ missed: { due: 0, queued: 5, next_due_at: null } })!);
    expect(none).not.toContain('Missed questions due');
  });

  it('reads the front as the app does', () => {
    const session = aSession({ cards: [aCard(1, { front: 'The **four** forces' })] });
    expect(paint({ session })).toContain('<p>The <strong>four</strong> forces</p>');
  });

  it('escapes what a teacher wrote, and leaves raw HTML to the app (which sanitises it)', () => {
    expect(paint({ className: '<b>Class</b>' })).toContain('&lt;b&gt;Class&lt;/b&gt;');
    const front = 'Forces <script>alert(1)</script>';
    expect(paint({ session: aSession({ cards: [aCard(1, { front })] }) })).toBeNull();
  });

  it('paints nothing where the app first draws something else', () => {
    expect(paint({ session: aSession({ cards: [] }) })).toBeNull();
    expect(paint({ session: aSession({ mode: 'cram' }) })).toBeNull();
    expect(paint({ session: aSession({ cards: [aCard(1, { figure_hash: 'abc' })] }) })).toBeNull();
    expect(paint({ session: aSession({ cards: [aCard(1, { front: '- a list' })] }) })).toBeNull();
  });
});
