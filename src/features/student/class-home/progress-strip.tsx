import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BADGE_DESCRIPTIONS, type StudentProgress } from '../../../../contract/progress';
import { useState } from 'react';
import { streakSuffix } from '../../../../contract/study-texts';
import { EndorsementNotice } from './endorsement-notice';
import { PointsLedgerButton } from './points-ledger';
import { BadgeList } from '../../../components/progress/badge-list';

const date = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** Points, streak and badges of the student in the class (nothing when the class has them off). */
export function ProgressStrip({
  progress,
  studentName,
  className,
  ledgerOf,
}: {
  progress: StudentProgress;
  studentName: string;
  className: string;
  /** Whose ledger "How the points add up" opens. */
  ledgerOf: { classId: number; userId: number };
}) {
  const [printing, setPrinting] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" sx={{ gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
          {progress.points_enabled && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StarBorder aria-hidden sx={{ color: 'warning.main' }} />
              <Typography>
                <strong>{progress.points}</strong> points
              </Typography>
              <PointsLedgerButton {...ledgerOf} />
            </Stack>
          )}
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <LocalFireDepartmentOutlined aria-hidden sx={{ color: 'error.main' }} />
            <Typography>
              <strong>{progress.streak.current}</strong>
              {streakSuffix(progress.streak)}
            </Typography>
          </Stack>
        </Stack>
        {progress.endorsement && (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography>
              Marked ready for the knowledge test by {progress.endorsement.teacher_name} on{' '}
              {date(progress.endorsement.endorsed_at)}.
            </Typography>
            <Button size="small" onClick={() => setPrinting(true)}>
              Print this note
            </Button>
          </Stack>
        )}
        {printing && progress.endorsement && (
          <EndorsementNotice
            studentName={studentName}
            className={className}
            endorsement={progress.endorsement}
            onClose={() => setPrinting(false)}
          />
        )}
        {progress.badges.length > 0 && (
          <BadgeList
            label="Badges"
            badges={progress.badges.map((badge) => ({
              kind: badge.kind,
              explanation: `${BADGE_DESCRIPTIONS[badge.kind]} Earned ${date(badge.earned_at)}.`,
            }))}
          />
        )}
      </Stack>
    </Paper>
  );
}
