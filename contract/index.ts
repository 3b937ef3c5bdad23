export * from './errors';
export * from './auth';
export * from './users';
export * from './classes';
export * from './events';
