/**
 * The rows of `db.execute(sql…)`: both drivers (node-postgres, PGlite) answer `{ rows }`, which the
 * shared Database type leaves unknown. `T` is what the query selects.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows;
  if (!Array.isArray(rows)) throw new Error('the database answered without rows');
  return rows as T[];
}
