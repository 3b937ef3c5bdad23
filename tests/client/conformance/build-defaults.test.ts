import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PluginOption, UserConfig } from 'vite';

describe('spec §9 defaults', () => {
  it('locale en: the page declares English', () => {
    const html = readFileSync(join(process.cwd(), 'index.html'), 'utf8');
    expect(html).toMatch(/<html lang="en">/);
  });
});

describe('builds manifest (spec §7, §9)', () => {
  it('the production build runs the version manifest plugin (version.json and __APP_VERSION__)', async () => {
    const config = (await import('../../../vite.config')).default as UserConfig;
    const names = (config.plugins ?? [])
      .flat(3)
      .map((plugin: PluginOption) =>
        plugin && typeof plugin === 'object' && 'name' in plugin ? plugin.name : null,
      );
    expect(names).toContain('groundschool:version-manifest');
  });
});
