import { z } from 'zod/mini';
import { idTextSchema } from './ids';
import { wholeNumber } from './numbers';
import { textField } from './text';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailField = (label = 'E-mail') =>
  textField({ label, min: 1, max: 254 }).check(
    z.regex(EMAIL_PATTERN, `${label} must be an e-mail address.`),
    z.toLowerCase(),
  );

/** Extra time (percent and/or minutes) on timed quizzes and the final exam; extra final attempts. */
export const accommodationsSchema = z.object({
  extra_time_percent: z._default(wholeNumber({ label: 'Extra time (%)', min: 0, max: 300 }), 0),
  extra_time_minutes: z._default(
    wholeNumber({ label: 'Extra time (minutes)', min: 0, max: 600 }),
    0,
  ),
  extra_final_attempts: z._default(
    wholeNumber({ label: 'Extra final-exam attempts', min: 0, max: 20 }),
    0,
  ),
});
export type Accommodations = z.output<typeof accommodationsSchema>;

export const NO_ACCOMMODATIONS: Accommodations = {
  extra_time_percent: 0,
  extra_time_minutes: 0,
  extra_final_attempts: 0,
};

export const memberParamsSchema = z.object({
  classId: idTextSchema,
  userId: idTextSchema,
});

/** `POST /classes/:classId/invitations`: one or many e-mails (a pasted list or a CSV's). */
export const INVITE_MAX = 500;
export const inviteBodySchema = z.strictObject({
  emails: z
    .array(emailField())
    .check(
      z.minLength(1, 'Enter at least one e-mail address.'),
      z.maxLength(INVITE_MAX, `At most ${INVITE_MAX} e-mails at once.`),
    ),
});
export type InviteBody = z.input<typeof inviteBodySchema>;

export const inviteResultSchema = z.object({
  invited: z.array(z.string()),
  already_invited: z.array(z.string()),
  already_members: z.array(z.string()),
});
export type InviteResult = z.infer<typeof inviteResultSchema>;

export const invitationSchema = z.object({
  id: z.int().check(z.positive()),
  email: z.string(),
  role: z.union([z.literal(1), z.literal(2)]),
  created_at: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

export const invitationParamsSchema = z.object({
  classId: idTextSchema,
  invitationId: idTextSchema,
});

export const teacherSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  email: z.nullable(z.string()),
});
export type Teacher = z.infer<typeof teacherSchema>;
export const teacherListSchema = z.array(teacherSchema);

/** `POST /classes/:classId/teachers` (superuser): an existing user is appointed, anyone else invited. */
export const appointTeacherBodySchema = z.strictObject({ email: emailField() });
export type AppointTeacherBody = z.input<typeof appointTeacherBodySchema>;
export const appointTeacherResultSchema = z.object({
  outcome: z.enum(['appointed', 'invited']),
});
export type AppointTeacherResult = z.infer<typeof appointTeacherResultSchema>;

/** `POST /classes/join`: a student joins with the class's code. */
export const JOIN_CODE_MAX = 32;
export const joinClassBodySchema = z.strictObject({
  code: textField({ label: 'Code', min: 1, max: JOIN_CODE_MAX }).check(z.toUpperCase()),
});
export type JoinClassBody = z.input<typeof joinClassBodySchema>;

export const JOIN_MESSAGES = {
  unknown: 'No class has this code. Check it with your instructor.',
  switchedOff: 'This code is switched off. Ask your instructor for the current one.',
  archived: 'This class is archived and no longer takes new students.',
} as const;

export const joinCodeSchema = z.object({
  join_code: z.string(),
  join_code_enabled: z.boolean(),
});
export type JoinCodeState = z.infer<typeof joinCodeSchema>;
