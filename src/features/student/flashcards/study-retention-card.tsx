import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { useStudyRetention } from '../../../api/study-retention';
import { useReadOnly } from '../../../lib/session/use-read-only';
import { ReadOnlyNote } from '../../../components/read-only/read-only-note';
import { TestDayForecast } from './test-day-forecast';

// The dialog's form (react-hook-form, zod, the slider) loads when it is opened, not with the cards.
const RetentionDialog = lazy(() =>
  import('./retention-dialog').then((module) => ({ default: module.RetentionDialog })),
);

/**
 * Beside the flashcards: the desired retention the student's cards are scheduled with (their
 * own or the class's, with a way to change it) and, when the class has a knowledge-test date,
 * each deck's predicted retention on that day (`topicId`: only that topic's deck).
 */
export function StudyRetentionCard({
  classId,
  topicId,
  onChanged,
}: {
  classId: number;
  topicId?: number;
  onChanged: () => void;
}) {
  const query = useStudyRetention(classId);
  const { readOnly } = useReadOnly();
  const [changing, setChanging] = useState(false);
  const noteId = useId();
  if (query.isError) return null;
  if (query.isPending) return <Skeleton variant="rounded" height={88} />;
  const retention = query.data;
  const decks = retention.knowledge_test?.decks.filter(
    (deck) => topicId === undefined || deck.topic_id === topicId,
  );
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="study-retention-title"
      sx={{ p: 2.5, display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography id="study-retention-title" variant="h6" component="h2">
            Desired retention: {retention.retention} %
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {retention.own_retention === null
              ? "The class's default. Cards come back when you are this likely to remember them."
              : `Your choice (the class's default is ${retention.class_retention} %). Cards come back when you are this likely to remember them.`}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          disabled={readOnly}
          aria-describedby={readOnly ? noteId : undefined}
          onClick={() => setChanging(true)}
        >
          Change
        </Button>
      </Box>
      <ReadOnlyNote id={noteId} />
      {retention.knowledge_test && decks && (
        <>
          <Divider />
          <TestDayForecast date={retention.knowledge_test.date} decks={decks} />
        </>
      )}
      {changing && (
        <Suspense fallback={null}>
          <RetentionDialog
            classId={classId}
            retention={retention}
            onClose={() => setChanging(false)}
            onSaved={onChanged}
          />
        </Suspense>
      )}
    </Paper>
  );
}
