import { z } from 'zod/mini';
import { idTextSchema } from './ids';
import { idSchema, optionalIdQuery } from './pagination';
import { textField } from './text';

export const REPORT_KINDS = ['wrong_answer', 'unclear', 'typo', 'other'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  wrong_answer: 'The marked answer is wrong',
  unclear: 'The question is unclear',
  typo: 'There is a typo',
  other: 'Something else',
};

export const REPORT_STATUSES = ['open', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const questionIdParamsSchema = z.object({ questionId: idTextSchema });
export const reportIdParamsSchema = z.object({ reportId: idTextSchema });

/** `POST /questions/:questionId/reports`: a student reports a problem with a question. */
export const questionReportInputSchema = z.strictObject({
  attempt_id: z._default(z.nullable(idSchema), null),
  kind: z.enum(REPORT_KINDS, 'Say what kind of problem it is.'),
  comment: z._default(textField({ label: 'Comment', max: 2000 }), ''),
});
export type QuestionReportInput = z.input<typeof questionReportInputSchema>;

export const questionReportSchema = z.object({
  id: idSchema,
  question_id: idSchema,
  /** The question's stem now (the start of it), to recognise it in a list. */
  question_stem: z.string(),
  kind: z.enum(REPORT_KINDS),
  comment: z.string(),
  status: z.enum(REPORT_STATUSES),
  reporter_name: z.string(),
  created_at: z.string(),
  resolved_at: z.nullable(z.string()),
  resolution_note: z.nullable(z.string()),
});
export type QuestionReport = z.infer<typeof questionReportSchema>;
export const questionReportListSchema = z.array(questionReportSchema);

/** `GET /classes/:classId/question-reports?status=open&question_id=3` (teachers). */
export const questionReportListQuerySchema = z.object({
  status: z._default(z.enum([...REPORT_STATUSES, 'all']), 'open'),
  question_id: optionalIdQuery,
});

/** `POST /question-reports/:reportId/resolve`: the teacher's note to the student. */
export const resolveReportInputSchema = z.strictObject({
  note: textField({ label: 'Note', min: 1, max: 2000 }),
});
export type ResolveReportInput = z.input<typeof resolveReportInputSchema>;
