import { Outlet } from 'react-router';
import { useIdParam } from '../../components/routing/route-params';
import { AppShell } from './shell/app-shell';
import { ClassNav } from './teacher/class-nav';

/**
 * The flashcard and question detail pages of a class (spec §2): the default chrome plus the class's
 * sections as a side navigation.
 */
export function TeacherLayout() {
  const classId = useIdParam('classId');
  return (
    <AppShell sideNav={(onNavigate) => <ClassNav classId={classId} onNavigate={onNavigate} />}>
      <Outlet />
    </AppShell>
  );
}
