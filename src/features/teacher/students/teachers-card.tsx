import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { appointTeacherBodySchema } from '../../../../contract/members';
import { useAppointTeacher, useRemoveTeacher, useTeachers } from '../../../api/class-admin';
import {
  FormRootError,
  FormTextField,
  submitHandler,
  useContractForm,
} from '../../../components/form';

/** Who teaches the class; a superuser appoints (by e-mail) and removes teachers. */
export function TeachersCard({ classId, canAppoint }: { classId: number; canAppoint: boolean }) {
  const teachers = useTeachers(classId);
  const remove = useRemoveTeacher(classId);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="teachers-title">
      <Typography id="teachers-title" variant="h6" component="h2" gutterBottom>
        Teachers
      </Typography>
      {teachers.data && teachers.data.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Nobody teaches this class yet.
        </Typography>
      )}
      <List dense aria-label="Teachers">
        {(teachers.data ?? []).map((teacher) => (
          <ListItem
            key={teacher.id}
            disableGutters
            secondaryAction={
              canAppoint ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => remove.mutate(teacher.id)}
                  aria-label={`Remove ${teacher.name} as a teacher`}
                >
                  Remove
                </Button>
              ) : undefined
            }
          >
            <ListItemText
              primary={teacher.name}
              secondary={teacher.email}
              slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
            />
          </ListItem>
        ))}
      </List>
      {canAppoint && <AppointTeacherForm classId={classId} />}
    </Paper>
  );
}

function AppointTeacherForm({ classId }: { classId: number }) {
  const appoint = useAppointTeacher(classId);
  const form = useContractForm(appointTeacherBodySchema, { defaultValues: { email: '' } });
  const [done, setDone] = useState<string | null>(null);
  const submit = submitHandler(form, async (values) => {
    const { outcome } = await appoint.mutateAsync(values);
    setDone(
      outcome === 'appointed'
        ? `${values.email} now teaches this class.`
        : `${values.email} is invited and will teach this class once they sign in.`,
    );
    form.reset({ email: '' });
  });
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5, mt: 1 }}>
      <FormRootError errors={form.formState.errors} />
      {done && (
        <Typography variant="body2" role="status">
          {done}
        </Typography>
      )}
      <FormTextField
        control={form.control}
        name="email"
        label="Teacher's e-mail"
        type="email"
        autoComplete="off"
      />
      <Box>
        <Button type="submit" variant="outlined" loading={appoint.isPending}>
          Appoint teacher
        </Button>
      </Box>
    </Box>
  );
}
