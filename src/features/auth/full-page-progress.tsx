import { LoadingBar } from '../../components/loading-bar/loading-bar';

/** Shown while the session is being established. */
export function FullPageProgress({ label = 'Signing you in' }: { label?: string }) {
  return <LoadingBar label={label} />;
}
