import type { Database } from './client';

/** The transaction handle `db.transaction` passes to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What repository functions run on: the database, or the caller's transaction. */
export type Executor = Database | Transaction;

/** PostgreSQL's unique_violation (23505), also when drizzle wraps the driver's error. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || isObject(current);) {
    if (isObject(current) && current.code === '23505') return true;
    current = isObject(current) ? current.cause : undefined;
  }
  return false;
}

const isObject = (value: unknown): value is { code?: unknown; cause?: unknown } =>
  typeof value === 'object' && value !== null;
