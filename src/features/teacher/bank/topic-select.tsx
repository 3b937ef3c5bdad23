import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import type { Topic } from '../../../../contract/topics';
import { FormTextField } from '../../../components/form';

type TopicSelectProps<Values extends FieldValues> = {
  control: Control<Values, unknown, FieldValues>;
  name: FieldPath<Values>;
  topics: readonly Topic[];
  label?: string;
};

/** Picks one of the class's topics, in the class's order. */
export function TopicSelect<Values extends FieldValues>({
  control,
  name,
  topics,
  label = 'Topic',
}: TopicSelectProps<Values>) {
  return (
    <FormTextField control={control} name={name} label={label} select required>
      {topics.map((topic) => (
        <MenuItem key={topic.id} value={topic.id}>
          {topic.name}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
