import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import type { Topic } from '../../../../contract/topics';
import { FilterSelect } from '../bank/filter-select';
import { SearchField } from '../bank/search-field';

export type QuestionParam = 'topic_id' | 'status' | 'objective' | 'q' | 'sort' | 'reports';

type ListParams = {
  get: (name: QuestionParam) => string;
  set: (changes: Partial<Record<QuestionParam, string>>) => void;
};

const SORT_LABELS = {
  '': 'Best match or newest',
  updated_at: 'Newest change',
  created_at: 'Newest first',
  learning_objective: 'Learning objective',
  topic: 'Topic order',
} as const;

/** The questions list's filters: search, topic, status, objective code, open reports, sort. */
export function QuestionFilters({ topics, params }: { topics: Topic[]; params: ListParams }) {
  return (
    <Paper
      variant="outlined"
      role="search"
      aria-label="Filter questions"
      sx={{
        p: 2,
        mb: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1.5fr repeat(3, 1fr) 1.5fr' },
        alignItems: 'center',
      }}
    >
      <SearchField
        label="Search questions"
        value={params.get('q')}
        onSearch={(q) => params.set({ q })}
      />
      <FilterSelect
        label="Topic"
        value={params.get('topic_id')}
        onChange={(topic_id) => params.set({ topic_id })}
        options={[
          { value: '', label: 'All topics' },
          ...topics.map((topic) => ({ value: String(topic.id), label: topic.name })),
        ]}
      />
      <FilterSelect
        label="Status"
        value={params.get('status')}
        onChange={(status) => params.set({ status })}
        options={[
          { value: '', label: 'Any status' },
          { value: 'draft', label: 'Draft' },
          { value: 'published', label: 'Published' },
          { value: 'retired', label: 'Retired' },
        ]}
      />
      <SearchField
        label="Objective code"
        search={false}
        value={params.get('objective')}
        onSearch={(objective) => params.set({ objective })}
      />
      <FilterSelect
        label="Sort by"
        value={params.get('sort')}
        onChange={(sort) => params.set({ sort })}
        options={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
      />
      <FormControlLabel
        sx={{ gridColumn: { lg: '1 / -1' } }}
        control={
          <Switch
            checked={params.get('reports') === 'open'}
            onChange={(event) => params.set({ reports: event.target.checked ? 'open' : '' })}
          />
        }
        label="Only questions with open problem reports"
      />
    </Paper>
  );
}
