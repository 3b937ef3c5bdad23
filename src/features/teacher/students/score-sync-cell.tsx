import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScoreSync, ScoreSyncState } from '../../../../contract/lti-grades';
import { useResendScore } from '../../../api/lti-grades';

const STATE_LOOK: Record<
  ScoreSyncState,
  { label: string; icon: typeof CheckCircleOutlined; colour: 'success' | 'action' | 'error' }
> = {
  sent: { label: 'Sent', icon: CheckCircleOutlined, colour: 'success' },
  waiting: { label: 'Waiting', icon: ScheduleOutlined, colour: 'action' },
  failed: { label: 'Failed', icon: ErrorOutlineOutlined, colour: 'error' },
};

const asSentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A student's scores on their way to the course platform's gradebook: sent, waiting (with why
 * the last try failed) or failed with the reason and a button to send it again.
 */
export function ScoreSyncCell({
  classId,
  studentName,
  scores,
}: {
  classId: number;
  studentName: string;
  scores: readonly ScoreSync[];
}) {
  const resend = useResendScore(classId);
  if (scores.length === 0) return <>—</>;
  const named = scores.length > 1;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 220 }}>
      {scores.map((score) => {
        const look = STATE_LOOK[score.state];
        const Icon = look.icon;
        return (
          <Stack key={score.id} spacing={0.25} sx={{ alignItems: 'flex-start' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Icon fontSize="small" color={look.colour} aria-hidden />
              <Typography variant="body2">
                {named ? `${score.column}: ` : ''}
                {look.label} ({score.score_given}/{score.score_maximum})
              </Typography>
            </Stack>
            {score.last_error && (
              <Typography variant="caption" sx={{ color: 'text.secondary', maxWidth: 260 }}>
                {score.state === 'waiting'
                  ? `Trying again: ${score.last_error}`
                  : asSentence(score.last_error)}
              </Typography>
            )}
            {score.state === 'failed' && (
              <Button
                size="small"
                disabled={resend.isPending}
                onClick={() => resend.mutate(score.id)}
                aria-label={`Send the ${score.column} score of ${studentName} again`}
              >
                Send again
              </Button>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
