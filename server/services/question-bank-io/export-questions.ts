import type { ExportFormatName } from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import { questionsForExport } from '../../repositories/questions';
import { exportQuestionsCsv } from '../imports/csv-export';
import { exportQuestionsMoodleXml } from '../imports/moodle-xml-export';
import type { ImportedQuestion } from '../imports/types';
import { requireTeaches } from '../../auth/roles';

const EXTENSION = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' } as const;

export const EXPORT_TYPES = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  'moodle-xml': { contentType: 'application/xml; charset=utf-8', extension: 'xml' },
} as const;

/** The class's question bank (or one topic's) as CSV or Moodle XML text. */
export async function exportQuestions(
  db: Database,
  actor: RoleActor,
  classId: number,
  format: ExportFormatName,
  topicId?: number,
) {
  requireTeaches(actor, classId);
  const rows = await questionsForExport(db, classId, topicId);
  const questions: ImportedQuestion[] = rows.map((row, index) => ({
    line: index + 1,
    name: row.name,
    topic: row.topicName,
    stem: row.stem,
    choices: row.choices,
    multipleResponse: row.multipleResponse,
    explanation: row.explanation,
    reference: row.reference,
    learningObjective: row.learningObjective,
    status: row.status,
    ...(row.figureMediaType && row.figureData
      ? {
          figure: {
            mediaType: row.figureMediaType,
            data: row.figureData,
            filename: `figure-${row.id}.${EXTENSION[row.figureMediaType]}`,
          },
        }
      : {}),
  }));
  return format === 'csv' ? exportQuestionsCsv(questions) : exportQuestionsMoodleXml(questions);
}
