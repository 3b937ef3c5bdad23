import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { LtiLaunchFailure } from '../../../../contract/lti-platforms';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Launches a platform sent that Groundschool refused (last 30 days), with the reason shown. */
export function LaunchFailuresCard({ failures }: { failures: LtiLaunchFailure[] }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-labelledby="launch-failures-title"
    >
      <Typography id="launch-failures-title" variant="h6" component="h2" gutterBottom>
        Refused launches
      </Typography>
      {failures.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No launch was refused in the last 30 days.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Refused launches, newest first">
          {failures.map((failure) => (
            <ListItem key={failure.id} disableGutters divider>
              <ListItemText
                primary={failure.message}
                secondary={[
                  when(failure.created_at),
                  failure.issuer,
                  failure.client_id && `client ${failure.client_id}`,
                  failure.deployment_id && `deployment ${failure.deployment_id}`,
                  failure.reason,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
