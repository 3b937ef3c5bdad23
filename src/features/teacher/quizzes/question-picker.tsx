import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MAX_PAGE_SIZE } from '../../../../contract/pagination';
import type { QuestionListItem } from '../../../../contract/questions';
import { useQuestions } from '../../../api/questions';
import { QueryStates } from '../../../components/query-states/query-states';
import { plainText } from '../../../lib/plain-text';
import { plural } from '../../../../contract/plural';

type QuestionPickerProps = {
  classId: number;
  topicId: number;
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
};

const matches = (question: QuestionListItem, filter: string) =>
  !filter ||
  `${plainText(question.stem)} ${question.learning_objective}`
    .toLowerCase()
    .includes(filter.toLowerCase());

/** Picks a fixed quiz's questions from the topic's published ones, in the order they are picked. */
export function QuestionPicker({
  classId,
  topicId,
  selected,
  onChange,
  error,
}: QuestionPickerProps) {
  const published = useQuestions(classId, {
    topic_id: topicId,
    status: 'published',
    sort: 'created_at',
    order: 'asc',
    page_size: MAX_PAGE_SIZE,
  });
  const [filter, setFilter] = useState('');
  const toggle = (id: number) =>
    onChange(selected.includes(id) ? selected.filter((item) => item !== id) : [...selected, id]);
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="subtitle2" component="p" role="status">
          {plural(selected.length, 'question')} picked
        </Typography>
        <TextField
          size="small"
          type="search"
          label="Find a question"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      </Stack>
      {error && <Alert severity="error">{error}</Alert>}
      <QueryStates
        query={published}
        what="The topic's questions"
        loading={<Skeleton variant="rounded" height={200} />}
        isEmpty={(page) => page.total === 0}
        empty={
          <Alert severity="info">
            This topic has no published questions yet. Publish some first, or draw random ones once
            there are.
          </Alert>
        }
      >
        {(page) => (
          <Paper variant="outlined" sx={{ maxHeight: 360, overflow: 'auto' }}>
            <List dense aria-label="Published questions of the topic">
              {page.items
                .filter((question) => matches(question, filter))
                .map((question) => {
                  const order = selected.indexOf(question.id);
                  const text = plainText(question.stem);
                  return (
                    <ListItem key={question.id} divider>
                      <FormControlLabel
                        sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
                        control={
                          <Checkbox
                            checked={order >= 0}
                            onChange={() => toggle(question.id)}
                            sx={{ mt: -0.5 }}
                          />
                        }
                        label={
                          <ListItemText
                            sx={{ m: 0 }}
                            primary={text}
                            secondary={
                              [
                                order >= 0 ? `Question ${order + 1} of the quiz` : null,
                                question.learning_objective || null,
                              ]
                                .filter(Boolean)
                                .join(' · ') || undefined
                            }
                            slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                          />
                        }
                      />
                    </ListItem>
                  );
                })}
            </List>
            {page.total > page.items.length && (
              <Typography variant="caption" component="p" sx={{ p: 1, color: 'text.secondary' }}>
                Showing the first {page.items.length} of {page.total}: find a question to narrow the
                list.
              </Typography>
            )}
          </Paper>
        )}
      </QueryStates>
    </Stack>
  );
}
