import type { FastifyInstance } from 'fastify';
import { enforceRouteAccess } from '../auth/route-access';
import { userRoutes } from './users';
import { classRoutes } from './classes';
import { eventRoutes } from './events';
import { adminRoutes } from './admin';
import { adminLtiRoutes } from './admin-lti';
import { adminLtiCourseRoutes } from './admin-lti-courses';
import { adminTeachableRoutes } from './admin-teachable';
import { classAdminRoutes } from './class-admin';
import { classMemberRoutes } from './class-members';
import { topicRoutes } from './topics';
import { questionRoutes } from './questions';
import { figureRoutes } from './figures';
import { flashcardRoutes } from './flashcards';
import { quizRoutes } from './quizzes';
import { questionBankIoRoutes } from './question-bank-io';
import { flashcardReviewRoutes } from './flashcard-reviews';
import { missedQuestionRoutes } from './missed-questions';
import { progressRoutes } from './progress';
import { performanceRoutes } from './performance';
import { knowledgeTestCodeRoutes } from './knowledge-test-codes';
import { endorsementRoutes } from './endorsements';
import { notificationRoutes } from './notifications';
import { attemptRoutes } from './attempts';
import { questionReportRoutes } from './question-reports';
import { statisticsRoutes } from './statistics';
import { coursePlatformRosterRoutes } from './course-platform-roster';
import { ltiScoreRoutes } from './lti-scores';
import { teachableWebhookRoutes } from '../course-platforms/teachable/webhook-route';
import { teachableSignInRoutes } from './teachable-sign-in';

/** Every API resource, mounted under /api. */
export async function registerApiRoutes(app: FastifyInstance) {
  enforceRouteAccess(app);
  // API answers carry personal data: no browser or proxy keeps a copy.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(userRoutes);
  await app.register(classMemberRoutes);
  await app.register(classAdminRoutes);
  await app.register(classRoutes);
  await app.register(eventRoutes);
  await app.register(adminRoutes);
  await app.register(adminLtiRoutes);
  await app.register(adminLtiCourseRoutes);
  await app.register(adminTeachableRoutes);
  await app.register(topicRoutes);
  await app.register(questionRoutes);
  await app.register(figureRoutes);
  await app.register(flashcardRoutes);
  await app.register(quizRoutes);
  await app.register(questionBankIoRoutes);
  await app.register(flashcardReviewRoutes);
  await app.register(missedQuestionRoutes);
  await app.register(progressRoutes);
  await app.register(performanceRoutes);
  await app.register(knowledgeTestCodeRoutes);
  await app.register(endorsementRoutes);
  await app.register(notificationRoutes);
  await app.register(attemptRoutes);
  await app.register(questionReportRoutes);
  await app.register(statisticsRoutes);
  await app.register(coursePlatformRosterRoutes);
  await app.register(ltiScoreRoutes);
  await app.register(teachableWebhookRoutes);
  await app.register(teachableSignInRoutes);
}
