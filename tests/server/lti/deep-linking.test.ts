import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { buildApp, type App } from '../../../server/app';
import { Claim } from '../../../server/course-platforms/lti/claims';
import {
  handleDeepLinkingRequest,
  isTargetOfClass,
  targetFromCustom,
} from '../../../server/course-platforms/lti/deep-linking';
import type { LtiPlatform } from '../../../server/course-platforms/lti/platforms';
import { publishedToolKeys } from '../../../server/course-platforms/lti/tool-keys';
import type { VerifiedLaunch } from '../../../server/course-platforms/lti/verified-launch';
import type { DatabaseConnection } from '../../../server/db/client';
import { removeTeacher } from '../../../server/services/classes/remove-member';
import { aClass, aClassWithAFinalExam, aFlashcard, aQuiz, aTopic } from '../helpers/builders';
import { createTestDatabase } from '../helpers/test-database';
import { testConfig } from '../helpers/test-app';
import { startFakePlatform, type FakePlatform } from './fake-platform';
import { aDeepLinkingLaunch, aRegistrationOf, aTeacherOf } from './lti-builders';

const TEST_LAUNCH = '/test/deep-linking-launch';

let connection: DatabaseConnection;
let app: App;
let platform: FakePlatform;
let registration: LtiPlatform;
let now = new Date();
/** What the next request to TEST_LAUNCH hands to the picker, as the launch code would. */
let nextLaunch: VerifiedLaunch | null = null;
let classId: number;
let teacherId: number;
const ids = { finalExam: 0, published: 0, draft: 0, cardsTopic: 0, emptyTopic: 0 };

beforeAll(async () => {
  connection = await createTestDatabase();
  const { db } = connection;
  app = await buildApp({ config: testConfig(), db, clock: () => now });
  app.post(TEST_LAUNCH, { config: { access: { kind: 'public' } } }, (_request, reply) => {
    if (!nextLaunch) throw new Error('no launch prepared');
    return handleDeepLinkingRequest(reply, nextLaunch);
  });
  await app.ready();
  platform = await startFakePlatform({ toolKeySet: () => publishedToolKeys(db) });
  registration = await aRegistrationOf(db, platform);

  const made = await aClassWithAFinalExam(db);
  classId = made.classId;
  const [cardsTopic, emptyTopic] = made.topicIds as [number, number];
  ids.cardsTopic = cardsTopic;
  ids.emptyTopic = emptyTopic;
  ids.published = await aQuiz(db, classId, cardsTopic, { title: 'Airspace', status: 'published' });
  ids.draft = await aQuiz(db, classId, cardsTopic, { title: 'Unfinished', status: 'draft' });
  await aFlashcard(db, classId, cardsTopic);
  await aFlashcard(db, classId, cardsTopic);
  const finalExam = await db.query.quizzes.findFirst({
    where: (quiz, { and, eq }) => and(eq(quiz.classId, classId), eq(quiz.kind, 'final')),
  });
  ids.finalExam = finalExam?.id ?? 0;
  teacherId = await aTeacherOf(db, classId);
});

afterAll(async () => {
  await platform.close();
  await app.close();
  await connection.close();
});

const launchAsTeacher = (fields: Parameters<typeof aDeepLinkingLaunch>[2] = {}) =>
  aDeepLinkingLaunch(platform, registration, { classId, userId: teacherId, ...fields });

async function openPicker(launch: VerifiedLaunch) {
  nextLaunch = launch;
  return app.inject({ method: 'POST', url: TEST_LAUNCH });
}

const field = (html: string, name: string) =>
  html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
const choiceValues = (html: string) =>
  [
    ...html.matchAll(/<input type="(?:checkbox|radio)" id="[^"]*" name="item" value="([^"]*)"/g),
  ].map((match) => match[1]);

function submit(pickerToken: string, items: string[], action = 'add') {
  const body = new URLSearchParams({ picker_token: pickerToken, action });
  for (const item of items) body.append('item', item);
  return app.inject({
    method: 'POST',
    url: '/lti/deep-linking',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
}

/** What the browser does with the return page: form-post `JWT` to the form's action. */
async function followReturnPage(html: string) {
  const action = html.match(/<form id="deep-link-return" method="post" action="([^"]*)"/)?.[1];
  if (!action) throw new Error(`no return form in ${html}`);
  const url = action.replaceAll('&amp;', '&');
  const jwt = field(html, 'JWT');
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ JWT: jwt }),
  });
  return { url, jwt, status: response.status };
}

describe('the deep-linking picker', () => {
  it("lists the final exam, the quizzes students can take and the class's flashcard decks", async () => {
    const page = await openPicker(launchAsTeacher());
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(choiceValues(page.body)).toEqual([
      `quiz:${ids.finalExam}`,
      `quiz:${ids.published}`,
      'flashcards',
      `flashcards:${ids.cardsTopic}`,
    ]);
    expect(page.body).not.toContain('Unfinished');
    expect(page.body).not.toContain('Weak-area drill');
    expect(page.body).toContain('<legend>Final exam</legend>');
    expect(page.body).toContain('<legend>Flashcards</legend>');
    expect(page.body).toContain('type="checkbox"');
  });

  it("may be framed by the platform's host, the one its return URL names", async () => {
    const page = await openPicker(launchAsTeacher());
    expect(page.headers['content-security-policy']).toMatch(
      new RegExp(`frame-ancestors [^;]*${platform.issuer}`),
    );
    const refusal = await openPicker(launchAsTeacher({ isTeacher: false }));
    expect(refusal.headers['content-security-policy']).toMatch(
      new RegExp(`frame-ancestors [^;]*${platform.issuer}`),
    );
  });

  it('offers one choice at a time (radio buttons) when the platform accepts one item', async () => {
    const page = await openPicker(launchAsTeacher({ settings: { acceptMultiple: false } }));
    expect(page.body).toContain('type="radio"');
    expect(page.body).not.toContain('type="checkbox"');
  });

  it('refuses a launch whose roles do not make the person a teacher, saying so', async () => {
    const page = await openPicker(launchAsTeacher({ isTeacher: false }));
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Only teachers can add Groundschool content');
    expect(page.body).not.toContain('picker_token');
  });
});

describe('a choice answered to the platform', () => {
  it('form-posts a signed LtiDeepLinkingResponse the platform accepts, with a line item for each quiz', async () => {
    const launch = launchAsTeacher();
    const page = await openPicker(launch);
    const sentData = launch.deepLinking?.data;
    const answer = await submit(field(page.body, 'picker_token'), [
      `quiz:${ids.published}`,
      `flashcards:${ids.cardsTopic}`,
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toMatch(
      new RegExp(`form-action [^;]*${platform.issuer}`),
    );
    expect(answer.headers['content-security-policy']).toMatch(
      new RegExp(`frame-ancestors [^;]*${platform.issuer}`),
    );
    const placedBefore = platform.deepLinking.placed.length;
    const { jwt, url, status } = await followReturnPage(answer.body);
    expect(platform.deepLinking.refusals).toEqual([]);
    expect(status).toBe(200);
    expect(url).toBe(launch.deepLinking?.deep_link_return_url);

    const claims = decodeJwt(jwt);
    expect(claims.iss).toBe(platform.clientId);
    expect(claims.aud).toBe(platform.issuer);
    expect(claims[Claim.deepLinkingData]).toBe(sentData);
    expect(platform.deepLinking.sentData.has(sentData ?? '')).toBe(false);

    const placed = platform.deepLinking.placed.slice(placedBefore);
    expect(placed.map((item) => item.title)).toEqual([
      'Airspace',
      expect.stringMatching(/^Flashcards: /),
    ]);
    expect(placed.every((item) => item.url === 'http://localhost:3999/lti/launch')).toBe(true);
    expect(platform.deepLinking.createdLineItems.at(-1)).toMatchObject({
      scoreMaximum: 100,
      label: 'Airspace',
      resourceId: `quiz:${ids.published}`,
      tag: 'quiz',
    });
    expect(placed[1]?.lineItem).toBeUndefined();
    expect(platform.deepLinking.messages[0]?.msg).toBe('Added 2 Groundschool items.');
  });

  it('each placed link carries what it opens, which the launch reads back from its custom parameters', async () => {
    const page = await openPicker(launchAsTeacher());
    const answer = await submit(field(page.body, 'picker_token'), [
      `quiz:${ids.finalExam}`,
      'flashcards',
      `flashcards:${ids.cardsTopic}`,
    ]);
    const { jwt } = await followReturnPage(answer.body);
    const items = decodeJwt(jwt)[Claim.deepLinkingContentItems] as { custom: object }[];
    const launches = items.map((item) => ({ [Claim.custom]: item.custom }));
    expect(launches.map(targetFromCustom)).toEqual([
      { kind: 'quiz', quizId: ids.finalExam },
      { kind: 'flashcards', topicId: null },
      { kind: 'flashcards', topicId: ids.cardsTopic },
    ]);
    expect(platform.deepLinking.createdLineItems.at(-1)).toMatchObject({ tag: 'final-exam' });
  });

  it('no data in the request, none in the response', async () => {
    const page = await openPicker(launchAsTeacher({ settings: { data: null } }));
    const answer = await submit(field(page.body, 'picker_token'), ['flashcards']);
    const { jwt, status } = await followReturnPage(answer.body);
    expect(status).toBe(200);
    expect(decodeJwt(jwt)).not.toHaveProperty([Claim.deepLinkingData]);
  });

  it('Cancel answers with no items, which the platform accepts', async () => {
    const page = await openPicker(launchAsTeacher());
    const placedBefore = platform.deepLinking.placed.length;
    const answer = await submit(field(page.body, 'picker_token'), [], 'cancel');
    const { jwt, status } = await followReturnPage(answer.body);
    expect(status).toBe(200);
    expect(decodeJwt(jwt)[Claim.deepLinkingContentItems]).toEqual([]);
    expect(platform.deepLinking.placed.length).toBe(placedBefore);
  });

  it('a placement that accepts no resource links is answered at once with an error message', async () => {
    const page = await openPicker(launchAsTeacher({ settings: { acceptTypes: ['file', 'html'] } }));
    expect(page.body).not.toContain('picker_token');
    const { status } = await followReturnPage(page.body);
    expect(status).toBe(200);
    expect(platform.deepLinking.messages[0]?.errormsg).toMatch(/resource links/);
  });

  it('two items where the platform accepts one: the picker shows again and says why', async () => {
    const page = await openPicker(launchAsTeacher({ settings: { acceptMultiple: false } }));
    const answer = await submit(field(page.body, 'picker_token'), [
      `quiz:${ids.published}`,
      'flashcards',
    ]);
    expect(answer.statusCode).toBe(422);
    expect(answer.body).toContain('role="alert"');
    expect(answer.body).toContain('choose only one');
    expect(field(answer.body, 'picker_token')).toBe(field(page.body, 'picker_token'));
  });

  it('nothing chosen, or something not in the class: the picker shows again', async () => {
    const page = await openPicker(launchAsTeacher());
    const token = field(page.body, 'picker_token');
    expect((await submit(token, [])).statusCode).toBe(422);
    expect((await submit(token, [`quiz:${ids.draft}`])).statusCode).toBe(422);
  });
});

describe('the picker token', () => {
  it('a changed token is refused, and nothing is sent to the platform', async () => {
    const page = await openPicker(launchAsTeacher());
    const token = field(page.body, 'picker_token');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    claims.gs_deep_linking.classId += 1;
    const tampered = [
      header,
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      signature,
    ].join('.');
    const answer = await submit(tampered, ['flashcards']);
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('This page has expired');
    expect(answer.body).not.toContain('deep-link-return');
  });

  it('a token older than half an hour is refused', async () => {
    const page = await openPicker(launchAsTeacher());
    const start = now;
    now = new Date(start.getTime() + 31 * 60_000);
    try {
      const answer = await submit(field(page.body, 'picker_token'), ['flashcards']);
      expect(answer.statusCode).toBe(400);
    } finally {
      now = start;
    }
  });

  it('a teacher who no longer teaches the class cannot send a choice', async () => {
    const formerTeacher = await aTeacherOf(connection.db, classId);
    const page = await openPicker(launchAsTeacher({ userId: formerTeacher }));
    await removeTeacher(connection.db, classId, formerTeacher);
    const answer = await submit(field(page.body, 'picker_token'), ['flashcards']);
    expect(answer.statusCode).toBe(403);
  });
});

describe('targetFromCustom', () => {
  const launchWith = (custom: unknown) => ({ [Claim.custom]: custom });

  it('reads quizzes and flashcard decks, and nothing else', () => {
    expect(targetFromCustom(launchWith({ gs_target: 'quiz:12' }))).toEqual({
      kind: 'quiz',
      quizId: 12,
    });
    expect(targetFromCustom(launchWith({ gs_target: 'flashcards' }))).toEqual({
      kind: 'flashcards',
      topicId: null,
    });
    expect(targetFromCustom(launchWith({ gs_target: 'flashcards:3' }))).toEqual({
      kind: 'flashcards',
      topicId: 3,
    });
    expect(targetFromCustom(launchWith({ gs_target: 'quiz:0' }))).toBeNull();
    expect(targetFromCustom(launchWith({ gs_target: 'quiz:12; drop' }))).toBeNull();
    expect(targetFromCustom(launchWith({ gs_target: 12 }))).toBeNull();
    expect(targetFromCustom(launchWith('quiz:12'))).toBeNull();
    expect(targetFromCustom({})).toBeNull();
  });
});

describe('isTargetOfClass', () => {
  it("accepts the class's own quizzes and decks, and refuses another class's", async () => {
    const { db } = connection;
    const otherClass = await aClass(db);
    const otherTopic = await aTopic(db, otherClass);
    expect(await isTargetOfClass(db, classId, { kind: 'quiz', quizId: ids.published })).toBe(true);
    expect(await isTargetOfClass(db, otherClass, { kind: 'quiz', quizId: ids.published })).toBe(
      false,
    );
    expect(
      await isTargetOfClass(db, classId, { kind: 'flashcards', topicId: ids.cardsTopic }),
    ).toBe(true);
    expect(await isTargetOfClass(db, classId, { kind: 'flashcards', topicId: otherTopic })).toBe(
      false,
    );
    expect(await isTargetOfClass(db, otherClass, { kind: 'flashcards', topicId: null })).toBe(true);
  });
});
