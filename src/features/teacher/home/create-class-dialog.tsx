import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { createClassBodySchema, type ClassSummary } from '../../../../contract';
import { useCreateClass } from '../../../api/classes';
import {
  FormRootError,
  FormTextField,
  submitHandler,
  useContractForm,
} from '../../../components/form';

type CreateClassDialogProps = {
  open: boolean;
  onClose: () => void;
  onCreated: (created: ClassSummary) => void;
};

/** Superuser: create a class (name and description), validated here and by the server. */
export function CreateClassDialog({ open, onClose, onCreated }: CreateClassDialogProps) {
  const createClass = useCreateClass();
  const form = useContractForm(createClassBodySchema, {
    defaultValues: { name: '', description: '' },
  });
  const titleId = useId();

  const submit = submitHandler(form, async (values) => {
    const created = await createClass.mutateAsync(values);
    form.reset();
    onCreated(created);
  });

  const close = () => {
    if (createClass.isPending) return;
    form.reset();
    createClass.reset();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>New class</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <FormRootError errors={form.formState.errors} />
            <FormTextField
              control={form.control}
              name="name"
              label="Name"
              required
              autoFocus
              helperText="For example “Private Pilot Ground School — Spring”."
            />
            <FormTextField
              control={form.control}
              name="description"
              label="Description"
              multiline
              minRows={3}
              helperText="Optional. What the class prepares for."
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
