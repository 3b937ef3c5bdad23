import { Outlet } from 'react-router';
import { AppShell } from './shell/app-shell';

/** The layout of every screen that does not choose another (spec §2). */
export function DefaultLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
