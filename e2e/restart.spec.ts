import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { DEMO } from './support/fixtures';
import { freePort, newDataDir, startServer } from './support/server';
import { signInAsDemo } from './support/sign-in';

test('a signed-in browser is still signed in after the server restarts', async ({ page }) => {
  test.setTimeout(120_000);
  const dataDir = newDataDir();
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/support/prepare-database.ts', dataDir]);
  const port = await freePort();
  let server = await startServer({ dataDir, port });
  try {
    await signInAsDemo(page, server.url, DEMO.student);
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByText(DEMO.className).first()).toBeVisible();

    await server.stop();
    server = await startServer({ dataDir, port });

    await page.reload();
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByText(DEMO.className).first()).toBeVisible();
  } finally {
    await server.stop();
  }
});
