import type { Database } from '../db/client';
import { ltiPlatforms, teachableSchools } from '../db/schema';

/** How long the list is kept before a page reads it again (another process may have saved one). */
export const FRAME_ORIGINS_TTL_MS = 30_000;

const originOf = (url: string) => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/**
 * The origins a registered LTI platform frames the app from: its issuer's and its authorization URL's.
 * Canvas Cloud names itself `canvas.instructure.com` but shows courses on each school's
 * `*.instructure.com` host, so a Canvas Cloud issuer allows those hosts.
 */
export function frameOriginsOf(platforms: readonly { issuer: string; authUrl: string }[]) {
  const origins = new Set<string>();
  for (const platform of platforms) {
    for (const url of [platform.issuer, platform.authUrl]) {
      const origin = originOf(url);
      if (origin) origins.add(origin);
    }
    if (/^https:\/\/canvas(\.[a-z]+)?\.instructure\.com$/.test(originOf(platform.issuer) ?? '')) {
      origins.add('https://*.instructure.com');
    }
  }
  return [...origins].sort();
}

/** The origins connected Teachable schools show their lectures on (each school's own address). */
export function schoolFrameOrigins(schools: readonly { schoolUrl: string }[]) {
  return schools.map((school) => originOf(school.schoolUrl)).filter((origin) => origin !== null);
}

/**
 * The origins of the registered LTI platforms and the connected Teachable schools, for the pages'
 * `frame-ancestors`, kept in memory: read again when FRAME_ORIGINS_TTL_MS has passed, and at once
 * when this process saves a platform or a school (`refresh`).
 */
export class FrameOrigins {
  private origins: string[] = [];
  private loadedAt = Number.NEGATIVE_INFINITY;
  private loading: Promise<string[]> | null = null;

  constructor(
    private readonly db: Database,
    private readonly clock: () => Date,
  ) {}

  async current(): Promise<readonly string[]> {
    if (this.clock().getTime() - this.loadedAt < FRAME_ORIGINS_TTL_MS) return this.origins;
    return this.refresh();
  }

  refresh(): Promise<string[]> {
    this.loading ??= Promise.all([
      this.db
        .select({ issuer: ltiPlatforms.issuer, authUrl: ltiPlatforms.authUrl })
        .from(ltiPlatforms),
      this.db.select({ schoolUrl: teachableSchools.schoolUrl }).from(teachableSchools),
    ])
      .then(([platforms, schools]) => {
        this.origins = [
          ...new Set([...frameOriginsOf(platforms), ...schoolFrameOrigins(schools)]),
        ].sort();
        this.loadedAt = this.clock().getTime();
        return this.origins;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}
