import type { z } from 'zod/mini';
import type { flashcardInputSchema } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import {
  deleteFlashcardRow,
  insertFlashcards,
  updateFlashcardRow,
} from '../../repositories/flashcards';
import { checkTopicAndFigure } from '../questions/check-references';
import { notFound } from '../../errors/api-error';
import { requireTeaches } from '../../auth/roles';

type FlashcardInput = z.infer<typeof flashcardInputSchema>;

const fieldsOf = (input: FlashcardInput) => ({
  topicId: input.topic_id,
  front: input.front,
  back: input.back,
  figureHash: input.figure_hash,
});

export async function createFlashcard(
  db: Database,
  actor: RoleActor,
  classId: number,
  input: FlashcardInput,
) {
  requireTeaches(actor, classId);
  return db.transaction(async (tx) => {
    await checkTopicAndFigure(tx, classId, input.topic_id, input.figure_hash);
    const [id] = await insertFlashcards(tx, classId, [fieldsOf(input)]);
    if (id === undefined) throw new Error('flashcard not created');
    return id;
  });
}

export async function updateFlashcard(
  db: Database,
  actor: RoleActor,
  classId: number,
  flashcardId: number,
  input: FlashcardInput,
) {
  requireTeaches(actor, classId);
  await db.transaction(async (tx) => {
    await checkTopicAndFigure(tx, classId, input.topic_id, input.figure_hash);
    if (!(await updateFlashcardRow(tx, classId, flashcardId, fieldsOf(input)))) {
      throw notFound('flashcard');
    }
  });
}

export async function deleteFlashcard(
  db: Database,
  actor: RoleActor,
  classId: number,
  flashcardId: number,
) {
  requireTeaches(actor, classId);
  if (!(await deleteFlashcardRow(db, classId, flashcardId))) throw notFound('flashcard');
}
