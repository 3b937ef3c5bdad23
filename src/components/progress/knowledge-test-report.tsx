import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { green } from '@mui/material/colors';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  isKnowledgeCode,
  KNOWLEDGE_CODE_MESSAGE,
  parseKnowledgeCodes,
  type KnowledgeCode,
} from '../../../contract/knowledge-test';
import { isApiError } from '../../api/api-error';
import { useChangeKnowledgeCodes, useKnowledgeCodes } from '../../api/progress';
import { plural } from '../../../contract/plural';
import { useReadOnly } from '../../lib/session/use-read-only';
import { ReadOnlyNote } from '../read-only/read-only-note';

type KnowledgeTestReportProps = {
  classId: number;
  studentId: number;
  /** The student enters the codes and practises them; the instructor reviews them. */
  as: 'student' | 'instructor';
  /** The drill on the codes (the student's view). */
  practiseTo?: string | undefined;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** MUI's InputBase line height, in em: a row of the codes field. */
const INPUT_LINE_HEIGHT_EM = 1.4375;

/**
 * The codes of the student's real FAA knowledge-test report (the areas they missed): the student
 * enters them and drills the matching questions; the instructor marks each reviewed.
 */
export function KnowledgeTestReport({
  classId,
  studentId,
  as,
  practiseTo,
}: KnowledgeTestReportProps) {
  const titleId = useId();
  const codes = useKnowledgeCodes(classId, studentId);
  const list = codes.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2.5 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        Knowledge-test report
      </Typography>
      <Stack spacing={2}>
        {as === 'student' ? (
          <CodesForm classId={classId} studentId={studentId} saved={list} />
        ) : list.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            The student has not entered the codes of a knowledge-test report.
          </Typography>
        ) : null}
        {list.length > 0 && (
          <CodeList classId={classId} studentId={studentId} codes={list} as={as} />
        )}
        {as === 'student' && practiseTo && list.some((code) => code.questions > 0) && (
          <div>
            <Button variant="contained" component={RouterLink} to={practiseTo}>
              Practise these codes
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}

function CodesForm({
  classId,
  studentId,
  saved,
}: {
  classId: number;
  studentId: number;
  saved: KnowledgeCode[];
}) {
  const { save } = useChangeKnowledgeCodes(classId, studentId);
  const { readOnly } = useReadOnly();
  const [text, setText] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = text ?? saved.map((code) => code.code).join(' ');
  const submit = async () => {
    const codes = parseKnowledgeCodes(value);
    const wrong = codes.filter((code) => !isKnowledgeCode(code));
    if (wrong.length > 0) {
      setProblem(`${wrong.join(', ')}: ${KNOWLEDGE_CODE_MESSAGE}`);
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync(codes);
      setText(null);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The codes could not be saved.');
    }
  };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Copy the codes from the report of your real knowledge test: Groundschool drills the matching
        questions and shows them to your instructor.
      </Typography>
      <TextField
        label="Codes from your report"
        multiline
        // A plain textarea (the input component) that grows with the codes by CSS: MUI's autosizing
        // one measures itself as it mounts, forcing a layout of the whole class home (76 ms at 4×
        // CPU) into its first draw. A browser without field-sizing keeps two rows and scrolls.
        rows={2}
        sx={{
          '& textarea': { fieldSizing: 'content', minHeight: `${2 * INPUT_LINE_HEIGHT_EM}em` },
        }}
        value={value}
        onChange={(event) => setText(event.target.value)}
        error={problem !== null}
        helperText={problem ?? 'For example PA.I.B.K1 PA.III.A.K2 or PLT123, separated by spaces.'}
        slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { spellCheck: false } }}
      />
      <div>
        <Button
          variant="outlined"
          loading={save.isPending}
          disabled={readOnly}
          onClick={() => void submit()}
        >
          Save codes
        </Button>
      </div>
      <ReadOnlyNote />
    </Stack>
  );
}

function CodeList({
  classId,
  studentId,
  codes,
  as,
}: {
  classId: number;
  studentId: number;
  codes: KnowledgeCode[];
  as: 'student' | 'instructor';
}) {
  const { review } = useChangeKnowledgeCodes(classId, studentId);
  const open = codes.filter((code) => code.reviewed_at === null).map((code) => code.code);
  return (
    <>
      <List dense disablePadding aria-label="Codes of the report">
        {codes.map((code) => (
          <ListItem key={code.code} disableGutters divider>
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
                    {code.code}
                  </Typography>
                  {code.reviewed_at && (
                    <Chip
                      size="small"
                      label="Reviewed"
                      sx={{ bgcolor: green[800], color: 'common.white' }}
                    />
                  )}
                </Stack>
              }
              secondary={[
                plural(code.questions, 'matching question'),
                code.reviewed_at
                  ? `reviewed by ${code.reviewed_by_name ?? 'the instructor'} on ${dateFormat.format(new Date(code.reviewed_at))}`
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {as === 'instructor' && open.length > 0 && (
        <div>
          <Button
            variant="contained"
            loading={review.isPending}
            onClick={() => review.mutate(open)}
          >
            Mark {plural(open.length, 'code')} reviewed
          </Button>
        </div>
      )}
      {as === 'instructor' && open.length === 0 && (
        <Alert severity="success">Every code has been reviewed with the student.</Alert>
      )}
    </>
  );
}
