import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ClassSummary } from '../../../contract';
import { plural } from '../../../contract/plural';

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
            {classSummary.archived ? (
              <Typography
                variant="caption"
                sx={{
                  color: 'text.secondary',
                  fontWeight: 600,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  px: 0.75,
                  mt: 0.25,
                }}
              >
                Archived
              </Typography>
            ) : null}
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
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              listStyle: 'none',
              p: 0,
              m: 0,
              mt: 2,
              typography: 'body2',
              color: 'text.secondary',
              // A dot between the sizes, which screen readers skip.
              '& li + li::before': { content: '"·" / ""', mx: 1 },
            }}
          >
            {counts.map((count) => (
              <li key={count}>{count}</li>
            ))}
          </Box>
          {study ? (
            <Typography variant="body2" sx={{ mt: 1, fontWeight: 600, color: 'primary.main' }}>
              {study}
            </Typography>
          ) : null}
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
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Skeleton width="60%" />
          <Skeleton width="35%" />
        </Typography>
      </CardContent>
    </Card>
  );
}
