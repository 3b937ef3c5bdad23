import { Outlet } from 'react-router';
import { FocusedShell } from './shell/focused-shell';

/** Taking a quiz: focused, minimal chrome. */
export function QuizLayout() {
  return (
    <FocusedShell label="Quiz" exitTo="/student" exitLabel="My classes" maxWidth="md">
      <Outlet />
    </FocusedShell>
  );
}
