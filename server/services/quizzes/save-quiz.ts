import {
  FIXED_QUIZ_KIND_MESSAGE,
  NOT_ENOUGH_QUESTIONS_MESSAGE,
  NOT_PUBLISHED_QUESTION_MESSAGE,
  type QuizInputParsed,
} from '../../../contract';
import type { RoleActor } from '../../auth/roles';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { countPublishedQuestions, publishedQuestionIdsOfTopic } from '../../repositories/questions';
import {
  deleteQuizRow,
  getQuiz,
  insertQuiz,
  updateQuizRow,
  type QuizFields,
} from '../../repositories/quizzes';
import { getTopic } from '../../repositories/topics';
import { readClassSettings } from '../../repositories/class-settings';
import { notificationLinks, notifyStudentsOfClass } from '../progress/notify';
import { notFound, conflict, invalidField } from '../../errors/api-error';
import { requireTeaches } from '../../auth/roles';

const fieldsOf = (
  input: QuizInputParsed,
  explanationMode: QuizFields['explanationMode'],
): QuizFields => ({
  title: input.title,
  selection: input.selection,
  randomCount: input.selection === 'random' ? input.random_count : null,
  timeLimitMinutes: input.time_limit_minutes,
  passMark: input.pass_mark,
  shuffleQuestions: input.shuffle_questions,
  shuffleChoices: input.shuffle_choices,
  explanationMode,
  status: input.status,
});

/**
 * The quiz's questions: a fixed quiz only uses the topic's published questions; a published random
 * quiz needs at least as many published questions as it draws.
 */
async function checkSelection(
  db: Executor,
  classId: number,
  topicId: number,
  input: QuizInputParsed,
) {
  if (input.selection === 'fixed') {
    const published = await publishedQuestionIdsOfTopic(db, topicId, input.question_ids);
    if (published.length !== input.question_ids.length) {
      throw invalidField('body.question_ids', NOT_PUBLISHED_QUESTION_MESSAGE);
    }
    return input.question_ids;
  }
  if (
    input.status === 'published' &&
    (await countPublishedQuestions(db, classId, topicId)) < (input.random_count ?? 0)
  ) {
    throw invalidField('body.random_count', NOT_ENOUGH_QUESTIONS_MESSAGE);
  }
  return [];
}

/** The class's students hear of a quiz the moment it is published. */
async function announcePublished(
  db: Executor,
  classId: number,
  quiz: { id: number; title: string },
) {
  await notifyStudentsOfClass(
    db,
    classId,
    {
      kind: 'quiz_published',
      text: `New quiz: ${quiz.title}.`,
      link: notificationLinks.quiz(classId, quiz.id),
    },
    new Date(),
  );
}

/** A practice quiz of a topic (explanations as the class's default unless chosen); returns its id. */
export async function createQuiz(
  db: Database,
  actor: RoleActor,
  classId: number,
  topicId: number,
  input: QuizInputParsed,
) {
  requireTeaches(actor, classId);
  return db.transaction(async (tx) => {
    if (!(await getTopic(tx, classId, topicId))) throw notFound('topic');
    const questionIds = await checkSelection(tx, classId, topicId, input);
    const explanationMode =
      input.explanation_mode ??
      (await readClassSettings(tx, classId))?.general.explanation_mode ??
      'immediate';
    const quizId = await insertQuiz(
      tx,
      { ...fieldsOf(input, explanationMode), classId, topicId, kind: 'practice' },
      questionIds,
    );
    if (input.status === 'published') {
      await announcePublished(tx, classId, { id: quizId, title: input.title });
    }
    return quizId;
  });
}

/** Replaces a practice quiz's settings and questions. */
export async function updateQuiz(
  db: Database,
  actor: RoleActor,
  classId: number,
  quizId: number,
  input: QuizInputParsed,
) {
  requireTeaches(actor, classId);
  await db.transaction(async (tx) => {
    const quiz = await getQuiz(tx, classId, quizId);
    if (!quiz) throw notFound('quiz');
    if (quiz.topicId === null) throw conflict(FIXED_QUIZ_KIND_MESSAGE);
    const questionIds = await checkSelection(tx, classId, quiz.topicId, input);
    const explanationMode = input.explanation_mode ?? quiz.explanationMode;
    await updateQuizRow(tx, classId, quizId, fieldsOf(input, explanationMode), questionIds);
    if (quiz.status !== 'published' && input.status === 'published') {
      await announcePublished(tx, classId, { id: quizId, title: input.title });
    }
  });
}

/** Deletes a practice quiz (the final and drill quizzes stay with the class). */
export async function deleteQuiz(db: Database, actor: RoleActor, classId: number, quizId: number) {
  requireTeaches(actor, classId);
  await db.transaction(async (tx) => {
    const quiz = await getQuiz(tx, classId, quizId);
    if (!quiz) throw notFound('quiz');
    if (quiz.topicId === null) throw conflict(FIXED_QUIZ_KIND_MESSAGE);
    await deleteQuizRow(tx, classId, quizId);
  });
}
