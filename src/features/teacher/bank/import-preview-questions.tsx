import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';
import type { ImportPreviewQuestion } from '../../../../contract/question-imports';
import { plural } from '../../../../contract/plural';
import { choiceLetter } from '../../../../contract/choice-letter';
import { Markdown } from '../../../components/markdown/markdown';
import { StatusChip } from './status-chip';

type ImportPreviewQuestionsProps = {
  questions: ImportPreviewQuestion[];
  /** How many the file would create in all (the preview lists the first ones). */
  total: number;
};

/** The questions of an import as they would be created: stem, choices with the correct marked. */
export function ImportPreviewQuestions({ questions, total }: ImportPreviewQuestionsProps) {
  const titleId = useId();
  if (questions.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        Questions
      </Typography>
      {questions.length < total && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          The first {questions.length} of {total}.
        </Typography>
      )}
      <Stack spacing={1} sx={{ mt: 1 }}>
        {questions.map((question) => (
          <PreviewQuestion key={question.line} question={question} />
        ))}
      </Stack>
    </Box>
  );
}

function PreviewQuestion({ question }: { question: ImportPreviewQuestion }) {
  const nameId = useId();
  const correct = question.choices.filter((choice) => choice.correct).length;
  return (
    <Paper variant="outlined" component="article" aria-labelledby={nameId} sx={{ p: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography
          id={nameId}
          variant="subtitle2"
          component="h4"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {question.name}
        </Typography>
        <StatusChip status={question.status} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Line {question.line} · {question.topic}
        {question.multiple_response
          ? ` · multiple response, ${plural(correct, 'correct choice')}`
          : ''}
        {question.figure ? ` · figure ${question.figure}` : ''}
      </Typography>
      <Markdown>{question.stem}</Markdown>
      <List dense disablePadding aria-label={`Choices of ${question.name}`}>
        {question.choices.map((choice, index) => (
          <ListItem key={index} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {choice.correct ? (
                <CheckCircleRounded color="success" fontSize="small" />
              ) : (
                <RadioButtonUncheckedRounded fontSize="small" sx={{ color: 'text.secondary' }} />
              )}
            </ListItemIcon>
            <ListItemText
              primary={
                <>
                  {choiceLetter(index)}. {choice.text}
                  {choice.correct && (
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      (correct)
                    </Box>
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
