import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, baseUrl } from './support/fixtures';
import { signedIn } from './support/study';

// A demo student whose flashcard schedule no other journey reads.
const STUDENT = 'Mei Chen';
const DAY = 86_400_000;

test("the teacher sets the class's knowledge-test date; a student sees each deck's forecast for it and chooses their own desired retention", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const testDate = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);

  // The teacher sets the date in the class's study settings.
  const teacher = await signedIn(browser, DEMO.teacher);
  await teacher.goto(`${baseUrl()}/teacher/classes/1/class-settings`);
  const studySettings = teacher.getByRole('region', { name: 'Study settings' });
  await studySettings.getByLabel('Knowledge-test date').fill(testDate);
  await expectAccessible(teacher, 'the class settings with the knowledge-test date');
  await studySettings.getByRole('button', { name: 'Save' }).click();
  await expect(teacher.getByText('Study settings saved.')).toBeVisible();

  // The student sees the class's retention and the forecast beside their flashcards.
  const student = await signedIn(browser, STUDENT);
  await student.goto(`${baseUrl()}/student/classes/1/flashCard`);
  const retention = student.getByRole('region', { name: 'Desired retention: 90 %' });
  await expect(retention).toContainText("The class's default.");
  await expect(
    retention.getByRole('heading', { name: /^Predicted on your knowledge test, / }),
  ).toBeVisible();
  await expect(retention.getByRole('progressbar').first()).toBeVisible();
  await expectAccessible(student, 'the flashcards with the desired retention and the forecast');

  // They choose their own, with the keyboard, within the limits.
  await retention.getByRole('button', { name: 'Change' }).click();
  const dialog = student.getByRole('dialog', { name: 'Desired retention' });
  await dialog.getByRole('switch', { name: "Use the class's default (90 %)" }).click();
  const slider = dialog.getByRole('slider', { name: /Your desired retention/ });
  await slider.focus();
  await student.keyboard.press('ArrowRight');
  await student.keyboard.press('ArrowRight');
  await student.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', '93 %');
  await expectAccessible(student, 'the desired-retention dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(student.getByText('Desired retention saved.')).toBeVisible();
  await expect(student.getByRole('region', { name: 'Desired retention: 93 %' })).toContainText(
    "Your choice (the class's default is 90 %)",
  );

  // It is kept.
  await student.reload();
  await expect(student.getByRole('region', { name: 'Desired retention: 93 %' })).toBeVisible();
});
