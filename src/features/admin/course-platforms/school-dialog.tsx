import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import type { ClassSummary } from '../../../../contract/classes';
import {
  teachableSchoolCreateSchema,
  teachableSchoolEditSchema,
  type TeachableSchool,
  type TeachableSchoolCreate,
  type TeachableSchoolEdit,
} from '../../../../contract/teachable-schools';
import { useClassList } from '../../../api/classes';
import { useCreateTeachableSchool, useEditTeachableSchool } from '../../../api/teachable-schools';
import {
  DialogForm,
  FormTextField,
  submitHandler,
  useContractForm,
} from '../../../components/form';
import { SchoolCoursesField, type ClassChoice } from './school-courses-field';

type SchoolControl = Control<TeachableSchoolEdit>;

type SecretFieldProps = {
  control: SchoolControl;
  name: 'client_secret' | 'api_key';
  label: string;
  helperText: string;
  required?: boolean;
  disabled?: boolean;
};

/** A secret typed in (never shown back): left empty, it is not sent. */
function SecretField({ control, name, label, helperText, required, disabled }: SecretFieldProps) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      type="password"
      autoComplete="new-password"
      label={label}
      required={required}
      disabled={disabled}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) =>
        field.onChange(event.target.value === '' ? undefined : event.target.value)
      }
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}

/** Removing the stored Admin API key: `api_key: null`. */
function RemoveApiKeyBox({ control }: { control: SchoolControl }) {
  const { field } = useController({ control, name: 'api_key' });
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={field.value === null}
          onChange={(event) => field.onChange(event.target.checked ? null : undefined)}
        />
      }
      label="Remove the stored Admin API key"
    />
  );
}

/**
 * The active classes, and the ones the school already feeds (known before the list arrives; an
 * archived one is marked, and saving it is refused).
 */
function classChoices(listed: ClassSummary[], school: TeachableSchool | null): ClassChoice[] {
  const choices = listed
    .filter((row) => !row.archived)
    .map((row) => ({ id: row.id, name: row.name }));
  for (const course of school?.courses ?? []) {
    if (choices.some((choice) => choice.id === course.class_id)) continue;
    const archived = listed.some((row) => row.id === course.class_id && row.archived);
    choices.push({
      id: course.class_id,
      name: archived ? `${course.class_name} (archived)` : course.class_name,
    });
  }
  return choices;
}

const valuesOf = (school: TeachableSchool | null): TeachableSchoolEdit => ({
  school_id: school?.school_id ?? '',
  name: school?.name ?? '',
  school_url: school?.school_url ?? '',
  client_id: school?.client_id ?? '',
  courses: school?.courses.map(({ course_id, class_id }) => ({ course_id, class_id })) ?? [],
});

type SchoolDialogProps = {
  /** The school to edit, or null to connect one. */
  school: TeachableSchool | null;
  onClose: () => void;
  onSaved: (saved: TeachableSchool) => void;
};

/** Superuser: a Teachable school connected (its OAuth app, Admin API key, courses), or edited. */
export function SchoolDialog({ school, onClose, onSaved }: SchoolDialogProps) {
  const create = useCreateTeachableSchool();
  const edit = useEditTeachableSchool(school?.id ?? 0);
  const save = school ? edit : create;
  // A new school needs its client secret; an edit keeps the stored one unless another is typed.
  const schema: z.$ZodType<TeachableSchoolEdit, TeachableSchoolEdit> = school
    ? teachableSchoolEditSchema
    : teachableSchoolCreateSchema;
  const form = useContractForm(schema, { defaultValues: valuesOf(school) });
  const classes = useClassList('teacher');
  const choices = classChoices(classes.data ?? [], school);
  const titleId = useId();
  const submit = submitHandler(form, async (values) =>
    onSaved(
      school
        ? await edit.mutateAsync(values)
        : await create.mutateAsync(values as TeachableSchoolCreate),
    ),
  );
  const close = () => {
    if (!save.isPending) onClose();
  };
  const control = form.control;
  const removingKey = form.watch('api_key') === null;

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogForm
        titleId={titleId}
        title={school ? 'Edit Teachable school' : 'Connect a Teachable school'}
        onSubmit={submit}
        errors={form.formState.errors}
        busy={save.isPending}
        submitLabel={school ? 'Save' : 'Connect school'}
        onCancel={close}
        intro="From the school's Teachable admin: Settings → OAuth apps (client id and secret) and, on the Growth plan, Settings → API (the key)."
      >
        <FormTextField control={control} name="name" label="Name" helperText="Optional." />
        <FormTextField
          control={control}
          name="school_id"
          label="School id"
          required
          autoFocus
          helperText="The number in the school's admin addresses (…/admin-app/12345/…)."
        />
        <FormTextField
          control={control}
          name="school_url"
          label="School address"
          required
          helperText="Where students see the lectures, e.g. https://flight.teachable.com or its own domain."
        />
        <FormTextField control={control} name="client_id" label="Client id" required />
        <SecretField
          control={control}
          name="client_secret"
          label="Client secret"
          required={!school}
          helperText={
            school
              ? 'Stored. Leave empty to keep it; type a new one to replace it.'
              : 'Stored encrypted; never shown again.'
          }
        />
        <SecretField
          control={control}
          name="api_key"
          label="Admin API key"
          disabled={removingKey}
          helperText={
            school?.has_api_key
              ? 'Stored. Leave empty to keep it; type a new one to replace it.'
              : 'Optional (Growth plan): confirms enrolment webhooks before they change a class.'
          }
        />
        {school?.has_api_key && <RemoveApiKeyBox control={control} />}
        <SchoolCoursesField control={control} classes={choices} />
      </DialogForm>
    </Dialog>
  );
}
