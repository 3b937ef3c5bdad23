import {
  Claim,
  LTI_VERSION,
  MessageType,
  Scope,
} from '../../../../server/course-platforms/lti/claims';
import type { FakePlatform } from './index';
import { membershipsUrlOf } from './nrps';
import { deepLinkingSettingsOf } from './deep-link-return';

const LIS = 'http://purl.imsglobal.org/vocab/lis/v2';

/**
 * The role arrays real platforms send. Canvas (an instance's id_tokens as logged by
 * alt-cs-lab/lti-toolkit's docs): institution and system roles beside the course one. Moodle
 * (`lti_get_ims_role`): the course role only, site administrators add the Administrator roles.
 */
export const RolePresets = {
  canvas: {
    teacher: [
      `${LIS}/institution/person#Instructor`,
      `${LIS}/membership#Instructor`,
      `${LIS}/system/person#User`,
    ],
    teachingAssistant: [
      `${LIS}/institution/person#Instructor`,
      `${LIS}/membership/Instructor#TeachingAssistant`,
      `${LIS}/system/person#User`,
    ],
    student: [
      `${LIS}/institution/person#Student`,
      `${LIS}/membership#Learner`,
      `${LIS}/system/person#User`,
    ],
    /** An instructor elsewhere in the school, a student in this course. */
    instructorElsewhereStudentHere: [
      `${LIS}/institution/person#Instructor`,
      `${LIS}/membership#Learner`,
      `${LIS}/system/person#User`,
    ],
    /** An account administrator who is not enrolled in the course. */
    accountAdmin: [
      `${LIS}/institution/person#Administrator`,
      `${LIS}/system/person#SysAdmin`,
      `${LIS}/system/person#User`,
    ],
  },
  moodle: {
    teacher: [`${LIS}/membership#Instructor`],
    student: [`${LIS}/membership#Learner`],
    siteAdmin: [
      `${LIS}/institution/person#Administrator`,
      `${LIS}/membership#Instructor`,
      `${LIS}/system/person#Administrator`,
    ],
  },
} as const;

export type Person = {
  sub: string;
  roles: readonly string[];
  name?: string;
  givenName?: string;
  familyName?: string;
  email?: string;
};

export type Course = { id: string; title?: string; label?: string };

const personClaims = (person: Person) => ({
  sub: person.sub,
  [Claim.roles]: [...person.roles],
  ...(person.name !== undefined ? { name: person.name } : {}),
  ...(person.givenName !== undefined ? { given_name: person.givenName } : {}),
  ...(person.familyName !== undefined ? { family_name: person.familyName } : {}),
  ...(person.email !== undefined ? { email: person.email } : {}),
});

const courseClaim = (course: Course) => ({
  id: course.id,
  ...(course.title !== undefined ? { title: course.title } : {}),
  ...(course.label !== undefined ? { label: course.label } : {}),
  type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'],
});

/** The Advantage services claims Moodle sends for a course (AGS, with the link's line item; NRPS). */
export function serviceClaims(platform: FakePlatform, course: Course, lineItem?: string) {
  const base = `${platform.address}/mod/lti/services.php/${course.id}`;
  return {
    [Claim.ags]: {
      scope: [Scope.lineItem, Scope.lineItemReadOnly, Scope.resultReadOnly, Scope.score],
      lineitems: `${base}/lineitems?type_id=1`,
      ...(lineItem !== undefined ? { lineitem: lineItem } : {}),
    },
    [Claim.nrps]: {
      context_memberships_url: membershipsUrlOf(platform, course.id),
      service_versions: ['1.0', '2.0'],
    },
  };
}

/** An LtiResourceLinkRequest as Moodle sends it (the platform adds iss, aud, iat, exp, nonce). */
export function resourceLinkClaims(
  platform: FakePlatform,
  launch: {
    person: Person;
    course: Course;
    resourceLink: { id: string; title?: string };
    targetLinkUri: string;
    deploymentId?: string;
    lineItem?: string;
  },
) {
  return {
    ...personClaims(launch.person),
    [Claim.messageType]: MessageType.resourceLink,
    [Claim.version]: LTI_VERSION,
    [Claim.deploymentId]: launch.deploymentId ?? platform.deploymentIds[0],
    [Claim.targetLinkUri]: launch.targetLinkUri,
    [Claim.resourceLink]: launch.resourceLink,
    [Claim.context]: courseClaim(launch.course),
    [Claim.toolPlatform]: { product_family_code: 'moodle', version: '2024100700', name: 'Fake' },
    [Claim.launchPresentation]: { document_target: 'iframe', locale: 'en' },
    ...serviceClaims(platform, launch.course, launch.lineItem),
  };
}

/** An LtiDeepLinkingRequest as Moodle sends it from "Select content". */
export function deepLinkingClaims(
  platform: FakePlatform,
  launch: { person: Person; course: Course; targetLinkUri: string; deploymentId?: string },
) {
  return {
    ...personClaims(launch.person),
    [Claim.messageType]: MessageType.deepLinkingRequest,
    [Claim.version]: LTI_VERSION,
    [Claim.deploymentId]: launch.deploymentId ?? platform.deploymentIds[0],
    [Claim.targetLinkUri]: launch.targetLinkUri,
    [Claim.context]: courseClaim(launch.course),
    [Claim.deepLinkingSettings]: {
      ...deepLinkingSettingsOf(platform, { data: 'moodle-dl-data' }),
      deep_link_return_url: `${platform.address}/mod/lti/contentitem_return.php?course=${launch.course.id}&id=1`,
    },
    ...serviceClaims(platform, launch.course),
  };
}
