import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container, { type ContainerProps } from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { Brand } from '../../../components/brand/brand';
import { ImpersonationBanner } from '../../../features/auth';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

type FocusedShellProps = {
  /** What the person is doing here, e.g. "Quiz". */
  label: string;
  exitTo: string;
  exitLabel: string;
  maxWidth: ContainerProps['maxWidth'];
  children: ReactNode;
};

/** Minimal chrome for studying (quiz, flashcards, review): a way out and the content. */
export function FocusedShell({ label, exitTo, exitLabel, maxWidth, children }: FocusedShellProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <ImpersonationBanner />
      <TopBar tone="paper">
        <Button component={RouterLink} to={exitTo} startIcon={<ArrowBack />} sx={{ ml: -1 }}>
          {exitLabel}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Typography
          variant="subtitle2"
          component="p"
          sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
        >
          {label}
        </Typography>
        <Box sx={{ display: 'inline-flex', ml: 2 }} aria-hidden>
          <Brand size="small" />
        </Box>
      </TopBar>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth={maxWidth}
        sx={{ py: { xs: 3, sm: 5 }, flexGrow: 1, outline: 'none' }}
      >
        {children}
      </Container>
    </Box>
  );
}
