import { Outlet } from 'react-router';
import { FocusedShell } from './shell/focused-shell';

/** Studying flashcards: focused, minimal chrome. */
export function FlashcardLayout() {
  return (
    <FocusedShell label="Flashcards" exitTo="/student" exitLabel="My classes" maxWidth="sm">
      <Outlet />
    </FocusedShell>
  );
}
