import Box from '@mui/material/Box';
import { alpha, keyframes, type SxProps, type Theme } from '@mui/material/styles';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const lineSx = (theme: Theme) => {
  const radius = Number(theme.shape.borderRadius);
  return {
    display: 'block',
    height: 'auto',
    my: 0,
    bgcolor: alpha(theme.palette.text.primary, theme.palette.mode === 'light' ? 0.11 : 0.13),
    transformOrigin: '0 55%',
    transform: 'scale(1, 0.60)',
    borderRadius: `${radius}px/${Math.round((radius / 0.6) * 10) / 10}px`,
    '&:empty:before': { content: '"\\00a0"' },
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  };
};

/**
 * A line of text still loading, drawn as MUI's `<Skeleton />` (text, pulse) draws it, without its
 * module on the first screen.
 */
export function TextSkeleton({ width, sx }: { width?: number | string; sx?: SxProps<Theme> }) {
  return <Box component="span" sx={[lineSx, { width }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
