import { eq } from 'drizzle-orm';
import {
  questionInputSchema,
  type FinalExamSettingsInput,
  type QuestionInput,
  type QuizInput,
} from '../../../contract';
import { quizInputSchema } from '../../../contract';
import type { Database } from '../../../server/db/client';
import { classes } from '../../../server/db/schema';
import { insertFlashcards } from '../../../server/repositories/flashcards';
import { insertQuestion, questionFieldsOf } from '../../../server/repositories/questions';
import { insertQuiz } from '../../../server/repositories/quizzes';
import { insertTopic } from '../../../server/repositories/topics';
import { createClassWithQuizzes } from '../../../server/services/classes/create-class';

let serial = 0;
const next = () => (serial += 1);

/** A class with its final and drill quizzes; returns its id. */
export const aClass = (db: Database, name = `Class ${next()}`) =>
  createClassWithQuizzes(db, { name, description: '' });

/**
 * A class whose final exam draws 10 questions in 30 minutes, 70 % from its first topic and 30 %
 * from its second (10 published questions each), with any other final-exam settings given;
 * returns the class and topic ids.
 */
export async function aClassWithAFinalExam(
  db: Database,
  finalExam: Partial<FinalExamSettingsInput> = {},
) {
  const classId = await aClass(db);
  const topicIds = [await aTopic(db, classId), await aTopic(db, classId)];
  for (const topicId of topicIds) {
    for (let index = 0; index < 10; index += 1) await aQuestion(db, classId, topicId);
  }
  const [first, second] = topicIds;
  const final_exam = {
    question_count: 10,
    time_limit_minutes: 30,
    topic_weights: [
      { topic_id: first, weight: 70 },
      { topic_id: second, weight: 30 },
    ],
    ...finalExam,
  };
  await db.update(classes).set({ settings: { final_exam } }).where(eq(classes.id, classId));
  return { classId, topicIds };
}

/** A topic at the end of the class's order; returns its id. */
export const aTopic = (db: Database, classId: number, fields: { name?: string } = {}) =>
  insertTopic(db, classId, { name: fields.name ?? `Topic ${next()}`, description: '' });

/** A published single-best-answer question (override anything); returns its id. */
export function aQuestion(
  db: Database,
  classId: number,
  topicId: number,
  fields: Partial<QuestionInput> = {},
) {
  const input = questionInputSchema.parse({
    topic_id: topicId,
    stem: `What is question ${next()} about?`,
    choices: [
      { text: 'The right answer', correct: true },
      { text: 'A wrong answer', correct: false },
    ],
    status: 'published',
    ...fields,
  });
  return insertQuestion(db, classId, questionFieldsOf(input));
}

/** A flashcard; returns its id. */
export async function aFlashcard(
  db: Database,
  classId: number,
  topicId: number,
  fields: { front?: string; back?: string } = {},
) {
  const [id] = await insertFlashcards(db, classId, [
    {
      topicId,
      front: fields.front ?? `Front ${next()}`,
      back: fields.back ?? 'Back',
      figureHash: null,
    },
  ]);
  if (id === undefined) throw new Error('flashcard not created');
  return id;
}

/** A practice quiz of the topic (default: 1 random published question, draft); returns its id. */
export function aQuiz(
  db: Database,
  classId: number,
  topicId: number,
  fields: Partial<QuizInput> = {},
) {
  const input = quizInputSchema.parse({
    title: `Quiz ${next()}`,
    selection: 'random',
    random_count: 1,
    ...fields,
  });
  return insertQuiz(
    db,
    {
      classId,
      topicId,
      kind: 'practice',
      title: input.title,
      selection: input.selection,
      randomCount: input.random_count,
      timeLimitMinutes: input.time_limit_minutes,
      passMark: input.pass_mark,
      shuffleQuestions: input.shuffle_questions,
      shuffleChoices: input.shuffle_choices,
      explanationMode: input.explanation_mode ?? 'after_submission',
      status: input.status,
    },
    input.question_ids,
  );
}
