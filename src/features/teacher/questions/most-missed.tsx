import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useMostMissed } from '../../../api/questions';
import { plainText } from '../../../lib/plain-text';
import { paths } from '../../../lib/paths';
import { ALL_ANSWERS_NOTE, rightOfAllAnswers } from './statistics-wording';

/** The questions students miss most (from 5 answers up): where teaching or wording may need work. */
export function MostMissed({ classId }: { classId: number }) {
  const missed = useMostMissed(classId);
  const list = missed.data ?? [];
  if (list.length === 0) return null;
  return (
    <Accordion variant="outlined" disableGutters sx={{ mb: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreRounded />}>
        <Typography sx={{ fontWeight: 600 }}>Most missed questions ({list.length})</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {ALL_ANSWERS_NOTE}
        </Typography>
        <List dense disablePadding aria-label="Most missed questions">
          {list.map((entry) => (
            <ListItem key={entry.question_id} disableGutters divider>
              <ListItemText
                primary={
                  <Link
                    component={RouterLink}
                    to={paths.teacher.question.href({ classId, quesID: entry.question_id })}
                  >
                    {plainText(entry.stem).slice(0, 140)}
                  </Link>
                }
                secondary={`${entry.topic_name} · ${rightOfAllAnswers(entry.facility, entry.answers)}`}
              />
            </ListItem>
          ))}
        </List>
      </AccordionDetails>
    </Accordion>
  );
}
