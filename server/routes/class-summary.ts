import { Role, type ClassSummary, type FlashcardCounts, type RoleEntry } from '../../contract';
import type { ClassRow } from '../repositories/classes';
import { isSuperuser } from '../repositories/users';

/**
 * The API shape of a class for a viewer with `roles`; the join code only for its teachers, the
 * flashcard counts only for its students.
 */
export function toClassSummary(
  row: ClassRow,
  roles: readonly RoleEntry[],
  flashcardCounts?: FlashcardCounts,
): ClassSummary {
  const myRoles = roles.flatMap((entry) => (entry.class_id === row.id ? [entry.role] : []));
  const teaches = isSuperuser(roles) || myRoles.includes(Role.TEACHER);
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
    ...(teaches ? { join_code: row.joinCode } : {}),
    ...(flashcardCounts && myRoles.includes(Role.STUDENT)
      ? {
          due_flashcards: flashcardCounts.due,
          new_flashcards_left: flashcardCounts.new_left,
        }
      : {}),
  };
}
