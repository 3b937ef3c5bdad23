import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { QuestionDetail } from '../../../../contract/questions';
import type { AttemptQuestion } from '../../../../contract/attempts';
import { choiceLetter } from '../../../../contract/choice-letter';
import { FormSection } from '../../../components/form';
import { Markdown } from '../../../components/markdown/markdown';
import { QuestionPanel } from '../../../components/question/question-panel';

/** The question in the shape the quiz shows it (choices numbered by position). */
export const asStudentSees = (question: QuestionDetail): AttemptQuestion => ({
  slot: 1,
  question_id: question.id,
  stem: question.stem,
  figure_url: question.figure?.url ?? null,
  multiple: question.multiple_response,
  choices: question.choices.map((choice, index) => ({ id: index, text: choice.text })),
  topic_id: question.topic_id,
  topic_name: question.topic_name,
});

/** The question exactly as the quiz shows it (try the choices), then its answer key. */
export function QuestionPreview({ question }: { question: QuestionDetail }) {
  const [chosen, setChosen] = useState<number[]>([]);
  const choose = (choiceId: number) =>
    setChosen((current) =>
      question.multiple_response
        ? current.includes(choiceId)
          ? current.filter((id) => id !== choiceId)
          : [...current, choiceId]
        : [choiceId],
    );
  return (
    <FormSection id="question-preview" title="As students see it">
      <QuestionPanel
        question={asStudentSees(question)}
        number={1}
        total={1}
        chosen={chosen}
        onChoose={choose}
      />
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Answer key
      </Typography>
      <List dense disablePadding aria-label="Correct choices">
        {question.choices.map((choice, index) =>
          choice.correct ? (
            <ListItem key={index} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleRounded color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={`${choiceLetter(index)}. ${choice.text}`} />
            </ListItem>
          ) : null,
        )}
      </List>
      {question.explanation ? (
        <Markdown>{question.explanation}</Markdown>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No explanation yet. Students learn most from one.
        </Typography>
      )}
      {question.reference && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Reference: {question.reference}
        </Typography>
      )}
    </FormSection>
  );
}
