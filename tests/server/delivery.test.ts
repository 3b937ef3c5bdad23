import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../build/precompress';
import { makeFirstScreenAssets } from '../../build/first-screen-assets';
import { FIRST_SCREEN_ASSETS_FILE } from '../../build/first-screens';
import { Header } from '../../contract/auth';
import { COLOR_MODE_STORAGE_KEY, DARK_SHELL_CLASS } from '../../contract/color-mode';
import { createTestApp, type TestApp } from './helpers/test-app';

const SCRIPT = `console.log(${JSON.stringify('groundschool '.repeat(400))});`;
const PAGE = `<!doctype html><html><head><title>Groundschool</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SIGN_IN = ['assets/login-layout-L1.js', 'assets/sign-in-pages-P1.js'];
const DEFAULT_LAYOUT = ['assets/default-layout-D1.js', 'assets/signed-in-S0.js'];
/** route-preloads.json as the build writes it from the route tree (build/route-preloads.ts). */
const SCREENS = [
  { pattern: '/login', name: 'login', preloads: SIGN_IN },
  { pattern: '/', name: 'root', preloads: [] },
  {
    pattern: '/student',
    name: 'student-home',
    preloads: [...DEFAULT_LAYOUT, 'assets/student-home-S1.js'],
  },
  {
    pattern: '/student/classes/:classId/performance',
    name: 'student-performance',
    preloads: [...DEFAULT_LAYOUT, 'assets/student-performance-page-C1.js', 'assets/Chip-X1.js'],
  },
  {
    pattern: '/student/classes/:classId/quiz/:id',
    name: 'student-quiz',
    preloads: ['assets/quiz-layout-Q0.js', 'assets/student-quiz-page-Q1.js'],
  },
  {
    pattern: '/student/classes/:classId/flashCard',
    name: 'student-flashcards',
    preloads: ['assets/flashcard-layout-F0.js', 'assets/student-flashcards-page-F1.js'],
  },
  {
    pattern: '/teacher/classes/:classId/questions/:quesID',
    name: 'teacher-question-detail',
    preloads: ['assets/teacher-layout-T0.js', 'assets/question-detail-T1.js'],
  },
  {
    pattern: '/teacher/classes/:classId/questions/add',
    name: 'teacher-question-add',
    preloads: [...DEFAULT_LAYOUT, 'assets/question-add-T2.js'],
  },
];
const preloadsOf = (name: string) => SCREENS.find((screen) => screen.name === name)?.preloads;

let built: string;
let t: TestApp;
beforeAll(async () => {
  built = mkdtempSync(join(tmpdir(), 'groundschool-build-'));
  mkdirSync(join(built, 'assets'));
  writeFileSync(join(built, 'index.html'), PAGE);
  writeFileSync(join(built, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(built, 'assets', 'tiny-XyZ789.js'), 'export {};');
  writeFileSync(join(built, 'sw.js'), SCRIPT);
  writeFileSync(join(built, 'manifest.webmanifest'), JSON.stringify({ name: 'Groundschool' }));
  writeFileSync(join(built, 'route-preloads.json'), JSON.stringify({ screens: SCREENS }));
  writeFileSync(
    join(built, FIRST_SCREEN_ASSETS_FILE),
    JSON.stringify(await makeFirstScreenAssets()),
  );
  precompressFolder(built);
  t = await createTestApp({ STATIC_DIR: built });
});
afterAll(async () => {
  await t.close();
  rmSync(built, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), accept: 'text/html' },
  });

describe('the built app, precompressed at build time', () => {
  it('has a brotli and a gzip copy of each file worth compressing', () => {
    expect(existsSync(join(built, 'assets', 'index-AbC123.js.br'))).toBe(true);
    expect(existsSync(join(built, 'assets', 'index-AbC123.js.gz'))).toBe(true);
    expect(existsSync(join(built, 'index.html.br'))).toBe(true);
  });

  it('leaves files too small to gain anything as they are', () => {
    expect(existsSync(join(built, 'assets', 'tiny-XyZ789.js.br'))).toBe(false);
  });

  it('sends the brotli copy to a browser that accepts it', async () => {
    const response = await get('/assets/index-AbC123.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy when brotli is not accepted', async () => {
    const response = await get('/assets/index-AbC123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends the file itself when no encoding is accepted', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year, unchanged', async () => {
    const response = await get('/assets/index-AbC123.js', 'br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('makes browsers check index.html every time, and compresses it', async () => {
    const response = await get('/student', 'br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Groundschool');
  });

  it('makes browsers check the service worker and the web app manifest every time', async () => {
    // A worker kept by the HTTP cache would hold back a new build's precache list.
    const worker = await get('/sw.js', 'br');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers['content-encoding']).toBe('br');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.headers['content-type']).toBe('application/manifest+json');
  });

  it("serves the app's own sign-in callback page (/auth/callback), beside the server's /auth/teachable/", async () => {
    const response = await get('/auth/callback?code=abc&state=xyz');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Groundschool');
  });
});

describe('the first screen, before any JavaScript', () => {
  const page = async (url: string) => (await get(url)).body;
  const preloadsIn = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map(
      (match) => match[1],
    );
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1] ?? '');
  /** The page's early lms requests script ('' where the page has none). */
  const earlyScriptIn = (html: string) =>
    inlineScripts(html).find((script) => script.includes('__gsEarly')) ?? '';

  it('/login preloads the sign-in chunks and paints the sign-in card', async () => {
    const html = await page('/login');
    expect(preloadsIn(html)).toEqual(SIGN_IN);
    expect(html).toContain('<h1>Welcome to Groundschool</h1>');
  });

  it("/student preloads the student home's chunks and paints the app bar", async () => {
    const html = await page('/student');
    expect(preloadsIn(html)).toEqual(preloadsOf('student-home'));
    expect(html).toContain('My classes');
  });

  it("an lms launch (/?auth=…) preloads the student home's chunks", async () => {
    expect(preloadsIn(await page('/?auth=launch-token'))).toEqual(preloadsOf('student-home'));
  });

  it("the class home preloads its own page's chunks, not the student home's", async () => {
    expect(preloadsIn(await page('/student/classes/12/performance'))).toEqual(
      preloadsOf('student-performance'),
    );
  });

  it("the quiz page and the flashcard session preload their own layout's and page's chunks", async () => {
    expect(preloadsIn(await page('/student/classes/12/quiz/34?focus=weak'))).toEqual(
      preloadsOf('student-quiz'),
    );
    expect(preloadsIn(await page('/student/classes/12/flashCard'))).toEqual(
      preloadsOf('student-flashcards'),
    );
  });

  it("the class home paints its own shell: its title and its sections' placeholders, not the home's", async () => {
    const html = await page('/student/classes/12/performance');
    expect(html).toContain('<h1 class="gs-shell-title">Class home</h1>');
    expect(html).not.toContain('My classes');
  });

  it("the quiz and the flashcard session paint the study screens' focused bar", async () => {
    expect(await page('/student/classes/12/quiz/34')).toContain(
      '<div class="gs-shell-bar gs-shell-focused">',
    );
    expect(await page('/student/classes/12/flashCard')).toMatch(
      /gs-shell-focused.*<h1 class="gs-shell-title">Flashcards<\/h1>/,
    );
  });

  it('an address two patterns match opens the one with more fixed segments, as the router does', async () => {
    expect(preloadsIn(await page('/teacher/classes/1/questions/add'))).toEqual(
      preloadsOf('teacher-question-add'),
    );
    expect(preloadsIn(await page('/teacher/classes/1/questions/7'))).toEqual(
      preloadsOf('teacher-question-detail'),
    );
  });

  it('/login starts no request before its code', async () => {
    const html = await page('/login');
    expect(earlyScriptIn(html)).toBe('');
    expect(inlineScripts(html).join('')).not.toContain('fetch');
  });

  it('the inline scripts (colour mode, early lms and session requests) are allowed by their hashes, nothing else inline', async () => {
    const response = await get('/?auth=launch-token');
    const hashes = inlineScripts(response.body).map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    const scriptSrc = /script-src ([^;]*)/.exec(
      String(response.headers['content-security-policy']),
    );
    expect(hashes).toHaveLength(3);
    expect((scriptSrc?.[1] ?? '').split(' ').sort()).toEqual(["'self'", ...hashes].sort());
  });

  it('an lms launch exchanges the token, then asks for the classes, before the code arrives', async () => {
    const script = earlyScriptIn(await page('/?auth=launch+token'));
    const requested: { url: string; headers: Record<string, string> }[] = [];
    const fetch = (url: string, init: { headers: Record<string, string> }) => {
      requested.push({ url, headers: init.headers });
      return Promise.resolve({ ok: true });
    };
    const window: Record<string, unknown> = { fetch };
    const location = { search: '?auth=launch+token', origin: 'https://school.example' };
    runInNewContext(script, { window, location, fetch, URL, URLSearchParams });
    await (window.__gsEarly as Record<string, Promise<unknown>>)[
      'https://school.example/api/classes?as=student'
    ];
    expect(requested.map((request) => request.url)).toEqual([
      'https://school.example/api/users/me?auth=launch%20token',
      'https://school.example/api/classes?as=student',
    ]);
    expect(requested[0]?.headers[Header.AUTH_METHOD]).toBe('lms');
  });

  it('an lms launch whose token is refused does not ask for the classes', async () => {
    const script = earlyScriptIn(await page('/?auth=bad'));
    const requested: string[] = [];
    const fetch = (url: string) => {
      requested.push(url);
      return Promise.resolve({ ok: false, status: 401 });
    };
    const window: Record<string, unknown> = { fetch };
    const location = { search: '?auth=bad', origin: 'https://school.example' };
    runInNewContext(script, { window, location, fetch, URL, URLSearchParams });
    const classes = (window.__gsEarly as Record<string, Promise<unknown>>)[
      'https://school.example/api/classes?as=student'
    ];
    await expect(classes).rejects.toThrow('exchange 401');
    expect(requested).toEqual(['https://school.example/api/users/me?auth=bad']);
  });

  it('/student without a launch token starts nothing', async () => {
    const script = earlyScriptIn(await page('/student'));
    const window: Record<string, unknown> = { fetch: () => Promise.reject(new Error('no')) };
    runInNewContext(script, {
      window,
      location: { search: '', origin: 'x' },
      URL,
      URLSearchParams,
    });
    expect(window.__gsEarly).toBeUndefined();
  });

  /** Runs a page's early session script in a browser with these storages; answers the user 7. */
  async function earlySessionRequests(
    url: string,
    storage: { local?: Record<string, string>; session?: Record<string, string> } = {},
  ) {
    const html = await page(url);
    const scripts = inlineScripts(html).filter((inline) => inline.includes('__gsEarly'));
    const requested: { url: string; method: string | undefined }[] = [];
    const fetch = (address: string, init: { headers: Record<string, string> }) => {
      requested.push({ url: address, method: init.headers[Header.AUTH_METHOD] });
      const body = address.endsWith('/users/me') ? { id: 7 } : {};
      const answer = { ok: true, json: () => Promise.resolve(body) };
      return Promise.resolve({ ...answer, clone: () => answer });
    };
    const storageOf = (values: Record<string, string> = {}) => ({
      getItem: (key: string) => values[key] ?? null,
      setItem: (key: string, value: string) => (values[key] = value),
    });
    const { pathname, search } = new URL(url, 'https://school.example');
    const window: Record<string, unknown> = {
      fetch,
      localStorage: storageOf(storage.local),
      sessionStorage: storageOf(storage.session),
      location: { pathname, search, origin: 'https://school.example', host: 'school.example' },
      document: { referrer: '' },
      URL,
      URLSearchParams,
      JSON,
    };
    window.window = window;
    window.top = window;
    window.self = window;
    for (const inline of scripts) runInNewContext(inline, window);
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { requested, early: window.__gsEarly };
  }
  const rememberedMethod = (authMethod: string) => ({
    local: { 'gs.auth.method': JSON.stringify({ authMethod }) },
  });

  it("a class home opened with the browser's lms session asks for the user, the class and the missed questions before the code, then the student's progress", async () => {
    const { requested } = await earlySessionRequests(
      '/student/classes/12/performance',
      rememberedMethod('lms'),
    );
    expect(requested.map((request) => request.url)).toEqual([
      'https://school.example/api/users/me',
      'https://school.example/api/classes/12',
      'https://school.example/api/classes/12/quizzes',
      'https://school.example/api/classes/12/missed-questions',
      'https://school.example/api/classes/12/students/7/progress',
      'https://school.example/api/classes/12/students/7/performance',
      'https://school.example/api/classes/12/students/7/attempts',
      'https://school.example/api/classes/12/students/7/knowledge-test-codes',
    ]);
    expect(new Set(requested.map((request) => request.method))).toEqual(new Set(['lms']));
  });

  it("a quiz opened with a cookie session asks for the user and the class's quizzes before the code", async () => {
    const { requested } = await earlySessionRequests(
      '/student/classes/12/quiz/3',
      rememberedMethod('teachable'),
    );
    // teachable without a school this browser remembers is not the method the app will choose.
    expect(requested).toEqual([]);
    const withSchool = await earlySessionRequests('/student/classes/12/quiz/3', {
      local: { ...rememberedMethod('teachable').local, 'gs.teachableSchool': '1234' },
    });
    expect(withSchool.requested).toEqual([
      { url: 'https://school.example/api/users/me', method: 'teachable' },
      { url: 'https://school.example/api/classes/12/quizzes', method: 'teachable' },
    ]);
  });

  it("starts nothing for a logto session (its token is the SDK's) or a tab viewing as a student", async () => {
    expect((await earlySessionRequests('/student/classes/12/performance')).requested).toEqual([]);
    const impersonating = await earlySessionRequests('/student/classes/12/performance', {
      ...rememberedMethod('lms'),
      session: {
        'gs.impersonation': JSON.stringify({ state: { impersonatedStudent: { id: 9 } } }),
      },
    });
    expect(impersonating.requested).toEqual([]);
  });

  it('an address of no screen preloads nothing extra but still paints the app bar', async () => {
    const html = await page('/no/such/page');
    expect(preloadsIn(html)).toEqual([]);
    expect(html).toContain('gs-shell-bar');
  });
});

describe("the shell's colour mode, before any JavaScript", () => {
  /** The page's `<html>` classes after its colour-mode script ran with this stored choice. */
  const shellClassFor = async (stored: string | null, systemDark = false) => {
    const html = (await get('/student')).body;
    const script =
      [...html.matchAll(/<script>(.*?)<\/script>/g)]
        .map((match) => match[1] ?? '')
        .find((inline) => inline.includes('localStorage')) ?? '';
    const document = { documentElement: { className: '' } };
    const localStorage = {
      getItem: (key: string) => (key === COLOR_MODE_STORAGE_KEY ? stored : null),
    };
    const matchMedia = (query: string) => ({ matches: systemDark && query.includes('dark') });
    runInNewContext(script, { document, localStorage, matchMedia, JSON });
    return document.documentElement.className.trim();
  };
  const chose = (mode: string) => JSON.stringify({ state: { mode }, version: 0 });

  it('is dark for a user who chose dark', async () => {
    expect(await shellClassFor(chose('dark'))).toBe(DARK_SHELL_CLASS);
  });

  it('is light for a user who chose light, even on a dark system', async () => {
    expect(await shellClassFor(chose('light'), true)).toBe('');
  });

  it("follows the system for a user who chose 'system'", async () => {
    expect(await shellClassFor(chose('system'), true)).toBe(DARK_SHELL_CLASS);
    expect(await shellClassFor(chose('system'), false)).toBe('');
  });

  it('is light, without an error, when nothing or something unreadable is stored', async () => {
    expect(await shellClassFor(null, true)).toBe('');
    expect(await shellClassFor('{not json', true)).toBe('');
  });

  it('has dark colours for every part of the shell', async () => {
    const html = (await get('/login')).body;
    for (const part of ['gs-shell', 'gs-shell-bar', 'gs-shell-login', 'gs-shell-card']) {
      expect(html).toContain(`.${DARK_SHELL_CLASS} .${part}{`);
    }
  });
});

describe('answers made per request', () => {
  it('a large API answer is compressed', async () => {
    const response = await get('/api/openapi.json', 'br');
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toHaveProperty(
      'openapi',
    );
  });

  it('a small API answer is not', async () => {
    const response = await get('/api/health', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
