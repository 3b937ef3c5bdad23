import { z } from 'zod/mini';

/** The question-file formats the importer reads. */
export const importFormatSchema = z.enum(['csv', 'moodle-xml', 'gift']);
export type ImportFormat = z.infer<typeof importFormatSchema>;

export const importSkippedSchema = z.object({ name: z.string(), reason: z.string() });
export type ImportSkipped = z.infer<typeof importSkippedSchema>;

export const importErrorSchema = z.object({
  /** 1-based line of the file where the problem starts. */
  line: z.int().check(z.positive()),
  message: z.string(),
});
export type ImportError = z.infer<typeof importErrorSchema>;

/** What an import would do, shown before the teacher commits it (nothing is written yet). */
export const importPreviewSchema = z.object({
  format: importFormatSchema,
  /** Number of questions that would be created. */
  imported: z.int().check(z.nonnegative()),
  /** The topics they would go to, in file order, with the number of questions in each. */
  topics: z.array(z.object({ name: z.string(), questions: z.int().check(z.positive()) })),
  skipped: z.array(importSkippedSchema),
  errors: z.array(importErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;
