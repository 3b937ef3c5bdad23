import { z } from 'zod';

/** First-party tracking (`POST /events`). */
export const TRACKING_EVENT_NAMES = ['Init'] as const;
export const trackEventBodySchema = z
  .object({
    name: z.enum(TRACKING_EVENT_NAMES),
    properties: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .default({}),
  })
  .strict();
export type TrackEventBody = z.infer<typeof trackEventBodySchema>;
