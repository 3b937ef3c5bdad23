import { Outlet } from 'react-router';
import { FocusedShell } from './shell/focused-shell';
import { paths } from '../../lib/paths';

/** Taking a quiz: focused, minimal chrome. */
export function QuizLayout() {
  return (
    <FocusedShell
      label="Quiz"
      exitTo={paths.student.home.href()}
      exitLabel="My classes"
      maxWidth="md"
    >
      <Outlet />
    </FocusedShell>
  );
}
