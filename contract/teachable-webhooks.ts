import { z } from 'zod/mini';

/** `POST /teachable/webhooks/:token`: the school's secret webhook address. */
export const teachableWebhookParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
});

const teachableId = z.union([z.number(), z.string().check(z.minLength(1), z.maxLength(64))]);

/**
 * A webhook event as Teachable posts it (docs.teachable.com "Webhook events and data" names the
 * types; the envelope is not documented, so this is the most plausible shape): the event's own id,
 * its type (`Enrollment.created`, `Enrollment.disabled`, …), when it happened, and the object it is
 * about. Other fields Teachable adds are kept out of the way.
 */
export const teachableWebhookEventSchema = z.object({
  id: teachableId,
  type: z.string().check(z.minLength(1), z.maxLength(100)),
  created: z.iso.datetime({ offset: true }),
  object: z.record(z.string(), z.unknown()),
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
