import { and, eq } from 'drizzle-orm';
import { Role } from '../../../contract';
import type { Database } from '../../../server/db/client';
import {
  teachableAccounts,
  teachableCourseClasses,
  teachableSchools,
  userRoles,
} from '../../../server/db/schema';
import { SecretBox } from '../../../server/auth/secret-box';
import { randomToken, sha256 } from '../../../server/auth/secrets';

let serial = 0;
const next = () => (serial += 1);

/** The key `testConfig` gives the test server: what these builders seal with. */
export const testSecretBox = SecretBox.fromKey(Buffer.alloc(32, 7).toString('base64'));

export type TeachableSchoolFields = {
  schoolId?: string;
  schoolUrl?: string;
  clientId?: string;
  clientSecret?: string;
  apiKey?: string | null;
  webhookToken?: string;
  /** Teachable course id → class id. */
  courses?: Record<string, number>;
};

/** A connected Teachable school (secrets sealed as the server seals them); returns its row. */
export async function aTeachableSchool(db: Database, fields: TeachableSchoolFields = {}) {
  const n = next();
  const webhookToken = fields.webhookToken ?? randomToken();
  const [school] = await db
    .insert(teachableSchools)
    .values({
      schoolId: fields.schoolId ?? String(1000 + n),
      name: `School ${n}`,
      schoolUrl: fields.schoolUrl ?? `https://school-${n}.teachable.test`,
      clientId: fields.clientId ?? `client-${n}`,
      clientSecret: testSecretBox.seal(fields.clientSecret ?? `secret-${n}`),
      apiKey: fields.apiKey ? testSecretBox.seal(fields.apiKey) : null,
      webhookToken: testSecretBox.seal(webhookToken),
      webhookTokenHash: sha256(webhookToken),
    })
    .returning();
  if (!school) throw new Error('school not created');
  const courses = Object.entries(fields.courses ?? {});
  if (courses.length > 0) {
    await db
      .insert(teachableCourseClasses)
      .values(courses.map(([courseId, classId]) => ({ schoolId: school.id, courseId, classId })));
  }
  return { ...school, webhookToken };
}

/** A person the school knows (as after a first sign-in), linked to the user. */
export async function aTeachableAccount(
  db: Database,
  schoolId: number,
  userId: number,
  teachableUserId = String(5000 + next()),
) {
  const [account] = await db
    .insert(teachableAccounts)
    .values({ schoolId, userId, teachableUserId, scopes: 'name:read email:read courses:read' })
    .returning();
  if (!account) throw new Error('account not created');
  return account;
}

/** Whether the user holds the student role in the class. */
export async function isStudentOf(db: Database, userId: number, classId: number) {
  const rows = await db
    .select()
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.classId, classId),
        eq(userRoles.role, Role.STUDENT),
      ),
    );
  return rows.length > 0;
}
