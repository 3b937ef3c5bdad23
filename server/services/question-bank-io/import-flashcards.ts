import type { FlashcardImportPreview, FlashcardImportResult } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { insertFlashcards } from '../../repositories/flashcards';
import { topicsByName } from '../../repositories/topics';
import { requireTeaches } from '../authorize';
import type { ParsedFlashcardFile } from '../imports/flashcard-csv';
import { readFlashcardsOffLoop } from '../imports/worker/read-off-loop';
import { ensureTopics } from './commit-question-import';
import { refuseFileWithErrors } from './import-file';

/** The flashcard file read by a worker thread with `budgetMs` to read it (see `readFlashcardUpload`). */
export const parseFlashcardUpload = (data: Uint8Array, budgetMs: number) =>
  readFlashcardsOffLoop(data, budgetMs);

export async function previewFlashcardImport(
  db: Executor,
  classId: number,
  parsed: ParsedFlashcardFile,
): Promise<FlashcardImportPreview> {
  const created = parsed.errors.length > 0 ? [] : parsed.flashcards;
  const counts = new Map<string, { name: string; count: number }>();
  for (const card of created) {
    const entry = counts.get(card.topic.toLowerCase()) ?? { name: card.topic, count: 0 };
    entry.count += 1;
    counts.set(card.topic.toLowerCase(), entry);
  }
  const existing = await topicsByName(
    db,
    classId,
    [...counts.values()].map((entry) => entry.name),
  );
  return {
    flashcard_count: created.length,
    topics: [...counts].map(([key, entry]) => ({
      name: entry.name,
      flashcard_count: entry.count,
      exists: existing.has(key),
    })),
    errors: parsed.errors,
  };
}

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
    await insertFlashcards(
      tx,
      classId,
      parsed.flashcards.map((card) => ({
        topicId: topics.ids.get(card.topic.toLowerCase()) ?? 0,
        front: card.front,
        back: card.back,
        figureHash: null,
      })),
    );
    return { created: parsed.flashcards.length, topics_created: topics.created };
  });
}
