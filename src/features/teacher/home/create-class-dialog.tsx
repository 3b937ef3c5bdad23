import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { createClassBodySchema, type ClassSummary } from '../../../../contract';
import { useCreateClass } from '../../../api/classes';
import { isApiError } from '../../../api/api-error';

type Field = 'name' | 'description';
type FieldErrors = Partial<Record<Field, string>>;

type CreateClassDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (created: ClassSummary) => void;
};

/** Superuser: create a class (name and description), validated here and by the server. */
export function CreateClassDialog({ open, onClose, onCreated }: CreateClassDialogProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const createClass = useCreateClass();
  const titleId = useId();

  const reset = () => {
    setName('');
    setDescription('');
    setErrors({});
    setFormError(null);
    createClass.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createClassBodySchema.safeParse({ name, description });
    if (!parsed.success) {
      const next: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'description') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFormError(null);
    createClass.mutate(parsed.data, {
      onSuccess: (created) => {
        reset();
        onCreated(created);
      },
      onError: (error) => {
        const fields = isApiError(error) && error.status === 422 ? error.fields : [];
        if (fields.length === 0) return; // the API client has already told the user
        const next: FieldErrors = {};
        const unplaced: string[] = [];
        for (const field of fields) {
          // The server names fields like 'body.name'.
          const key = field.path.split('.').at(-1);
          if (key === 'name' || key === 'description') next[key] ??= field.message;
          else unplaced.push(field.message);
        }
        setErrors(next);
        setFormError(unplaced.length > 0 ? unplaced.join(' ') : null);
      },
    });
  };

  const close = () => {
    if (createClass.isPending) return;
    reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>New class</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            <TextField
              label="Name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
              autoFocus
              error={Boolean(errors.name)}
              helperText={errors.name ?? 'For example “Private Pilot Ground School — Spring”.'}
            />
            <TextField
              label="Description"
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              multiline
              minRows={3}
              error={Boolean(errors.description)}
              helperText={errors.description ?? 'Optional. What the class prepares for.'}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={createClass.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={createClass.isPending}>
            Create class
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
