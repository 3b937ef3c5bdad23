import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useController, useFieldArray, type Control } from 'react-hook-form';
import type { TeachableSchoolEdit } from '../../../../contract/teachable-schools';
import { FormTextField } from '../../../components/form';

type SchoolControl = Control<TeachableSchoolEdit>;

export type ClassChoice = { id: number; name: string };

/** A new row's class until one is chosen (the schema refuses it: "Choose the class…"). */
const NO_CLASS = Number.NaN;

function ClassPicker({
  control,
  index,
  classes,
}: {
  control: SchoolControl;
  index: number;
  classes: ClassChoice[];
}) {
  const { field, fieldState } = useController({ control, name: `courses.${index}.class_id` });
  return (
    <TextField
      select
      label="Class"
      name={field.name}
      value={Number.isInteger(field.value) ? field.value : ''}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      sx={{ flex: 1, minWidth: 0 }}
    >
      {classes.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

type SchoolCoursesFieldProps = {
  control: SchoolControl;
  /** The classes a course may feed: the active ones, and any one already linked. */
  classes: ClassChoice[];
};

/** Which Teachable course feeds which class: one row per course. */
export function SchoolCoursesField({ control, classes }: SchoolCoursesFieldProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'courses' });
  const { fieldState } = useController({ control, name: 'courses' });
  const error = fieldState.error as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        Courses → classes
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        A student enrolled in the course becomes a student of the class. The course id is the number
        in the course's Teachable admin address (…/admin/courses/<b>123</b>).
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((row, index) => (
          <Stack key={row.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ flex: 1, minWidth: 0 }}
            >
              <FormTextField
                control={control}
                name={`courses.${index}.course_id`}
                label="Course id"
                sx={{ width: { sm: 160 }, flexShrink: 0 }}
              />
              <ClassPicker control={control} index={index} classes={classes} />
            </Stack>
            <IconButton
              aria-label={`Remove course ${index + 1}`}
              onClick={() => remove(index)}
              sx={{ mt: 1 }}
            >
              <DeleteOutlined />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {message && <FormHelperText error>{message}</FormHelperText>}
      <Button
        startIcon={<AddRounded />}
        onClick={() => append({ course_id: '', class_id: NO_CLASS })}
        sx={{ mt: 1 }}
      >
        Add a course
      </Button>
    </Box>
  );
}
