import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginOption, UserConfig } from 'vite';

describe('spec §9 defaults', () => {
  it('locale en: the page declares English', () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    expect(html).toMatch(/<html lang="en">/);
  });
});

/** The names of the plugins the build runs. */
async function buildPluginNames() {
  const config = (await import('../../../vite.config')).default as UserConfig;
  return (config.plugins ?? [])
    .flat(3)
    .map((plugin: PluginOption) =>
      plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : null,
    );
}

describe('builds manifest (spec §7, §9)', () => {
  it('the production build runs the version manifest plugin (version.json and __APP_VERSION__)', async () => {
    expect(await buildPluginNames()).toContain('groundschool:version-manifest');
  });
});

describe("react-router's production files", () => {
  it('the production build takes them instead of the development build its package exports', async () => {
    expect(await buildPluginNames()).toContain('groundschool:react-router-production');
  });

  it('they are the files react-router ships', async () => {
    const { REACT_ROUTER_PRODUCTION_ALIASES } =
      await import('../../../build/react-router-production');
    for (const { replacement } of REACT_ROUTER_PRODUCTION_ALIASES) {
      expect(existsSync(replacement)).toBe(true);
    }
  });
});
