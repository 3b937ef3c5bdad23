import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../../contract';
import { savePlatform } from '../../../server/course-platforms/lti/platforms';
import { relinkContext } from '../../../server/course-platforms/lti/relink-context';
import type { DatabaseConnection } from '../../../server/db/client';
import { ltiContexts, ltiResourceLinks, type LtiLinkTarget } from '../../../server/db/schema';
import { aClass, aQuiz, aTopic } from '../helpers/builders';
import { createTestDatabase } from '../helpers/test-database';

let connection: DatabaseConnection;
const now = new Date('2026-03-02T09:00:00Z');
const superuser = { roles: [{ role: Role.SUPERUSER, class_id: null }] };

beforeAll(async () => {
  connection = await createTestDatabase();
});

afterAll(async () => {
  await connection.close();
});

async function aCourseLinkedTo(classId: number, targets: LtiLinkTarget[]) {
  const db = connection.db;
  const platform = await savePlatform(db, {
    issuer: 'https://moodle.school.test',
    clientId: 'client',
    authUrl: 'https://moodle.school.test/mod/lti/auth.php',
    tokenUrl: 'https://moodle.school.test/mod/lti/token.php',
    jwksUrl: 'https://moodle.school.test/mod/lti/certs.php',
    deploymentIds: ['1'],
  });
  const [context] = await db
    .insert(ltiContexts)
    .values({
      platformId: platform.id,
      issuer: platform.issuer,
      deploymentId: '1',
      contextId: `c${classId}`,
      classId,
    })
    .returning({ id: ltiContexts.id });
  if (!context) throw new Error('no context');
  await db.insert(ltiResourceLinks).values(
    targets.map((target, index) => ({
      contextId: context.id,
      resourceLinkId: `link-${index}`,
      target,
    })),
  );
  return context.id;
}

describe('relinking a course to another class', () => {
  it('points the course at the class, and unplaces the links that opened the old class’s quizzes and topics', async () => {
    const db = connection.db;
    const oldClass = await aClass(db);
    const newClass = await aClass(db);
    const oldTopic = await aTopic(db, oldClass);
    const newTopic = await aTopic(db, newClass);
    const oldQuiz = await aQuiz(db, oldClass, oldTopic);
    const newQuiz = await aQuiz(db, newClass, newTopic);
    const contextId = await aCourseLinkedTo(oldClass, [
      { kind: 'quiz', quizId: oldQuiz },
      { kind: 'quiz', quizId: newQuiz },
      { kind: 'flashcards', topicId: null },
      { kind: 'flashcards', topicId: oldTopic },
      { kind: 'flashcards', topicId: newTopic },
    ]);
    await relinkContext(db, superuser, contextId, newClass, now);
    const [context] = await db.select().from(ltiContexts).where(eq(ltiContexts.id, contextId));
    expect(context?.classId).toBe(newClass);
    const links = await db
      .select({ id: ltiResourceLinks.resourceLinkId, target: ltiResourceLinks.target })
      .from(ltiResourceLinks)
      .where(eq(ltiResourceLinks.contextId, contextId))
      .orderBy(ltiResourceLinks.resourceLinkId);
    expect(links.map((link) => link.target)).toEqual([
      null,
      { kind: 'quiz', quizId: newQuiz },
      { kind: 'flashcards', topicId: null },
      null,
      { kind: 'flashcards', topicId: newTopic },
    ]);
  });

  it('only a superuser may, and the class must exist', async () => {
    const db = connection.db;
    const someClass = await aClass(db);
    const contextId = await aCourseLinkedTo(someClass, [{ kind: 'flashcards', topicId: null }]);
    const teacher = { roles: [{ role: Role.TEACHER, class_id: someClass }] };
    await expect(relinkContext(db, teacher, contextId, someClass, now)).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(relinkContext(db, superuser, contextId, 999_999, now)).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
