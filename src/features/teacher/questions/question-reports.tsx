import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  REPORT_KIND_LABELS,
  resolveReportInputSchema,
  type QuestionReport,
} from '../../../../contract/question-reports';
import { useQuestionReports, useResolveReport } from '../../../api/question-reports';
import {
  FormSection,
  FormTextField,
  submitHandler,
  useContractForm,
} from '../../../components/form';
import { QueryStates } from '../../../components/query-states/query-states';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Problems students reported with this question: open ones first, each resolved with a note. */
export function QuestionReports({ classId, questionId }: { classId: number; questionId: number }) {
  const reports = useQuestionReports(classId, questionId);
  return (
    <FormSection id="question-reports" title="Problem reports">
      <QueryStates
        query={reports}
        what="The reports"
        loading={<Skeleton variant="rounded" height={80} />}
        empty={
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No student has reported a problem with this question.
          </Typography>
        }
      >
        {(list) => (
          <Stack spacing={1.5}>
            {[...list]
              .sort((a, b) => Number(a.status === 'resolved') - Number(b.status === 'resolved'))
              .map((report) => (
                <ReportCard key={report.id} classId={classId} report={report} />
              ))}
          </Stack>
        )}
      </QueryStates>
    </FormSection>
  );
}

function ReportCard({ classId, report }: { classId: number; report: QuestionReport }) {
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={`Report by ${report.reporter_name}`}
      sx={{ p: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip
          size="small"
          variant="outlined"
          color={report.status === 'open' ? 'error' : 'default'}
          label={report.status === 'open' ? 'Open' : 'Resolved'}
        />
        <Typography variant="subtitle2">{REPORT_KIND_LABELS[report.kind]}</Typography>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {report.reporter_name} · {dateFormat.format(new Date(report.created_at))}
      </Typography>
      {report.comment && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          “{report.comment}”
        </Typography>
      )}
      {report.status === 'resolved' ? (
        <Alert severity="success" sx={{ mt: 1 }}>
          {report.resolution_note}
        </Alert>
      ) : (
        <ResolveForm classId={classId} reportId={report.id} />
      )}
    </Paper>
  );
}

function ResolveForm({ classId, reportId }: { classId: number; reportId: number }) {
  const resolve = useResolveReport(classId);
  const form = useContractForm(resolveReportInputSchema, { defaultValues: { note: '' } });
  const submit = submitHandler(form, (values) =>
    resolve.mutateAsync({ reportId, note: values.note }),
  );
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 1.5, display: 'grid', gap: 1 }}>
      <FormTextField
        control={form.control}
        name="note"
        label="Note to the student"
        size="small"
        multiline
        helperText="What you changed, or why the question stands."
      />
      <Box>
        <Button type="submit" size="small" variant="contained" loading={resolve.isPending}>
          Resolve
        </Button>
      </Box>
    </Box>
  );
}
