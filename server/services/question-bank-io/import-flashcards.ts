import type { FlashcardImportPreview, FlashcardImportResult } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { insertFlashcards } from '../../repositories/flashcards';
import { topicsByName } from '../../repositories/topics';
import { requireTeaches } from '../authorize';
import type { ParsedFlashcardFile } from '../imports/flashcard-csv';
import { runImportJobOffLoop } from '../imports/worker/read-off-loop';
import { ensureTopics } from './commit-question-import';
import { refuseFileWithErrors } from './import-file';

/** The flashcard file (base64) read by a worker thread with `budgetMs` to read it. */
export async function parseFlashcardUpload(base64: string, budgetMs: number) {
  return (await runImportJobOffLoop({ kind: 'flashcards', base64 }, budgetMs)).parsed;
}

/** What committing the flashcard file would create; the worker thread counts. */
export async function previewFlashcardUpload(
  db: Executor,
  classId: number,
  base64: string,
  budgetMs: number,
): Promise<FlashcardImportPreview> {
  const { counts } = await runImportJobOffLoop({ kind: 'flashcard-counts', base64 }, budgetMs);
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
  requireTeaches(actor, classId);
  refuseFileWithErrors(parsed.errors);
  return db.transaction(async (tx) => {
    const topics = await ensureTopics(
      tx,
      classId,
      parsed.flashcards.map((card) => card.topic),
    );
    const cards = parsed.flashcards.map((card) => ({
      topicId: topics.ids.get(card.topic.toLowerCase()) ?? 0,
      front: card.front,
      back: card.back,
      figureHash: null,
    }));
    for (let start = 0; start < cards.length; start += CARDS_PER_INSERT) {
      await insertFlashcards(tx, classId, cards.slice(start, start + CARDS_PER_INSERT));
    }
    return { created: parsed.flashcards.length, topics_created: topics.created };
  });
}
