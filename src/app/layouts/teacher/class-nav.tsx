import ArrowBack from '@mui/icons-material/ArrowBack';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TrackChangesOutlined from '@mui/icons-material/TrackChangesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, NavLink } from 'react-router';
import { useClass } from '../../../api/classes';
import { navItemSx } from '../shell/main-nav';

type Item = { path: string; label: string; icon: ReactNode };

const CONTENT: Item[] = [
  { path: 'topics', label: 'Topics', icon: <ListAltOutlined /> },
  { path: 'questions', label: 'Questions', icon: <HelpOutlineOutlined /> },
  { path: 'flashcards', label: 'Flashcards', icon: <StyleOutlined /> },
  { path: 'students', label: 'Students', icon: <GroupOutlined /> },
];
const SETTINGS: Item[] = [
  { path: 'class-settings', label: 'Class settings', icon: <TuneOutlined /> },
  { path: 'final-exam-settings', label: 'Final exam', icon: <TimerOutlined /> },
  { path: 'weak-areas-settings', label: 'Weak areas', icon: <TrackChangesOutlined /> },
];

/** The sections of one class a teacher manages. */
export function ClassNav({ classId, onNavigate }: { classId: number; onNavigate: () => void }) {
  const { data, isPending } = useClass(classId);
  const base = `/teacher/classes/${classId}`;
  const renderItems = (items: Item[]) =>
    items.map((item) => (
      <ListItemButton
        key={item.path}
        component={NavLink}
        to={`${base}/${item.path}`}
        onClick={onNavigate}
        sx={navItemSx}
      >
        <ListItemIcon>{item.icon}</ListItemIcon>
        <ListItemText primary={item.label} />
      </ListItemButton>
    ));

  return (
    <Box component="nav" aria-label="Class" sx={{ py: 2 }}>
      <Box sx={{ px: 2, pb: 1 }}>
        <Button
          component={RouterLink}
          to="/teacher"
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
        {renderItems(CONTENT)}
      </List>
      <List
        disablePadding
        subheader={
          <ListSubheader component="div" sx={{ bgcolor: 'transparent', lineHeight: 2.5, mt: 1 }}>
            Settings
          </ListSubheader>
        }
      >
        {renderItems(SETTINGS)}
      </List>
    </Box>
  );
}
