import GroupOutlined from '@mui/icons-material/GroupOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { ClassStudent } from '../../../../contract';
import { classKeys, useClass, useClassStudents } from '../../../api/classes';
import { EmptyState } from '../../../components/empty-state/empty-state';
import { QueryStates } from '../../../components/query-states/query-states';
import { ClassPageHeader } from '../class-page/class-page-header';
import { useIdParam } from '../../../components/routing/route-params';
import { useAuthStore } from '../../../lib/session/auth-store';
import { startImpersonation } from '../../../lib/session/impersonation-store';
import { AccommodationsDialog, describeAccommodations } from './accommodations-dialog';
import { ClassOverviewSection } from './class-overview';
import { InviteStudents } from './invite-students';
import { JoinCodeCard } from './join-code-card';
import { RemoveStudentDialog } from './remove-student-dialog';
import { RosterSync } from './roster-sync';
import { TeachersCard } from './teachers-card';
import { paths } from '../../../lib/paths';

const SKELETON_ROWS = 4;

/** /teacher/classes/:classId/students: the class's students, each viewable as that student. */
export function TeacherStudentsPage() {
  const classId = useIdParam('classId');
  const classSummary = useClass(classId);
  const students = useClassStudents(classId);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();

  const viewAsStudent = (student: ClassStudent) => {
    startImpersonation(
      { id: student.id, name: student.name },
      `${location.pathname}${location.search}`,
    );
    // Class lists cached for the teacher must not show while viewing as the student.
    queryClient.removeQueries({ queryKey: classKeys.all });
    void navigate(paths.student.home.href());
  };

  const [editing, setEditing] = useState<ClassStudent | null>(null);
  const [removing, setRemoving] = useState<ClassStudent | null>(null);
  const canAppoint = useAuthStore((state) => state.isSuperuser);

  return (
    <>
      <ClassPageHeader classId={classId} title="Students" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 3,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <InviteStudents classId={classId} />
        {classSummary.data && <JoinCodeCard classSummary={classSummary.data} />}
        <TeachersCard classId={classId} canAppoint={canAppoint} />
      </Box>
      <RosterSync classId={classId} />
      <QueryStates
        query={students}
        what="The students"
        loading={
          <StudentTable label="Loading students" busy>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <TableRow key={index}>
                <TableCell>
                  <Skeleton width="60%" />
                </TableCell>
                <TableCell sx={wideColumn}>
                  <Skeleton width="70%" />
                </TableCell>
                <TableCell align="right" sx={wideColumn}>
                  <Skeleton width={140} sx={{ ml: 'auto' }} />
                </TableCell>
              </TableRow>
            ))}
          </StudentTable>
        }
        empty={
          <EmptyState icon={<GroupOutlined />} title="No students in this class yet">
            Invite them by e-mail or share the join code: they appear here once they have joined.
          </EmptyState>
        }
      >
        {(list) => (
          <StudentTable label="Students">
            {list.map((student) => (
              <TableRow key={student.id} hover sx={stackOnPhone.row}>
                <TableCell sx={stackOnPhone.first}>
                  <Typography sx={{ fontWeight: 600 }}>{student.name}</Typography>
                  <Typography
                    variant="body2"
                    sx={{ color: 'text.secondary', display: { xs: 'block', sm: 'none' } }}
                  >
                    {student.email}
                  </Typography>
                  {describeAccommodations(student.accommodations) && (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {describeAccommodations(student.accommodations)}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={wideColumn}>{student.email ?? '—'}</TableCell>
                <TableCell align="right" sx={stackOnPhone.last}>
                  <StudentActions
                    classId={classId}
                    student={student}
                    onViewAsStudent={() => viewAsStudent(student)}
                    onAccommodations={() => setEditing(student)}
                    onRemove={() => setRemoving(student)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </StudentTable>
        )}
      </QueryStates>
      {classSummary.data && (
        <ClassOverviewSection classId={classId} className={classSummary.data.name} />
      )}
      {editing && (
        <AccommodationsDialog
          classId={classId}
          student={editing}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <RemoveStudentDialog
          classId={classId}
          student={removing}
          onClose={() => setRemoving(null)}
        />
      )}
    </>
  );
}

/** Shown from sm up; on a phone the e-mail sits under the name. */
const wideColumn = { display: { xs: 'none', sm: 'table-cell' } } as const;
/** On a phone each row stacks: name and e-mail, then the actions below. */
const stackOnPhone = {
  row: { display: { xs: 'block', sm: 'table-row' } },
  first: {
    display: { xs: 'block', sm: 'table-cell' },
    // Phones stack a row's cells: only its last cell draws the divider. (A responsive value of
    // undefined would not restore the table's own border above xs.)
    '@media (max-width: 599.95px)': { borderBottom: 'none' },
  },
  last: { display: { xs: 'block', sm: 'table-cell' }, pt: { xs: 0, sm: 2 } },
} as const;
/** Hidden but read aloud. Sizes in px: MUI reads a bare 1 as 100 %, which scrolled the table sideways. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function StudentTable({
  label,
  busy,
  children,
}: {
  label: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} aria-busy={busy || undefined}>
        <TableHead sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell sx={wideColumn}>E-mail</TableCell>
            <TableCell align="right" sx={wideColumn}>
              <Box component="span" sx={visuallyHidden}>
                Actions
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

function StudentActions({
  classId,
  student,
  onViewAsStudent,
  onAccommodations,
  onRemove,
}: {
  classId: number;
  student: ClassStudent;
  onViewAsStudent: () => void;
  onAccommodations: () => void;
  onRemove: () => void;
}) {
  // The student's name completes each button's accessible name ("View as student Sofia Martinez").
  const who = (
    <>
      {' '}
      <Box component="span" sx={visuallyHidden}>
        {student.name}
      </Box>
    </>
  );
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: { sm: 'flex-end' }, flexWrap: 'wrap' }}>
      <Button
        size="small"
        component={RouterLink}
        to={paths.teacher.studentPerformance.href({ classId, stdID: student.id })}
      >
        Performance
        {who}
      </Button>
      <Button
        size="small"
        variant="outlined"
        startIcon={<VisibilityOutlined />}
        onClick={onViewAsStudent}
      >
        View as student
        {who}
      </Button>
      <Button size="small" onClick={onAccommodations}>
        Accommodations
        {who}
      </Button>
      <Button size="small" color="error" onClick={onRemove}>
        Remove
        {who}
      </Button>
    </Box>
  );
}
