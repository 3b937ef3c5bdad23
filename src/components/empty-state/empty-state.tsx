import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type EmptyStateProps = {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
};

/** A friendly panel for a list with nothing in it: what it means and what to do next. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        px: { xs: 3, sm: 6 },
        py: { xs: 5, sm: 7 },
        textAlign: 'center',
        borderStyle: 'dashed',
        bgcolor: 'transparent',
      }}
    >
      {icon ? (
        <Box sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 48 } }} aria-hidden>
          {icon}
        </Box>
      ) : null}
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children ? (
        <Typography
          component="div"
          variant="body1"
          sx={{ color: 'text.secondary', maxWidth: 520, mx: 'auto' }}
        >
          {children}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 3 }}>{action}</Box> : null}
    </Paper>
  );
}
