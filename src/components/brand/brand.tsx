import FlightTakeoffRounded from '@mui/icons-material/FlightTakeoffRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export const PRODUCT_NAME = 'Groundschool';

type BrandProps = {
  /** 'onPrimary' for use on a primary-coloured app bar. */
  tone?: 'default' | 'onPrimary';
  size?: 'small' | 'medium';
};

/** The product mark and name. */
export function Brand({ tone = 'default', size = 'medium' }: BrandProps) {
  const mark = size === 'small' ? 28 : 34;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <Box
        aria-hidden
        sx={{
          width: mark,
          height: mark,
          borderRadius: 1.5,
          display: 'grid',
          placeItems: 'center',
          bgcolor: tone === 'onPrimary' ? 'rgba(255,255,255,0.16)' : 'primary.main',
          color: tone === 'onPrimary' ? 'inherit' : 'primary.contrastText',
        }}
      >
        <FlightTakeoffRounded sx={{ fontSize: mark * 0.64 }} />
      </Box>
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          fontSize: size === 'small' ? '1.05rem' : '1.25rem',
          letterSpacing: '-0.01em',
          color: 'inherit',
        }}
      >
        {PRODUCT_NAME}
      </Typography>
    </Box>
  );
}
