import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { QuestionDetail } from '../../../../contract/questions';
import { FormSection } from '../../../components/form';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The question's metadata. */
export function QuestionFacts({ question }: { question: QuestionDetail }) {
  const facts: [string, string][] = [
    ['Topic', question.topic_name],
    ['Learning objective', question.learning_objective || '—'],
    ['Kind', question.multiple_response ? 'Multiple response' : 'Single best answer'],
    ['Choices', String(question.choices.length)],
    ['Figure', question.figure ? `${Math.ceil(question.figure.size / 1024)} KB` : 'None'],
    ['Version', String(question.version)],
    ['Created', dateTime.format(new Date(question.created_at))],
    ['Last changed', dateTime.format(new Date(question.updated_at))],
  ];
  return (
    <FormSection id="question-facts" title="Details">
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </FormSection>
  );
}
