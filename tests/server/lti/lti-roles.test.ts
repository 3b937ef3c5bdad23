import { describe, expect, it } from 'vitest';
import { classRoleOf } from '../../../server/course-platforms/lti/lti-roles';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2';

describe('the course role of a launch', () => {
  it.each([
    ['membership Instructor', [`${LIS}/membership#Instructor`], 'teacher'],
    [
      'a sub-role of Instructor (teaching assistant)',
      [`${LIS}/membership/Instructor#TeachingAssistant`],
      'teacher',
    ],
    ['membership Learner', [`${LIS}/membership#Learner`], 'student'],
    ['short Instructor (certification suite)', ['Instructor'], 'teacher'],
    ['short Learner', ['Learner'], 'student'],
    ['short TeachingAssistant', ['TeachingAssistant'], 'teacher'],
    ['institution Administrator alone', [`${LIS}/institution/person#Administrator`], 'teacher'],
    ['system Administrator alone', [`${LIS}/system/person#Administrator`], 'teacher'],
    [
      'system SysAdmin (Canvas)',
      [`${LIS}/system/person#SysAdmin`, `${LIS}/system/person#User`],
      'teacher',
    ],
    [
      'an Administrator who is a Learner in this course',
      [`${LIS}/institution/person#Administrator`, `${LIS}/membership#Learner`],
      'student',
    ],
    ['institution Instructor alone', [`${LIS}/institution/person#Instructor`], 'student'],
    [
      'institution Instructor, Learner here',
      [`${LIS}/institution/person#Instructor`, `${LIS}/membership#Learner`],
      'student',
    ],
    ['a membership Mentor', [`${LIS}/membership#Mentor`], 'student'],
    ['an unknown role', [`${LIS}/unknown/unknown#Helper`], 'student'],
    ['an empty role (certification "No Role")', [''], 'student'],
    ['no role at all', [], 'student'],
    ['LTI 1.1 URN Instructor', ['urn:lti:role:ims/lis/Instructor'], 'teacher'],
    [
      'LTI 1.1 URN teaching assistant',
      ['urn:lti:role:ims/lis/Instructor/TeachingAssistant'],
      'teacher',
    ],
    ['LTI 1.1 institution Administrator', ['urn:lti:instrole:ims/lis/Administrator'], 'teacher'],
  ])('%s', (_case, roles, expected) => {
    expect(classRoleOf(roles)).toBe(expected);
  });
});
