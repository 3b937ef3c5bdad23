import { expect, test, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import { expectAccessible } from './support/a11y';
import { DEMO, baseUrl } from './support/fixtures';
import { signInAsDemo } from './support/sign-in';

const CLASS_NAME = 'Crosswind Workshop';
const TEACHER_EMAIL = 'tessa.tran@demo.groundschool.test';
const TOPIC = 'Crosswind Landings';
const STEM = 'With a crosswind from the left on final, which way do you lower a wing?';
const GIFT_FILE = path.resolve('tests/fixtures/import/questions.gift');
/** A 1×1 PNG: the figure of the question. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAsDemo(page, baseUrl(), name);
  await expect(page).not.toHaveURL(/\/(login|interaction|auth)/);
  return page;
}

test('a teacher creates a topic, writes a question with a figure, imports a GIFT file, builds a quiz and publishes it', async ({
  browser,
}) => {
  test.setTimeout(240_000);

  // A class of its own (made by the superuser), so the demo class the other journeys use stays as it is.
  const admin = await signedIn(browser, DEMO.superuser);
  await admin.getByRole('button', { name: 'New class' }).click();
  await admin.getByRole('dialog').getByRole('textbox', { name: 'Name' }).fill(CLASS_NAME);
  await admin.getByRole('button', { name: 'Create class' }).click();
  const href = await admin
    .getByRole('article', { name: CLASS_NAME })
    .getByRole('link')
    .first()
    .getAttribute('href');
  const classPath = /\/teacher\/classes\/\d+/.exec(href ?? '')?.[0];
  expect(classPath).toBeTruthy();
  await admin.goto(`${baseUrl()}${classPath}/students`);
  await admin.getByRole('textbox', { name: "Teacher's e-mail" }).fill(TEACHER_EMAIL);
  await admin.getByRole('button', { name: 'Appoint teacher' }).click();
  await expect(admin.getByRole('list', { name: 'Teachers' })).toContainText(DEMO.teacher);

  // The teacher adds a topic.
  const page = await signedIn(browser, DEMO.teacher);
  await page.goto(`${baseUrl()}${classPath}/topics`);
  await expect(page.getByRole('heading', { name: 'No topics yet' })).toBeVisible();
  await expectAccessible(page, 'the topics page without topics');
  await page.getByRole('link', { name: 'Add topic' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill(TOPIC);
  await page.getByRole('textbox', { name: 'Description' }).fill('Wing-low and crab.');
  await expectAccessible(page, 'the add-topic form');
  await page.getByRole('button', { name: 'Add topic' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TOPIC })).toBeVisible();
  await expectAccessible(page, 'the topic page');

  // A question with a figure, published.
  await page.getByRole('link', { name: 'Add question' }).click();
  await page.getByRole('textbox', { name: 'Question' }).fill(STEM);
  await expect(page.getByRole('region', { name: 'Question: preview' })).toContainText('crosswind');
  await page.getByTestId('figure-file').setInputFiles({
    name: 'wind.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('button', { name: 'Remove figure' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Choice A' }).fill('Into the wind');
  await page.getByRole('textbox', { name: 'Choice B' }).fill('Away from the wind');
  await page.getByRole('button', { name: 'Remove choice D' }).click();
  await page.getByRole('button', { name: 'Remove choice C' }).click();
  await page.getByRole('textbox', { name: 'Learning objective' }).fill('PA.IV.C.K1');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await expectAccessible(page, 'the question form');
  await page.getByRole('button', { name: 'Save question' }).click();
  const preview = page.getByRole('region', { name: 'As students see it' });
  await expect(preview).toContainText(STEM);
  await expect(preview.getByRole('button', { name: /Figure for question 1/ })).toBeVisible();
  await expectAccessible(page, "the question's detail page");

  // A GIFT file: preview first, then import.
  await page.goto(`${baseUrl()}${classPath}/questions`);
  await page.getByRole('button', { name: 'Import' }).click();
  await page.getByTestId('import-file').setInputFiles(GIFT_FILE);
  const dialog = page.getByRole('dialog', { name: 'Import questions' });
  await expect(dialog).toContainText('would be imported from GIFT');
  await expect(dialog.getByRole('article', { name: 'Stall angle' })).toContainText(
    'A. angle of attack (correct)',
  );
  await dialog.getByRole('button', { name: 'How to lay out a CSV file' }).click();
  await expectAccessible(page, 'the import preview, its questions and the CSV layout');
  await dialog.getByRole('button', { name: /^Import \d+ questions$/ }).click();
  await expect(page.getByText(/questions imported/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Questions' })).toContainText('The wing stalls');
  await expectAccessible(page, 'the questions list');

  // A quiz of the topic with the picked question, published.
  await page.goto(`${baseUrl()}${classPath}/topics`);
  await page.getByRole('link', { name: TOPIC, exact: true }).click();
  await page.getByRole('link', { name: 'Open quizzes' }).click();
  await page.getByRole('button', { name: 'New quiz' }).first().click();
  await page.getByRole('textbox', { name: 'Title' }).fill('Crosswind check');
  await page.getByRole('radio', { name: 'A fixed list I pick' }).check();
  await page.getByRole('checkbox', { name: /With a crosswind/ }).check();
  await expect(page.getByText('1 question picked')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Published' }).click();
  await expectAccessible(page, 'the quiz form');
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crosswind check' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the quizzes' }).click();
  const quizzes = page.getByRole('table', { name: 'Quizzes' });
  await expect(quizzes.getByRole('row', { name: /Crosswind check/ })).toContainText('Published');
  await expectAccessible(page, "the topic's quizzes");
});

test('the first click on "Add choice" right after typing in a choice adds one', async ({
  browser,
}) => {
  const page = await signedIn(browser, DEMO.teacher);
  await page.goto(`${baseUrl()}/teacher/classes/1/questions/add`);
  const choices = page.getByRole('group', { name: 'Choices' }).getByRole('textbox');
  const addChoice = page.getByRole('button', { name: 'Add choice' });
  await expect(choices).toHaveCount(4);
  await addChoice.click();
  await expect(choices).toHaveCount(5);

  // The new choice's error shows until its field is left: leaving it by this click must not move the button.
  await page.getByRole('textbox', { name: /^Choice E/ }).fill('A wing low into the wind');
  await addChoice.click();
  await expect(choices).toHaveCount(6);
});
