import type { FlashcardImportPreview, FlashcardImportResult } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { insertFlashcards } from '../../repositories/flashcards';
import { topicsByName } from '../../repositories/topics';
import type { ParsedFlashcardFile } from '../imports/flashcard-csv';
import type { ReadingTurn } from '../imports/worker/read-off-loop';
import type { ReceivedFile } from '../imports/worker/received-file';
import { commitImport } from './commit-import';

/** The flashcard file read by a worker thread in the upload's turn. */
export async function parseFlashcardUpload(file: ReceivedFile, turn: ReadingTurn) {
  return (await turn.runLast({ kind: 'flashcards', file: file.bytes })).parsed;
}

/** What committing the flashcard file would create; the worker thread counts. */
export async function previewFlashcardUpload(
  db: Executor,
  classId: number,
  file: ReceivedFile,
  turn: ReadingTurn,
): Promise<FlashcardImportPreview> {
  const { counts } = await turn.runLast({ kind: 'flashcard-counts', file: file.bytes });
  const existing = await topicsByName(
    db,
    classId,
    counts.topics.map((topic) => topic.name),
  );
  return {
    flashcard_count: counts.flashcards,
    topics: counts.topics.map((topic) => ({
      name: topic.name,
      flashcard_count: topic.count,
      exists: existing.has(topic.name.toLowerCase()),
    })),
    errors: counts.errors,
  };
}

/** Cards per INSERT: one statement takes at most 65,535 parameters, five per card. */
const CARDS_PER_INSERT = 1000;

/** Every card of the file into the class (topics created by name), in one transaction, or none. */
export async function commitFlashcardImport(
  db: Database,
  actor: RoleActor,
  classId: number,
  parsed: ParsedFlashcardFile,
): Promise<FlashcardImportResult> {
  const file = { items: parsed.flashcards, errors: parsed.errors };
  return commitImport(db, actor, classId, file, async (tx, placed) => {
    const cards = placed.map(({ item: card, topicId }) => ({
      topicId,
      front: card.front,
      back: card.back,
      figureHash: null,
    }));
    for (let start = 0; start < cards.length; start += CARDS_PER_INSERT) {
      await insertFlashcards(tx, classId, cards.slice(start, start + CARDS_PER_INSERT));
    }
  });
}
