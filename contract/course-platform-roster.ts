import { z } from 'zod/mini';

/** `GET /classes/:classId/lti/roster`: whether the class's roster can come from a course platform. */
export const classRosterSourceSchema = z.object({
  /** The class is linked to at least one course on an LTI platform. */
  linked: z.boolean(),
  /** One of those courses offered its roster (Names and Role Provisioning). */
  roster_available: z.boolean(),
  /** When a roster was last read, if ever. */
  synced_at: z.nullable(z.iso.datetime({ offset: true })),
});
export type ClassRosterSource = z.output<typeof classRosterSourceSchema>;

/** `POST /classes/:classId/lti/roster-sync`: what reading the roster changed. */
export const rosterSyncResultSchema = z.object({
  /** Members the course platform listed. */
  members: z.number(),
  /** People who had never opened Groundschool from the course, now in the class. */
  added: z.number(),
  /** People whose name or e-mail the platform filled in. */
  updated: z.number(),
  teachers: z.number(),
  students: z.number(),
  /** Students the platform lists as inactive, removed from the class. */
  removed: z.number(),
  synced_at: z.iso.datetime({ offset: true }),
});
export type RosterSyncResult = z.output<typeof rosterSyncResultSchema>;
