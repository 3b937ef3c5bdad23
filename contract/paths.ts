// No zod here: the SPA's api files and the MSW handlers import it.
import { fillPath, type PathArgs } from './path-template';

/**
 * Every API path, written once, relative to the API base (`/api`). Templates use `:name` segments
 * (what Fastify and MSW both read); `apiPath(name, params)` fills them for a request. The
 * server registers `health` and `openApiDocument` under `/api` itself, the rest under its prefix.
 */
export const ApiRoute = {
  health: '/health',
  openApiDocument: '/openapi.json',

  usersMe: '/users/me',
  usersLogout: '/users/logout',
  usersMeProgress: '/users/me/progress',
  instructorCertificate: '/users/me/instructor-certificate',
  teachableSignInClaim: '/auth/teachable/claim',
  events: '/events',
  adminLmsTokens: '/admin/lms-tokens',
  adminLtiPlatforms: '/admin/lti/platforms',
  adminLtiPlatform: '/admin/lti/platforms/:platformId',
  adminLtiToolKeyRotation: '/admin/lti/tool-keys/rotate',
  adminLtiCourses: '/admin/lti/courses',
  adminLtiCourse: '/admin/lti/courses/:courseId',
  adminTeachableSchools: '/admin/teachable/schools',
  adminTeachableSchool: '/admin/teachable/schools/:schoolId',
  adminTeachableWebhookRotation: '/admin/teachable/schools/:schoolId/webhook-token',

  classes: '/classes',
  classJoin: '/classes/join',
  classNameInUse: '/classes/name-in-use',
  class: '/classes/:classId',
  classSettings: '/classes/:classId/settings',
  classGeneralSettings: '/classes/:classId/settings/general',
  classFinalExamSettings: '/classes/:classId/settings/final-exam',
  classWeakAreaSettings: '/classes/:classId/settings/weak-areas',
  finalExamPreview: '/classes/:classId/final-exam/preview',
  classJoinCode: '/classes/:classId/join-code',

  classStudents: '/classes/:classId/students',
  classStudent: '/classes/:classId/students/:userId',
  studentAccommodations: '/classes/:classId/students/:userId/accommodations',
  classInvitations: '/classes/:classId/invitations',
  classInvitation: '/classes/:classId/invitations/:invitationId',
  classTeachers: '/classes/:classId/teachers',
  classTeacher: '/classes/:classId/teachers/:userId',
  classRosterSource: '/classes/:classId/lti/roster',
  classRosterSync: '/classes/:classId/lti/roster-sync',

  classTopics: '/classes/:classId/topics',
  classTopicOrder: '/classes/:classId/topics/order',
  classTopic: '/classes/:classId/topics/:topicId',

  classQuestions: '/classes/:classId/questions',
  classQuestionsBulk: '/classes/:classId/questions/bulk',
  classQuestion: '/classes/:classId/questions/:questionId',
  questionStatistics: '/classes/:classId/questions/:questionId/statistics',
  mostMissedQuestions: '/classes/:classId/questions/most-missed',

  classFigures: '/classes/:classId/figures',
  figure: '/figures/:hash',

  classFlashcards: '/classes/:classId/flashcards',
  classFlashcard: '/classes/:classId/flashcards/:flashcardId',
  flashcardSession: '/classes/:classId/flashcards/session',
  studyRetention: '/classes/:classId/flashcards/retention',
  flashcardReviews: '/flashcards/:flashcardId/reviews',
  flashcardReview: '/flashcards/:flashcardId/reviews/:reviewId',
  missedQuestions: '/classes/:classId/missed-questions',
  missedQuestionAnswers: '/classes/:classId/missed-questions/:questionId/answers',

  classQuizzes: '/classes/:classId/quizzes/authoring',
  topicQuizzes: '/classes/:classId/topics/:topicId/quizzes',
  classQuiz: '/classes/:classId/quizzes/:quizId',
  quizStatistics: '/classes/:classId/quizzes/:quizId/statistics',

  questionImportPreview: '/classes/:classId/imports/questions/preview',
  questionImportCommit: '/classes/:classId/imports/questions/commit',
  flashcardImportPreview: '/classes/:classId/imports/flashcards/preview',
  flashcardImportCommit: '/classes/:classId/imports/flashcards/commit',
  questionExport: '/classes/:classId/exports/questions',

  classQuizList: '/classes/:classId/quizzes',
  quizAttempts: '/quizzes/:quizId/attempts',
  attempt: '/attempts/:attemptId',
  attemptAnswer: '/attempts/:attemptId/answers/:slot',
  attemptAnswerLock: '/attempts/:attemptId/answers/:slot/lock',
  attemptSubmit: '/attempts/:attemptId/submit',
  attemptResult: '/attempts/:attemptId/result',
  attemptReview: '/attempts/:attemptId/review',
  studentAttempts: '/classes/:classId/students/:userId/attempts',

  questionReports: '/questions/:questionId/reports',
  classQuestionReports: '/classes/:classId/question-reports',
  questionReportResolve: '/question-reports/:reportId/resolve',

  studentProgress: '/classes/:classId/students/:userId/progress',
  studentPoints: '/classes/:classId/students/:userId/points',
  studentPerformance: '/classes/:classId/students/:userId/performance',
  classOverview: '/classes/:classId/overview',
  classScoreSync: '/classes/:classId/lti/scores',
  classScoreResend: '/classes/:classId/lti/scores/:scoreId/resend',
  studentEndorsement: '/classes/:classId/students/:userId/endorsement',
  knowledgeTestCodes: '/classes/:classId/students/:userId/knowledge-test-codes',
  knowledgeTestCodesReview: '/classes/:classId/students/:userId/knowledge-test-codes/review',
  studentRecord: '/classes/:classId/students/:userId/record',
  notifications: '/notifications',
  notificationsRead: '/notifications/read',

  teachableWebhook: '/teachable/webhooks/:token',
} as const;

export type ApiRouteName = keyof typeof ApiRoute;

/** The path of a route with its parameters filled in: `apiPath('classTopic', {classId: 1, topicId: 2})`. */
export function apiPath<N extends ApiRouteName>(
  name: N,
  ...params: PathArgs<(typeof ApiRoute)[N]>
): string {
  return fillPath(ApiRoute[name], ...params);
}
