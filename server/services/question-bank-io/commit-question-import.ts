import type { QuestionImportResult } from '../../../contract';
import { questionInputSchema } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import { insertQuestion, questionFieldsOf } from '../../repositories/questions';
import { storeFigure } from '../figures/upload-figure';
import type { ParsedQuestionFile } from '../imports/types';
import { toInput } from '../imports/read-upload';
import { commitImport } from './commit-import';

/**
 * Writes every question of a parsed file into the class, with its figures and any topics it
 * names that the class lacks — all in one transaction, or nothing (a file with errors writes
 * nothing). The CLI (`npm run import -- --class ID`) calls it too, as a superuser actor.
 */
export async function commitQuestionImport(
  db: Database,
  actor: RoleActor,
  classId: number,
  parsed: ParsedQuestionFile,
): Promise<QuestionImportResult> {
  const file = { items: parsed.questions, errors: parsed.errors };
  const result = await commitImport(db, actor, classId, file, async (tx, placed) => {
    for (const { item: question, topicId } of placed) {
      const figure = question.figure ? await storeFigure(tx, question.figure.data) : null;
      const input = questionInputSchema.parse(toInput(question, topicId, figure?.hash ?? null));
      await insertQuestion(tx, classId, questionFieldsOf(input));
    }
  });
  return { ...result, skipped: parsed.skipped };
}
