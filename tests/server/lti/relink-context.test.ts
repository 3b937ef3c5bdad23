import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoute, apiPath, type LtiCourses } from '../../../contract';
import { savePlatform } from '../../../server/course-platforms/lti/platforms';
import { relinkContext } from '../../../server/course-platforms/lti/relink-context';
import {
  classes,
  ltiContexts,
  ltiResourceLinks,
  type LtiLinkTarget,
} from '../../../server/db/schema';
import { callAs, createSchool } from '../helpers/auth-fixtures';
import { aClass, aQuiz, aTopic } from '../helpers/builders';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let connection: { db: TestApp['db'] };
let school: Awaited<ReturnType<typeof createSchool>>;
const now = new Date('2026-03-02T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  connection = { db: t.db };
  school = await createSchool(t.db);
});

afterAll(async () => {
  await t.close();
});

const courseUrl = (courseId: number) => apiPath('adminLtiCourse', { courseId });

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
    await relinkContext(db, contextId, newClass, now);
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

  it('a superuser sees each course with its class, and links it to another class', async () => {
    const db = connection.db;
    const first = await aClass(db, 'First class');
    const second = await aClass(db, 'Second class');
    const contextId = await aCourseLinkedTo(first, [{ kind: 'flashcards', topicId: null }]);
    const listed = await callAs(t, school.superuser, 'GET', ApiRoute.adminLtiCourses);
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as LtiCourses).courses).toContainEqual(
      expect.objectContaining({ id: contextId, class_id: first, class_name: 'First class' }),
    );
    const relinked = await callAs(t, school.superuser, 'PUT', courseUrl(contextId), {
      class_id: second,
    });
    expect(relinked.statusCode).toBe(200);
    expect((relinked.json() as LtiCourses).courses).toContainEqual(
      expect.objectContaining({ id: contextId, class_id: second, class_name: 'Second class' }),
    );
  });

  it('only a superuser may see or relink the courses', async () => {
    const someClass = await aClass(connection.db);
    const contextId = await aCourseLinkedTo(someClass, [{ kind: 'flashcards', topicId: null }]);
    expect((await callAs(t, school.teacher, 'GET', ApiRoute.adminLtiCourses)).statusCode).toBe(403);
    const put = await callAs(t, school.teacher, 'PUT', courseUrl(contextId), {
      class_id: school.classA,
    });
    expect(put.statusCode).toBe(403);
  });

  it('the class must exist and not be archived, and the course must exist', async () => {
    const db = connection.db;
    const someClass = await aClass(db);
    const archived = await aClass(db);
    await db.update(classes).set({ archived: true }).where(eq(classes.id, archived));
    const contextId = await aCourseLinkedTo(someClass, [{ kind: 'flashcards', topicId: null }]);
    const relink = (courseId: number, classId: number) =>
      callAs(t, school.superuser, 'PUT', courseUrl(courseId), { class_id: classId });
    expect((await relink(contextId, 999_999)).statusCode).toBe(404);
    expect((await relink(contextId, archived)).statusCode).toBe(404);
    expect((await relink(999_999, someClass)).statusCode).toBe(404);
  });
});
