import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseConnection } from '../../../server/db/client';
import { teachableCourseClasses } from '../../../server/db/schema';
import {
  applyCourseList,
  applyEnrolment,
  recordEnrolment,
} from '../../../server/course-platforms/teachable/enrolments';
import { createClassRow, createUser } from '../helpers/auth-fixtures';
import { createTestDatabase } from '../helpers/test-database';
import {
  aTeachableAccount,
  aTeachableSchool,
  isStudentOf as studentOf,
} from './teachable-builders';

let connection: DatabaseConnection;
let db: Database;

beforeAll(async () => {
  connection = await createTestDatabase();
  db = connection.db;
});
afterAll(() => connection.close());

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 12, minute));

const isStudentOf = (userId: number, classId: number) => studentOf(db, userId, classId);

/** A school whose course 'c1' feeds a class, and a person who signed in there. */
async function enrolledSetting() {
  const classId = await createClassRow(db);
  const school = await aTeachableSchool(db, { courses: { c1: classId } });
  const user = await createUser(db);
  const account = await aTeachableAccount(db, school.id, user.id);
  const person = { schoolId: school.id, teachableUserId: account.teachableUserId };
  return { classId, school, userId: user.id, person };
}

describe('Teachable enrolments as class membership', () => {
  it('an active enrolment in a mapped course makes the person a student of its class', async () => {
    const { classId, userId, person } = await enrolledSetting();
    expect(await applyEnrolment(db, { ...person, courseId: 'c1', active: true })).toBe('added');
    expect(await isStudentOf(userId, classId)).toBe(true);
  });

  it('a disabled enrolment removes the student role', async () => {
    const { classId, userId, person } = await enrolledSetting();
    await applyEnrolment(db, { ...person, courseId: 'c1', active: true });
    expect(await applyEnrolment(db, { ...person, courseId: 'c1', active: false })).toBe('removed');
    expect(await isStudentOf(userId, classId)).toBe(false);
  });

  it('an enrolment in a course that feeds no class changes nothing', async () => {
    const { person } = await enrolledSetting();
    expect(await applyEnrolment(db, { ...person, courseId: 'other', active: true })).toBe(
      'unchanged',
    );
  });

  it('a report older than the one kept is not kept', async () => {
    const { person } = await enrolledSetting();
    const report = { ...person, courseId: 'c1' };
    expect(await recordEnrolment(db, { ...report, active: false, reportedAt: at(10) })).toBe(true);
    expect(await recordEnrolment(db, { ...report, active: true, reportedAt: at(5) })).toBe(false);
    expect(await recordEnrolment(db, { ...report, active: true, reportedAt: at(11) })).toBe(true);
  });

  it('a full course list enrols in the listed courses and removes the school’s other ones', async () => {
    const { classId, school, userId, person } = await enrolledSetting();
    const secondClass = await createClassRow(db);
    await db
      .insert(teachableCourseClasses)
      .values({ schoolId: school.id, courseId: 'c2', classId: secondClass });
    await applyCourseList(db, person, ['c1', 'c2'], at(1));
    expect([await isStudentOf(userId, classId), await isStudentOf(userId, secondClass)]).toEqual([
      true,
      true,
    ]);
    await applyCourseList(db, person, ['c2'], at(2));
    expect([await isStudentOf(userId, classId), await isStudentOf(userId, secondClass)]).toEqual([
      false,
      true,
    ]);
  });
});
