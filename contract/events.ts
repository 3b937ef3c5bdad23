import { z } from 'zod/mini';

/** First-party tracking (`POST /events`). */
export const TRACKING_EVENT_NAMES = ['Init'] as const;
export const trackEventBodySchema = z.strictObject({
  name: z.enum(TRACKING_EVENT_NAMES),
  properties: z._default(
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
    {},
  ),
});
export type TrackEventBody = z.infer<typeof trackEventBodySchema>;
