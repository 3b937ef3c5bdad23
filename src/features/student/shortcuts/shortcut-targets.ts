import type { ClassQuizList } from '../../../../contract/attempts';
import type { ClassSummary } from '../../../../contract/classes';
import { paths } from '../../../lib/paths';

/**
 * Where the installed app's "Review due" shortcut goes: the daily review of the class with the
 * most flashcards due (then the most new cards left), where missed questions due show too; the
 * first class when nothing is due (it says so); the classes when there is none.
 */
export function reviewDueTarget(classes: readonly ClassSummary[]): string {
  const mostWork = (a: ClassSummary, b: ClassSummary) =>
    (b.due_flashcards ?? 0) - (a.due_flashcards ?? 0) ||
    (b.new_flashcards_left ?? 0) - (a.new_flashcards_left ?? 0);
  // Sorting is stable: on a tie, the first class of the list.
  const best = classes.filter((entry) => !entry.archived).sort(mostWork)[0];
  return best ? paths.student.flashcards.href({ classId: best.id }) : paths.student.home.href();
}

/**
 * Where "Continue quiz" goes: the open attempt of the classes' quizzes (the first class's first),
 * or null when none is open.
 */
export function continueQuizTarget(
  lists: readonly { classId: number; list: ClassQuizList }[],
): string | null {
  for (const { classId, list } of lists) {
    const open = list.quizzes.find((quiz) => quiz.open_attempt_id !== null);
    if (open?.open_attempt_id) {
      return paths.student.quiz.href({ classId, id: open.id, attempt: open.open_attempt_id });
    }
  }
  return null;
}
