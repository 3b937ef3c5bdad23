import { getTableName, sql, type Column } from 'drizzle-orm';

/**
 * `"table"."column"`. drizzle writes columns without their table inside `sql` in a select list, so
 * a correlated subquery there must name its tables itself.
 */
export const qualified = (column: Column) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
