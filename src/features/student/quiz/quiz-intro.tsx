import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ClassQuiz } from '../../../../contract/attempts';
import { ReadOnlyNote } from '../../../components/read-only/read-only-note';
import { paths } from '../../../lib/paths';
import { useReadOnly } from '../../../lib/session/use-read-only';

const KIND_LABEL = { practice: 'Practice quiz', final: 'Final exam', drill: 'Weak-area drill' };

/** One fact of the intro, as a term and its value. */
function Fact({ term, value }: { term: string; value: string }) {
  return (
    <Stack component="div" sx={{ minWidth: 120 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Stack>
  );
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What the student should know before starting, and Start or Resume. */
export function QuizIntro({
  classId,
  quiz,
  starting,
  problem,
  note,
  onStart,
}: {
  classId: number;
  quiz: ClassQuiz;
  starting: boolean;
  problem: string | null;
  /** What this start of the quiz is for, when it is special. */
  note?: string | undefined;
  onStart: () => void;
}) {
  const resume = quiz.open_attempt_id !== null;
  const { readOnly } = useReadOnly();
  const noteId = useId();
  const attempts =
    quiz.attempts_allowed === null
      ? `${quiz.attempts_used} so far`
      : `${quiz.attempts_used} of ${quiz.attempts_allowed}`;
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {KIND_LABEL[quiz.kind]}
          {quiz.topic_name ? ` · ${quiz.topic_name}` : ''}
        </Typography>
        <Typography variant="h4" component="h1">
          {quiz.title}
        </Typography>
      </div>
      {note && <Alert severity="info">{note}</Alert>}
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Stack component="dl" direction="row" sx={{ flexWrap: 'wrap', gap: 3, m: 0 }}>
          <Fact
            term="Questions"
            value={
              quiz.kind === 'drill' ? `Up to ${quiz.question_count}` : String(quiz.question_count)
            }
          />
          <Fact
            term="Time limit"
            value={quiz.time_limit_minutes === null ? 'None' : `${quiz.time_limit_minutes} min`}
          />
          {quiz.extra_time_minutes > 0 && quiz.time_limit_minutes !== null && (
            <Fact
              term="Your extra time"
              value={`+${quiz.extra_time_minutes} min (${quiz.time_limit_minutes + quiz.extra_time_minutes} min in all)`}
            />
          )}
          <Fact term="Pass mark" value={`${quiz.pass_mark} %`} />
          <Fact term="Attempts" value={attempts} />
          <Fact
            term="Explanations"
            value={quiz.explanation_mode === 'immediate' ? 'After each answer' : 'After you submit'}
          />
          {quiz.last_score !== null && <Fact term="Last result" value={`${quiz.last_score} %`} />}
          {quiz.best_score !== null && <Fact term="Best result" value={`${quiz.best_score} %`} />}
        </Stack>
      </Paper>
      {quiz.closes_at && (
        <Typography sx={{ color: 'text.secondary' }}>
          Open until {dateTime(quiz.closes_at)}.
        </Typography>
      )}
      {quiz.unavailable_reason && !resume && (
        <Alert severity="info">{quiz.unavailable_reason}</Alert>
      )}
      {problem && <Alert severity="warning">{problem}</Alert>}
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          onClick={onStart}
          disabled={starting || readOnly || (!resume && quiz.unavailable_reason !== null)}
          aria-describedby={readOnly ? noteId : undefined}
        >
          {resume ? 'Resume' : starting ? 'Starting…' : 'Start'}
        </Button>
        {quiz.last_attempt_id !== null && (
          <Button
            component={RouterLink}
            to={paths.student.quizResult.href({
              classId,
              id: quiz.id,
              attempt: quiz.last_attempt_id,
            })}
            size="large"
          >
            Last result
          </Button>
        )}
      </Stack>
      <ReadOnlyNote id={noteId} />
    </Stack>
  );
}
