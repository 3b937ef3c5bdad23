import { z } from 'zod/mini';
import { idTextSchema } from './ids';
import { safeTextChecks, textField } from './text';
import { webAddressField } from './web-address';

// The superuser's "Course platforms" screen, Teachable part: the schools whose own OAuth app signs
// their students in, which Teachable course feeds which class, and the addresses to paste into
// Teachable. Secrets go in, never out.

const SCHOOL_ID_MESSAGE = 'The school id is the number in your Teachable admin addresses.';
const SCHOOL_URL_MESSAGE =
  'Enter the school’s address only, e.g. https://flight.teachable.com (no path).';

const CLASS_MESSAGE = 'Choose the class this course feeds.';

const isOriginOnly = (value: string) => {
  if (!URL.canParse(value)) return true; // webAddressField says what is wrong.
  const url = new URL(value);
  return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
};

const courseLinkSchema = z.strictObject({
  /** Teachable's id of the course. */
  course_id: textField({ label: 'Course id', min: 1, max: 64 }),
  class_id: z.int(CLASS_MESSAGE).check(z.positive(CLASS_MESSAGE)),
});

const schoolFields = {
  /** Teachable's id of the school (in its admin addresses and the sign-in addresses). */
  school_id: textField({ label: 'School id', min: 1, max: 64 }).check(
    z.regex(/^[A-Za-z0-9_-]+$/, SCHOOL_ID_MESSAGE),
  ),
  /** What the screen calls it (optional). */
  name: z.optional(textField({ label: 'Name', max: 120 })),
  /** The school's own address (https://name.teachable.com or its custom domain): it frames the app. */
  school_url: webAddressField('School address').check(z.refine(isOriginOnly, SCHOOL_URL_MESSAGE)),
  client_id: textField({ label: 'Client id', min: 1, max: 255 }),
  courses: z.array(courseLinkSchema).check(
    z.maxLength(200, 'At most 200 courses.'),
    z.refine(
      (courses) => new Set(courses.map((course) => course.course_id)).size === courses.length,
      'Each Teachable course may feed only one class: it appears twice.',
    ),
  ),
};

/** A secret pasted in; "required" also when it is left out (the form leaves an empty one out). */
const secretField = (label: string) =>
  z
    .string(`${label} is required.`)
    .check(
      z.trim(),
      z.minLength(1, `${label} is required.`),
      ...safeTextChecks(1000, `${label} must be at most 1000 characters.`),
    );

/** `POST /admin/teachable/schools` (superuser). */
export const teachableSchoolCreateSchema = z.strictObject({
  ...schoolFields,
  client_secret: secretField('Client secret'),
  /** The Admin API key (Growth plan and up): confirms enrolment webhooks. */
  api_key: z.optional(secretField('Admin API key')),
});
export type TeachableSchoolCreate = z.infer<typeof teachableSchoolCreateSchema>;

/** `PUT /admin/teachable/schools/:schoolId` (superuser): a secret left out keeps the stored one. */
export const teachableSchoolEditSchema = z.strictObject({
  ...schoolFields,
  client_secret: z.optional(secretField('Client secret')),
  /** Left out: keep the stored key; null: remove it. */
  api_key: z.optional(z.nullable(secretField('Admin API key'))),
});
export type TeachableSchoolEdit = z.infer<typeof teachableSchoolEditSchema>;

/** Our id of a connected school (not Teachable's `school_id`). */
export const teachableSchoolParamsSchema = z.object({ schoolId: idTextSchema });

/** What the superuser pastes into Teachable, and the address a lecture embeds. */
export const teachableSchoolAddressesSchema = z.object({
  /** The OAuth app's redirect URL. */
  redirect_url: z.string(),
  /** The webhook address (its long random token is the only proof a delivery comes from the school). */
  webhook_url: z.string(),
  /** The address a lecture embeds (in an iframe) to open Groundschool in this school. */
  embed_url: z.string(),
});
export type TeachableSchoolAddresses = z.infer<typeof teachableSchoolAddressesSchema>;

export const teachableSchoolSchema = z.object({
  id: z.int(),
  school_id: z.string(),
  name: z.string(),
  school_url: z.string(),
  client_id: z.string(),
  /** Always true: the secret is stored, and never sent back. */
  client_secret_set: z.literal(true),
  has_api_key: z.boolean(),
  courses: z.array(z.object({ course_id: z.string(), class_id: z.int(), class_name: z.string() })),
  addresses: teachableSchoolAddressesSchema,
  /** ISO 8601. */
  updated_at: z.string(),
});
export type TeachableSchool = z.infer<typeof teachableSchoolSchema>;

/** `GET /admin/teachable/schools`. */
export const teachableSchoolListSchema = z.object({ schools: z.array(teachableSchoolSchema) });
export type TeachableSchoolList = z.infer<typeof teachableSchoolListSchema>;
