import { LoadingBar } from '../../components/loading-bar/loading-bar';
import { StartUpShell } from '../../components/start-up-shell/start-up-shell';

/** Shown while the session is being established (over the page's shell at start-up). */
export function FullPageProgress({ label = 'Signing you in' }: { label?: string }) {
  return (
    <>
      <StartUpShell />
      <LoadingBar label={label} />
    </>
  );
}
