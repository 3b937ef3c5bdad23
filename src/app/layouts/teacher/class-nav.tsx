import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, NavLink } from 'react-router';
import { useClass } from '../../../api/classes';
import { navItemSx } from '../shell/main-nav';
import {
  CLASS_CONTENT_ITEMS,
  CLASS_SETTINGS_ITEMS,
  sectionHref,
  type ClassNavItem,
} from './class-nav-items';
import { paths } from '../../../lib/paths';

/** The sections of one class a teacher manages, as the teacher layout's side navigation. */
export function ClassNav({ classId, onNavigate }: { classId: number; onNavigate: () => void }) {
  const { data, isPending } = useClass(classId);
  const renderItems = (items: ClassNavItem[]) =>
    items.map((item) => (
      <ListItem key={item.section} disablePadding>
        <ListItemButton
          component={NavLink}
          to={sectionHref(item, classId)}
          onClick={onNavigate}
          sx={navItemSx}
        >
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText primary={item.label} />
        </ListItemButton>
      </ListItem>
    ));

  return (
    <Box component="nav" aria-label="Class" sx={{ py: 2 }}>
      <Box sx={{ px: 2, pb: 1 }}>
        <Button
          component={RouterLink}
          to={paths.teacher.home.href()}
          onClick={onNavigate}
          size="small"
          startIcon={<ArrowBack />}
          sx={{ ml: -0.5, mb: 1 }}
        >
          All classes
        </Button>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.3 }}>
          {isPending ? <Skeleton width="80%" /> : (data?.name ?? `Class ${classId}`)}
        </Typography>
      </Box>
      <List dense={false} disablePadding>
        {renderItems(CLASS_CONTENT_ITEMS)}
      </List>
      <List
        disablePadding
        subheader={
          <ListSubheader component="li" sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 1 }}>
            Settings
          </ListSubheader>
        }
      >
        {renderItems(CLASS_SETTINGS_ITEMS)}
      </List>
    </Box>
  );
}
