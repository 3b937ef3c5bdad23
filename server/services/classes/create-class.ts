import type { CreateClassBody } from '../../../contract';
import type { Database } from '../../db/client';
import { createClass as insertClass } from '../../repositories/classes';
import { insertClassQuizzes } from '../../repositories/quizzes';

/** A new class with its final-exam and weak-area drill quizzes, in one transaction. */
export async function createClassWithQuizzes(db: Database, body: CreateClassBody) {
  return db.transaction(async (tx) => {
    const classId = await insertClass(tx, body);
    await insertClassQuizzes(tx, classId);
    return classId;
  });
}
