import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { BADGE_LABELS } from '../../../contract/progress';
import { useMyProgress } from '../../api/progress';
import { plural } from '../../../contract/plural';

/** A student's points, streak and badges in each of their classes. */
export function MyProgress() {
  const mine = useMyProgress(true);
  const titleId = useId();
  const classes = mine.data ?? [];
  if (classes.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3">
        My progress
      </Typography>
      <List dense disablePadding aria-labelledby={titleId}>
        {classes.map(({ class_id, class_name, progress }) => (
          <ListItem key={class_id} disableGutters>
            <ListItemText
              primary={class_name}
              secondary={[
                progress.points_enabled ? plural(progress.points, 'point') : null,
                `${progress.streak.current}-day streak`,
                progress.badges.length > 0
                  ? progress.badges.map((badge) => BADGE_LABELS[badge.kind]).join(', ')
                  : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
