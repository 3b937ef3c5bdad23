import { describe, expect, it } from 'vitest';
import { Role } from '../../../contract/roles';
import { mayOpen } from '../../../src/features/auth/areas';

const viewer = (roles: { role: 1 | 2 | 3; class_id: number }[], more = {}) => ({
  roles,
  isSuperuser: false,
  impersonating: false,
  ...more,
});

describe('which areas a role opens', () => {
  it('a student opens the student area only', () => {
    const student = viewer([{ role: 1, class_id: 1 }]);
    expect(mayOpen('student', student)).toBe(true);
    expect(mayOpen('teacher', student)).toBe(false);
    expect(mayOpen('admin', student)).toBe(false);
  });

  it('a teacher opens teaching, not a class as a student nor administration', () => {
    const teacher = viewer([{ role: 2, class_id: 1 }]);
    expect(mayOpen('teacher', teacher)).toBe(true);
    expect(mayOpen('student', teacher)).toBe(false);
    expect(mayOpen('admin', teacher)).toBe(false);
  });

  it('a teacher who studies in another class opens both', () => {
    const both = viewer([
      { role: 2, class_id: 1 },
      { role: 1, class_id: 2 },
    ]);
    expect(mayOpen('teacher', both)).toBe(true);
    expect(mayOpen('student', both)).toBe(true);
  });

  it('a superuser opens teaching and administration', () => {
    const superuser = viewer([], { isSuperuser: true });
    expect(mayOpen('teacher', superuser)).toBe(true);
    expect(mayOpen('admin', superuser)).toBe(true);
  });

  it('viewing as a student opens the student area only', () => {
    const viewing = viewer([{ role: Role.TEACHER, class_id: 1 }], {
      isSuperuser: true,
      impersonating: true,
    });
    expect(mayOpen('student', viewing)).toBe(true);
    expect(mayOpen('teacher', viewing)).toBe(false);
    expect(mayOpen('admin', viewing)).toBe(false);
  });
});
