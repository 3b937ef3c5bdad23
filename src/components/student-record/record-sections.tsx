import Typography from '@mui/material/Typography';
import { plural } from '../../../contract/plural';
import type {
  AcsArea,
  RecordFinalAttempt,
  RecordQuiz,
  StudentRecord,
  StudyWeek,
} from '../../../contract/student-record';
import type { KnowledgeCode } from '../../../contract/knowledge-test';
import type { TopicPerformance } from '../../../contract/progress';
import { RecordTable, type Column } from './record-table';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const recordDate = (iso: string) => dateFormat.format(new Date(iso));
/** A `YYYY-MM-DD` calendar day, shown as that day wherever the reader is. */
const calendarDay = (day: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export const hoursAndMinutes = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
};
const percent = (value: number | null) => (value === null ? '—' : `${value} %`);

const status = (area: { weak: boolean; mastered?: boolean; answers: number }) =>
  area.mastered
    ? 'Mastered'
    : area.weak
      ? 'Weak'
      : area.answers === 0
        ? 'Not started'
        : 'Practising';

const ACS_COLUMNS: Column<AcsArea>[] = [
  { header: 'Area', cell: (area) => area.code },
  { header: 'Answers', cell: (area) => area.answers, numeric: true },
  { header: 'Right', cell: (area) => area.correct, numeric: true },
  { header: 'Recent accuracy', cell: (area) => percent(area.accuracy), numeric: true },
  { header: 'Status', cell: status },
];

const TOPIC_COLUMNS: Column<TopicPerformance>[] = [
  { header: 'Topic', cell: (topic) => topic.name },
  { header: 'Answers', cell: (topic) => topic.answers, numeric: true },
  { header: 'Recent accuracy', cell: (topic) => percent(topic.accuracy), numeric: true },
  { header: 'Status', cell: status },
];

const WEEK_COLUMNS: Column<StudyWeek>[] = [
  { header: 'Week of', cell: (week) => calendarDay(week.week_start) },
  { header: 'Days', cell: (week) => week.days_studied, numeric: true },
  { header: 'Study time', cell: (week) => hoursAndMinutes(week.minutes), numeric: true },
  { header: 'Answers', cell: (week) => week.answers, numeric: true },
  { header: 'Flashcards', cell: (week) => week.flashcard_reviews, numeric: true },
];

const KIND_LABELS: Record<RecordQuiz['kind'], string> = {
  practice: 'Practice',
  drill: 'Weak-area drill',
  final: 'Final exam',
};

const QUIZ_COLUMNS: Column<RecordQuiz>[] = [
  { header: 'Quiz', cell: (quiz) => quiz.title },
  { header: 'Kind', cell: (quiz) => KIND_LABELS[quiz.kind] },
  { header: 'Attempts', cell: (quiz) => quiz.attempts, numeric: true },
  { header: 'Best', cell: (quiz) => percent(quiz.best), numeric: true },
  { header: 'Last', cell: (quiz) => percent(quiz.last), numeric: true },
  { header: 'Last taken', cell: (quiz) => recordDate(quiz.last_at) },
];

const FINAL_COLUMNS: Column<RecordFinalAttempt>[] = [
  { header: 'Taken', cell: (attempt) => recordDate(attempt.submitted_at) },
  { header: 'Score', cell: (attempt) => percent(attempt.score_percent), numeric: true },
  { header: 'Result', cell: (attempt) => (attempt.passed ? 'Passed' : 'Not passed') },
  {
    header: 'Time used',
    cell: (attempt) => hoursAndMinutes(Math.round(attempt.time_used_seconds / 60)),
    numeric: true,
  },
];

const CODE_COLUMNS: Column<KnowledgeCode>[] = [
  { header: 'Code', cell: (code) => code.code },
  { header: 'Entered', cell: (code) => recordDate(code.added_at) },
  { header: 'Reviewed by', cell: (code) => code.reviewed_by_name ?? 'Not reviewed yet' },
  {
    header: 'Reviewed on',
    cell: (code) => (code.reviewed_at ? recordDate(code.reviewed_at) : '—'),
  },
];

/** The record's tables, in the order an instructor reads them. */
export function RecordSections({ record }: { record: StudentRecord }) {
  const { study, final_exam: final } = record;
  return (
    <>
      <RecordTable
        title="ACS areas"
        note={
          <>
            Answers per ACS task, by the learning-objective code of each question answered.
            Mastered: 90 % or more right over the last 20 answers; weak by the class&apos;s
            weak-area rule.
            {record.uncoded_answers > 0 &&
              ` ${plural(record.uncoded_answers, 'answer')} to questions without a code are not counted here.`}
          </>
        }
        columns={ACS_COLUMNS}
        rows={record.acs_areas}
        rowKey={(area) => area.code}
        empty="No answer to a question with an ACS code yet."
      />
      <RecordTable
        title="Topics"
        columns={TOPIC_COLUMNS}
        rows={record.topics}
        rowKey={(topic) => topic.topic_id}
        empty="The class has no topics yet."
      />
      <RecordTable
        title="Study by week"
        note={`${hoursAndMinutes(study.minutes)} of study over ${plural(study.days_studied, 'day')}; longest streak ${plural(study.streak.longest, 'day')}. Study time counts the minutes between answers and flashcard ratings less than 10 minutes apart.`}
        columns={WEEK_COLUMNS}
        rows={study.weeks}
        rowKey={(week) => week.week_start}
        empty="No study recorded yet."
      />
      <RecordTable
        title="Quizzes"
        columns={QUIZ_COLUMNS}
        rows={record.quizzes}
        rowKey={(quiz) => quiz.quiz_id}
        empty="No quiz finished yet."
      />
      <RecordTable
        title="Final exam"
        note={`Pass mark ${final.pass_mark} %.`}
        columns={FINAL_COLUMNS}
        rows={final.attempts}
        rowKey={(attempt) => attempt.attempt_id}
        empty="The final exam has not been taken yet."
      />
      <RecordTable
        title="Knowledge-test report"
        note="The codes of the areas missed on the FAA knowledge test, as the student entered them, and the instructor's review of each."
        columns={CODE_COLUMNS}
        rows={record.knowledge_test_codes}
        rowKey={(code) => code.code}
        empty="No knowledge-test report entered."
      />
    </>
  );
}

/** The summary line under the title: readiness and the endorsement so far. */
export function RecordSummary({ record }: { record: StudentRecord }) {
  const { readiness, endorsement } = record;
  return (
    <Typography>
      {readiness
        ? `Predicted final-exam score ${Math.round(readiness.predicted)} % (likely ${Math.round(readiness.low)}–${Math.round(readiness.high)} %, pass mark ${readiness.pass_mark} %)${readiness.ready ? ': ready.' : '.'}`
        : 'No readiness prediction yet.'}{' '}
      {endorsement
        ? `Marked ready for the knowledge test in Groundschool by ${endorsement.teacher_name} on ${recordDate(endorsement.endorsed_at)}.`
        : 'Not marked ready for the knowledge test in Groundschool.'}
    </Typography>
  );
}
