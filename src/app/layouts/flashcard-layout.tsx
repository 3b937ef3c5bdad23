import { Outlet } from 'react-router';
import { FocusedShell } from './shell/focused-shell';
import { paths } from '../../lib/paths';

/** Studying flashcards: focused, minimal chrome. */
export function FlashcardLayout() {
  return (
    <FocusedShell
      label="Flashcards"
      exitTo={paths.student.home.href()}
      exitLabel="My classes"
      maxWidth="sm"
    >
      <Outlet />
    </FocusedShell>
  );
}
