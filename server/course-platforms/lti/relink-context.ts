import { and, asc, eq, sql } from 'drizzle-orm';
import type { LtiCourse } from '../../../contract';
import type { Database } from '../../db/client';
import {
  classes,
  ltiContexts,
  ltiPlatforms,
  ltiResourceLinks,
  quizzes,
  topics,
} from '../../db/schema';
import { notFound } from '../../errors/api-error';

/** Every course a platform launched from, with the class it is linked to (superuser's screen). */
export async function linkedCourses(db: Database): Promise<LtiCourse[]> {
  const rows = await db
    .select({
      id: ltiContexts.id,
      platformId: ltiContexts.platformId,
      platformName: ltiPlatforms.name,
      issuer: ltiPlatforms.issuer,
      title: ltiContexts.title,
      contextId: ltiContexts.contextId,
      classId: ltiContexts.classId,
      className: classes.name,
      updatedAt: ltiContexts.updatedAt,
    })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
    .innerJoin(classes, eq(classes.id, ltiContexts.classId))
    .orderBy(asc(ltiPlatforms.id), asc(ltiContexts.title), asc(ltiContexts.id));
  return rows.map((row) => ({
    id: row.id,
    platform_id: row.platformId,
    platform_name: row.platformName || row.issuer,
    title: row.title,
    context_id: row.contextId,
    class_id: row.classId,
    class_name: row.className,
    updated_at: row.updatedAt.toISOString(),
  }));
}

/**
 * A superuser points a platform's course at another class (the first instructor launch made a new
 * class where an existing one was meant). Placed links that open a quiz or a topic of another
 * class open nothing until placed again; people get their role in the new class at their next
 * launch. One transaction.
 */
export async function relinkContext(
  db: Database,
  contextRowId: number,
  classId: number,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.archived, false)));
    if (!target) throw notFound('class');
    const [context] = await tx
      .update(ltiContexts)
      .set({ classId, updatedAt: now })
      .where(eq(ltiContexts.id, contextRowId))
      .returning({ id: ltiContexts.id, classId: ltiContexts.classId });
    if (!context) throw notFound('course');
    const quizOfClass = sql`exists (select 1 from ${quizzes} where ${quizzes.id} = (${ltiResourceLinks.target}->>'quizId')::int and ${quizzes.classId} = ${classId})`;
    const topicOfClass = sql`exists (select 1 from ${topics} where ${topics.id} = (${ltiResourceLinks.target}->>'topicId')::int and ${topics.classId} = ${classId})`;
    await tx
      .update(ltiResourceLinks)
      .set({ target: null, updatedAt: now })
      .where(
        and(
          eq(ltiResourceLinks.contextId, contextRowId),
          sql`(
            (${ltiResourceLinks.target}->>'kind' = 'quiz' and not ${quizOfClass})
            or (${ltiResourceLinks.target}->>'kind' = 'flashcards'
                and ${ltiResourceLinks.target}->>'topicId' is not null and not ${topicOfClass})
          )`,
        ),
      );
    return context;
  });
}
