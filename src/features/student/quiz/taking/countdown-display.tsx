import TimerOutlined from '@mui/icons-material/TimerOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useEffect, useRef, useState } from 'react';
import { announcementFor, crossedMark, formatClock, remainingMs } from './countdown';

const TICK_MS = 1_000;

/**
 * The time left, recomputed each second from the deadline and the server's clock offset (a
 * background tab catches up the moment it runs again). Screen readers hear it at 10, 5 and 1
 * minutes only; at zero `onTimeUp` runs once.
 */
export function CountdownDisplay({
  deadlineAt,
  offsetMs,
  onTimeUp,
}: {
  deadlineAt: string;
  offsetMs: number;
  onTimeUp: () => void;
}) {
  const left = () => remainingMs(deadlineAt, offsetMs, Date.now());
  const [remaining, setRemaining] = useState(left);
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(remaining);
  const timeUp = useRef(false);
  const onTimeUpRef = useRef(onTimeUp);
  useEffect(() => {
    onTimeUpRef.current = onTimeUp;
  }, [onTimeUp]);

  useEffect(() => {
    const tick = () => {
      const now = remainingMs(deadlineAt, offsetMs, Date.now());
      const mark = crossedMark(previous.current, now);
      if (mark !== null) setAnnouncement(announcementFor(mark));
      previous.current = now;
      setRemaining(now);
      if (now <= 0 && !timeUp.current) {
        timeUp.current = true;
        onTimeUpRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, TICK_MS);
    return () => clearInterval(timer);
  }, [deadlineAt, offsetMs]);

  const low = remaining <= 60_000;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TimerOutlined
        fontSize="small"
        aria-hidden
        sx={{ color: low ? 'error.main' : 'text.secondary' }}
      />
      <Typography
        role="timer"
        aria-label={`Time left ${formatClock(remaining)}`}
        sx={{
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 600,
          color: low ? 'error.main' : 'text.primary',
        }}
      >
        {formatClock(remaining)}
      </Typography>
      <Box component="span" role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Stack>
  );
}
