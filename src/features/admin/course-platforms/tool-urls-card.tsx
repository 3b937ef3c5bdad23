import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LtiToolUrls } from '../../../../contract/lti-platforms';
import { CopyableAddresses } from './copyable-addresses';

const ROWS: { key: keyof LtiToolUrls; label: string }[] = [
  { key: 'registration', label: 'Dynamic registration URL (Moodle, Canvas)' },
  { key: 'login', label: 'Login initiation URL (OpenID Connect)' },
  { key: 'launch', label: 'Redirect / launch URL (target link URI)' },
  { key: 'deep_linking', label: 'Deep linking URL' },
  { key: 'jwks', label: 'Key set URL (public keys, JWKS)' },
];

/** Who may use the dynamic registration URL (LTI_REGISTRATION_ORIGINS). */
const registrationNote = (origins: string[]) => {
  if (origins.includes('*')) return 'Any platform may register itself.';
  if (origins.length === 0)
    return 'Off: the server setting LTI_REGISTRATION_ORIGINS must name the platform first.';
  return `Allowed for ${origins.join(', ')}.`;
};

type ToolUrlsCardProps = { urls: LtiToolUrls; registrationOrigins: string[] };

/** Groundschool's own addresses, each with a copy button, to paste into a platform. */
export function ToolUrlsCard({ urls, registrationOrigins }: ToolUrlsCardProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="tool-urls-title">
      <Typography id="tool-urls-title" variant="h6" component="h2" gutterBottom>
        Groundschool's addresses
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Paste these into the platform when you add Groundschool as an LTI 1.3 tool.
      </Typography>
      <CopyableAddresses
        addresses={ROWS.map(({ key, label }) => ({
          label,
          value: urls[key],
          note: key === 'registration' ? registrationNote(registrationOrigins) : undefined,
        }))}
      />
    </Paper>
  );
}
