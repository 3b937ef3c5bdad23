import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes, ltiContexts, ltiResourceLinks, quizzes, topics } from '../../db/schema';
import { isSuperuser, type RoleActor } from '../../auth/roles';
import { forbidden, notFound } from '../../errors/api-error';

/**
 * A superuser points a platform's course at another class (the first instructor launch made a new
 * class where an existing one was meant). Placed links that open a quiz or a topic of another
 * class open nothing until placed again; people get their role in the new class at their next
 * launch. One transaction.
 */
export async function relinkContext(
  db: Database,
  actor: RoleActor,
  contextRowId: number,
  classId: number,
  now: Date,
) {
  if (!isSuperuser(actor)) throw forbidden('Only a superuser can link a course to another class.');
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.id, classId));
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
