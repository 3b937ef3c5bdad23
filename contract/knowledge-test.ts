import { z } from 'zod/mini';
import { ACS_CODE, EASA_LO_CODE } from './questions';
import { textField } from './text';

/** Older FAA knowledge-test reports list PLT codes (e.g. PLT123) rather than ACS codes. */
export const PLT_CODE = /^PLT\d{3}$/;
export const KNOWLEDGE_CODES_MAX = 60;
/** The longest code a report prints is an ACS code such as `CAX.VIII.A.K12a` (at most 17). */
export const KNOWLEDGE_CODE_MAX_LENGTH = 20;
export const KNOWLEDGE_CODE_MESSAGE =
  'Enter the codes as the report prints them: ACS codes like PA.I.B.K1, PLT codes like PLT123, or EASA objectives like 010.01.02.03.';

export const isKnowledgeCode = (code: string) =>
  ACS_CODE.test(code) || PLT_CODE.test(code) || EASA_LO_CODE.test(code);

/** Reads the codes out of pasted text: separated by spaces, commas or new lines, upper-cased. */
export const parseKnowledgeCodes = (text: string) => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((code) => code.trim())
      .filter(Boolean)
      .map((code) => (/^plt/i.test(code) ? code.toUpperCase() : code)),
  ),
];

/** One code as the report prints it (`PA.I.B.K1`, `PLT123`, `010.01.02.03`). */
const knowledgeCodeTextSchema = textField({
  label: 'A code',
  max: KNOWLEDGE_CODE_MAX_LENGTH,
  trim: false,
}).check(z.refine(isKnowledgeCode, KNOWLEDGE_CODE_MESSAGE));

/** `PUT /classes/:classId/students/:userId/knowledge-test-codes`: the whole list (the student). */
export const knowledgeCodesBodySchema = z.strictObject({
  codes: z.array(knowledgeCodeTextSchema).check(
    z.maxLength(KNOWLEDGE_CODES_MAX, `At most ${KNOWLEDGE_CODES_MAX} codes.`),
    z.refine((codes) => new Set(codes).size === codes.length, 'A code appears twice.'),
  ),
});
export type KnowledgeCodesBody = z.infer<typeof knowledgeCodesBodySchema>;

/** `POST …/knowledge-test-codes/review`: the instructor has gone over these codes with the student. */
export const reviewKnowledgeCodesBodySchema = z.strictObject({
  codes: z
    .array(knowledgeCodeTextSchema)
    .check(
      z.minLength(1, 'Choose a code.'),
      z.maxLength(KNOWLEDGE_CODES_MAX, `At most ${KNOWLEDGE_CODES_MAX} codes.`),
    ),
});

export const knowledgeCodeSchema = z.object({
  code: z.string(),
  added_at: z.string(),
  reviewed_at: z.nullable(z.string()),
  reviewed_by_name: z.nullable(z.string()),
  /** The class's published questions with this learning objective (or one under it). */
  questions: z.int(),
});
export type KnowledgeCode = z.infer<typeof knowledgeCodeSchema>;
export const knowledgeCodeListSchema = z.array(knowledgeCodeSchema);

export const NO_MATCHING_QUESTIONS_MESSAGE =
  'No published question of this class matches your knowledge-test codes yet.';
