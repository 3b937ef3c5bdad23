import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Brand } from '../../components/brand/brand';
import { loginBackdrop } from '../../lib/theme/palettes';

/** Sign-in screens: the product mark and a centred column on a quiet background. */
export function LoginLayout() {
  return (
    <Box
      sx={(theme) => ({
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        px: 2,
        py: 4,
        background: loginBackdrop[theme.palette.mode],
      })}
    >
      <Box sx={{ width: '100%', maxWidth: 440 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <Brand />
        </Box>
        {/* The sign-in pages bring their own card. */}
        <Box component="main">
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
