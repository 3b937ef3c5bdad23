import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import {
  REPORT_KIND_LABELS,
  REPORT_KINDS,
  questionReportInputSchema,
} from '../../../contract/question-reports';
import { reportQuestion } from '../../api/question-reports';
import { FormRootError, FormTextField, submitHandler, useContractForm } from '../form';
import { useReadOnly } from '../../lib/session/use-read-only';
import { ReadOnlyNote } from '../read-only/read-only-note';

/** "Report a problem" with a question: what kind, a comment; the teacher sees it and answers. */
export function ReportProblemButton({
  questionId,
  attemptId,
}: {
  questionId: number;
  attemptId: number;
}) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  const { readOnly } = useReadOnly();
  const form = useContractForm(questionReportInputSchema, {
    defaultValues: { attempt_id: attemptId, comment: '' },
  });
  const close = () => {
    setOpen(false);
    form.reset();
  };
  const onSubmit = submitHandler(form, async (values) => {
    await reportQuestion(questionId, values);
    setSent(true);
    close();
  });
  if (sent) {
    return (
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        Thank you: your report went to your teacher.
      </Typography>
    );
  }
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<ReportGmailerrorredOutlined />}
        onClick={() => setOpen(true)}
        disabled={readOnly}
        sx={{ alignSelf: 'flex-start' }}
      >
        Report a problem
      </Button>
      <ReadOnlyNote />
      <Dialog open={open} onClose={close} aria-labelledby={`report-${questionId}`} fullWidth>
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id={`report-${questionId}`}>Report a problem with this question</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <FormRootError errors={form.formState.errors} />
              <Controller
                control={form.control}
                name="kind"
                render={({ field, fieldState }) => (
                  <Stack>
                    <FormLabel id={`report-kind-${questionId}`} error={Boolean(fieldState.error)}>
                      What is wrong?
                    </FormLabel>
                    <RadioGroup
                      aria-labelledby={`report-kind-${questionId}`}
                      value={field.value ?? ''}
                      onChange={(event) => field.onChange(event.target.value)}
                    >
                      {REPORT_KINDS.map((kind) => (
                        <FormControlLabel
                          key={kind}
                          value={kind}
                          control={<Radio />}
                          label={REPORT_KIND_LABELS[kind]}
                        />
                      ))}
                    </RadioGroup>
                    {fieldState.error && (
                      <FormLabel error component="p" role="alert">
                        {fieldState.error.message}
                      </FormLabel>
                    )}
                  </Stack>
                )}
              />
              <FormTextField
                control={form.control}
                name="comment"
                label="Comment (optional)"
                multiline
                minRows={3}
              />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              Send report
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
