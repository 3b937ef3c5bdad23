import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { POINTS_REASON_LABELS } from '../../../../contract/progress';
import { LEDGER_PAGE_SIZE, usePointsLedger } from '../../../api/progress';
import { QueryStates } from '../../../components/query-states/query-states';

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The ledger behind a points total: each entry's reason, points and date, newest first. */
function LedgerTable({ classId, userId }: { classId: number; userId: number }) {
  const [page, setPage] = useState(1);
  const ledger = usePointsLedger(classId, userId, page);
  return (
    <QueryStates
      query={ledger}
      what="The points"
      loading={<Skeleton variant="rounded" height={160} />}
      isEmpty={(data) => data.total === 0}
      empty={<Typography>No points yet: finish a quiz or rate flashcards to earn some.</Typography>}
    >
      {(data) => (
        <>
          <Table size="small" aria-label="Points earned">
            <TableHead>
              <TableRow>
                <TableCell>For</TableCell>
                <TableCell align="right">Points</TableCell>
                <TableCell>When</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((entry) => (
                <TableRow key={entry.id}>
                  <TableCell>{POINTS_REASON_LABELS[entry.reason]}</TableCell>
                  <TableCell align="right">+{entry.points}</TableCell>
                  <TableCell>{dateTime(entry.earned_at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {data.total > LEDGER_PAGE_SIZE && (
            <TablePagination
              component="div"
              count={data.total}
              page={data.page - 1}
              rowsPerPage={data.page_size}
              rowsPerPageOptions={[]}
              onPageChange={(_, next) => setPage(next + 1)}
            />
          )}
        </>
      )}
    </QueryStates>
  );
}

/** "How the points add up": opens the ledger behind the total. */
export function PointsLedgerButton({ classId, userId }: { classId: number; userId: number }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        How the points add up
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>Your points</DialogTitle>
        <DialogContent>{open && <LedgerTable classId={classId} userId={userId} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
