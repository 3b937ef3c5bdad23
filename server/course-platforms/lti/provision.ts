import { and, eq, sql } from 'drizzle-orm';
import { Role } from '../../../contract';
import type { Database } from '../../db/client';
import { isUniqueViolation, type Transaction } from '../../db/executor';
import {
  classes,
  ltiContexts,
  ltiPeople,
  ltiResourceLinks,
  userRoles,
  users,
  type LtiLinkTarget,
} from '../../db/schema';
import { createClass } from '../../repositories/classes';
import { createPlatformUser, updatePlatformUser } from '../../repositories/platform-people';
import { insertClassQuizzes } from '../../repositories/quizzes';
import { refuse, RefusalReason } from './launch-refused';
import { classRoleOf } from './lti-roles';
import { isTargetOfClass, targetFromCustom } from './deep-linking/target';
import type { LtiPlatform } from './platforms';
import type { CheckedIdToken } from './verify-id-token';

export type Provisioned = {
  userId: number;
  classId: number;
  contextRowId: number;
  isTeacher: boolean;
  /** What the launched resource link opens (null: not placed by deep linking, or no link). */
  linkTarget: LtiLinkTarget | null;
  /** This launch linked the course to a class for the first time. */
  newCourse: boolean;
};

const stringClaim = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The person's name as the launch sends it: `name`, else given and family names; null (No PII). */
export function nameOf(claims: Record<string, unknown>) {
  const given = [stringClaim(claims.given_name), stringClaim(claims.family_name)];
  return stringClaim(claims.name) ?? (given.some(Boolean) ? given.filter(Boolean).join(' ') : null);
}

/**
 * The user behind (issuer, sub); made at the first launch. A name or e-mail the launch sends fills
 * in what is missing or changed ("No PII" launches leave the name empty until one arrives). An
 * e-mail another account already has is not taken: the platform's word does not claim an account.
 */
async function provisionPerson(tx: Transaction, issuer: string, launch: CheckedIdToken) {
  const name = nameOf(launch.claims);
  const email = stringClaim(launch.claims.email);
  const [known] = await tx
    .select({ userId: ltiPeople.userId, name: users.name, email: users.email })
    .from(ltiPeople)
    .innerJoin(users, eq(users.id, ltiPeople.userId))
    .where(and(eq(ltiPeople.issuer, issuer), eq(ltiPeople.subject, launch.subject)));
  if (known) {
    await updatePlatformUser(tx, known, { name, email });
    return known.userId;
  }
  const userId = await createPlatformUser(tx, { name, email });
  await tx.insert(ltiPeople).values({ issuer, subject: launch.subject, userId });
  return userId;
}

const courseTitle = (context: CheckedIdToken['context']) =>
  stringClaim(context.title) ?? stringClaim(context.label) ?? `Course ${context.id}`;

/**
 * The class a new course context gets at its first instructor launch: a class the instructor
 * already teaches under the course's title (they set Groundschool up before adding it to the
 * course), else a new one with its final exam and drill quizzes.
 */
async function classForNewContext(tx: Transaction, userId: number, title: string) {
  const [taught] = await tx
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(userRoles, eq(userRoles.classId, classes.id))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.role, Role.TEACHER),
        eq(classes.archived, false),
        sql`lower(trim(${classes.name})) = lower(trim(${title}))`,
      ),
    )
    .orderBy(classes.id)
    .limit(1);
  if (taught) return taught.id;
  const classId = await createClass(tx, { name: title, description: '' });
  await insertClassQuizzes(tx, classId);
  return classId;
}

function serviceFields(launch: CheckedIdToken) {
  return {
    ...(launch.ags
      ? { lineItemsUrl: launch.ags.lineitems ?? null, agsScopes: launch.ags.scope }
      : {}),
    ...(launch.nrps ? { membershipsUrl: launch.nrps.context_memberships_url } : {}),
  };
}

async function provisionContext(
  tx: Transaction,
  platform: LtiPlatform,
  launch: CheckedIdToken,
  userId: number,
  isTeacher: boolean,
  now: Date,
) {
  const key = and(
    eq(ltiContexts.issuer, platform.issuer),
    eq(ltiContexts.deploymentId, launch.deploymentId),
    eq(ltiContexts.contextId, launch.context.id),
  );
  const title = courseTitle(launch.context);
  const [known] = await tx
    .select({ id: ltiContexts.id, classId: ltiContexts.classId })
    .from(ltiContexts)
    .where(key);
  if (known) {
    await tx
      .update(ltiContexts)
      .set({ title, ...serviceFields(launch), updatedAt: now })
      .where(eq(ltiContexts.id, known.id));
    return { ...known, newCourse: false };
  }
  if (!isTeacher) {
    throw refuse(
      RefusalReason.unknownContext,
      'This course is not set up in Groundschool yet. Ask your instructor to open Groundschool from this course first; then open it again.',
      403,
    );
  }
  const classId = await classForNewContext(tx, userId, title);
  const [created] = await tx
    .insert(ltiContexts)
    .values({
      platformId: platform.id,
      issuer: platform.issuer,
      deploymentId: launch.deploymentId,
      contextId: launch.context.id,
      classId,
      title,
      ...serviceFields(launch),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: ltiContexts.id, classId: ltiContexts.classId });
  if (!created) throw new Error('the course context could not be stored');
  return { ...created, newCourse: true };
}

/**
 * The launched link, with its gradebook line item. On its first launch it learns what it opens
 * from the custom parameters deep linking placed (`gs_target`), once the target is known to be in
 * the link's class.
 */
async function provisionResourceLink(
  tx: Transaction,
  context: { id: number; classId: number },
  launch: CheckedIdToken & { resourceLink: NonNullable<CheckedIdToken['resourceLink']> },
  now: Date,
) {
  const link = launch.resourceLink;
  const lineItemUrl = launch.ags?.lineitem ?? null;
  const fields = {
    updatedAt: now,
    ...(link.title !== undefined ? { title: link.title } : {}),
    ...(lineItemUrl !== null ? { lineItemUrl } : {}),
  };
  const [row] = await tx
    .insert(ltiResourceLinks)
    .values({ contextId: context.id, resourceLinkId: link.id, createdAt: now, ...fields })
    .onConflictDoUpdate({
      target: [ltiResourceLinks.contextId, ltiResourceLinks.resourceLinkId],
      set: fields,
    })
    .returning({ id: ltiResourceLinks.id, target: ltiResourceLinks.target });
  if (!row) throw new Error('the resource link could not be stored');
  if (row.target) return row.target;
  const placed = targetFromCustom(launch.claims);
  if (!placed || !(await isTargetOfClass(tx, context.classId, placed))) return null;
  await tx.update(ltiResourceLinks).set({ target: placed }).where(eq(ltiResourceLinks.id, row.id));
  return placed;
}

/**
 * Person, course and role of a verified launch, in one transaction: the user behind (iss, sub);
 * the class behind (iss, deployment, context) — made or linked by the first instructor launch, a
 * student's launch of an unknown course refused —; the launch's role in that class; the resource
 * link with its gradebook line item. Two first launches of one course at once: the loser of the
 * unique index runs again and finds the winner's course.
 */
export async function provisionLaunch(
  db: Database,
  platform: LtiPlatform,
  launch: CheckedIdToken,
  now: Date,
): Promise<Provisioned> {
  const isTeacher = classRoleOf(launch.roles) === 'teacher';
  const run = () =>
    db.transaction(async (tx) => {
      const userId = await provisionPerson(tx, platform.issuer, launch);
      const context = await provisionContext(tx, platform, launch, userId, isTeacher, now);
      await tx
        .insert(userRoles)
        .values({ userId, classId: context.classId, role: isTeacher ? Role.TEACHER : Role.STUDENT })
        .onConflictDoNothing();
      const { resourceLink } = launch;
      const linkTarget = resourceLink
        ? await provisionResourceLink(tx, context, { ...launch, resourceLink }, now)
        : null;
      return {
        userId,
        classId: context.classId,
        contextRowId: context.id,
        isTeacher,
        linkTarget,
        newCourse: context.newCourse,
      };
    });
  try {
    return await run();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return run();
  }
}
