import { qualified } from '../db/qualified';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { flashcards, questions, quizzes, topics } from '../db/schema';
import { quizVisibleToStudents } from './quiz-visibility';

export type TopicScope = 'authoring' | 'published';

export type TopicRow = {
  id: number;
  classId: number;
  position: number;
  name: string;
  description: string;
  questionCount: number;
  flashcardCount: number;
  quizCount: number;
};

function topicColumns(scope: TopicScope) {
  const questionFilter =
    scope === 'published'
      ? sql`${qualified(questions.status)} = 'published'`
      : sql`${qualified(questions.status)} <> 'retired'`;
  const quizFilter = scope === 'published' ? quizVisibleToStudents : sql`true`;
  return {
    id: topics.id,
    classId: topics.classId,
    position: topics.position,
    name: topics.name,
    description: topics.description,
    questionCount: sql<number>`(select count(*) from ${questions} where ${qualified(questions.topicId)} = ${qualified(topics.id)} and ${questionFilter})::int`,
    flashcardCount: sql<number>`(select count(*) from ${flashcards} where ${qualified(flashcards.topicId)} = ${qualified(topics.id)})::int`,
    quizCount: sql<number>`(select count(*) from ${quizzes} where ${qualified(quizzes.topicId)} = ${qualified(topics.id)} and ${quizFilter})::int`,
  };
}

/** One page of the class's topics in order, with their counts. */
export async function listTopics(
  db: Executor,
  classId: number,
  scope: TopicScope,
  page: { limit: number; offset: number },
) {
  const [items, [total]] = await Promise.all([
    db
      .select(topicColumns(scope))
      .from(topics)
      .where(eq(topics.classId, classId))
      .orderBy(asc(topics.position), asc(topics.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(topics)
      .where(eq(topics.classId, classId)),
  ]);
  return { items: items satisfies TopicRow[], total: total?.count ?? 0 };
}

export async function getTopic(
  db: Executor,
  classId: number,
  topicId: number,
  scope: TopicScope = 'authoring',
): Promise<TopicRow | null> {
  const [row] = await db
    .select(topicColumns(scope))
    .from(topics)
    .where(and(eq(topics.classId, classId), eq(topics.id, topicId)));
  return row ?? null;
}

/** Adds a topic after the class's last one; returns its id. */
export async function insertTopic(
  db: Executor,
  classId: number,
  fields: { name: string; description: string },
) {
  const [row] = await db
    .insert(topics)
    .values({
      classId,
      ...fields,
      position: sql`(select coalesce(max(${qualified(topics.position)}), 0) + 1 from ${topics} where ${qualified(topics.classId)} = ${classId})`,
    })
    .returning({ id: topics.id });
  if (!row) throw new Error('topic not created');
  return row.id;
}

export async function updateTopicRow(
  db: Executor,
  classId: number,
  topicId: number,
  fields: { name?: string; description?: string },
) {
  const rows = await db
    .update(topics)
    .set(fields)
    .where(and(eq(topics.classId, classId), eq(topics.id, topicId)))
    .returning({ id: topics.id });
  return rows.length > 0;
}

export async function topicIdsOfClass(db: Executor, classId: number) {
  const rows = await db.select({ id: topics.id }).from(topics).where(eq(topics.classId, classId));
  return rows.map((row) => row.id);
}

/** Positions 1, 2, … in the order of `topicIds` (every topic of the class). */
export async function setTopicPositions(db: Executor, classId: number, topicIds: number[]) {
  if (topicIds.length === 0) return;
  const cases = sql.join(
    topicIds.map((id, index) => sql`when ${id}::int then ${index + 1}::int`),
    sql` `,
  );
  await db
    .update(topics)
    .set({ position: sql`case ${qualified(topics.id)} ${cases} end` })
    .where(and(eq(topics.classId, classId), inArray(topics.id, topicIds)));
}

export async function countTopicQuestions(db: Executor, topicId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(questions)
    .where(eq(questions.topicId, topicId));
  return row?.count ?? 0;
}

/** Moves a topic's questions and flashcards to another topic. */
export async function moveTopicContent(db: Executor, fromTopicId: number, toTopicId: number) {
  await db.update(questions).set({ topicId: toTopicId }).where(eq(questions.topicId, fromTopicId));
  await db
    .update(flashcards)
    .set({ topicId: toTopicId })
    .where(eq(flashcards.topicId, fromTopicId));
}

export async function deleteTopicRow(db: Executor, classId: number, topicId: number) {
  const rows = await db
    .delete(topics)
    .where(and(eq(topics.classId, classId), eq(topics.id, topicId)))
    .returning({ id: topics.id });
  return rows.length > 0;
}

/** The class's topics whose names match (case-insensitive), by lower-cased name. */
export async function topicsByName(db: Executor, classId: number, names: string[]) {
  if (names.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: topics.id, name: topics.name })
    .from(topics)
    .where(
      and(
        eq(topics.classId, classId),
        inArray(
          sql`lower(${qualified(topics.name)})`,
          names.map((name) => name.toLowerCase()),
        ),
      ),
    );
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}
