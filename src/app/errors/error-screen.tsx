import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Brand, PRODUCT_NAME } from '../../components/brand/brand';
import { paths } from '../../lib/paths';

const HOME_LABEL = 'Go to home page';

type ErrorScreenProps = {
  status: number;
  title: string;
  children?: ReactNode;
  /** Full page with the product mark (no layout around it), or inside a layout's main area. */
  standalone?: boolean;
  /** After a crash, go home with a fresh page load rather than a client-side navigation. */
  reloadHome?: boolean;
};

/** The status, what went wrong, and a way home. */
export function ErrorScreen({ status, title, children, standalone, reloadHome }: ErrorScreenProps) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  const body = (
    <Box role="alert" sx={{ textAlign: 'center', py: { xs: 6, sm: 10 } }}>
      <Typography
        component="p"
        aria-hidden
        sx={{
          fontSize: { xs: '4.5rem', sm: '6rem' },
          fontWeight: 800,
          lineHeight: 1,
          letterSpacing: '-0.04em',
          color: 'primary.main',
          opacity: 0.9,
        }}
      >
        {status}
      </Typography>
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {children ? (
        <Typography
          component="div"
          sx={{ color: 'text.secondary', mt: 1.5, maxWidth: 480, mx: 'auto' }}
        >
          {children}
        </Typography>
      ) : null}
      <Box sx={{ mt: 4 }}>
        {reloadHome ? (
          <Button variant="contained" size="large" href={paths.root.href()}>
            {HOME_LABEL}
          </Button>
        ) : (
          <Button variant="contained" size="large" component={RouterLink} to={paths.root.href()}>
            {HOME_LABEL}
          </Button>
        )}
      </Box>
    </Box>
  );

  if (!standalone) return body;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2 }}>
        <Brand size="small" />
      </Box>
      <Container component="main" maxWidth="sm" sx={{ flexGrow: 1 }}>
        {body}
      </Container>
    </Box>
  );
}
