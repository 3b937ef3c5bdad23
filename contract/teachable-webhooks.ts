import { z } from 'zod/mini';
import { safeTextChecks } from './text';

/** `POST /teachable/webhooks/:token`: the school's secret webhook address. */
export const teachableWebhookParamsSchema = z.object({
  token: z.string().check(z.minLength(1), ...safeTextChecks(200, 'No such webhook address.')),
});

const teachableId = z.union([
  z.number(),
  z
    .string()
    .check(z.minLength(1), ...safeTextChecks(64, 'A Teachable id is at most 64 characters.')),
]);
/** The longest ISO date and time with its offset and nanoseconds is 35 characters. */
const MOMENT_MAX_LENGTH = 40;

/**
 * A webhook event as Teachable posts it (docs.teachable.com "Webhook events and data" names the
 * types; the envelope is not documented, so this is the most plausible shape): the event's own id,
 * its type (`Enrollment.created`, `Enrollment.disabled`, …), when it happened, and the object it is
 * about. Other fields Teachable adds are kept out of the way.
 */
export const teachableWebhookEventSchema = z.object({
  id: teachableId,
  type: z
    .string()
    .check(z.minLength(1), ...safeTextChecks(100, 'An event type is at most 100 characters.')),
  created: z.iso
    .datetime({ offset: true })
    .check(...safeTextChecks(MOMENT_MAX_LENGTH, 'An event time is an ISO date and time.')),
  // Only the fields named below are read; the rest of the object is neither kept nor checked.
  object: z.record(
    z.string().check(...safeTextChecks(100, 'A field name is at most 100 characters.')),
    z.unknown(),
  ),
});
export type TeachableWebhookEvent = z.output<typeof teachableWebhookEventSchema>;

/**
 * The object of an enrolment event: the enrolment with its user and course, as ids
 * (`user_id`, `course_id`) and/or as nested objects (`user: {id, email}`, `course: {id}`).
 */
export const teachableEnrolmentObjectSchema = z.object({
  user_id: z.optional(teachableId),
  course_id: z.optional(teachableId),
  user: z.optional(z.object({ id: teachableId })),
  course: z.optional(z.object({ id: teachableId })),
});

/** What a delivery did (a repeated one answers what the first did, with `repeated`). */
export const TEACHABLE_WEBHOOK_OUTCOMES = [
  'added',
  'removed',
  'recorded',
  'unconfirmed',
  'stale',
  'ignored',
] as const;
export type TeachableWebhookOutcome = (typeof TEACHABLE_WEBHOOK_OUTCOMES)[number];

export const teachableWebhookReceiptSchema = z.object({
  outcome: z.enum(TEACHABLE_WEBHOOK_OUTCOMES),
  repeated: z.boolean(),
});
export type TeachableWebhookReceipt = z.output<typeof teachableWebhookReceiptSchema>;
