import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, baseUrl } from './support/fixtures';
import { signedIn, takeAPracticeQuiz } from './support/study';

// A demo student the other journeys leave alone.
const STUDENT = "Liam O'Brien";
const CLASS_HOME = '/student/classes/1/performance';
const CERTIFICATE = '987654321CFI';

/** On paper: no app bar or navigation, the record black on a white page. */
async function expectPrintable(page: Page, screen: string) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  const record = page.locator('.student-record');
  await expect(record).toHaveCSS('color', 'rgb(0, 0, 0)');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(record.getByRole('heading', { level: 1 })).toHaveCSS('color', 'rgb(0, 0, 0)');
  await page.screenshot({ path: test.info().outputPath(`${screen}-print.png`), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

test("the student and the instructor open the student's training record, edit the endorsement text and print it", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const student = await signedIn(browser, STUDENT);

  // Some work to record: a practice quiz, and the codes of a knowledge-test report.
  await student.goto(`${baseUrl()}${CLASS_HOME}`);
  await takeAPracticeQuiz(student);
  await student.goto(`${baseUrl()}${CLASS_HOME}`);
  await student.getByRole('textbox', { name: 'Codes from your report' }).fill('PA.I.C.K1');
  await student.getByRole('button', { name: 'Save codes' }).click();
  await expect(student.getByRole('list', { name: 'Codes of the report' })).toContainText(
    'PA.I.C.K1',
  );

  // The student's own record.
  await student.getByRole('link', { name: 'Training record' }).click();
  await expect(
    student.getByRole('heading', { level: 1, name: `Training record: ${STUDENT}` }),
  ).toBeVisible();
  await expect(student.getByText(/It is not an endorsement/)).toBeVisible();
  await expect(student.getByRole('table', { name: 'Quizzes' })).toContainText('Practice');
  await expect(student.getByRole('table', { name: 'Study by week' })).toBeVisible();
  await expect(student.getByRole('table', { name: 'Knowledge-test report' })).toContainText(
    'Not reviewed yet',
  );
  await expectAccessible(student, "the student's training record");
  await expectPrintable(student, 'student-record');

  // The instructor notes their certificate in the profile…
  const teacher = await signedIn(browser, DEMO.teacher);
  await teacher.getByRole('button', { name: `Account menu for ${DEMO.teacher}` }).click();
  await teacher.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = teacher.getByRole('dialog', { name: 'Profile' });
  await profile.getByRole('textbox', { name: 'Instructor certificate number' }).fill(CERTIFICATE);
  await expectAccessible(teacher, 'the profile with the instructor certificate');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile).toBeHidden();

  // …reviews the report's codes on the student's page, and opens the record from there.
  await teacher.goto(`${baseUrl()}/teacher/classes/1/students`);
  await teacher
    .getByRole('region', { name: 'Class overview', exact: true })
    .getByRole('link', { name: STUDENT })
    .click();
  await teacher.getByRole('button', { name: 'Mark 1 code reviewed' }).click();
  await expect(teacher.getByText('Every code has been reviewed with the student.')).toBeVisible();
  await teacher.getByRole('link', { name: 'Training record' }).click();
  await expect(
    teacher.getByRole('heading', { level: 1, name: `Training record: ${STUDENT}` }),
  ).toBeVisible();
  await expect(teacher.getByRole('table', { name: 'Knowledge-test report' })).toContainText(
    DEMO.teacher,
  );
  const text = teacher.getByRole('textbox', { name: 'Endorsement text' });
  await expect(text).toHaveValue(/A\.32 Aeronautical knowledge test/);
  await expect(text).toHaveValue(/A\.2 Review of deficiencies/);
  await expect(text).toHaveValue(new RegExp(`/s/ \\[date\\] ${DEMO.teacher} ${CERTIFICATE}`));
  await text.fill(`I certify that ${STUDENT} is prepared for the knowledge test.`);
  await expectAccessible(teacher, "the instructor's training record");
  await expectPrintable(teacher, 'instructor-record');
  await teacher.emulateMedia({ media: 'print' });
  // On paper the text as edited stands in place of the field.
  await expect(teacher.getByRole('textbox', { name: 'Endorsement text' })).toBeHidden();
  await expect(
    teacher
      .getByRole('paragraph')
      .filter({ hasText: `I certify that ${STUDENT} is prepared for the knowledge test.` }),
  ).toBeVisible();
});
