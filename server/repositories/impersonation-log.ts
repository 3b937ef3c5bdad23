import type { Database } from '../db/client';
import { impersonationLog } from '../db/schema';

export type ImpersonatedRequest = {
  actorId: number;
  studentId: number;
  method: string;
  path: string;
  statusCode: number;
};

export async function recordImpersonatedRequest(db: Database, entry: ImpersonatedRequest) {
  await db.insert(impersonationLog).values(entry);
}
