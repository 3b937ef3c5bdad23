import { Role, type ClassSummary, type FlashcardCounts, type RoleEntry } from '../../contract';
import { rolesInClass, teachesClass } from '../auth/roles';
import type { ClassRow } from '../repositories/classes';

/**
 * The API shape of a class for a viewer with `roles`; the join code only for its teachers, the
 * flashcard counts only for its students.
 */
export function toClassSummary(
  row: ClassRow,
  roles: readonly RoleEntry[],
  flashcardCounts?: FlashcardCounts,
): ClassSummary {
  const viewer = { roles };
  const myRoles = rolesInClass(viewer, row.id);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    archived: row.archived,
    topic_count: row.topicCount,
    question_count: row.questionCount,
    flashcard_count: row.flashcardCount,
    student_count: row.studentCount,
    my_roles: myRoles,
    ...(teachesClass(viewer, row.id)
      ? { join_code: row.joinCode, join_code_enabled: row.joinCodeEnabled }
      : {}),
    ...(flashcardCounts && myRoles.includes(Role.STUDENT)
      ? {
          due_flashcards: flashcardCounts.due,
          new_flashcards_left: flashcardCounts.new_left,
        }
      : {}),
  };
}
