import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { QuestionDetail } from '../../../../contract/questions';
import { choiceLetter } from '../../../../contract/choice-letter';
import { FormSection } from '../../../components/form';
import { Markdown } from '../../../components/markdown/markdown';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every version, newest first; an answered version is kept as the attempts graded on it saw it. */
export function QuestionVersions({ question }: { question: QuestionDetail }) {
  return (
    <FormSection id="question-versions" title="Version history">
      {question.versions.length <= 1 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          One version. Editing an answered question makes a new one; an unanswered question is
          edited in place.
        </Typography>
      )}
      <div>
        {question.versions.map((version) => (
          <Accordion key={version.version} disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreRounded />}>
              <Stack>
                <Typography sx={{ fontWeight: 600 }}>
                  Version {version.version}
                  {version.version === question.version ? ' (current)' : ''}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {dateTime.format(new Date(version.created_at))}
                  {version.frozen ? ' · answered by students' : ''}
                </Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <Markdown>{version.stem}</Markdown>
              <List dense>
                {version.choices.map((choice, index) => (
                  <ListItem key={index} disableGutters>
                    <ListItemText
                      primary={`${choiceLetter(index)}. ${choice.text}${choice.correct ? ' ✓ correct' : ''}`}
                    />
                  </ListItem>
                ))}
              </List>
            </AccordionDetails>
          </Accordion>
        ))}
      </div>
    </FormSection>
  );
}
