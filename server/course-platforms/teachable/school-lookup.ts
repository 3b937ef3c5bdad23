import { eq } from 'drizzle-orm';
import type { SecretBox } from '../../auth/secret-box';
import type { Executor } from '../../db/executor';
import { teachableSchools } from '../../db/schema';

export type TeachableSchool = typeof teachableSchools.$inferSelect;

/** The connected school Teachable knows by `schoolId`, or null. */
export async function findSchool(db: Executor, schoolId: string) {
  const [school] = await db
    .select()
    .from(teachableSchools)
    .where(eq(teachableSchools.schoolId, schoolId));
  return school ?? null;
}

export async function findSchoolByRowId(db: Executor, id: number) {
  const [school] = await db.select().from(teachableSchools).where(eq(teachableSchools.id, id));
  return school ?? null;
}

/** The school's OAuth client with its secret opened. */
export const oauthClientOf = (school: TeachableSchool, secretBox: SecretBox) => ({
  clientId: school.clientId,
  clientSecret: secretBox.open(school.clientSecret),
});
