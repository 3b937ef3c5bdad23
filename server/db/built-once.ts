import type { Database } from './client';

/**
 * A query drizzle builds once per database and then runs with `sql.placeholder` values: for the
 * statements every request runs, building the SQL cost more than the database running it (CPU
 * profile of `GET /api/classes` on PostgreSQL: a third of the server's time in drizzle's query
 * building). The name becomes the statement's name on PostgreSQL.
 */
export function builtOnce<Query>(build: (db: Database) => Query): (db: Database) => Query {
  const built = new WeakMap<Database, Query>();
  return (db) => {
    let query = built.get(db);
    if (query === undefined) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
