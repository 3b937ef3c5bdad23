import ChevronRight from '@mui/icons-material/ChevronRight';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ClassQuiz } from '../../../../contract/attempts';
import { paths } from '../../../lib/paths';

/** What a student reads about a quiz at a glance. */
export function quizSummary(quiz: ClassQuiz) {
  const parts = [
    quiz.kind === 'drill'
      ? `up to ${quiz.question_count} questions`
      : `${quiz.question_count} questions`,
  ];
  if (quiz.time_limit_minutes !== null) parts.push(`${quiz.time_limit_minutes} min`);
  if (quiz.open_attempt_id !== null) parts.push('in progress');
  else if (quiz.best_score !== null) parts.push(`best ${quiz.best_score} %`);
  if (quiz.attempts_allowed !== null) {
    parts.push(`${quiz.attempts_used} of ${quiz.attempts_allowed} attempts`);
  }
  return parts.join(' · ');
}

/** Quizzes as a list of links to the quiz page. */
export function QuizList({ classId, quizzes }: { classId: number; quizzes: readonly ClassQuiz[] }) {
  return (
    <List disablePadding>
      {quizzes.map((quiz) => (
        <ListItem key={quiz.id} disablePadding divider>
          <ListItemButton
            component={RouterLink}
            to={paths.student.quiz.href({ classId, id: quiz.id })}
          >
            <ListItemText
              primary={quiz.title}
              secondary={
                <>
                  {quizSummary(quiz)}
                  {quiz.unavailable_reason && quiz.open_attempt_id === null && (
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {quiz.unavailable_reason}
                    </Typography>
                  )}
                </>
              }
            />
            <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
