import { appVersion } from './app-version';
import { reloadWithGuard } from './reload-guard';

/** Builds check (spec §9): every hour. */
export const BUILDS_CHECK_INTERVAL_MS = 60 * 60 * 1000;

async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const url = `${import.meta.env.BASE_URL}version.json?t=${Date.now()}`;
    const response = await fetch(url, { cache: 'no-store', credentials: 'same-origin' });
    if (!response.ok) return null;
    const manifest: unknown = await response.json();
    if (typeof manifest !== 'object' || manifest === null || !('version' in manifest)) return null;
    return typeof manifest.version === 'string' && manifest.version !== ''
      ? manifest.version
      : null;
  } catch {
    // Offline, or not our manifest: try again at the next check.
    return null;
  }
}

/** Reloads when the deployed build differs from the running one. Returns whether it reloaded. */
export async function checkForNewBuild(): Promise<boolean> {
  const deployed = await fetchDeployedVersion();
  if (deployed === null || deployed === appVersion()) return false;
  return reloadWithGuard();
}
