import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeFirstScreenAssets } from '../../build/first-screen-assets';
import { FIRST_SCREEN_ASSETS_FILE } from '../../build/first-screens';
import { Role } from '../../contract';
import { SESSION_COOKIE } from '../../contract/auth';
import { anAttemptInProgress } from './helpers/attempt-builders';
import { cookieSessionFor, createUser, grantRole } from './helpers/auth-fixtures';
import { aClass, aFlashcard, aQuestion, aQuiz, aTopic } from './helpers/builders';
import { createTestApp, type TestApp } from './helpers/test-app';

const PAGE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const SCREENS = [
  {
    pattern: '/student/classes/:classId/quiz/:id',
    name: 'student-quiz',
    preloads: ['assets/student-quiz-page-Q1.js'],
  },
  {
    pattern: '/student/classes/:classId/topic/:id/flashCard',
    name: 'student-topic-flashcards',
    preloads: ['assets/student-topic-flashcards-page-F1.js'],
  },
  {
    pattern: '/student/classes/:classId/performance',
    name: 'student-performance',
    preloads: ['assets/student-performance-page-P1.js'],
  },
];

let built: string;
let t: TestApp;
let classId: number;
let topicId: number;
let quizId: number;
let attemptId: number;
let studentSession: string;

beforeAll(async () => {
  built = mkdtempSync(join(tmpdir(), 'groundschool-painted-'));
  mkdirSync(join(built, 'assets'));
  writeFileSync(join(built, 'index.html'), PAGE);
  writeFileSync(join(built, 'route-preloads.json'), JSON.stringify({ screens: SCREENS }));
  writeFileSync(
    join(built, FIRST_SCREEN_ASSETS_FILE),
    JSON.stringify(await makeFirstScreenAssets()),
  );
  t = await createTestApp({ STATIC_DIR: built });
  classId = await aClass(t.db);
  topicId = await aTopic(t.db, classId, { name: 'Weather' });
  await aFlashcard(t.db, classId, topicId, { front: 'What is a **METAR**?' });
  const questionId = await aQuestion(t.db, classId, topicId, {
    stem: 'What does **BKN** mean?',
    choices: [
      { text: 'Broken', correct: true },
      { text: 'Scattered', correct: false },
    ],
  });
  quizId = await aQuiz(t.db, classId, topicId, {
    title: 'Weather practice',
    selection: 'fixed',
    question_ids: [questionId],
    status: 'published',
    shuffle_choices: false,
  });
  const student = await createUser(t.db, { name: 'Student' });
  await grantRole(t.db, student.id, Role.STUDENT, classId);
  attemptId = (await anAttemptInProgress(t.db, quizId, student.id)).id;
  studentSession = (await cookieSessionFor(t.db, student.id)).sessionId;
});
afterAll(async () => {
  await t.close();
  rmSync(built, { recursive: true, force: true });
});

/** A page request as a browser sends it, with the cookie session if any. */
const openPage = (url: string, session: string | null) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html',
      ...(session === null ? {} : { cookie: `${SESSION_COOKIE}=${session}` }),
    },
  });

const openQuizPage = (session: string | null, query = `?attempt=${attemptId}`) =>
  openPage(`/student/classes/${classId}/quiz/${quizId}${query}`, session);

describe('the quiz page opened by its address during an attempt', () => {
  it("paints the student's question and choices in the page itself", async () => {
    const page = await openQuizPage(studentSession);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="gs-q-title">Weather practice</h1>');
    expect(page.body).toContain('<p>What does <strong>BKN</strong> mean?</p>');
    expect(page.body).toContain('Broken');
    expect(page.body).toContain('student-quiz-page-Q1.js');
  });

  it('paints nothing of an attempt for someone else: the placeholder shell stands', async () => {
    const other = await createUser(t.db, { name: 'Other student' });
    await grantRole(t.db, other.id, Role.STUDENT, classId);
    const page = await openQuizPage((await cookieSessionFor(t.db, other.id)).sessionId);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('BKN');
    expect(page.body).toContain('<h1 class="gs-shell-title">Quiz</h1>');
  });

  it('paints nothing without a session, or without an attempt in the address', async () => {
    for (const page of [await openQuizPage(null), await openQuizPage(studentSession, '')]) {
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain('BKN');
      expect(page.body).toContain('<h1 class="gs-shell-title">Quiz</h1>');
    }
  });

  it('paints nothing for a session that ended', async () => {
    const page = await openQuizPage('not-a-session');
    expect(page.body).not.toContain('BKN');
  });
});

describe('the painted page and the caches', () => {
  it('is kept by no cache, since it holds the student’s question', async () => {
    expect((await openQuizPage(studentSession)).headers['cache-control']).toBe('private, no-store');
  });

  it("carries the painted screens' stylesheet, which a placeholder page goes without", async () => {
    expect((await openQuizPage(studentSession)).body).toContain('.gs-q-paper{');
    expect((await openQuizPage(null)).body).not.toContain('.gs-q-paper{');
  });

  it('leaves the placeholder page cacheable as before', async () => {
    expect((await openQuizPage(null)).headers['cache-control']).toBe('no-cache');
  });
});

const openFlashcards = (session: string | null, query = '') =>
  openPage(`/student/classes/${classId}/topic/${topicId}/flashCard${query}`, session);

describe('a flashcard session opened by its address', () => {
  it("paints the student's first card, the class and the progress in the page itself", async () => {
    const page = await openFlashcards(studentSession);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="gs-f-title">Topic flashcards</h1>');
    expect(page.body).toContain('<p>What is a <strong>METAR</strong>?</p>');
    expect(page.body).toContain('Review · 0 done, 1 to go');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('paints nothing for someone outside the class', async () => {
    const outsider = await createUser(t.db, { name: 'Outsider' });
    const page = await openFlashcards((await cookieSessionFor(t.db, outsider.id)).sessionId);
    expect(page.body).not.toContain('METAR');
    expect(page.body).toContain('<h1 class="gs-shell-title">Flashcards</h1>');
  });

  it('paints nothing in cram mode, which the app draws from its own choice of cards', async () => {
    const page = await openFlashcards(studentSession, '?mode=cram');
    expect(page.body).not.toContain('METAR');
  });
});

describe('the class home opened by its address', () => {
  const openClassHome = (session: string | null) =>
    openPage(`/student/classes/${classId}/performance`, session);

  it("paints the student's first sections in the page itself", async () => {
    const page = await openClassHome(studentSession);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-painted="class-home"');
    expect(page.body).toContain('<h1 class="gs-h-title">');
    expect(page.body).toContain('Missed questions due');
    expect(page.body).toContain('Readiness');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('paints nothing for someone outside the class', async () => {
    const outsider = await createUser(t.db, { name: 'Outsider' });
    const page = await openClassHome((await cookieSessionFor(t.db, outsider.id)).sessionId);
    expect(page.body).not.toContain('data-painted');
    expect(page.body).toContain('<h1 class="gs-shell-title">Class home</h1>');
  });

  it('paints nothing for a superuser, who may be viewing a student there', async () => {
    const superuser = await createUser(t.db, { name: 'Superuser' });
    await grantRole(t.db, superuser.id, Role.SUPERUSER, null);
    const page = await openClassHome((await cookieSessionFor(t.db, superuser.id)).sessionId);
    expect(page.body).not.toContain('data-painted');
  });
});
