import Papa from 'papaparse';
import type { ClassOverview, OverviewStudent } from '../../../../contract/progress';

/** The predicted final-exam score, once the student has answered something. */
export const predictedOf = (student: OverviewStudent) =>
  student.readiness && student.readiness.answers > 0
    ? Math.round(student.readiness.predicted)
    : null;

export type OverviewSortKey =
  'name' | 'last_activity' | 'average' | 'best_final' | 'readiness' | 'points' | 'missed_queue';

const sortValue = (student: OverviewStudent, key: OverviewSortKey): string | number | null => {
  switch (key) {
    case 'name':
      return student.name.toLocaleLowerCase();
    case 'last_activity':
      return student.last_activity;
    case 'readiness':
      return predictedOf(student);
    default:
      return student[key];
  }
};

/** The students sorted by a column; students without a value come last either way. */
export function sortOverview(
  students: readonly OverviewStudent[],
  key: OverviewSortKey,
  direction: 'asc' | 'desc',
): OverviewStudent[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...students].sort((a, b) => {
    const left = sortValue(a, key);
    const right = sortValue(b, key);
    if (left === right) return a.name.localeCompare(b.name);
    if (left === null) return 1;
    if (right === null) return -1;
    return (left < right ? -1 : 1) * sign;
  });
}

/** The class's results as CSV: one row per student, a column per topic's accuracy. */
export function overviewCsv(overview: ClassOverview): string {
  const header = [
    'Student',
    'Last activity',
    'Finished attempts',
    'Average %',
    'Best final exam %',
    'Predicted final %',
    'Ready',
    'Endorsed',
    'Points',
    'Missed questions queued',
    ...overview.topics.map((topic) => `${topic.name} accuracy %`),
  ];
  const rows = overview.students.map((student) => [
    student.name,
    student.last_activity ?? '',
    student.finished_attempts,
    student.average ?? '',
    student.best_final ?? '',
    predictedOf(student) ?? '',
    student.readiness?.ready ? 'yes' : 'no',
    student.endorsed ? 'yes' : 'no',
    student.points,
    student.missed_queue,
    ...student.topics.map((cell) => cell.accuracy ?? ''),
  ]);
  return Papa.unparse([header, ...rows]);
}
