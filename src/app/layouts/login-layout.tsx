import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { Brand } from '../../components/brand/brand';

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
        background:
          theme.palette.mode === 'light'
            ? 'linear-gradient(160deg, #e8f0fb 0%, #f4f6fa 55%, #eef5f6 100%)'
            : 'linear-gradient(160deg, #0e1a30 0%, #0b1220 60%, #0b1a1e 100%)',
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
