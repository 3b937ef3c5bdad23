import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { TopicPerformance } from '../../../contract/progress';
import { NO_WEAK_TOPIC, weakTopicsLine } from '../../../contract/study-texts';

type WeakAreasProps = {
  topics: TopicPerformance[];
  /** The weak-area drill to start (the student's own view); undefined for someone else's. */
  practiseTo?: string;
};

/** The topics the class's weak-area rule calls weak, and the drill that practises them. */
export function WeakAreas({ topics, practiseTo }: WeakAreasProps) {
  const titleId = useId();
  const weak = topics.filter((topic) => topic.weak);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Weak areas
      </Typography>
      {weak.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{NO_WEAK_TOPIC}</Typography>
      ) : (
        <Stack spacing={1.5}>
          <Typography>{weakTopicsLine(weak)}</Typography>
          {practiseTo && (
            <div>
              <Button variant="contained" component={RouterLink} to={practiseTo}>
                Practise now
              </Button>
            </div>
          )}
        </Stack>
      )}
    </Paper>
  );
}
