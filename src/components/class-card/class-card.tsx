import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ClassSummary } from '../../../contract';
import { plural } from '../../lib/plural';

type ClassCardProps = {
  classSummary: ClassSummary;
  /** Where the card itself leads. */
  to: string;
  showStudentCount?: boolean;
  actions?: ReactNode;
};

/** A class with its description and sizes, for the student and teacher home lists. */
export function ClassCard({ classSummary, to, showStudentCount, actions }: ClassCardProps) {
  const counts = [
    plural(classSummary.topic_count, 'topic', 'topics'),
    plural(classSummary.question_count, 'question', 'questions'),
    plural(classSummary.flashcard_count, 'flashcard', 'flashcards'),
    ...(showStudentCount ? [plural(classSummary.student_count, 'student', 'students')] : []),
  ];
  const due = classSummary.due_flashcards;
  const newLeft = classSummary.new_flashcards_left;
  const study =
    due === undefined || newLeft === undefined
      ? null
      : due + newLeft === 0
        ? 'Flashcards done for today'
        : `${due} due · ${newLeft} new today`;
  return (
    <Card
      component="article"
      aria-labelledby={`class-${classSummary.id}-name`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardActionArea
        component={RouterLink}
        to={to}
        sx={{ flexGrow: 1, display: 'flex', alignItems: 'stretch', flexDirection: 'column' }}
      >
        <Box
          sx={{ height: 6, bgcolor: classSummary.archived ? 'action.disabled' : 'primary.main' }}
        />
        <CardContent sx={{ flexGrow: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
            <Typography
              id={`class-${classSummary.id}-name`}
              variant="h5"
              component="h2"
              sx={{ flexGrow: 1 }}
            >
              {classSummary.name}
            </Typography>
            {classSummary.archived ? <Chip size="small" label="Archived" /> : null}
          </Box>
          <Typography
            variant="body2"
            sx={{
              color: 'text.secondary',
              display: '-webkit-box',
              WebkitLineClamp: 3,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '3.9em',
            }}
          >
            {classSummary.description || 'No description yet.'}
          </Typography>
          <Box
            component="ul"
            aria-label="Class size"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mt: 2 }}
          >
            {counts.map((count) => (
              <li key={count}>
                <Chip size="small" variant="outlined" label={count} />
              </li>
            ))}
            {study ? (
              <li>
                <Chip size="small" color="primary" label={study} />
              </li>
            ) : null}
          </Box>
        </CardContent>
      </CardActionArea>
      {actions ? <CardActions sx={{ px: 2, pb: 2 }}>{actions}</CardActions> : null}
    </Card>
  );
}

/** Placeholder with the card's shape while the list loads. */
export function ClassCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <Box sx={{ height: 6, bgcolor: 'action.hover' }} />
      <CardContent>
        <Typography variant="h5">
          <Skeleton width="70%" />
        </Typography>
        <Typography variant="body2" component="div" sx={{ minHeight: '3.9em' }}>
          <Skeleton />
          <Skeleton width="85%" />
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Skeleton variant="rounded" width={64} height={24} />
          <Skeleton variant="rounded" width={88} height={24} />
          <Skeleton variant="rounded" width={88} height={24} />
        </Box>
      </CardContent>
    </Card>
  );
}
