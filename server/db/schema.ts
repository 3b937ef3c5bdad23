// The database schema, split by area. drizzle-kit reads this file.
export * from './schema-accounts';
export * from './schema-content';
export * from './schema-class-admin';
export * from './schema-flashcard-study';
export * from './schema-progress';
export * from './schema-attempts';
export * from './schema-lti';
export * from './schema-teachable';
export * from './schema-missed-questions';
