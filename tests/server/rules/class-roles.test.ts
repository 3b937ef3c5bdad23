import { describe, expect, it } from 'vitest';
import { Role } from '../../../contract';
import { mayAppointTeachers, mayManageClass } from '../../../server/auth/class-roles';

describe('mayManageClass', () => {
  it('a teacher of the class may', () => {
    expect(mayManageClass({ roles: [{ role: Role.TEACHER, class_id: 3 }] }, 3)).toBe(true);
  });
  it('a teacher of another class may not', () => {
    expect(mayManageClass({ roles: [{ role: Role.TEACHER, class_id: 4 }] }, 3)).toBe(false);
  });
  it('a student of the class may not', () => {
    expect(mayManageClass({ roles: [{ role: Role.STUDENT, class_id: 3 }] }, 3)).toBe(false);
  });
  it('a superuser may', () => {
    expect(mayManageClass({ roles: [{ role: Role.SUPERUSER, class_id: null }] }, 3)).toBe(true);
  });
});

describe('mayAppointTeachers', () => {
  it('only a superuser', () => {
    expect(mayAppointTeachers({ roles: [{ role: Role.TEACHER, class_id: 3 }] })).toBe(false);
    expect(mayAppointTeachers({ roles: [{ role: Role.SUPERUSER, class_id: null }] })).toBe(true);
  });
});
