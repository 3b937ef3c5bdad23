import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useRef, useState } from 'react';
import type {
  FlashcardImportPreview,
  ImportPreviewQuestion,
  QuestionImportPreview,
} from '../../../../contract/question-imports';
import { isApiError } from '../../../api/api-error';
import { useCommitImport, usePreviewImport, type ImportKind } from '../../../api/imports';
import { plural } from '../../../../contract/plural';
import { ImportPreviewQuestions } from './import-preview-questions';
import { QuestionCsvHelp } from './question-csv-help';

const ACCEPT: Record<ImportKind, string> = {
  questions: '.csv,.xml,.gift,.txt',
  flashcards: '.csv,.txt,.tsv',
};
const FORMATS: Record<ImportKind, string> = {
  questions: 'CSV, Moodle XML or GIFT.',
  flashcards: 'CSV with front, back and topic (an Anki text export works).',
};
const FORMAT_NAMES = { csv: 'CSV', 'moodle-xml': 'Moodle XML', gift: 'GIFT' } as const;

type Preview = {
  count: number;
  format: string | null;
  topics: { name: string; count: number; exists: boolean }[];
  figures: number;
  questions: ImportPreviewQuestion[];
  skipped: { name: string; reason: string }[];
  errors: { line: number; message: string }[];
};

function normalise(preview: QuestionImportPreview | FlashcardImportPreview): Preview {
  if ('question_count' in preview) {
    return {
      count: preview.question_count,
      format: FORMAT_NAMES[preview.format],
      topics: preview.topics.map((t) => ({ ...t, count: t.question_count })),
      figures: preview.figure_count,
      questions: preview.questions,
      skipped: preview.skipped,
      errors: preview.errors,
    };
  }
  return {
    count: preview.flashcard_count,
    format: null,
    topics: preview.topics.map((t) => ({ ...t, count: t.flashcard_count })),
    figures: 0,
    questions: [],
    skipped: [],
    errors: preview.errors,
  };
}

const messageOf = (error: unknown) =>
  isApiError(error) && error.message ? error.message : 'The file could not be read.';

type ImportDialogProps = {
  classId: number;
  kind: ImportKind;
  onClose: () => void;
  /** After a commit: how many were created. */
  onImported: (created: number) => void;
};

/**
 * Import from a file: the preview first (what would be created in which topics, what is skipped and
 * why, every error with its line), then one commit that writes all of it or nothing.
 */
export function ImportDialog({ classId, kind, onClose, onImported }: ImportDialogProps) {
  const preview = usePreviewImport(classId, kind);
  const commit = useCommitImport(classId, kind);
  const [file, setFile] = useState<File | null>(null);
  const [shown, setShown] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const noun = kind === 'questions' ? 'question' : 'flashcard';

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setShown(null);
    setProblem(null);
    try {
      setShown(normalise(await preview.mutateAsync(chosen)));
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  const importAll = async () => {
    if (!file) return;
    try {
      const result = await commit.mutateAsync(file);
      onImported(result.created);
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  const canCommit = shown !== null && shown.count > 0 && shown.errors.length === 0;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>Import {kind}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {FORMATS[kind]} Nothing is written until you import.
          </Typography>
          {kind === 'questions' && <QuestionCsvHelp />}
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              loading={preview.isPending}
              onClick={() => input.current?.click()}
            >
              {file ? 'Choose another file' : 'Choose a file'}
            </Button>
            {file && (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Typography>
            )}
          </Stack>
          <input
            ref={input}
            type="file"
            accept={ACCEPT[kind]}
            hidden
            aria-label="File to import"
            data-testid="import-file"
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
          {shown && <PreviewSummary preview={shown} noun={noun} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={!canCommit}
          loading={commit.isPending}
          onClick={() => void importAll()}
        >
          {shown && canCommit ? `Import ${plural(shown.count, noun)}` : 'Import'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PreviewSummary({ preview, noun }: { preview: Preview; noun: string }) {
  const topicsId = useId();
  const skippedId = useId();
  const errorsId = useId();
  if (preview.errors.length > 0) {
    return (
      <Stack spacing={1}>
        <Alert severity="error">
          This file has {plural(preview.errors.length, 'error')}. Fix them and choose it again:
          nothing will be imported from it.
        </Alert>
        <Typography id={errorsId} variant="subtitle2" component="h3">
          Errors
        </Typography>
        <List dense aria-labelledby={errorsId}>
          {preview.errors.map((error, index) => (
            <ListItem key={index} disableGutters>
              <ListItemText
                primary={error.message}
                secondary={error.line > 0 ? `Line ${error.line}` : 'The whole file'}
              />
            </ListItem>
          ))}
        </List>
      </Stack>
    );
  }
  return (
    <Stack spacing={1}>
      <Alert severity={preview.count > 0 ? 'info' : 'warning'}>
        {preview.count > 0
          ? `${plural(preview.count, noun)} would be imported${preview.format ? ` from ${preview.format}` : ''}${
              preview.figures > 0 ? `, with ${plural(preview.figures, 'figure')}` : ''
            }.`
          : `This file has no ${noun}s we can import.`}
      </Alert>
      {preview.topics.length > 0 && (
        <>
          <Typography id={topicsId} variant="subtitle2" component="h3">
            Topics
          </Typography>
          <List dense aria-labelledby={topicsId}>
            {preview.topics.map((topic) => (
              <ListItem key={topic.name} disableGutters>
                <ListItemText
                  primary={topic.name}
                  secondary={`${plural(topic.count, noun)}${topic.exists ? '' : ' · new topic'}`}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <ImportPreviewQuestions questions={preview.questions} total={preview.count} />
      {preview.skipped.length > 0 && (
        <>
          <Typography id={skippedId} variant="subtitle2" component="h3">
            Skipped ({preview.skipped.length})
          </Typography>
          <List dense aria-labelledby={skippedId}>
            {preview.skipped.map((skip, index) => (
              <ListItem key={index} disableGutters>
                <ListItemText primary={skip.name} secondary={skip.reason} />
              </ListItem>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
