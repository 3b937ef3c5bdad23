import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { KnowledgeCode } from '../../contract';
import type { Executor } from '../db/executor';
import { knowledgeTestCodes, questions, users } from '../db/schema';

/** A question's objective matches a code when it is the code or lies under it (PA.I.B under PA.I). */
const matchesCode = (code: ReturnType<typeof sql>) =>
  sql`(${questions.learningObjective} = ${code} or ${questions.learningObjective} like ${code} || '.%')`;

/** A student's codes, oldest first, with who reviewed them and how many questions match each. */
export async function listKnowledgeCodes(
  db: Executor,
  classId: number,
  userId: number,
): Promise<KnowledgeCode[]> {
  const rows = await db
    .select({
      code: knowledgeTestCodes.code,
      addedAt: knowledgeTestCodes.addedAt,
      reviewedAt: knowledgeTestCodes.reviewedAt,
      reviewedByName: users.name,
      questions: sql<number>`(select count(*)::int from ${questions}
        where ${questions.classId} = ${classId} and ${questions.status} = 'published'
        and ${matchesCode(sql`${knowledgeTestCodes.code}`)})`,
    })
    .from(knowledgeTestCodes)
    .leftJoin(users, eq(users.id, knowledgeTestCodes.reviewedBy))
    .where(and(eq(knowledgeTestCodes.classId, classId), eq(knowledgeTestCodes.userId, userId)))
    .orderBy(knowledgeTestCodes.addedAt, knowledgeTestCodes.code);
  return rows.map((row) => ({
    code: row.code,
    added_at: row.addedAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewed_by_name: row.reviewedAt ? (row.reviewedByName ?? null) : null,
    questions: Number(row.questions),
  }));
}

/** Replaces the student's codes with `codes` (kept codes keep their date and review). */
export async function saveKnowledgeCodes(
  db: Executor,
  classId: number,
  userId: number,
  codes: readonly string[],
  now: Date,
) {
  const mine = and(eq(knowledgeTestCodes.classId, classId), eq(knowledgeTestCodes.userId, userId));
  await db
    .delete(knowledgeTestCodes)
    .where(codes.length === 0 ? mine : and(mine, notInArray(knowledgeTestCodes.code, [...codes])));
  if (codes.length === 0) return;
  await db
    .insert(knowledgeTestCodes)
    .values(codes.map((code) => ({ classId, userId, code, addedAt: now })))
    .onConflictDoNothing();
}

/** Marks codes reviewed by the instructor. */
export async function markKnowledgeCodesReviewed(
  db: Executor,
  classId: number,
  userId: number,
  codes: readonly string[],
  review: { by: number; at: Date },
) {
  await db
    .update(knowledgeTestCodes)
    .set({ reviewedAt: review.at, reviewedBy: review.by })
    .where(
      and(
        eq(knowledgeTestCodes.classId, classId),
        eq(knowledgeTestCodes.userId, userId),
        inArray(knowledgeTestCodes.code, [...codes]),
      ),
    );
}

/** The class's published questions matching any of the student's codes. */
export async function questionsMatchingKnowledgeCodes(
  db: Executor,
  classId: number,
  userId: number,
) {
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.classId, classId),
        eq(questions.status, 'published'),
        sql`exists (select 1 from ${knowledgeTestCodes}
          where ${knowledgeTestCodes.classId} = ${classId} and ${knowledgeTestCodes.userId} = ${userId}
          and ${matchesCode(sql`${knowledgeTestCodes.code}`)})`,
      ),
    );
  return rows.map((row) => row.id);
}
