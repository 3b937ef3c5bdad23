import { describe, expect, it } from 'vitest';
import { parseFlashcardCsv } from '../../../server/services/imports/flashcard-csv';
import { bytes, fixture } from './fixtures';

describe('flashcard import', () => {
  it('reads front, back and topic from CSV', () => {
    expect(parseFlashcardCsv(fixture('flashcards.csv')).flashcards.slice(0, 2)).toEqual([
      { line: 2, front: 'Va', back: 'Design manoeuvring speed', topic: 'Aerodynamics' },
      {
        line: 3,
        front: 'Vso',
        back: 'Stall speed in landing configuration',
        topic: 'Aerodynamics',
      },
    ]);
  });

  it('keeps a multi-line back', () => {
    expect(parseFlashcardCsv(fixture('flashcards.csv')).flashcards[2]?.back).toBe(
      'Aviation routine weather report\n\nissued every hour',
    );
  });

  it('puts cards without a topic column in the default topic', () => {
    expect(parseFlashcardCsv(bytes('front,back\nVy,Best rate of climb')).flashcards[0]?.topic).toBe(
      'Imported flashcards',
    );
  });

  it('reads an Anki text export with its header lines, HTML as Markdown and the deck as topic', () => {
    expect(parseFlashcardCsv(fixture('flashcards-anki.txt')).flashcards).toEqual([
      {
        line: 5,
        front: '**QNH**',
        back: 'Altimeter setting that shows *elevation* on the ground',
        topic: 'PPL / Meteorology',
      },
      { line: 6, front: 'Squawk 7700', back: 'Emergency', topic: 'PPL / Radio' },
    ]);
  });

  it('reads an older tab-separated Anki export without header lines', () => {
    expect(
      parseFlashcardCsv(bytes('VFR\tVisual flight rules\nIFR\tInstrument flight rules\n'))
        .flashcards,
    ).toEqual([
      { line: 1, front: 'VFR', back: 'Visual flight rules', topic: 'Imported flashcards' },
      { line: 2, front: 'IFR', back: 'Instrument flight rules', topic: 'Imported flashcards' },
    ]);
  });

  it('reports a card with an empty back on its line', () => {
    expect(parseFlashcardCsv(bytes('front,back,topic\nVx,,Performance')).errors).toEqual([
      { line: 2, message: 'The back is empty.' },
    ]);
  });

  it('refuses a CSV file without the header', () => {
    expect(parseFlashcardCsv(bytes('question,answer\nVx,Best angle')).errors).toEqual([
      {
        line: 1,
        message: 'The first line must be the header "front,back,topic" (or an Anki text export).',
      },
    ]);
  });
});
