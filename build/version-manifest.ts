import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';

export type VersionManifest = { version: string; built_at: string };

function gitShortSha(): string | null {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^[0-9a-f]+$/.test(sha) ? sha : null;
  } catch {
    return null;
  }
}

/** A build id: the git short sha and the build time, so two builds of one commit still differ. */
export function buildVersion(now: Date, sha: string | null = gitShortSha()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return sha ? `${sha}-${stamp}` : stamp;
}

/**
 * Writes `version.json` ({version, built_at}) next to index.html and defines `__APP_VERSION__` for the
 * app, which polls the file hourly and reloads when a new build is out. The dev server serves it too.
 */
export function versionManifest(options: { now?: Date; sha?: string | null } = {}): Plugin {
  const now = options.now ?? new Date();
  const manifest: VersionManifest = {
    version: buildVersion(now, options.sha === undefined ? gitShortSha() : options.sha),
    built_at: now.toISOString(),
  };
  const source = `${JSON.stringify(manifest, null, 2)}\n`;
  return {
    name: 'groundschool:version-manifest',
    config: () => ({ define: { __APP_VERSION__: JSON.stringify(manifest.version) } }),
    configureServer(server) {
      server.middlewares.use('/version.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source });
    },
  };
}
