import { describe, expect, it } from 'vitest';
import { classRoleOf } from '../../../server/course-platforms/lti/lti-roles';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2/';
const role = {
  instructor: `${LIS}membership#Instructor`,
  teachingAssistant: `${LIS}membership/Instructor#TeachingAssistant`,
  learner: `${LIS}membership#Learner`,
  mentor: `${LIS}membership#Mentor`,
  institutionInstructor: `${LIS}institution/person#Instructor`,
  institutionAdministrator: `${LIS}institution/person#Administrator`,
  institutionStudent: `${LIS}institution/person#Student`,
  systemAdministrator: `${LIS}system/person#Administrator`,
  unknown: `${LIS}unknown/unknown#Helper`,
};

describe('the class role an LTI role list gives', () => {
  it('a course Instructor teaches', () => {
    expect(classRoleOf([role.instructor])).toBe('teacher');
  });

  it("an Instructor's sub-role (TeachingAssistant) teaches, alone or with its parent", () => {
    expect(classRoleOf([role.teachingAssistant])).toBe('teacher');
    expect(classRoleOf([role.instructor, role.teachingAssistant])).toBe('teacher');
  });

  it('the short value `Instructor` the certification suite sends teaches; `Learner` studies', () => {
    expect(classRoleOf(['Instructor'])).toBe('teacher');
    expect(classRoleOf(['Learner'])).toBe('student');
  });

  it('a platform Administrator teaches when the list names no course membership', () => {
    expect(classRoleOf([role.institutionAdministrator])).toBe('teacher');
    expect(classRoleOf([role.systemAdministrator, role.institutionStudent])).toBe('teacher');
  });

  it('a platform Administrator enrolled as a Learner is a student of this course', () => {
    expect(classRoleOf([role.institutionAdministrator, role.learner])).toBe('student');
  });

  it('`institution/person#Instructor` alone never makes a course teacher', () => {
    expect(classRoleOf([role.institutionInstructor])).toBe('student');
    expect(classRoleOf([role.institutionInstructor, role.learner])).toBe('student');
  });

  it('Learner, Mentor, unknown roles and no role at all are students', () => {
    expect(classRoleOf([role.learner])).toBe('student');
    expect(classRoleOf([role.mentor])).toBe('student');
    expect(classRoleOf([role.unknown])).toBe('student');
    expect(classRoleOf([])).toBe('student');
  });
});
