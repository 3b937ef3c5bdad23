import { qualified } from '../db/qualified';
import { sql } from 'drizzle-orm';
import { questions, quizQuestions, quizzes } from '../db/schema';

/**
 * The students' rule, as SQL over `quizzes`: a published quiz whose questions are published — every
 * question of a fixed quiz, or at least `random_count` published questions in a random quiz's topic
 * (the class, for the final and drill quizzes).
 */
export const quizVisibleToStudents = sql`(${qualified(quizzes.status)} = 'published' and (
  (${qualified(quizzes.selection)} = 'fixed'
    and exists (select 1 from ${quizQuestions} where ${qualified(quizQuestions.quizId)} = ${qualified(quizzes.id)})
    and not exists (
      select 1 from ${quizQuestions} join ${questions} on ${qualified(questions.id)} = ${qualified(quizQuestions.questionId)}
      where ${qualified(quizQuestions.quizId)} = ${qualified(quizzes.id)} and ${qualified(questions.status)} <> 'published'))
  or (${qualified(quizzes.selection)} = 'random' and (
    select count(*) from ${questions}
    where ${qualified(questions.status)} = 'published'
      and ${qualified(questions.classId)} = ${qualified(quizzes.classId)}
      and (${qualified(quizzes.topicId)} is null or ${qualified(questions.topicId)} = ${qualified(quizzes.topicId)})
  ) >= ${qualified(quizzes.randomCount)})))`;
