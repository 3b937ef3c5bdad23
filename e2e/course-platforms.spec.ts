import { expect, test } from '@playwright/test';
import { DEMO, baseUrl } from './support/fixtures';
import { expectAccessible } from './support/a11y';
import { signInAsDemo } from './support/sign-in';
import { newDataDir, startServer, type RunningServer } from './support/server';
import { startFakePlatform } from '../tests/server/lti/fake-platform';
import { DEMO_CLASS_NAME } from '../server/db/demo-accounts';

test('the superuser sees the Course platforms screen, adds a platform by hand, connects a Teachable school, and it is accessible', async ({
  page,
}) => {
  // Eight axe scans (four screens, two themes each).
  test.setTimeout(300_000);
  await signInAsDemo(page, baseUrl(), DEMO.superuser);
  await page.getByRole('link', { name: 'Course platforms' }).first().click();
  await expect(page.getByRole('heading', { name: 'Course platforms', level: 1 })).toBeVisible();
  await expect(page.getByText(`${baseUrl()}/lti/register`)).toBeVisible();
  await expectAccessible(page, 'Course platforms');

  await page.getByRole('button', { name: 'Add platform' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a course platform' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Brightspace');
  await dialog.getByRole('textbox', { name: 'Issuer' }).fill('https://school.brightspace.test');
  await dialog.getByRole('textbox', { name: 'Client id' }).fill('e2e-client');
  await dialog
    .getByRole('textbox', { name: 'Authentication URL' })
    .fill('https://auth.brightspace.com/oauth2/auth');
  await dialog
    .getByRole('textbox', { name: 'Token URL' })
    .fill('https://auth.brightspace.com/core/connect/token');
  await dialog
    .getByRole('textbox', { name: 'Key set URL' })
    .fill('https://school.brightspace.test/d2l/.well-known/jwks');
  await dialog.getByRole('textbox', { name: 'Deployment ids' }).fill('dep-1');
  await expectAccessible(page, 'the Add a course platform dialog');
  await dialog.getByRole('button', { name: 'Add platform' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /school\.brightspace\.test/ })).toBeVisible();

  await page.getByRole('button', { name: 'Connect a Teachable school' }).click();
  const connect = page.getByRole('dialog', { name: 'Connect a Teachable school' });
  await connect.getByRole('textbox', { name: 'Name' }).fill('Flight school');
  await connect.getByRole('textbox', { name: 'School id' }).fill('441122');
  await connect
    .getByRole('textbox', { name: 'School address' })
    .fill('https://flight.teachable.test');
  await connect.getByRole('textbox', { name: 'Client id' }).fill('teachable-client');
  await connect.getByLabel('Client secret').fill('cs_e2e_secret');
  await connect.getByRole('button', { name: 'Add a course' }).click();
  await connect.getByRole('textbox', { name: 'Course id' }).fill('2001');
  await connect.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: DEMO_CLASS_NAME }).click();
  await expectAccessible(page, 'the Connect a Teachable school dialog');
  await connect.getByRole('button', { name: 'Connect school' }).click();
  await expect(connect).toBeHidden();
  const school = page.getByRole('article', { name: 'Flight school' });
  await expect(school).toContainText(`2001 → ${DEMO_CLASS_NAME}`);
  await expect(school).toContainText(`${baseUrl()}/?teachable=441122`);
  await expect(school).not.toContainText('cs_e2e_secret');
  await expectAccessible(page, 'Course platforms with a Teachable school');
});

test.describe('dynamic registration from a Moodle-shaped platform', () => {
  let tool: RunningServer | undefined;
  test.afterEach(async () => {
    await tool?.stop();
  });

  test('the platform frames the tool’s registration page, which registers and tells it to close', async ({
    page,
  }) => {
    // A second server on a fresh database: its first start migrates and seeds.
    test.setTimeout(240_000);
    const moodle = await startFakePlatform({ clientId: 'moodle-e2e', deploymentIds: ['4'] });
    try {
      tool = await startServer({
        dataDir: newDataDir(),
        env: { LTI_REGISTRATION_ORIGINS: moodle.issuer },
      });
      await page.goto(
        `${moodle.issuer}/admin/tool/registration.php?tool=${encodeURIComponent(`${tool.url}/lti/register`)}`,
      );
      const frame = page.frameLocator('iframe[title="Tool registration"]');
      await expect(
        frame.getByRole('heading', { name: 'Groundschool is registered' }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toHaveText('The tool closed its registration window.');
      expect(moodle.registration.received).toHaveLength(1);

      await signInAsDemo(page, tool.url, DEMO.superuser);
      await page.getByRole('link', { name: 'Course platforms' }).first().click();
      const row = page.getByRole('row', {
        name: new RegExp(moodle.issuer.replace(/[.:/]/g, '\\$&')),
      });
      await expect(row).toContainText('moodle-e2e');
      await expect(row).toContainText('By registration');
    } finally {
      await moodle.close();
    }
  });
});
