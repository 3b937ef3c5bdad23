import { Role } from '../../../contract';
import { Claim, LTI_VERSION, MessageType } from '../../../server/course-platforms/lti/claims';
import { savePlatform, type LtiPlatform } from '../../../server/course-platforms/lti/platforms';
import type { VerifiedLaunch } from '../../../server/course-platforms/lti/verified-launch';
import type { Database } from '../../../server/db/client';
import { ltiContexts, ltiPeople } from '../../../server/db/schema';
import { createUser, grantRole } from '../helpers/auth-fixtures';
import { deepLinkingSettingsOf } from './fake-platform/deep-link-return';
import type { FakePlatform } from './fake-platform';

// Deep linking and NRPS builders (the AGS helpers keep their own alongside).

/** The fake platform registered with the tool, as an administrator would add it. */
export const aRegistrationOf = (db: Database, platform: FakePlatform): Promise<LtiPlatform> =>
  savePlatform(db, {
    issuer: platform.issuer,
    clientId: platform.clientId,
    authUrl: platform.urls.auth,
    tokenUrl: platform.urls.token,
    jwksUrl: platform.urls.jwks,
    deploymentIds: platform.deploymentIds,
  });

let serial = 0;

/** A platform course linked to a class; returns the `lti_contexts` row id. */
export async function aLinkedCourse(
  db: Database,
  registration: LtiPlatform,
  classId: number,
  fields: { contextId?: string; membershipsUrl?: string | null } = {},
) {
  const [row] = await db
    .insert(ltiContexts)
    .values({
      platformId: registration.id,
      issuer: registration.issuer,
      deploymentId: '1',
      contextId: fields.contextId ?? `course-${(serial += 1)}`,
      classId,
      title: 'A course',
      membershipsUrl: fields.membershipsUrl ?? null,
    })
    .returning({ id: ltiContexts.id });
  if (!row) throw new Error('course not linked');
  return row.id;
}

/** A person the platform launched before: a user known by (issuer, sub). */
export async function aPlatformPerson(
  db: Database,
  issuer: string,
  subject: string,
  fields: { name?: string; email?: string | null } = {},
) {
  const user = await createUser(db, { subject: null, ...fields });
  await db.insert(ltiPeople).values({ issuer, subject, userId: user.id });
  return user.id;
}

/** A teacher of the class (a Groundschool user); returns the user id. */
export async function aTeacherOf(db: Database, classId: number) {
  const user = await createUser(db, { subject: null });
  await grantRole(db, user.id, Role.TEACHER, classId);
  return user.id;
}

/** A verified `LtiDeepLinkingRequest` launch from the fake platform, as the launch code hands it on. */
export function aDeepLinkingLaunch(
  platform: FakePlatform,
  registration: LtiPlatform,
  fields: Partial<VerifiedLaunch> & {
    settings?: Parameters<typeof deepLinkingSettingsOf>[1];
  } = {},
): VerifiedLaunch {
  const { settings, ...rest } = fields;
  const deepLinking = deepLinkingSettingsOf(platform, settings);
  return {
    platform: registration,
    deploymentId: platform.deploymentIds[0] ?? '1',
    messageType: 'LtiDeepLinkingRequest',
    claims: {
      iss: platform.issuer,
      aud: platform.clientId,
      sub: 'teacher-1',
      [Claim.messageType]: MessageType.deepLinkingRequest,
      [Claim.version]: LTI_VERSION,
      [Claim.deepLinkingSettings]: deepLinking,
    },
    subject: 'teacher-1',
    userId: 0,
    classId: null,
    contextRowId: null,
    isTeacher: true,
    resourceLink: null,
    ags: null,
    nrps: null,
    deepLinking,
    ...rest,
  };
}
