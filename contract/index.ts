// The whole contract, for the server and tests. The SPA imports single files instead, and in its
// first-paint code only the zod-free ones (auth, error-codes, roles, id-text) so zod loads later.
export * from './errors';
export * from './auth';
export * from './users';
export * from './classes';
export * from './events';
export * from './ids';
export * from './admin';
export * from './text';
export * from './pagination';
export * from './paths';
export * from './topics';
export * from './figures';
export * from './questions';
export * from './flashcards';
export * from './quizzes';
export * from './question-imports';
export * from './imports';
export * from './class-settings';
export * from './members';
export * from './class-paths';
export * from './numbers';
export * from './flashcard-reviews';
export * from './progress';
export * from './notifications';
export * from './attempts';
export * from './question-reports';
