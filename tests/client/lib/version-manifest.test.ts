import type { Plugin } from 'vite';
import { buildVersion, versionManifest } from '../../../build/version-manifest';

type Hook = (...args: unknown[]) => unknown;
const hook = (plugin: Plugin, name: 'config' | 'generateBundle') => plugin[name] as unknown as Hook;

describe('version manifest build plugin', () => {
  const now = new Date('2025-03-04T05:06:07.890Z');

  it('names a build by the git short sha and the build time', () => {
    expect(buildVersion(now, '1a2b3c4')).toBe('1a2b3c4-20250304T050607Z');
    expect(buildVersion(now, null)).toBe('20250304T050607Z');
  });

  it('defines __APP_VERSION__ and writes version.json with the same version', () => {
    const plugin = versionManifest({ now, sha: '1a2b3c4' });
    const emitFile = vi.fn();

    const config = hook(plugin, 'config')() as { define: Record<string, string> };
    hook(plugin, 'generateBundle').call({ emitFile });

    expect(config.define.__APP_VERSION__).toBe(JSON.stringify('1a2b3c4-20250304T050607Z'));
    expect(emitFile).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'asset', fileName: 'version.json' }),
    );
    const written = JSON.parse(emitFile.mock.calls[0]![0].source as string) as unknown;
    expect(written).toEqual({
      version: '1a2b3c4-20250304T050607Z',
      built_at: '2025-03-04T05:06:07.890Z',
    });
  });
});
