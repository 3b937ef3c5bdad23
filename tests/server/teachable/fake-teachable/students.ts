import type { FakeTeachable, FakeTeachableUser } from './index';

/** A student of the fake school with this Teachable user id (signed up on the school's site). */
export function aFakeStudent(teachable: FakeTeachable, id: number): FakeTeachableUser {
  const student: FakeTeachableUser = {
    id,
    name: `Student ${id}`,
    email: `student-${id}@school.test`,
    password: `password-${id}`,
    role: 'student',
  };
  teachable.users.push(student);
  return student;
}
