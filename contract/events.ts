import { z } from 'zod/mini';
import { textField } from './text';

/** First-party tracking (`POST /events`). */
export const TRACKING_EVENT_NAMES = ['Init'] as const;
export const trackEventBodySchema = z.strictObject({
  name: z.enum(TRACKING_EVENT_NAMES),
  properties: z._default(
    z.record(
      textField({ label: 'Property name', max: 100, trim: false }),
      z.union([
        textField({ label: 'Property', max: 2000, trim: false }),
        z.number(),
        z.boolean(),
        z.null(),
      ]),
    ),
    {},
  ),
});
export type TrackEventBody = z.infer<typeof trackEventBodySchema>;
