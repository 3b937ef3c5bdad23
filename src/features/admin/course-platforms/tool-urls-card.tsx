import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LtiToolUrls } from '../../../../contract/lti-platforms';

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
  const [copied, setCopied] = useState<keyof LtiToolUrls | null>(null);
  const copy = async (key: keyof LtiToolUrls) => {
    await navigator.clipboard.writeText(urls[key]);
    setCopied(key);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="tool-urls-title">
      <Typography id="tool-urls-title" variant="h6" component="h2" gutterBottom>
        Groundschool's addresses
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        Paste these into the platform when you add Groundschool as an LTI 1.3 tool.
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {ROWS.map(({ key, label }) => (
          <Box key={key} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
              {label}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
              <Typography
                variant="body2"
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}
              >
                {urls[key]}
              </Typography>
              <Tooltip title={copied === key ? 'Copied' : 'Copy'}>
                <IconButton aria-label={`Copy the ${label}`} onClick={() => void copy(key)}>
                  <ContentCopyOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </Box>
            {key === 'registration' && (
              <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
                {registrationNote(registrationOrigins)}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
