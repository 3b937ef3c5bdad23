import { Role } from '../../../contract';
import type { Database } from '../../../server/db/client';
import {
  ltiContexts,
  ltiPeople,
  ltiResourceLinks,
  type LtiLinkTarget,
} from '../../../server/db/schema';
import {
  Claim,
  LTI_VERSION,
  MessageType,
  Scope,
} from '../../../server/course-platforms/lti/claims';
import { savePlatform, type LtiPlatform } from '../../../server/course-platforms/lti/platforms';
import { publishedToolKeys } from '../../../server/course-platforms/lti/tool-keys';
import type { VerifiedLaunch } from '../../../server/course-platforms/lti/verified-launch';
import { createUser, grantRole } from '../helpers/auth-fixtures';
import { aClass, aQuestion, aQuiz, aTopic } from '../helpers/builders';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import type { FakeLineItem } from './fake-platform/ags';
import { deepLinkingSettingsOf } from './fake-platform/deep-link-return';

// What verified launches leave in the database (a registration, a course, people, placed links),
// written directly, for tests of what comes after a launch (grades, rosters, deep links).

let serial = 0;
const next = () => (serial += 1);

/** The fake platform registered with the tool, as an administrator would add it. */
export const aRegistrationOf = (db: Database, platform: FakePlatform): Promise<LtiPlatform> =>
  savePlatform(db, {
    issuer: platform.issuer,
    clientId: platform.clientId,
    authUrl: platform.urls.auth,
    tokenUrl: platform.urls.token,
    jwksUrl: platform.urls.jwks,
    name: 'Moodle',
    deploymentIds: platform.deploymentIds,
  });

/**
 * A fake platform that knows the tool's key set on `db`, and its registration there (what an
 * administrator's registration leaves). Close the platform when done.
 */
export async function aRegisteredPlatform(db: Database) {
  const platform = await startFakePlatform({ toolKeySet: () => publishedToolKeys(db) });
  return { platform, registration: await aRegistrationOf(db, platform) };
}

export type LtiContextRow = typeof ltiContexts.$inferSelect;

/** A course of the platform linked to the class, with the AGS endpoint its launches carried. */
export async function anLtiContext(
  db: Database,
  platform: LtiPlatform,
  classId: number,
  fields: Partial<
    Pick<
      LtiContextRow,
      'contextId' | 'deploymentId' | 'lineItemsUrl' | 'agsScopes' | 'membershipsUrl' | 'title'
    >
  > = {},
): Promise<LtiContextRow> {
  const [row] = await db
    .insert(ltiContexts)
    .values({
      platformId: platform.id,
      issuer: platform.issuer,
      deploymentId: fields.deploymentId ?? '1',
      contextId: fields.contextId ?? `course-${next()}`,
      classId,
      title: fields.title ?? 'Private Pilot Ground School',
      lineItemsUrl: fields.lineItemsUrl ?? null,
      agsScopes: fields.agsScopes ?? [Scope.lineItem, Scope.resultReadOnly, Scope.score],
      membershipsUrl: fields.membershipsUrl ?? null,
    })
    .returning();
  if (!row) throw new Error('context not created');
  return row;
}

export type LtiLinkRow = typeof ltiResourceLinks.$inferSelect;

/** A resource link of the course opening the quiz, with its gradebook column when the platform named one. */
export async function aPlacedQuiz(
  db: Database,
  context: LtiContextRow,
  quizId: number,
  fields: { resourceLinkId?: string; lineItemUrl?: string | null; title?: string } = {},
): Promise<LtiLinkRow> {
  const target: LtiLinkTarget = { kind: 'quiz', quizId };
  const [row] = await db
    .insert(ltiResourceLinks)
    .values({
      contextId: context.id,
      resourceLinkId: fields.resourceLinkId ?? `link-${next()}`,
      target,
      lineItemUrl: fields.lineItemUrl ?? null,
      title: fields.title ?? '',
    })
    .returning();
  if (!row) throw new Error('resource link not created');
  return row;
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

/**
 * A student of the class who has launched from the platform: known there by `ltiSubject`, here
 * as a user (whose `subject` signs API calls in tests).
 */
export async function anLtiStudent(
  db: Database,
  platform: Pick<LtiPlatform, 'issuer'>,
  classId: number,
  fields: { ltiSubject?: string; name?: string } = {},
) {
  const user = await createUser(db, { name: fields.name ?? `LTI student ${next()}` });
  await grantRole(db, user.id, Role.STUDENT, classId);
  const ltiSubject = fields.ltiSubject ?? `moodle-user-${next()}`;
  await db
    .insert(ltiPeople)
    .values({ issuer: platform.issuer, subject: ltiSubject, userId: user.id });
  return { ...user, ltiSubject };
}

/**
 * A class with a published quiz of `questions` single-answer questions in a fixed order, placed
 * in a course of the fake platform; the course's gradebook has the link's column unless
 * `column` is false (a launch that named none). The quiz's fields can be overridden.
 */
export async function aQuizPlacedInACourse(
  db: Database,
  registration: LtiPlatform,
  platform: FakePlatform,
  options: {
    questions?: number;
    course?: string;
    column?: boolean;
    title?: string;
    timeLimitMinutes?: number;
  } = {},
) {
  const { questions = 3, course = '2', title = 'Airspace' } = options;
  const classId = await aClass(db);
  const topicId = await aTopic(db, classId);
  const questionIds: number[] = [];
  for (let index = 0; index < questions; index += 1) {
    questionIds.push(await aQuestion(db, classId, topicId));
  }
  const quizId = await aQuiz(db, classId, topicId, {
    title,
    selection: 'fixed',
    question_ids: questionIds,
    status: 'published',
    shuffle_questions: false,
    shuffle_choices: false,
    ...(options.timeLimitMinutes ? { time_limit_minutes: options.timeLimitMinutes } : {}),
  });
  const context = await anLtiContext(db, registration, classId, {
    lineItemsUrl: platform.gradebook.lineItemsUrl(course),
  });
  const resourceLinkId = `link-of-quiz-${quizId}`;
  const column: FakeLineItem | null =
    options.column === false
      ? null
      : platform.gradebook.addLineItem({ course, label: title, scoreMaximum: 100, resourceLinkId });
  const link = await aPlacedQuiz(db, context, quizId, {
    resourceLinkId,
    lineItemUrl: column?.id ?? null,
    title: `${title} quiz`,
  });
  return { classId, topicId, quizId, context, link, column };
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
    linkTarget: null,
    ags: null,
    nrps: null,
    deepLinking,
    ...rest,
  };
}
