import {
  ATTEMPT_MESSAGES,
  NO_MATCHING_QUESTIONS_MESSAGE,
  type ClassSettings,
} from '../../../contract';
import { questionsMatchingKnowledgeCodes } from '../../repositories/knowledge-codes';
import type { Executor } from '../../db/executor';
import {
  loadAnswers,
  loadAttemptQuestions,
  publishedQuestionsOf,
  stillPublished,
  type AttemptRow,
} from '../../repositories/attempts';
import { listExamTopics } from '../../repositories/class-settings';
import type { QuizRow } from '../../repositories/quizzes';
import { allocateByWeight, effectiveWeights } from '../../../contract/topic-allocation';
import { weakTopicIds } from '../progress/weak-topics';
import { answerHistory } from './answer-history';
import { drillQuestions, shuffled, type Random } from './draw';
import type { QuizPlan } from './quiz-plan';
import { conflict } from '../../errors/api-error';

type Selection = {
  quiz: QuizRow;
  plan: QuizPlan;
  settings: ClassSettings;
  userId: number;
  retakeOf: AttemptRow | null;
  /** The drill on the student's knowledge-test codes instead of their weak topics. */
  focus?: 'knowledge_test' | undefined;
  random: Random;
};

/** The missed questions of a closed attempt that are still published, in its order. */
async function missedQuestions(db: Executor, attempt: AttemptRow) {
  const [questions, answers] = await Promise.all([
    loadAttemptQuestions(db, attempt.id),
    loadAnswers(db, attempt.id),
  ]);
  const wrongSlots = new Set(answers.filter((a) => a.correct === false).map((a) => a.slot));
  const missed = questions.filter((q) => wrongSlots.has(q.slot)).map((q) => q.questionId);
  const published = new Set(await stillPublished(db, missed));
  return missed.filter((id) => published.has(id));
}

/** The final exam: each topic's share of the questions by weight, drawn at random, mixed. */
async function finalExamQuestions(db: Executor, classId: number, selection: Selection) {
  const [topics, published] = await Promise.all([
    listExamTopics(db, classId),
    publishedQuestionsOf(db, classId),
  ]);
  const weights = effectiveWeights(selection.settings.final_exam.topic_weights, topics);
  const allocation = allocateByWeight(
    selection.plan.questionCount,
    weights
      .filter((entry) => entry.weight > 0)
      .map((entry) => ({
        topicId: entry.topic_id,
        weight: entry.weight,
        available: published.filter((q) => q.topicId === entry.topic_id).length,
      })),
  );
  const drawn = allocation.flatMap((share) =>
    shuffled(
      published.filter((q) => q.topicId === share.topicId).map((q) => q.id),
      selection.random,
    ).slice(0, share.drawn),
  );
  return shuffled(drawn, selection.random);
}

/** The weak-area drill: questions of the student's weak topics, wrong-last first, then unseen. */
async function drillQuestionIds(db: Executor, classId: number, selection: Selection) {
  const history = await answerHistory(db, classId, selection.userId);
  if (selection.focus === 'knowledge_test') {
    const matching = await questionsMatchingKnowledgeCodes(db, classId, selection.userId);
    if (matching.length === 0) throw conflict(NO_MATCHING_QUESTIONS_MESSAGE);
    const candidates = matching.map((questionId) => ({
      questionId,
      lastCorrect: history.lastByQuestion.get(questionId) ?? null,
    }));
    return drillQuestions(candidates, selection.plan.questionCount, selection.random);
  }
  const weak = await weakTopicIds(db, classId, selection.userId, selection.settings.weak_areas);
  if (weak.length === 0) throw conflict(ATTEMPT_MESSAGES.noWeakTopics);
  const candidates = (await publishedQuestionsOf(db, classId, weak)).map((q) => ({
    questionId: q.id,
    lastCorrect: history.lastByQuestion.get(q.id) ?? null,
  }));
  return drillQuestions(candidates, selection.plan.questionCount, selection.random);
}

/** The questions of a new attempt, in the order it shows them. */
export async function selectQuestions(db: Executor, selection: Selection): Promise<number[]> {
  const { quiz, plan, random } = selection;
  const order = (ids: number[]) => (plan.shuffleQuestions ? shuffled(ids, random) : ids);
  if (selection.retakeOf) {
    const missed = await missedQuestions(db, selection.retakeOf);
    if (missed.length === 0) throw conflict(ATTEMPT_MESSAGES.nothingToRetake);
    return order(missed);
  }
  switch (quiz.kind) {
    case 'final':
      return finalExamQuestions(db, quiz.classId, selection);
    case 'drill':
      return drillQuestionIds(db, quiz.classId, selection);
    case 'practice': {
      if (quiz.selection === 'fixed') {
        const published = new Set(await stillPublished(db, quiz.questionIds));
        return order(quiz.questionIds.filter((id) => published.has(id)));
      }
      const pool = await publishedQuestionsOf(
        db,
        quiz.classId,
        quiz.topicId === null ? undefined : [quiz.topicId],
      );
      return shuffled(
        pool.map((q) => q.id),
        random,
      ).slice(0, plan.questionCount);
    }
  }
}
