import { describe, expect, it } from 'vitest';
import { Role } from '../../contract';
import { ApiError } from '../../server/errors/api-error';
import {
  classIdsWithRole,
  isSuperuser,
  may,
  mayEnterClass,
  requireAccess,
  requireTeaches,
  rolesInClass,
  studiesIn,
  teachesClass,
  type RoleActor,
} from '../../server/auth/roles';

const teacherOf3 = { roles: [{ role: Role.TEACHER, class_id: 3 }] };
const studentOf3 = { roles: [{ role: Role.STUDENT, class_id: 3 }] };
const superuser = { roles: [{ role: Role.SUPERUSER, class_id: null }] };

describe('role rules', () => {
  it('a teacher of the class teaches it', () => {
    expect(teachesClass(teacherOf3, 3)).toBe(true);
  });

  it('a teacher of another class does not teach it', () => {
    expect(teachesClass(teacherOf3, 4)).toBe(false);
  });

  it('a student of the class does not teach it', () => {
    expect(teachesClass(studentOf3, 3)).toBe(false);
  });

  it('a superuser teaches every class', () => {
    expect(teachesClass(superuser, 99)).toBe(true);
    expect(isSuperuser(superuser)).toBe(true);
  });

  it('members and superusers may enter a class; others may not', () => {
    expect(mayEnterClass(studentOf3, 3)).toBe(true);
    expect(mayEnterClass(superuser, 3)).toBe(true);
    expect(mayEnterClass(studentOf3, 4)).toBe(false);
  });

  it('a student of the class studies in it; its teachers and superusers do not', () => {
    expect(studiesIn(studentOf3, 3)).toBe(true);
    expect(studiesIn(teacherOf3, 3)).toBe(false);
    expect(studiesIn(superuser, 3)).toBe(false);
  });

  it('lists the roles in a class and the classes of a role', () => {
    const both = { roles: [...teacherOf3.roles, { role: Role.STUDENT, class_id: 5 }] };
    expect(rolesInClass(both, 3)).toEqual([Role.TEACHER]);
    expect(classIdsWithRole(both, Role.STUDENT)).toEqual([5]);
  });
});

const as = (userId: number, actor: RoleActor) => ({ userId, ...actor });
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
};

describe('permissions', () => {
  const teacher = as(1, teacherOf3);
  const student = as(2, studentOf3);
  const admin = as(9, superuser);

  it('superuser: superusers only', () => {
    expect(may(admin, 'superuser')).toBe(true);
    expect(may(teacher, 'superuser')).toBe(false);
    expect(refusal(() => requireAccess(teacher, ['superuser']))).toEqual({
      status: 403,
      message: 'Only a superuser can do this.',
    });
  });

  it.each(['class.teach', 'class.students.list'] as const)(
    '%s: the class’s teachers and superusers, not its students or other classes’ teachers',
    (permission) => {
      expect(may(teacher, permission, { classId: 3 })).toBe(true);
      expect(may(admin, permission, { classId: 3 })).toBe(true);
      expect(may(student, permission, { classId: 3 })).toBe(false);
      expect(may(teacher, permission, { classId: 4 })).toBe(false);
      expect(may(teacher, permission)).toBe(false);
    },
  );

  it('class.teach and class.students.list say who may, each in its own words', () => {
    expect(refusal(() => requireAccess(student, ['class.teach'], { classId: 3 }))).toEqual({
      status: 403,
      message: "Only the class's teachers can do this.",
    });
    expect(
      refusal(() => requireAccess(student, ['class.students.list'], { classId: 3 }))?.message,
    ).toBe("Only the class's teachers can see its students.");
  });

  it('class.teachers.appoint: superusers only, not the class’s teachers', () => {
    expect(may(admin, 'class.teachers.appoint', { classId: 3 })).toBe(true);
    expect(may(teacher, 'class.teachers.appoint', { classId: 3 })).toBe(false);
    expect(refusal(() => requireAccess(teacher, ['class.teachers.appoint']))?.message).toBe(
      'Only a superuser can appoint teachers.',
    );
  });

  it.each([
    ['quiz.take', 'Only students of the class take its quizzes.'],
    ['flashcard.study', 'Only students of the class study its cards.'],
    ['question.report', 'Only students of the class report problems.'],
  ] as const)(
    '%s: students of the class only (not teachers, not superusers)',
    (permission, why) => {
      expect(may(student, permission, { classId: 3 })).toBe(true);
      expect(may(student, permission, { classId: 4 })).toBe(false);
      expect(may(teacher, permission, { classId: 3 })).toBe(false);
      expect(may(admin, permission, { classId: 3 })).toBe(false);
      expect(refusal(() => requireAccess(teacher, [permission], { classId: 3 }))).toEqual({
        status: 403,
        message: why,
      });
    },
  );

  it('student.read: the student themselves, or who teaches the class', () => {
    expect(may(student, 'student.read', { classId: 3, ownerId: 2 })).toBe(true);
    expect(may(teacher, 'student.read', { classId: 3, ownerId: 2 })).toBe(true);
    expect(may(admin, 'student.read', { classId: 3, ownerId: 2 })).toBe(true);
    expect(may(as(5, studentOf3), 'student.read', { classId: 3, ownerId: 2 })).toBe(false);
    expect(may(teacher, 'student.read', { classId: 4, ownerId: 2 })).toBe(false);
    expect(
      refusal(() => requireAccess(as(5, studentOf3), ['student.read'], { classId: 3, ownerId: 2 }))
        ?.message,
    ).toBe('Students see only their own progress.');
  });

  it('student.codes.write: the student themselves only, not their teachers', () => {
    expect(may(student, 'student.codes.write', { classId: 3, ownerId: 2 })).toBe(true);
    expect(may(teacher, 'student.codes.write', { classId: 3, ownerId: 2 })).toBe(false);
    expect(
      refusal(() => requireAccess(teacher, ['student.codes.write'], { classId: 3, ownerId: 2 })),
    ).toEqual({
      status: 403,
      message: 'Only the student enters the codes of their knowledge-test report.',
    });
  });

  it('attempt.read: its student or who teaches the class; a stranger is told it does not exist', () => {
    expect(may(student, 'attempt.read', { classId: 3, ownerId: 2 })).toBe(true);
    expect(may(teacher, 'attempt.read', { classId: 3, ownerId: 2 })).toBe(true);
    expect(
      refusal(() => requireAccess(as(5, studentOf3), ['attempt.read'], { classId: 3, ownerId: 2 })),
    ).toEqual({ status: 404, message: 'No such attempt.' });
  });

  it('attempt.write: its student only; permissions are checked in the order given', () => {
    const target = { classId: 3, ownerId: 2 };
    expect(may(student, 'attempt.write', target)).toBe(true);
    expect(
      refusal(() => requireAccess(teacher, ['attempt.read', 'attempt.write'], target)),
    ).toEqual({
      status: 403,
      message: 'Only the student who took this attempt can change it.',
    });
    expect(
      refusal(() => requireAccess(as(5, studentOf3), ['attempt.read', 'attempt.write'], target))
        ?.status,
    ).toBe(404);
  });

  it('requireTeaches is class.teach for the services', () => {
    expect(refusal(() => requireTeaches(teacherOf3, 3))).toBeNull();
    expect(refusal(() => requireTeaches(studentOf3, 3))?.message).toBe(
      "Only the class's teachers can do this.",
    );
  });
});
