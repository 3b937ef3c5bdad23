import { z } from 'zod/mini';
import { importSkippedSchema } from './imports';
import { idSchema } from './pagination';
import { base64Bytes, base64Length } from './base64';
import { safeTextChecks, textField } from './text';
import { questionStatusSchema } from './questions';

/** The header of a question CSV file: these columns in this order, then optionally `name`. */
export const QUESTION_CSV_COLUMNS = [
  'topic',
  'stem',
  'choices',
  'correct',
  'explanation',
  'reference',
  'objective',
  'status',
] as const;
export const QUESTION_CSV_NAME_COLUMN = 'name';

/** The file formats the importer reads (the parsers live in server/services/imports/). */
export const IMPORT_FORMATS = ['csv', 'moodle-xml', 'gift'] as const;
export type ImportFormatName = (typeof IMPORT_FORMATS)[number];
export const EXPORT_FORMATS = ['csv', 'moodle-xml'] as const;
export type ExportFormatName = (typeof EXPORT_FORMATS)[number];

/** Up to 10 MB of file, as base64 in JSON. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
export const IMPORT_TOO_LARGE_MESSAGE = 'The file must be at most 10 MB.';

/**
 * `POST /classes/:classId/imports/questions/preview` and `.../commit` (teachers): the file's bytes
 * as base64 (GIFT may be Windows-1252; the parser decodes). Without `format` it follows the file
 * name's extension (.csv, .xml, .gift / .txt).
 */
export const importFileBodySchema = z.strictObject({
  data_base64: z.string().check(
    z.minLength(1, 'Choose a file.'),
    z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The file must be sent as base64.'),
    ...safeTextChecks(base64Length(IMPORT_MAX_BYTES), IMPORT_TOO_LARGE_MESSAGE),
    z.refine((base64) => base64Bytes(base64) <= IMPORT_MAX_BYTES, IMPORT_TOO_LARGE_MESSAGE),
  ),
  filename: textField({ label: 'File name', min: 1, max: 255 }),
  format: z.optional(z.enum(IMPORT_FORMATS)),
});
export type ImportFileBody = z.infer<typeof importFileBodySchema>;

/** One error of a file with its line (0: the file as a whole). */
export const importIssueSchema = z.object({
  line: z.int().check(z.nonnegative()),
  message: z.string(),
});

/** How many of a file's questions its preview shows in full (the counts cover them all). */
export const IMPORT_PREVIEW_QUESTIONS = 50;

/** One question of a file as the preview shows it, to be checked before the commit. */
export const importPreviewQuestionSchema = z.object({
  /** The line of the file where it starts. */
  line: z.int(),
  /** Its name in the file (GIFT `::name::`, Moodle's name, the CSV's `name`), else the stem's start. */
  name: z.string(),
  topic: z.string(),
  /** Markdown */
  stem: z.string(),
  choices: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  multiple_response: z.boolean(),
  status: questionStatusSchema,
  /** The file name of its figure, or null. */
  figure: z.nullable(z.string()),
});
export type ImportPreviewQuestion = z.infer<typeof importPreviewQuestionSchema>;

/** What a commit would do: questions per topic (new topics are created by name), skips, errors. */
export const questionImportPreviewSchema = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** Questions that would be created. 0 when there are errors: a file with errors imports nothing. */
  question_count: z.int().check(z.nonnegative()),
  topics: z.array(z.object({ name: z.string(), question_count: z.int(), exists: z.boolean() })),
  figure_count: z.int().check(z.nonnegative()),
  /** The first IMPORT_PREVIEW_QUESTIONS questions that would be created, in the file's order. */
  questions: z.array(importPreviewQuestionSchema),
  skipped: z.array(importSkippedSchema),
  errors: z.array(importIssueSchema),
});
export type QuestionImportPreview = z.infer<typeof questionImportPreviewSchema>;

/** The commit's answer (201); a file with errors answers 422 and writes nothing. */
export const questionImportResultSchema = z.object({
  created: z.int().check(z.nonnegative()),
  topics_created: z.array(z.object({ id: idSchema, name: z.string() })),
  skipped: z.array(importSkippedSchema),
});
export type QuestionImportResult = z.infer<typeof questionImportResultSchema>;

/** `POST /classes/:classId/imports/flashcards/preview` and `.../commit`: CSV front, back, topic. */
export const flashcardImportBodySchema = z.strictObject({
  data_base64: importFileBodySchema.shape.data_base64,
  filename: importFileBodySchema.shape.filename,
});
export type FlashcardImportBody = z.infer<typeof flashcardImportBodySchema>;
export const flashcardImportPreviewSchema = z.object({
  flashcard_count: z.int().check(z.nonnegative()),
  topics: z.array(z.object({ name: z.string(), flashcard_count: z.int(), exists: z.boolean() })),
  errors: z.array(importIssueSchema),
});
export type FlashcardImportPreview = z.infer<typeof flashcardImportPreviewSchema>;
export const flashcardImportResultSchema = z.object({
  created: z.int().check(z.nonnegative()),
  topics_created: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type FlashcardImportResult = z.infer<typeof flashcardImportResultSchema>;

/**
 * `GET /classes/:classId/exports/questions?format=csv|moodle-xml[&topic_id=]` (teachers): the
 * question bank as a file download (Content-Disposition: attachment).
 */
export const questionExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS),
  topic_id: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
});
export type QuestionExportQuery = z.infer<typeof questionExportQuerySchema>;
