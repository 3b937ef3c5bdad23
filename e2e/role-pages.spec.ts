import { expect, test } from '@playwright/test';
import { paths } from '../src/lib/paths';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

// Each role's pages send other roles home, and their controls are never drawn (issue 27).

test("a student opening a teacher's page from a shared link goes home; the teacher's controls never show", async ({
  page,
}) => {
  await signInAsDemo(page, baseUrl(), DEMO.student);
  await expect(page).toHaveURL(/\/student$/);
  const tab = await page.context().newPage();
  const drawn: string[] = [];
  // Any moment the teacher's controls are on screen counts, not only the end state.
  await tab.exposeFunction('reportDrawn', (text: string) => drawn.push(text));
  await tab.addInitScript({
    content: `new MutationObserver(() => {
      for (const text of ['Add question', 'Import']) {
        const controls = [...document.querySelectorAll('button, a')];
        if (controls.some((control) => control.textContent.trim() === text)) reportDrawn(text);
      }
    }).observe(document, { childList: true, subtree: true });`,
  });
  await tab.goto(`${baseUrl()}${paths.teacher.questions.href({ classId: 1 })}`);
  await expect(tab).toHaveURL(/\/student$/);
  await expect(tab.getByRole('heading', { name: 'My classes' })).toBeVisible();
  expect(drawn).toEqual([]);
});

test('a teacher opening the superuser pages or a class as a student goes home', async ({
  page,
}) => {
  await signInAsDemo(page, baseUrl(), DEMO.teacher);
  await expect(page).toHaveURL(/\/teacher$/);
  for (const href of [
    paths.admin.coursePlatforms.href(),
    paths.student.performance.href({ classId: 1 }),
  ]) {
    await page.goto(`${baseUrl()}${href}`);
    await expect(page).toHaveURL(/\/teacher$/);
    await expect(page.getByRole('heading', { name: 'Classes you teach' })).toBeVisible();
  }
});
