import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useState, type ChangeEvent } from 'react';
import {
  inviteFormSchema,
  notInvitedAfter,
  readInviteList,
  NOT_INVITED_REASON,
  type NotInvited,
} from '../../../../contract/invite-list';
import { plural } from '../../../../contract/plural';
import { Role } from '../../../../contract/roles';
import { useInvitations, useInviteStudents, useRevokeInvitation } from '../../../api/class-admin';
import {
  FormRootError,
  FormTextField,
  submitHandler,
  useContractForm,
} from '../../../components/form';

/** What one sending of the list did: how many were invited, and each entry that was not. */
type Outcome = { invited: number; notInvited: NotInvited[] };

/** Invite by e-mail (pasted or from a CSV file) and the pending invitations, each revocable. */
export function InviteStudents({ classId }: { classId: number }) {
  const invite = useInviteStudents(classId);
  const form = useContractForm(inviteFormSchema, { defaultValues: { text: '' } });
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = submitHandler(form, async ({ text }) => {
    const list = readInviteList(text);
    const answer = await invite.mutateAsync({ emails: list.emails });
    setOutcome({ invited: answer.invited.length, notInvited: notInvitedAfter(list, answer) });
    form.reset({ text: '' });
  });

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const current = form.getValues('text');
    const text = await file.text();
    form.setValue('text', current ? `${current}\n${text}` : text, {
      shouldDirty: true,
      shouldValidate: true,
    });
    event.target.value = '';
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="invite-title">
      <Typography id="invite-title" variant="h6" component="h2" gutterBottom>
        Invite students
      </Typography>
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'grid', gap: 1.5 }}>
        <FormRootError errors={form.formState.errors} />
        {outcome && <InviteOutcome outcome={outcome} onClose={() => setOutcome(null)} />}
        <FormTextField
          control={form.control}
          name="text"
          label="E-mail addresses"
          multiline
          minRows={3}
          helperText="One or many, separated by commas or new lines. They join the class when they sign in with that e-mail."
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={invite.isPending}>
            Invite
          </Button>
          <Button component="label" startIcon={<UploadFileOutlined />}>
            Add from a CSV file
            <input
              type="file"
              accept=".csv,.txt,text/csv,text/plain"
              hidden
              onChange={(event) => void readFile(event)}
            />
          </Button>
        </Box>
      </Box>
      <PendingInvitations classId={classId} />
    </Paper>
  );
}

function InviteOutcome({ outcome, onClose }: { outcome: Outcome; onClose: () => void }) {
  const { invited, notInvited } = outcome;
  return (
    <Alert severity={notInvited.length > 0 ? 'warning' : 'success'} onClose={onClose}>
      {`Invited ${plural(invited, 'person', 'people')}.`}
      {notInvited.length > 0 && (
        <>
          {` Not invited: ${notInvited.length}.`}
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {notInvited.map(({ entry, reason }, index) => (
              <li key={index}>
                <Box component="span" sx={{ wordBreak: 'break-all' }}>
                  {entry}
                </Box>
                : {NOT_INVITED_REASON[reason]}
              </li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}

function PendingInvitations({ classId }: { classId: number }) {
  const invitations = useInvitations(classId);
  const revoke = useRevokeInvitation(classId);
  const list = invitations.data ?? [];
  if (list.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 600 }}>
        Pending invitations
      </Typography>
      <List dense aria-label="Pending invitations">
        {list.map((invitation) => (
          <ListItem
            key={invitation.id}
            disableGutters
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Revoke the invitation of ${invitation.email}`}
                onClick={() => revoke.mutate(invitation.id)}
              >
                <CloseOutlined />
              </IconButton>
            }
          >
            <ListItemText
              primary={invitation.email}
              secondary={invitation.role === Role.TEACHER ? 'As a teacher' : null}
              slotProps={{ primary: { sx: { wordBreak: 'break-all' } } }}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}
