import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, baseUrl } from './support/fixtures';
import { signedIn, takeAPracticeQuiz } from './support/study';

// A demo student the other journeys leave alone: her first quiz earns the first badge here.
const STUDENT = 'Mei Chen';
const CLASS_HOME = '/student/classes/1/performance';

test('a student finishes a quiz and sees points, a badge and the updated class home; the teacher sees them in the heat map and endorses them; the student is notified', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const student = await signedIn(browser, STUDENT);
  await student.goto(`${baseUrl()}${CLASS_HOME}`);
  await expect(student.getByRole('region', { name: 'Readiness' })).toContainText('No answers yet');

  // A practice quiz: one answer, then submit.
  await takeAPracticeQuiz(student);

  // The class home: points, the first-quiz badge, a prediction and the topic's answers.
  await student.goto(`${baseUrl()}${CLASS_HOME}`);
  await expect(student.getByText(/\d+ points/)).toBeVisible();
  await expect(student.getByRole('list', { name: 'Badges' })).toContainText('First quiz');
  await expect(student.getByRole('region', { name: 'Readiness' })).toContainText(
    'Predicted final-exam score',
  );
  await expect(student.getByRole('table', { name: 'Accuracy by topic' })).toBeVisible();
  await expectAccessible(student, 'the class home with progress');

  // The teacher finds the student in the heat map and endorses them.
  const teacher = await signedIn(browser, DEMO.teacher);
  await teacher.goto(`${baseUrl()}/teacher/classes/1/students`);
  const heatMap = teacher.getByRole('grid', { name: 'Topic heat map' });
  const row = heatMap.getByRole('row', { name: new RegExp(STUDENT) });
  await expect(row.getByRole('gridcell').filter({ hasText: /^\d+$/ })).toHaveCount(1);
  await expectAccessible(teacher, 'the students page with the class overview');
  await teacher
    .getByRole('region', { name: 'Class overview', exact: true })
    .getByRole('link', { name: STUDENT })
    .click();
  await expect(teacher.getByRole('heading', { level: 1, name: STUDENT })).toBeVisible();
  await expectAccessible(teacher, "the teacher's page of a student");
  await teacher.getByRole('button', { name: 'Endorse' }).click();
  const confirm = teacher.getByRole('dialog', { name: `Endorse ${STUDENT}?` });
  await expectAccessible(teacher, 'the endorse confirmation');
  await confirm.getByRole('button', { name: 'Endorse' }).click();
  await expect(teacher.getByText(`${STUDENT} is endorsed.`)).toBeVisible();
  await expect(teacher.getByText(/^Endorsed by Tessa Tran/)).toBeVisible();

  // The student is told.
  await student.reload();
  await student.getByRole('button', { name: /^Notifications, \d+ unread/ }).click();
  const notifications = student.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications).toContainText(/endorsed/i);
  await expectAccessible(student, 'the notifications');

  // The class home notes it, and its printable page says it is no endorsement of the app's.
  await student.goto(`${baseUrl()}${CLASS_HOME}`);
  await expect(
    student.getByText(/^Marked ready for the knowledge test by Tessa Tran on/),
  ).toBeVisible();
  await student.getByRole('button', { name: 'Print this note' }).click();
  const note = student.getByRole('dialog', { name: 'Marked ready for the knowledge test' });
  await expect(note).toContainText('This page is not an endorsement.');
  await expectAccessible(student, 'the note that the instructor marked the student ready');
});
