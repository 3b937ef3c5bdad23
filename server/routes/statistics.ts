import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ApiRoute,
  classIdParamsSchema,
  mostMissedSchema,
  questionParamsSchema,
  questionStatisticsSchema,
  quizParamsSchema,
  quizStatisticsSchema,
} from '../../contract';
import { getQuestion } from '../repositories/questions';
import { getQuiz } from '../repositories/quizzes';
import {
  mostMissedQuestions,
  questionStatistics,
  quizStatistics,
} from '../services/progress/statistics';
import { routeSchema } from './responses';
import { notFound } from '../errors/api-error';
import { access } from '../auth/route-access';

/** Question and test statistics for the class's teachers (Moodle's formulas). */
export async function statisticsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    ApiRoute.questionStatistics,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "A question's facility, discrimination and answer distribution per version over students' first finished attempts (teachers).",
        { params: questionParamsSchema },
        { 200: questionStatisticsSchema },
      ),
    },
    async (request) => {
      const { classId, questionId } = request.params;
      const question = await getQuestion(db, classId, questionId);
      if (!question) throw notFound('question');
      return questionStatistics(db, classId, questionId, question.version);
    },
  );

  app.get(
    ApiRoute.mostMissedQuestions,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "The class's questions students miss most (at least 5 answers), hardest first (teachers).",
        { params: classIdParamsSchema },
        { 200: mostMissedSchema },
      ),
    },
    async (request) => {
      const { classId } = request.params;
      return mostMissedQuestions(db, classId);
    },
  );

  app.get(
    ApiRoute.quizStatistics,
    {
      config: { access: access.inClass('class.teach') },
      schema: routeSchema(
        "A quiz's mean, standard deviation and internal consistency (Cronbach's alpha) with its questions' statistics (teachers).",
        { params: quizParamsSchema },
        { 200: quizStatisticsSchema },
      ),
    },
    async (request) => {
      const { classId, quizId } = request.params;
      if (!(await getQuiz(db, classId, quizId))) throw notFound('quiz');
      return quizStatistics(db, classId, quizId);
    },
  );
}
