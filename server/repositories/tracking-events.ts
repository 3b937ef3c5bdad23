import type { TrackEventBody } from '../../contract';
import type { Database } from '../db/client';
import { trackingEvents } from '../db/schema';

export async function recordTrackingEvent(
  db: Database,
  event: TrackEventBody & { userId: number | null; userAgent: string | null },
) {
  await db.insert(trackingEvents).values({
    name: event.name,
    properties: event.properties,
    userId: event.userId,
    userAgent: event.userAgent,
  });
}
