import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ClassCardSkeleton } from './class-card';

/** Responsive grid of class cards: one column on a phone, up to four on wide screens. */
export function ClassGrid({
  children,
  label,
  busy,
}: {
  children: ReactNode;
  label: string;
  busy?: boolean;
}) {
  return (
    <Box
      component="section"
      aria-label={label}
      aria-busy={busy || undefined}
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
          xxl: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

const LOADING_CARDS = 3;

/** The grid while the class list loads: card-shaped placeholders, announced as busy. */
export function ClassGridLoading({ label }: { label: string }) {
  return (
    <ClassGrid label={label} busy>
      {Array.from({ length: LOADING_CARDS }, (_, index) => (
        <ClassCardSkeleton key={index} />
      ))}
    </ClassGrid>
  );
}
