import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { StudentRecord } from '../../../contract/student-record';
import { useStudentRecord } from '../../api/student-record';
import { PageHeader } from '../page-header/page-header';
import { QueryStates } from '../query-states/query-states';
import { EndorsementDraft, NOT_AN_ENDORSEMENT } from './endorsement-draft';
import { RECORD_CLASS, RecordPrintStyles } from './print-styles';
import { recordDate, RecordSections, RecordSummary } from './record-sections';

type StudentRecordViewProps = {
  classId: number;
  studentId: number;
  /** The link back to where the record was opened from (not printed). */
  back: ReactNode;
  /** The viewer is a teacher of the class: the signature line is theirs. */
  asInstructor: boolean;
};

/**
 * The record an instructor prints (or saves as PDF from the print dialog) before signing the
 * student's logbook: readiness, ACS areas, study by week, quizzes, the final exam, the
 * knowledge-test report and an endorsement text to copy.
 */
export function StudentRecordView({
  classId,
  studentId,
  back,
  asInstructor,
}: StudentRecordViewProps) {
  const record = useStudentRecord(classId, studentId);
  return (
    <>
      <RecordPrintStyles />
      <Box className="record-screen-only" sx={{ mb: 1 }}>
        {back}
      </Box>
      <QueryStates
        query={record}
        what="The record"
        loading={<Skeleton variant="rounded" height={480} aria-label="Loading the record" />}
      >
        {(data) => <RecordPage record={data} asInstructor={asInstructor} />}
      </QueryStates>
    </>
  );
}

function RecordPage({ record, asInstructor }: { record: StudentRecord; asInstructor: boolean }) {
  const certificateHint =
    asInstructor && !record.instructor?.certificate_number
      ? 'Add your certificate number and expiry under Profile (the menu with your name) to fill in the signature line.'
      : undefined;
  return (
    <Box className={RECORD_CLASS}>
      <PageHeader
        title={`Training record: ${record.student.name}`}
        overline={record.class.name}
        subtitle={`Prepared ${recordDate(record.generated_at)} by Groundschool`}
        actions={
          <Button
            className="record-screen-only"
            variant="contained"
            startIcon={<PrintOutlined />}
            onClick={() => window.print()}
          >
            Print or save as PDF
          </Button>
        }
      />
      <Stack spacing={3}>
        <Alert severity="info" variant="outlined">
          {NOT_AN_ENDORSEMENT}
        </Alert>
        <RecordSummary record={record} />
        <RecordSections record={record} />
        <EndorsementDraft record={record} certificateHint={certificateHint} />
        <Typography variant="body2" className="record-print-only">
          Instructor&apos;s signature ______________________________ Date ______________
        </Typography>
      </Stack>
    </Box>
  );
}
