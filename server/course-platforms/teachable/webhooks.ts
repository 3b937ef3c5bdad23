import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  ErrorCode,
  teachableEnrolmentObjectSchema,
  teachableWebhookEventSchema,
  TEACHABLE_WEBHOOK_OUTCOMES,
  type TeachableWebhookEvent,
  type TeachableWebhookOutcome,
  type TeachableWebhookReceipt,
} from '../../../contract';
import type { SecretBox } from '../../auth/secret-box';
import { sha256 } from '../../auth/secrets';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { teachableCourseClasses, teachableSchools, teachableWebhookEvents } from '../../db/schema';
import { ApiError, notFoundSaying } from '../../errors/api-error';
import { isEnrolmentActive } from './admin-api';
import { TeachableUnavailable } from './teachable-fetch';
import { applyEnrolment, recordEnrolment, type EnrolmentReport } from './enrolments';

// Teachable's webhooks are hints: their signing is not documented reliably, so anyone who learnt the
// address could send one. A removal is the safe direction and happens at once; an addition waits for
// the Admin API to confirm it (or for the person's next sign-in, which reads their courses).

/** What each enrolment event says about the enrolment; every other type is recorded and ignored. */
const ENROLMENT_EVENTS = new Map<string, boolean>([
  ['Enrollment.created', true],
  ['Enrollment.disabled', false],
]);

export type WebhookSchool = { id: number; apiKey: string | null };

export type WebhookContext = {
  db: Database;
  secretBox: SecretBox;
  apiUrl: string;
  log: FastifyBaseLogger;
};

/** The school whose webhook address carries `token`; 404 for any other token. */
export async function findWebhookSchool(db: Database, token: string): Promise<WebhookSchool> {
  const [school] = await db
    .select({ id: teachableSchools.id, apiKey: teachableSchools.apiKey })
    .from(teachableSchools)
    .where(eq(teachableSchools.webhookTokenHash, sha256(token)));
  if (!school) throw notFoundSaying('No such webhook address.');
  return school;
}

const notAnEvent = (why: string) =>
  new ApiError(400, ErrorCode.VALIDATION_FAILED, `This is not a Teachable webhook event: ${why}.`);

/** The event in a delivery's body, or 400. */
export function readEvent(body: unknown): TeachableWebhookEvent {
  const parsed = teachableWebhookEventSchema.safeParse(body);
  if (!parsed.success) throw notAnEvent(parsed.error.issues[0]?.message ?? 'unreadable');
  return parsed.data;
}

type EnrolmentHint = Omit<EnrolmentReport, 'schoolId'>;

/** The enrolment an enrolment event reports (as of the event's own time); null for other types. */
function enrolmentOf(event: TeachableWebhookEvent): EnrolmentHint | null {
  const active = ENROLMENT_EVENTS.get(event.type);
  if (active === undefined) return null;
  const parsed = teachableEnrolmentObjectSchema.safeParse(event.object);
  const object = parsed.success ? parsed.data : {};
  const userId = object.user_id ?? object.user?.id;
  const courseId = object.course_id ?? object.course?.id;
  if (userId === undefined || courseId === undefined) throw notAnEvent('no user or course');
  return {
    teachableUserId: String(userId),
    courseId: String(courseId),
    active,
    reportedAt: new Date(event.created),
  };
}

async function feedsAClass(db: Database, schoolId: number, hint: EnrolmentHint) {
  const [link] = await db
    .select({ classId: teachableCourseClasses.classId })
    .from(teachableCourseClasses)
    .where(
      and(
        eq(teachableCourseClasses.schoolId, schoolId),
        eq(teachableCourseClasses.courseId, hint.courseId),
      ),
    );
  return link !== undefined;
}

const isOutcome = (value: string): value is TeachableWebhookOutcome =>
  (TEACHABLE_WEBHOOK_OUTCOMES as readonly string[]).includes(value);

async function outcomeSeen(db: Executor, schoolId: number, eventId: string) {
  const [seen] = await db
    .select({ outcome: teachableWebhookEvents.outcome })
    .from(teachableWebhookEvents)
    .where(
      and(
        eq(teachableWebhookEvents.schoolId, schoolId),
        eq(teachableWebhookEvents.eventId, eventId),
      ),
    );
  if (!seen) return null;
  return isOutcome(seen.outcome) ? seen.outcome : 'ignored';
}

/** What Teachable's Admin API says of the enrolment now; null when the school gave no key. */
async function confirmation(context: WebhookContext, school: WebhookSchool, hint: EnrolmentHint) {
  if (school.apiKey === null) return null;
  const api = { apiUrl: context.apiUrl, apiKey: context.secretBox.open(school.apiKey) };
  try {
    return await isEnrolmentActive(api, hint.teachableUserId, hint.courseId);
  } catch (error) {
    if (!(error instanceof TeachableUnavailable)) throw error;
    context.log.warn({ schoolId: school.id }, `Teachable's Admin API: ${error.message}`);
    // 503: Teachable delivers the event again later; nothing was recorded, so that retry counts.
    throw new ApiError(
      503,
      ErrorCode.COURSE_PLATFORM_FAILED,
      `Teachable's Admin API could not confirm the enrolment (${error.message}). Send it again later.`,
    );
  }
}

async function applyHint(
  tx: Executor,
  report: EnrolmentReport,
  confirmedActive: boolean | null,
): Promise<TeachableWebhookOutcome> {
  if (confirmedActive !== null && confirmedActive !== report.active) return 'unconfirmed';
  if (!(await recordEnrolment(tx, report))) return 'stale';
  // Unconfirmed additions wait for the person's next sign-in, which reads their courses.
  if (report.active && confirmedActive === null) return 'recorded';
  const change = await applyEnrolment(tx, report);
  return change === 'unchanged' ? 'recorded' : change;
}

/**
 * Handles one delivery: once per (school, event id) — a repeat changes nothing and answers what
 * the first did. Everything the event changes is written in one transaction with its record.
 */
export async function receiveWebhook(
  context: WebhookContext,
  school: WebhookSchool,
  event: TeachableWebhookEvent,
): Promise<TeachableWebhookReceipt> {
  const eventId = String(event.id);
  const seen = await outcomeSeen(context.db, school.id, eventId);
  if (seen !== null) return { outcome: seen, repeated: true };
  const reported = enrolmentOf(event);
  // Enrolments in courses that feed no class are none of ours: no Admin API call, no 503 for them.
  const hint = reported && (await feedsAClass(context.db, school.id, reported)) ? reported : null;
  const confirmedActive = hint ? await confirmation(context, school, hint) : null;
  return context.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(teachableWebhookEvents)
      .values({ schoolId: school.id, eventId, type: event.type, outcome: 'ignored' })
      .onConflictDoNothing()
      .returning({ eventId: teachableWebhookEvents.eventId });
    if (!claimed) {
      return { outcome: (await outcomeSeen(tx, school.id, eventId)) ?? 'ignored', repeated: true };
    }
    if (!hint) return { outcome: 'ignored', repeated: false };
    const outcome = await applyHint(tx, { ...hint, schoolId: school.id }, confirmedActive);
    await tx
      .update(teachableWebhookEvents)
      .set({ outcome })
      .where(
        and(
          eq(teachableWebhookEvents.schoolId, school.id),
          eq(teachableWebhookEvents.eventId, eventId),
        ),
      );
    return { outcome, repeated: false };
  });
}
