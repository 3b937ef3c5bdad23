import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { makeFirstScreenAssets } from '../../build/first-screen-assets';

describe('the inline scripts made at build time', () => {
  it('start an lms launch under the configured API base (VITE_API_BASE_URL)', async () => {
    const { earlyLmsScript } = await makeFirstScreenAssets({
      VITE_API_BASE_URL: 'https://api.school.example/v2/',
    });
    const requested: string[] = [];
    const fetch = (url: string) => {
      requested.push(url);
      return Promise.resolve({ ok: true });
    };
    const window: Record<string, unknown> = { fetch };
    const location = { search: '?auth=t1', origin: 'https://school.example' };
    runInNewContext(earlyLmsScript, { window, location, fetch, URL, URLSearchParams });
    await (window.__gsEarly as Record<string, Promise<unknown>>)[
      'https://api.school.example/v2/classes?as=student'
    ];
    expect(requested).toEqual([
      'https://api.school.example/v2/users/me?auth=t1',
      'https://api.school.example/v2/classes?as=student',
    ]);
  });

  it('are minified', async () => {
    const { colorModeScript, earlyLmsScript } = await makeFirstScreenAssets();
    expect(colorModeScript).not.toContain('\n');
    expect(earlyLmsScript).not.toContain('\n');
    expect(colorModeScript.length).toBeLessThan(400);
  });
});
