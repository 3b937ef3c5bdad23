import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Paper from '@mui/material/Paper';
import { private_applyInsetFocusVisible as insetFocusRing, type Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ClassSummary } from '../../../contract';
import { plural } from '../../../contract/plural';
import { TextSkeleton } from '../text-skeleton/text-skeleton';

type ClassCardProps = {
  classSummary: ClassSummary;
  /** Where the card itself leads. */
  to: string;
  showStudentCount?: boolean;
  actions?: ReactNode;
};

const HOVER_CLASS = 'class-card-hover';

// Drawn as MUI's Card (outlined, the theme's default), CardContent and CardActions draw themselves,
// with the Paper and Box the first screen has already: their modules wait for the screens using them.
const cardSx = { overflow: 'hidden' } as const;
const cardContentSx = { p: 2, '&:last-child': { pb: 3 } } as const;
const cardActionsSx = {
  display: 'flex',
  alignItems: 'center',
  px: 2,
  pt: 1,
  pb: 2,
  '& > :not(style) ~ :not(style)': { ml: 1 },
} as const;

/**
 * The card's link, drawn as MUI's CardActionArea draws it (a tint on hover, the focus ring inset
 * inside the card's clipped corners) without its module and slot machinery on the first screen.
 */
const cardLinkSx = (theme: Theme) => ({
  flexGrow: 1,
  display: 'flex',
  alignItems: 'stretch',
  flexDirection: 'column',
  textAlign: 'inherit',
  borderRadius: 'inherit',
  width: '100%',
  ...insetFocusRing(1),
  [`&:hover .${HOVER_CLASS}`]: {
    opacity: theme.palette.action.hoverOpacity,
    '@media (hover: none)': { opacity: 0 },
  },
});

const hoverSx = (theme: Theme) => ({
  overflow: 'hidden',
  pointerEvents: 'none',
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  opacity: 0,
  backgroundColor: 'currentcolor',
  transition: theme.transitions.create('opacity', { duration: theme.transitions.duration.short }),
});

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
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`class-${classSummary.id}-name`}
      sx={{ ...cardSx, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ButtonBase component={RouterLink} to={to} sx={cardLinkSx}>
        <Box
          sx={{ height: 6, bgcolor: classSummary.archived ? 'action.disabled' : 'primary.main' }}
        />
        <Box sx={{ ...cardContentSx, flexGrow: 1 }}>
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
        </Box>
        <Box component="span" className={HOVER_CLASS} sx={hoverSx} />
      </ButtonBase>
      {actions ? <Box sx={cardActionsSx}>{actions}</Box> : null}
    </Paper>
  );
}

/** Placeholder with the card's shape while the list loads. */
export function ClassCardSkeleton() {
  return (
    <Paper variant="outlined" aria-hidden sx={{ ...cardSx, height: '100%' }}>
      <Box sx={{ height: 6, bgcolor: 'action.hover' }} />
      <Box sx={cardContentSx}>
        <Typography variant="h5">
          <TextSkeleton width="70%" />
        </Typography>
        <Typography variant="body2" component="div" sx={{ minHeight: '3.9em' }}>
          <TextSkeleton />
          <TextSkeleton width="85%" />
        </Typography>
        <Typography variant="body2" sx={{ mt: 2 }}>
          <TextSkeleton width="60%" />
          <TextSkeleton width="35%" />
        </Typography>
      </Box>
    </Paper>
  );
}
