import { Outlet } from 'react-router';
import { useIdParam } from '../../components/routing/route-params';
import { AppShell } from './shell/app-shell';
import { ClassNav } from './teacher/class-nav';

/** The teacher's screens of one class: the default chrome plus the class's section navigation. */
export function TeacherLayout() {
  const classId = useIdParam('classId');
  return (
    <AppShell sideNav={(onNavigate) => <ClassNav classId={classId} onNavigate={onNavigate} />}>
      <Outlet />
    </AppShell>
  );
}
