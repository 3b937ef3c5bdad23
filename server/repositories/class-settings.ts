import { and, asc, eq, sql } from 'drizzle-orm';
import { storedClassSettingsSchema, type ClassSettings, type ExamTopic } from '../../contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { classes, questions, topics } from '../db/schema';
import { qualified } from '../db/qualified';

export type SettingsGroup = keyof ClassSettings;

/** The class's settings with every missing value at its default; null when there is no class. */
export async function readClassSettings(
  db: Executor,
  classId: number,
): Promise<ClassSettings | null> {
  const [row] = await db
    .select({ settings: classes.settings })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!row) return null;
  const parsed = storedClassSettingsSchema.safeParse(row.settings);
  // A stored value an older release wrote differently reads as the defaults, never as a 500.
  return parsed.success ? parsed.data : storedClassSettingsSchema.parse({});
}

/** Replaces one settings group, leaving the others as stored. */
export async function writeSettingsGroup<Group extends SettingsGroup>(
  db: Database,
  classId: number,
  group: Group,
  value: ClassSettings[Group],
) {
  await db
    .update(classes)
    .set({
      settings: sql`jsonb_set(${classes.settings}, ${`{${group}}`}::text[], ${JSON.stringify(value)}::jsonb)`,
    })
    .where(eq(classes.id, classId));
}

/** The class's topics in order, with how many published questions each has. */
export async function listExamTopics(db: Database, classId: number): Promise<ExamTopic[]> {
  return db
    .select({
      id: topics.id,
      name: topics.name,
      published_question_count: sql<number>`(select count(*) from ${questions} where ${questions.topicId} = ${qualified(topics.id)} and ${questions.status} = 'published')::int`,
    })
    .from(topics)
    .where(eq(topics.classId, classId))
    .orderBy(asc(topics.position), asc(topics.id));
}

/** Up to `count` random published questions of a topic of the class. */
export async function samplePublishedQuestions(
  db: Database,
  classId: number,
  topicId: number,
  count: number,
) {
  if (count <= 0) return [];
  return db
    .select({ id: questions.id, topic_id: questions.topicId, stem: questions.stem })
    .from(questions)
    .where(
      and(
        eq(questions.classId, classId),
        eq(questions.topicId, topicId),
        eq(questions.status, 'published'),
      ),
    )
    .orderBy(sql`random()`)
    .limit(count);
}
