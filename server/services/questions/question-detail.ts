import type { QuestionDetail } from '../../../contract';
import type { Database } from '../../db/client';
import { notFound } from '../../errors/api-error';
import { figureMetas } from '../../repositories/figures';
import { getQuestion, listQuestionVersions } from '../../repositories/questions';
import { toQuestion, toQuestionVersion } from '../shapes/question-bank';

/** The question and its versions, newest first, as its teachers read it. */
export async function questionDetail(
  db: Database,
  classId: number,
  questionId: number,
): Promise<QuestionDetail> {
  const row = await getQuestion(db, classId, questionId);
  if (!row) throw notFound('question');
  const versions = await listQuestionVersions(db, questionId);
  const figures = await figureMetas(db, [
    ...(row.figureHash ? [row.figureHash] : []),
    ...versions.flatMap((version) => (version.figureHash ? [version.figureHash] : [])),
  ]);
  return {
    ...toQuestion(row, figures),
    versions: versions.map((version) => toQuestionVersion(version, figures)),
  };
}
