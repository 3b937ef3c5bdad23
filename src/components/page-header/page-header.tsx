import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode, type Ref } from 'react';
import { PRODUCT_NAME } from '../brand/brand';
import { TextSkeleton } from '../text-skeleton/text-skeleton';

export type PageHeaderProps = {
  title: string;
  /** A line above the title, e.g. the class name; `undefined` while it loads. */
  overline?: string | undefined;
  overlineLoading?: boolean;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** For a screen that moves focus to its title (which then takes tabIndex -1). */
  headingRef?: Ref<HTMLHeadingElement> | undefined;
};

/** The title block at the top of a screen. */
export function PageHeader({
  title,
  overline,
  overlineLoading,
  subtitle,
  actions,
  headingRef,
}: PageHeaderProps) {
  useEffect(() => {
    document.title = `${title} · ${PRODUCT_NAME}`;
  }, [title]);

  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        {overlineLoading ? (
          <TextSkeleton width={180} sx={{ fontSize: '0.875rem' }} />
        ) : overline ? (
          <Typography
            variant="overline"
            component="p"
            sx={{ color: 'text.secondary', lineHeight: 1.6, letterSpacing: '0.08em' }}
          >
            {overline}
          </Typography>
        ) : null}
        <Typography
          variant="h4"
          component="h1"
          {...(headingRef && { ref: headingRef, tabIndex: -1, sx: { outline: 'none' } })}
        >
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body1" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
    </Box>
  );
}
