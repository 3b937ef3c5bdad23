import { asc, eq, inArray } from 'drizzle-orm';
import {
  ErrorCode,
  type FieldError,
  type TeachableSchool,
  type TeachableSchoolCreate,
  type TeachableSchoolEdit,
} from '../../../contract';
import type { SecretBox } from '../../auth/secret-box';
import { randomToken, sha256 } from '../../auth/secrets';
import type { Database } from '../../db/client';
import { isUniqueViolation, type Executor } from '../../db/executor';
import { classes, teachableCourseClasses, teachableSchools } from '../../db/schema';
import { conflict, invalid, notFound } from '../../errors/api-error';
import { teachableSchoolUrls } from './school-urls';

// The superuser's Course platforms screen, Teachable part: schools connected, edited, removed, and
// their webhook address renewed. Secrets are sealed on the way in and never leave.

export const SCHOOL_EXISTS_MESSAGE = 'This Teachable school is already connected: edit it instead.';

/** What the service needs besides the database: the sealing key and the app's address. */
export type SchoolAdminContext = { db: Database; secretBox: SecretBox; publicUrl: string };

type SchoolRow = typeof teachableSchools.$inferSelect;
type CourseRow = { schoolId: number; courseId: string; classId: number; className: string };

const courseRows = (db: Executor, schoolIds: number[]): Promise<CourseRow[]> =>
  schoolIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          schoolId: teachableCourseClasses.schoolId,
          courseId: teachableCourseClasses.courseId,
          classId: teachableCourseClasses.classId,
          className: classes.name,
        })
        .from(teachableCourseClasses)
        .innerJoin(classes, eq(classes.id, teachableCourseClasses.classId))
        .where(inArray(teachableCourseClasses.schoolId, schoolIds))
        .orderBy(asc(teachableCourseClasses.courseId));

function view(
  { secretBox, publicUrl }: SchoolAdminContext,
  school: SchoolRow,
  courses: CourseRow[],
): TeachableSchool {
  const urls = teachableSchoolUrls(publicUrl, {
    schoolId: school.schoolId,
    webhookToken: secretBox.open(school.webhookToken),
  });
  return {
    id: school.id,
    school_id: school.schoolId,
    name: school.name,
    school_url: school.schoolUrl,
    client_id: school.clientId,
    client_secret_set: true,
    has_api_key: school.apiKey !== null,
    courses: courses
      .filter((course) => course.schoolId === school.id)
      .map((course) => ({
        course_id: course.courseId,
        class_id: course.classId,
        class_name: course.className,
      })),
    addresses: {
      redirect_url: urls.redirectUrl,
      webhook_url: urls.webhookUrl,
      embed_url: urls.embedUrl,
    },
    updated_at: school.updatedAt.toISOString(),
  };
}

/** Every connected school with its courses (two queries, whatever the count). */
export async function listSchools(context: SchoolAdminContext) {
  const schools = await context.db
    .select()
    .from(teachableSchools)
    .orderBy(asc(teachableSchools.name), asc(teachableSchools.schoolId));
  const courses = await courseRows(
    context.db,
    schools.map((school) => school.id),
  );
  return schools.map((school) => view(context, school, courses));
}

/** 422 naming each course whose class does not exist or is archived (nothing could join it). */
async function checkClasses(tx: Executor, courses: TeachableSchoolCreate['courses']) {
  const classIds = [...new Set(courses.map((course) => course.class_id))];
  const found =
    classIds.length === 0
      ? []
      : await tx
          .select({ id: classes.id, archived: classes.archived })
          .from(classes)
          .where(inArray(classes.id, classIds));
  const fields: FieldError[] = [];
  courses.forEach((course, index) => {
    const row = found.find((candidate) => candidate.id === course.class_id);
    if (!row || row.archived) {
      const path = `body.courses.${index}.class_id`;
      fields.push({
        path,
        message: row ? 'This class is archived: choose an active one.' : 'No such class.',
      });
    }
  });
  if (fields.length > 0) throw invalid('A course is linked to a class it cannot feed.', fields);
}

/** The school's fields as stored; secrets sealed; a secret left undefined is not written. */
const storedFields = (secretBox: SecretBox, body: TeachableSchoolEdit) => ({
  schoolId: body.school_id,
  name: body.name ?? '',
  schoolUrl: new URL(body.school_url).origin,
  clientId: body.client_id,
  ...(body.client_secret === undefined ? {} : { clientSecret: secretBox.seal(body.client_secret) }),
  ...(body.api_key === undefined
    ? {}
    : { apiKey: body.api_key === null ? null : secretBox.seal(body.api_key) }),
});

const newWebhookToken = (secretBox: SecretBox) => {
  const token = randomToken();
  return { webhookToken: secretBox.seal(token), webhookTokenHash: sha256(token) };
};

/** Writes the school and makes its course links exactly the ones given, in one transaction. */
async function writeSchool(
  context: SchoolAdminContext,
  schoolId: number | null,
  body: TeachableSchoolEdit,
  now: Date,
) {
  const { db, secretBox } = context;
  const fields = storedFields(secretBox, body);
  try {
    return await db.transaction(async (tx) => {
      await checkClasses(tx, body.courses);
      let school: SchoolRow | undefined;
      if (schoolId === null) {
        const { clientSecret } = fields;
        if (clientSecret === undefined) throw new Error('a new school needs its client secret');
        [school] = await tx
          .insert(teachableSchools)
          .values({
            ...fields,
            clientSecret,
            ...newWebhookToken(secretBox),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      } else {
        [school] = await tx
          .update(teachableSchools)
          .set({ ...fields, updatedAt: now })
          .where(eq(teachableSchools.id, schoolId))
          .returning();
      }
      if (!school) throw notFound('Teachable school');
      await tx.delete(teachableCourseClasses).where(eq(teachableCourseClasses.schoolId, school.id));
      if (body.courses.length > 0) {
        await tx.insert(teachableCourseClasses).values(
          body.courses.map((course) => ({
            schoolId: school.id,
            courseId: course.course_id,
            classId: course.class_id,
          })),
        );
      }
      return view(context, school, await courseRows(tx, [school.id]));
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(SCHOOL_EXISTS_MESSAGE, ErrorCode.TEACHABLE_SCHOOL_EXISTS);
    throw error;
  }
}

/** Connects a school; 409 when its school id is already connected. */
export const createSchool = (context: SchoolAdminContext, body: TeachableSchoolCreate, now: Date) =>
  writeSchool(context, null, body, now);

/** Edits a school: a secret left out keeps the stored one; `api_key: null` removes the key. */
export const updateSchool = (
  context: SchoolAdminContext,
  schoolId: number,
  body: TeachableSchoolEdit,
  now: Date,
) => writeSchool(context, schoolId, body, now);

/** A new webhook address: the old one answers 404 from now on. */
export async function rotateWebhookToken(context: SchoolAdminContext, schoolId: number, now: Date) {
  const [school] = await context.db
    .update(teachableSchools)
    .set({ ...newWebhookToken(context.secretBox), updatedAt: now })
    .where(eq(teachableSchools.id, schoolId))
    .returning();
  if (!school) throw notFound('Teachable school');
  return view(context, school, await courseRows(context.db, [school.id]));
}

/**
 * Disconnects a school: its sign-ins stop and its accounts, sign-ins in flight, enrolment reports
 * and webhook records go with it (cascade). Its students keep the roles they had in the classes.
 */
export async function deleteSchool(db: Database, schoolId: number) {
  const removed = await db
    .delete(teachableSchools)
    .where(eq(teachableSchools.id, schoolId))
    .returning({ id: teachableSchools.id });
  if (removed.length === 0) throw notFound('Teachable school');
}
