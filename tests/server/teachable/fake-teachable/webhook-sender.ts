import type { FakeEnrolment, FakeTeachable } from './index';

// Teachable's webhook deliveries as the school's admin configured them (Settings → Webhooks: one
// address per event type; here one address for all). docs.teachable.com names the event types but
// not the envelope or the headers: the most plausible shape is sent — a JSON POST with the event's
// own id, its `type`, when it happened (`created`) and the enrolment as `object`, carrying the user
// and course both as ids and as nested objects; no signature header (none is documented reliably).

export type TeachableEvent = {
  id: number;
  type: 'Enrollment.created' | 'Enrollment.disabled';
  created: string;
  hook_event_id: number;
  object: {
    id: number;
    user_id: number;
    course_id: number;
    created_at: string;
    expires_at: string | null;
    is_active: boolean;
    user: { id: number; name: string; email: string };
    course: { id: number; name: string };
  };
};

export type Delivery = { status: number; body: unknown };

let nextEventId = 880_000;

function enrolmentOf(teachable: FakeTeachable, userId: number, courseId: number) {
  const existing = teachable.enrolments.find(
    (enrolment) => enrolment.userId === userId && enrolment.courseId === courseId,
  );
  if (existing) return existing;
  const created: FakeEnrolment = {
    userId,
    courseId,
    enrolledAt: teachable.clock(),
    isActive: false,
    expiresAt: null,
  };
  teachable.enrolments.push(created);
  return created;
}

function eventFor(
  teachable: FakeTeachable,
  type: TeachableEvent['type'],
  enrolment: FakeEnrolment,
): TeachableEvent {
  const user = teachable.users.find((candidate) => candidate.id === enrolment.userId);
  const course = teachable.courses.find((candidate) => candidate.id === enrolment.courseId);
  if (!user || !course) throw new Error('the fake Teachable has no such user or course');
  nextEventId += 1;
  return {
    id: nextEventId,
    type,
    created: teachable.clock().toISOString(),
    hook_event_id: 4242,
    object: {
      id: teachable.enrolments.indexOf(enrolment) + 1,
      user_id: user.id,
      course_id: course.id,
      created_at: enrolment.enrolledAt.toISOString(),
      expires_at: enrolment.expiresAt?.toISOString() ?? null,
      is_active: enrolment.isActive,
      user: { id: user.id, name: user.name, email: user.email },
      course: { id: course.id, name: course.name },
    },
  };
}

/** Enrols the user in the course (as the school's owner would); returns the event, not yet sent. */
export function enrol(teachable: FakeTeachable, userId: number, courseId: number) {
  const enrolment = enrolmentOf(teachable, userId, courseId);
  enrolment.isActive = true;
  enrolment.enrolledAt = teachable.clock();
  return eventFor(teachable, 'Enrollment.created', enrolment);
}

/** Unenrols the user from the course; returns the event, not yet sent. */
export function disable(teachable: FakeTeachable, userId: number, courseId: number) {
  const enrolment = enrolmentOf(teachable, userId, courseId);
  enrolment.isActive = false;
  return eventFor(teachable, 'Enrollment.disabled', enrolment);
}

/** Posts `event` (or any body, to play a forger or a broken sender) to `address`, as Teachable does. */
export async function deliver(address: string, event: unknown): Promise<Delivery> {
  const response = await fetch(address, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Teachable-Webhooks/1.0' },
    body: JSON.stringify(event),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** The school's configured webhook address, or an error: the test forgot to set one. */
const webhookAddress = (teachable: FakeTeachable) => {
  if (!teachable.webhookAddress) throw new Error('the fake school has no webhook address');
  return teachable.webhookAddress;
};

/** Enrols and sends `Enrollment.created` to the school's webhook address. */
export async function enrolAndNotify(teachable: FakeTeachable, userId: number, courseId: number) {
  const event = enrol(teachable, userId, courseId);
  return { event, delivery: await deliver(webhookAddress(teachable), event) };
}

/** Unenrols and sends `Enrollment.disabled` to the school's webhook address. */
export async function disableAndNotify(teachable: FakeTeachable, userId: number, courseId: number) {
  const event = disable(teachable, userId, courseId);
  return { event, delivery: await deliver(webhookAddress(teachable), event) };
}

/** Sends an event again, unchanged (Teachable retries a delivery that did not get a 2xx). */
export const resend = (teachable: FakeTeachable, event: TeachableEvent) =>
  deliver(webhookAddress(teachable), event);

/** Sends events in the order given (e.g. a later one first), one after the other. */
export async function deliverInOrder(teachable: FakeTeachable, events: TeachableEvent[]) {
  const deliveries: Delivery[] = [];
  for (const event of events) deliveries.push(await deliver(webhookAddress(teachable), event));
  return deliveries;
}
