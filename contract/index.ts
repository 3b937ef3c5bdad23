export * from './errors';
export * from './auth';
export * from './users';
export * from './classes';
export * from './events';
export * from './ids';
export * from './admin';
