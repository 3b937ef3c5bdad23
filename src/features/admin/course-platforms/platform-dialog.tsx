import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import {
  ltiPlatformBodySchema,
  type LtiPlatform,
  type LtiPlatformBody,
} from '../../../../contract/lti-platforms';
import { useSaveLtiPlatform } from '../../../api/lti-platforms';
import {
  DialogForm,
  FormTextField,
  submitHandler,
  useContractForm,
} from '../../../components/form';

type PlatformDialogProps = {
  /** The platform to edit, or null to add one. */
  platform: LtiPlatform | null;
  onClose: () => void;
  onSaved: (saved: LtiPlatform) => void;
};

const valuesOf = (platform: LtiPlatform | null): LtiPlatformBody => ({
  issuer: platform?.issuer ?? '',
  client_id: platform?.client_id ?? '',
  auth_url: platform?.auth_url ?? '',
  token_url: platform?.token_url ?? '',
  jwks_url: platform?.jwks_url ?? '',
  name: platform?.name ?? '',
  deployment_ids: platform?.deployment_ids ?? [],
});

/** Deployment ids, one per line; blank lines go when the field is left. */
function DeploymentIdsField({ control }: { control: Control<LtiPlatformBody> }) {
  const { field, fieldState } = useController({ control, name: 'deployment_ids' });
  const ids: string[] = field.value ?? [];
  const errors = fieldState.error as unknown as
    ({ message?: string } & Record<number, { message?: string } | undefined>) | undefined;
  const message =
    errors?.message ?? ids.map((_id, index) => errors?.[index]?.message).find(Boolean);
  return (
    <TextField
      name={field.name}
      label="Deployment ids"
      multiline
      minRows={2}
      value={ids.join('\n')}
      onChange={(event) => field.onChange(event.target.value.split('\n'))}
      onBlur={() => {
        field.onChange(ids.map((id) => id.trim()).filter(Boolean));
        field.onBlur();
      }}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={
        message ?? 'One per line, as the platform shows them. A launch from another is refused.'
      }
    />
  );
}

/** Superuser: a platform registration typed by hand (Brightspace, Blackboard, Sakai…), or edited. */
export function PlatformDialog({ platform, onClose, onSaved }: PlatformDialogProps) {
  const save = useSaveLtiPlatform(platform?.id ?? null);
  const form = useContractForm(ltiPlatformBodySchema, { defaultValues: valuesOf(platform) });
  const titleId = useId();
  const submit = submitHandler(form, async (values) => onSaved(await save.mutateAsync(values)));
  const close = () => {
    if (!save.isPending) onClose();
  };
  const control = form.control;

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogForm
        titleId={titleId}
        title={platform ? 'Edit course platform' : 'Add a course platform'}
        onSubmit={submit}
        errors={form.formState.errors}
        busy={save.isPending}
        submitLabel={platform ? 'Save' : 'Add platform'}
        onCancel={close}
        intro="Copy these from the platform's page for the Groundschool tool (LTI 1.3)."
      >
        <FormTextField control={control} name="name" label="Name" helperText="Optional." />
        <FormTextField
          control={control}
          name="issuer"
          label="Issuer"
          required
          autoFocus
          helperText="The platform's address as it signs launches, e.g. https://school.brightspace.com"
        />
        <FormTextField control={control} name="client_id" label="Client id" required />
        <FormTextField
          control={control}
          name="auth_url"
          label="Authentication URL"
          required
          helperText="OpenID Connect authentication request URL."
        />
        <FormTextField
          control={control}
          name="token_url"
          label="Token URL"
          required
          helperText="OAuth 2 access token URL (grades and rosters)."
        />
        <FormTextField
          control={control}
          name="jwks_url"
          label="Key set URL"
          required
          helperText="The platform's public keys (JWKS)."
        />
        <DeploymentIdsField control={control} />
      </DialogForm>
    </Dialog>
  );
}
