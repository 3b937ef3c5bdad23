import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

export type CopyableAddress = {
  label: string;
  value: string;
  /** Said under the address. */
  note?: ReactNode;
};

/** Addresses to paste into a course platform, each with a copy button. */
export function CopyableAddresses({ addresses }: { addresses: CopyableAddress[] }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (address: CopyableAddress) => {
    await navigator.clipboard.writeText(address.value);
    setCopied(address.label);
  };
  return (
    <Box component="dl" sx={{ m: 0 }}>
      {addresses.map((address) => (
        <Box key={address.label} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
            {address.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography
              variant="body2"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all', flex: 1 }}
            >
              {address.value}
            </Typography>
            <Tooltip title={copied === address.label ? 'Copied' : 'Copy'}>
              <IconButton
                aria-label={`Copy the ${address.label}`}
                onClick={() => void copy(address)}
              >
                <ContentCopyOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
          {address.note && (
            <Typography component="dd" variant="body2" sx={{ m: 0, color: 'text.secondary' }}>
              {address.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
