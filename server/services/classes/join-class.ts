import { sql } from 'drizzle-orm';
import { JOIN_MESSAGES, Role } from '../../../contract';
import type { Database } from '../../db/client';
import { classes } from '../../db/schema';
import { grantClassRole } from '../../repositories/members';
import { notFoundSaying, conflict } from '../../errors/api-error';

/** A student joins the class whose code this is; joining twice is harmless. Returns the class id. */
export async function joinClassByCode(db: Database, userId: number, code: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: classes.id, enabled: classes.joinCodeEnabled, archived: classes.archived })
      .from(classes)
      .where(sql`upper(${classes.joinCode}) = ${code.trim().toUpperCase()}`);
    if (!row) throw notFoundSaying(JOIN_MESSAGES.unknown);
    if (!row.enabled) throw conflict(JOIN_MESSAGES.switchedOff);
    if (row.archived) throw conflict(JOIN_MESSAGES.archived);
    await grantClassRole(tx, userId, row.id, Role.STUDENT);
    return row.id;
  });
}
