import type { ClassSummary, RoleEntry } from '../../contract';
import { rolesInClass, teachesClass } from '../auth/roles';
import type { ClassRow } from '../repositories/classes';

/** The API shape of a class for a viewer with `roles`; the join code only for its teachers. */
export function toClassSummary(row: ClassRow, roles: readonly RoleEntry[]): ClassSummary {
  const viewer = { roles };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    archived: row.archived,
    topic_count: row.topicCount,
    question_count: row.questionCount,
    flashcard_count: row.flashcardCount,
    student_count: row.studentCount,
    my_roles: rolesInClass(viewer, row.id),
    ...(teachesClass(viewer, row.id)
      ? { join_code: row.joinCode, join_code_enabled: row.joinCodeEnabled }
      : {}),
  };
}
