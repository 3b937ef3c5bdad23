import StyleOutlined from '@mui/icons-material/StyleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

type FlashcardDuePanelProps = {
  title: string;
  /** Undefined while loading. */
  due: number | undefined;
  newLeft: number | undefined;
  studyTo: string;
};

/** A deck's due and new-today counts with a way into the session (class home, topic page). */
export function FlashcardDuePanel({ title, due, newLeft, studyTo }: FlashcardDuePanelProps) {
  const loading = due === undefined || newLeft === undefined;
  const nothing = !loading && due === 0 && newLeft === 0;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="flashcard-due-title"
      sx={{ p: 2.5, mt: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <StyleOutlined color="primary" aria-hidden />
      <Box sx={{ flexGrow: 1 }}>
        <Typography id="flashcard-due-title" variant="h6" component="h2">
          {title}
        </Typography>
        {loading ? (
          <Skeleton width={180} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {nothing ? 'All caught up for today.' : `${due} due · ${newLeft} new today`}
          </Typography>
        )}
      </Box>
      <Button
        component={RouterLink}
        to={nothing ? `${studyTo}?mode=cram` : studyTo}
        variant={nothing ? 'outlined' : 'contained'}
      >
        {nothing ? 'Cram the deck' : 'Study now'}
      </Button>
    </Paper>
  );
}
