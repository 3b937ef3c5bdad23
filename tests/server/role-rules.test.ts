import { describe, expect, it } from 'vitest';
import { Role } from '../../contract';
import {
  classIdsWithRole,
  isSuperuser,
  mayEnterClass,
  rolesInClass,
  teachesClass,
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

  it('lists the roles in a class and the classes of a role', () => {
    const both = { roles: [...teacherOf3.roles, { role: Role.STUDENT, class_id: 5 }] };
    expect(rolesInClass(both, 3)).toEqual([Role.TEACHER]);
    expect(classIdsWithRole(both, Role.STUDENT)).toEqual([5]);
  });
});
