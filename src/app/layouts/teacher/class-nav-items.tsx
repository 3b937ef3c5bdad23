import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import StyleOutlined from '@mui/icons-material/StyleOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import TrackChangesOutlined from '@mui/icons-material/TrackChangesOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import type { ReactNode } from 'react';
import { paths } from '../../../lib/paths';

type ClassSection =
  | 'topics'
  | 'questions'
  | 'flashcards'
  | 'students'
  | 'classSettings'
  | 'finalExamSettings'
  | 'weakAreasSettings';

/** One section of a class a teacher manages: its screen in `paths.teacher`. */
export type ClassNavItem = { section: ClassSection; label: string; icon: ReactNode };

/** The address of a section of one class. */
export const sectionHref = (item: ClassNavItem, classId: number) =>
  paths.teacher[item.section].href({ classId });

export const CLASS_CONTENT_ITEMS: ClassNavItem[] = [
  { section: 'topics', label: 'Topics', icon: <ListAltOutlined /> },
  { section: 'questions', label: 'Questions', icon: <HelpOutlineOutlined /> },
  { section: 'flashcards', label: 'Flashcards', icon: <StyleOutlined /> },
  { section: 'students', label: 'Students', icon: <GroupOutlined /> },
];

export const CLASS_SETTINGS_ITEMS: ClassNavItem[] = [
  { section: 'classSettings', label: 'Class settings', icon: <TuneOutlined /> },
  { section: 'finalExamSettings', label: 'Final exam', icon: <TimerOutlined /> },
  { section: 'weakAreasSettings', label: 'Weak areas', icon: <TrackChangesOutlined /> },
];
