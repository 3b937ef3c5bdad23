import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { classes } from '../../db/schema';
import { flashcardSettingsFor } from './settings';

export async function classSettingsRows(db: Database, classIds: readonly number[]) {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({ id: classes.id, settings: classes.settings })
    .from(classes)
    .where(inArray(classes.id, [...classIds]));
  return rows.map((row) => ({ id: row.id, settings: flashcardSettingsFor(row) }));
}
