import type { FastifyRequest } from 'fastify';
import { authorize } from '../auth/route-access';
import type { Database } from '../db/client';
import { notFound } from '../errors/api-error';
import { isStudentOf } from '../repositories/progress';

/**
 * The handler's half of an `inClassThen` route about one student of the class: 404 unless they
 * are one, then the route's declared permissions on their data.
 */
export async function authorizeForStudent(
  request: FastifyRequest,
  db: Database,
  classId: number,
  studentId: number,
) {
  if (!(await isStudentOf(db, classId, studentId))) throw notFound('student in this class');
  return authorize(request, { ownerId: studentId });
}
