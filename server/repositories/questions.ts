import { and, asc, desc, eq, inArray, like, ne, sql, type SQL } from 'drizzle-orm';
import type {
  QuestionChoice,
  QuestionInputParsed,
  QuestionSort,
  QuestionStatus,
} from '../../contract';
import type { Executor } from '../db/executor';
import { figures, questionReports, questions, questionVersions, topics } from '../db/schema';

export type QuestionContent = {
  stem: string;
  choices: QuestionChoice[];
  multipleResponse: boolean;
  explanation: string;
  reference: string;
  learningObjective: string;
  figureHash: string | null;
};

/** A question as written: its versioned content, and what is not versioned (topic, status, name). */
export type QuestionFields = QuestionContent & {
  topicId: number;
  status: QuestionStatus;
  name: string;
};

/** The fields of a question payload, as the repository writes them. */
export const questionFieldsOf = (input: QuestionInputParsed): QuestionFields => ({
  topicId: input.topic_id,
  status: input.status,
  name: input.name,
  stem: input.stem,
  choices: input.choices,
  multipleResponse: input.multiple_response,
  explanation: input.explanation,
  reference: input.reference,
  learningObjective: input.learning_objective,
  figureHash: input.figure_hash,
});

export type QuestionFilters = {
  topicId?: number | undefined;
  status?: QuestionStatus | undefined;
  objective?: string | undefined;
  q?: string | undefined;
  sort?: QuestionSort | undefined;
  order?: 'asc' | 'desc' | undefined;
  reports?: 'open' | undefined;
};

const openReportsOf = sql<number>`(select count(*)::int from ${questionReports}
  where ${questionReports.questionId} = ${questions.id} and ${questionReports.status} = 'open')`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function listConditions(classId: number, filters: QuestionFilters) {
  const conditions: SQL[] = [eq(questions.classId, classId)];
  if (filters.topicId !== undefined) conditions.push(eq(questions.topicId, filters.topicId));
  if (filters.status !== undefined) conditions.push(eq(questions.status, filters.status));
  if (filters.objective) {
    conditions.push(like(questions.learningObjective, `${escapeLike(filters.objective)}%`));
  }
  if (filters.q) {
    conditions.push(
      sql`${questions.searchVector} @@ websearch_to_tsquery('english', ${filters.q})`,
    );
  }
  if (filters.reports === 'open') conditions.push(sql`${openReportsOf} > 0`);
  return and(...conditions);
}

function listOrder(filters: QuestionFilters): SQL[] {
  const direction = filters.order === 'asc' ? asc : desc;
  const sort = filters.sort ?? (filters.q ? 'relevance' : 'updated_at');
  switch (sort) {
    case 'relevance':
      return filters.q
        ? [
            sql`ts_rank(${questions.searchVector}, websearch_to_tsquery('english', ${filters.q})) desc`,
            desc(questions.id),
          ]
        : [desc(questions.updatedAt), desc(questions.id)];
    case 'created_at':
      return [direction(questions.createdAt), direction(questions.id)];
    case 'learning_objective':
      return [
        filters.order === 'desc'
          ? desc(questions.learningObjective)
          : asc(questions.learningObjective),
        asc(questions.id),
      ];
    case 'topic':
      return [
        filters.order === 'desc' ? desc(topics.position) : asc(topics.position),
        desc(questions.updatedAt),
        desc(questions.id),
      ];
    case 'updated_at':
      return [direction(questions.updatedAt), direction(questions.id)];
  }
}

/** One page of the class's questions, filtered, searched and sorted in the database. */
export async function listQuestions(
  db: Executor,
  classId: number,
  filters: QuestionFilters,
  page: { limit: number; offset: number },
) {
  const where = listConditions(classId, filters);
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: questions.id,
        topicId: questions.topicId,
        topicName: topics.name,
        name: questions.name,
        stem: questions.stem,
        status: questions.status,
        learningObjective: questions.learningObjective,
        multipleResponse: questions.multipleResponse,
        choiceCount: sql<number>`jsonb_array_length(${questions.choices})::int`,
        hasFigure: sql<boolean>`${questions.figureHash} is not null`,
        openReports: openReportsOf,
        version: questions.currentVersion,
        updatedAt: questions.updatedAt,
      })
      .from(questions)
      .innerJoin(topics, eq(topics.id, questions.topicId))
      .where(where)
      .orderBy(...listOrder(filters))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(questions)
      .where(where),
  ]);
  return { items, total: total?.count ?? 0 };
}

const questionColumns = {
  id: questions.id,
  classId: questions.classId,
  topicId: questions.topicId,
  topicName: topics.name,
  name: questions.name,
  stem: questions.stem,
  choices: questions.choices,
  multipleResponse: questions.multipleResponse,
  explanation: questions.explanation,
  reference: questions.reference,
  learningObjective: questions.learningObjective,
  status: questions.status,
  figureHash: questions.figureHash,
  version: questions.currentVersion,
  createdAt: questions.createdAt,
  updatedAt: questions.updatedAt,
};

export type QuestionRow = Awaited<ReturnType<typeof getQuestion>> & {};

export async function getQuestion(db: Executor, classId: number, questionId: number) {
  const [row] = await db
    .select(questionColumns)
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .where(and(eq(questions.classId, classId), eq(questions.id, questionId)));
  return row ?? null;
}

/** A question's id and class, whatever its class (for routes that name only the question). */
export async function getQuestionRef(db: Executor, questionId: number) {
  const [row] = await db
    .select({ id: questions.id, classId: questions.classId, status: questions.status })
    .from(questions)
    .where(eq(questions.id, questionId));
  return row ?? null;
}

/** Every version of a question, newest first. */
export async function listQuestionVersions(db: Executor, questionId: number) {
  return db
    .select()
    .from(questionVersions)
    .where(eq(questionVersions.questionId, questionId))
    .orderBy(desc(questionVersions.version));
}

/** A new question with its first version; returns its id. */
export async function insertQuestion(db: Executor, classId: number, question: QuestionFields) {
  const [row] = await db
    .insert(questions)
    .values({ classId, ...question, currentVersion: 1 })
    .returning({ id: questions.id });
  if (!row) throw new Error('question not created');
  const { topicId: _topicId, status: _status, name: _name, ...content } = question;
  await db.insert(questionVersions).values({ questionId: row.id, version: 1, ...content });
  return row.id;
}

/**
 * Writes a question's new content: a new version when the current one is frozen (an attempt drew
 * it), else the current version in place. Returns the current version number, or null when the
 * question is not in the class. Run it in a transaction.
 */
export async function writeQuestion(
  db: Executor,
  classId: number,
  questionId: number,
  question: QuestionFields,
) {
  const [current] = await db
    .select({ version: questions.currentVersion, frozen: questionVersions.frozen })
    .from(questions)
    .innerJoin(
      questionVersions,
      and(
        eq(questionVersions.questionId, questions.id),
        eq(questionVersions.version, questions.currentVersion),
      ),
    )
    .where(and(eq(questions.classId, classId), eq(questions.id, questionId)))
    .for('update');
  if (!current) return null;
  const { topicId: _topicId, status: _status, name: _name, ...content } = question;
  const version = current.frozen ? current.version + 1 : current.version;
  if (current.frozen) {
    await db.insert(questionVersions).values({ questionId, version, ...content });
  } else {
    await db
      .update(questionVersions)
      .set(content)
      .where(
        and(eq(questionVersions.questionId, questionId), eq(questionVersions.version, version)),
      );
  }
  await db
    .update(questions)
    .set({ ...question, currentVersion: version, updatedAt: sql`now()` })
    .where(eq(questions.id, questionId));
  return version;
}

/**
 * Marks the question's current version as answered: later edits make a new version, and the
 * attempt keeps this one. Returns the frozen version's number (null: no such question). Issue 10's
 * attempt engine calls it when an attempt draws the question.
 */
export async function freezeQuestionVersion(db: Executor, questionId: number) {
  const rows = await db
    .update(questionVersions)
    .set({ frozen: true })
    .from(questions)
    .where(
      and(
        eq(questions.id, questionId),
        eq(questionVersions.questionId, questions.id),
        eq(questionVersions.version, questions.currentVersion),
      ),
    )
    .returning({ version: questionVersions.version });
  return rows[0]?.version ?? null;
}

/** Publishes, retires or moves these questions of the class; answers how many it changed. */
export async function updateQuestions(
  db: Executor,
  classId: number,
  questionIds: number[],
  change: { status: QuestionStatus } | { topicId: number },
) {
  const rows = await db
    .update(questions)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(questions.classId, classId), inArray(questions.id, questionIds)))
    .returning({ id: questions.id });
  return rows.length;
}

/** Those of `questionIds` that are published questions of the topic. */
export async function publishedQuestionIdsOfTopic(
  db: Executor,
  topicId: number,
  questionIds: number[],
) {
  if (questionIds.length === 0) return [];
  const rows = await db
    .select({ id: questions.id })
    .from(questions)
    .where(
      and(
        eq(questions.topicId, topicId),
        eq(questions.status, 'published'),
        inArray(questions.id, questionIds),
      ),
    );
  return rows.map((row) => row.id);
}

export async function countPublishedQuestions(
  db: Executor,
  classId: number,
  topicId: number | null,
) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(questions)
    .where(
      and(
        eq(questions.classId, classId),
        eq(questions.status, 'published'),
        topicId === null ? undefined : eq(questions.topicId, topicId),
      ),
    );
  return row?.count ?? 0;
}

/** Every question of the class (or topic) in topic order, with its topic name and figure bytes. */
export async function questionsForExport(db: Executor, classId: number, topicId?: number) {
  return db
    .select({
      id: questions.id,
      topicName: topics.name,
      name: questions.name,
      stem: questions.stem,
      choices: questions.choices,
      multipleResponse: questions.multipleResponse,
      explanation: questions.explanation,
      reference: questions.reference,
      learningObjective: questions.learningObjective,
      status: questions.status,
      figureMediaType: figures.mediaType,
      figureData: figures.data,
    })
    .from(questions)
    .innerJoin(topics, eq(topics.id, questions.topicId))
    .leftJoin(figures, eq(figures.hash, questions.figureHash))
    .where(
      and(
        eq(questions.classId, classId),
        topicId === undefined ? undefined : eq(questions.topicId, topicId),
      ),
    )
    .orderBy(asc(topics.position), asc(questions.id));
}

/** The learning-objective codes of a class's published questions, one per coded question. */
export async function publishedObjectives(db: Executor, classId: number) {
  const rows = await db
    .select({ code: questions.learningObjective })
    .from(questions)
    .where(
      and(
        eq(questions.classId, classId),
        eq(questions.status, 'published'),
        ne(questions.learningObjective, ''),
      ),
    );
  return rows.map((row) => row.code);
}
