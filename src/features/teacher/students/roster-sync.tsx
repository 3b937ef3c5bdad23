import SyncOutlined from '@mui/icons-material/SyncOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { showSuccessToast } from '../../../lib/toasts';
import type { RosterSyncResult } from '../../../../contract/course-platform-roster';
import { useRosterSource, useSyncRoster } from '../../../api/course-platform-roster';

const people = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The toast after a sync: what the course platform's roster changed. */
export function describeRosterSync(result: RosterSyncResult) {
  const parts = [
    `${people(result.students, 'student', 'students')} and ${people(result.teachers, 'teacher', 'teachers')} in the course`,
  ];
  if (result.added > 0) parts.push(`${result.added} new`);
  if (result.updated > 0) parts.push(`${people(result.updated, 'name', 'names')} updated`);
  if (result.removed > 0) parts.push(`${result.removed} inactive removed`);
  return `Roster synced: ${parts.join(', ')}.`;
}

const syncedAtText = (syncedAt: string | null) =>
  syncedAt === null
    ? 'Not synced yet.'
    : `Last synced ${new Date(syncedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}.`;

/**
 * "Sync roster", for a class linked to a course on a course platform (LTI): its members join the
 * class, with the names the platform gives. Nothing shows for other classes. A refusal is toasted
 * with the server's words (the error catalogue).
 */
export function RosterSync({ classId }: { classId: number }) {
  const source = useRosterSource(classId);
  const sync = useSyncRoster(classId);
  if (!source.data?.linked) return null;
  const run = () =>
    sync.mutate(undefined, { onSuccess: (result) => showSuccessToast(describeRosterSync(result)) });
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="roster-sync-title"
      sx={{ p: 2, mb: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography
          id="roster-sync-title"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600 }}
        >
          Course platform roster
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {source.data.roster_available
            ? `Students of the linked course appear here before they open Groundschool. ${syncedAtText(source.data.synced_at)}`
            : 'The linked course has not offered its roster yet: turn on Names and Role Provisioning for Groundschool in the course platform.'}
        </Typography>
      </Box>
      <Button
        variant="outlined"
        startIcon={<SyncOutlined />}
        onClick={run}
        loading={sync.isPending}
      >
        Sync roster
      </Button>
    </Paper>
  );
}
