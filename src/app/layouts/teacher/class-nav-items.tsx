import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TrackChangesOutlined from '@mui/icons-material/TrackChangesOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { ReactNode } from 'react';

/** One section of a class a teacher manages; `path` is relative to /teacher/classes/:classId. */
export type ClassNavItem = { path: string; label: string; icon: ReactNode };

export const CLASS_CONTENT_ITEMS: ClassNavItem[] = [
  { path: 'topics', label: 'Topics', icon: <ListAltOutlined /> },
  { path: 'questions', label: 'Questions', icon: <HelpOutlineOutlined /> },
  { path: 'flashcards', label: 'Flashcards', icon: <StyleOutlined /> },
  { path: 'students', label: 'Students', icon: <GroupOutlined /> },
];

export const CLASS_SETTINGS_ITEMS: ClassNavItem[] = [
  { path: 'class-settings', label: 'Class settings', icon: <TuneOutlined /> },
  { path: 'final-exam-settings', label: 'Final exam', icon: <TimerOutlined /> },
  { path: 'weak-areas-settings', label: 'Weak areas', icon: <TrackChangesOutlined /> },
];

export const classBasePath = (classId: number) => `/teacher/classes/${classId}`;
