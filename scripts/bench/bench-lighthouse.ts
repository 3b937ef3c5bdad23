/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium
 * against the production server as `npm start` serves it. The first screens: /login signed out, and
 * /student through an lms launch. The study pages, as a student opens a bookmark: the quiz page
 * during an open attempt, the class home with its charts (the student has finished quizzes) and a
 * flashcard session, each opened cold in a new tab of a browser where the student signed in by an
 * lms launch (Lighthouse empties the HTTP cache and the service worker first, and keeps the
 * cookies and local storage). Three runs each; medians printed beside the budgets; exits 1 when
 * over. LIGHTHOUSE_RUNS changes the number of runs; LIGHTHOUSE_PAGES=<text> measures only the pages
 * whose name contains it (a trial run); LIGHTHOUSE_REPORTS=<folder> keeps every report;
 * LIGHTHOUSE_THROTTLING=devtools throttles the real connection and CPU instead of simulating them
 * (a diagnostic: the budgets are the simulated figures', and the table says which method ran).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { paths } from '../../src/lib/paths';
import {
  launchPath,
  median,
  printTable,
  signInByLaunch,
  startBenchServer,
  type BenchServer,
} from './bench-server';
import { exitWith } from './exit-with';
import { FLASHCARD_TOPIC_ID, prepareStudyData, STUDY_CLASS_ID, type StudyData } from './study-data';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * Lighthouse's throttling. Its simulation (the preset's) counts as render-blocking every
 * high-priority script that finished loading before the observed first paint, and a module preload
 * is one (docs/performance.md, 2026-11-27 evening): `devtools` shows what the same slow connection
 * and CPU actually paint.
 */
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING === 'devtools' ? 'devtools' : 'simulate';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type Budget = { minScore: number; maxLcpMs: number; maxTbtMs?: number; maxCls?: number };
/** How the page is opened: signed out, as the lms launch itself, or in a signed-in browser. */
type Session = 'none' | 'launch' | 'signed-in';
type Page = {
  name: string;
  path: (server: BenchServer, data: StudyData) => string;
  session: Session;
  budget: Budget;
};

const STUDY_PAGE_BUDGET: Budget = { minScore: 95, maxLcpMs: 2000, maxTbtMs: 150, maxCls: 0.05 };
const { student } = paths;
const classId = STUDY_CLASS_ID;
const PAGES: Page[] = [
  {
    name: '/login (signed out)',
    path: () => paths.login.href(),
    session: 'none',
    budget: { minScore: 95, maxLcpMs: 2500 },
  },
  {
    name: '/student (lms launch)',
    path: launchPath,
    session: 'launch',
    budget: { minScore: 90, maxLcpMs: 2500 },
  },
  {
    name: 'quiz page, open attempt',
    path: (_server, { openQuizId, openAttemptId }) =>
      student.quiz.href({ classId, id: openQuizId, attempt: openAttemptId }),
    session: 'signed-in',
    budget: STUDY_PAGE_BUDGET,
  },
  {
    name: 'class home (charts)',
    path: () => student.performance.href({ classId }),
    session: 'signed-in',
    budget: STUDY_PAGE_BUDGET,
  },
  {
    name: 'flashcard session',
    path: () => student.topicFlashcards.href({ classId, id: FLASHCARD_TOPIC_ID }),
    session: 'signed-in',
    budget: STUDY_PAGE_BUDGET,
  },
];

type Run = { score: number; fcp: number; lcp: number; tbt: number; cls: number; bytes: number };

/** Signs the student in, in a tab of the browser at `port` that is closed afterwards. */
async function signInBrowser(port: number, server: BenchServer) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the browser has no default context');
    const tab = await context.newPage();
    await signInByLaunch(tab, server);
    await tab.close();
  } finally {
    await browser.close();
  }
}

async function measure(url: string, session: Session, server: BenchServer): Promise<Run> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (session === 'signed-in') await signInBrowser(chrome.port, server);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: THROTTLING,
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    // LIGHTHOUSE_REPORTS=folder keeps every run's full report (to see where the time goes).
    const reports = process.env.LIGHTHOUSE_REPORTS;
    if (reports) {
      mkdirSync(reports, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
      writeFileSync(join(reports, name), JSON.stringify(lhr, null, 1));
    }
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

const overBudget = (budget: Budget, run: Omit<Run, 'fcp' | 'bytes'>) =>
  run.score < budget.minScore ||
  run.lcp > budget.maxLcpMs ||
  run.tbt > (budget.maxTbtMs ?? Infinity) ||
  run.cls > (budget.maxCls ?? Infinity);

const budgetText = ({ minScore, maxLcpMs, maxTbtMs, maxCls }: Budget) =>
  [
    `score ≥ ${minScore}`,
    `LCP ≤ ${maxLcpMs / 1000} s`,
    ...(maxTbtMs === undefined ? [] : [`TBT ≤ ${maxTbtMs} ms`]),
    ...(maxCls === undefined ? [] : [`CLS ≤ ${maxCls}`]),
  ].join(', ');

/** The machine's load average over 1 minute (the benchmark shares its CPUs). */
const load = () => loadavg()[0]!.toFixed(2);

async function main() {
  console.log('Building the app and the server as npm start does…');
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const server = await startBenchServer();
  const data = await prepareStudyData(server);
  const rows = [['Page', 'Score', 'FCP', 'LCP', 'TBT', 'CLS', 'Bytes', 'Load', 'Budget', 'Result']];
  let failed = false;
  try {
    const only = process.env.LIGHTHOUSE_PAGES;
    for (const page of PAGES.filter(({ name }) => !only || name.includes(only))) {
      const runs: Run[] = [];
      const loads: string[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        loads.push(load());
        runs.push(await measure(`${server.url}${page.path(server, data)}`, page.session, server));
      }
      const of = (key: keyof Run) => median(runs.map((run) => run[key]));
      const over = overBudget(page.budget, {
        score: of('score'),
        lcp: of('lcp'),
        tbt: of('tbt'),
        cls: of('cls'),
      });
      failed ||= over;
      rows.push([
        page.name,
        String(of('score')),
        `${(of('fcp') / 1000).toFixed(2)} s`,
        `${(of('lcp') / 1000).toFixed(2)} s`,
        `${of('tbt').toFixed(0)} ms`,
        of('cls').toFixed(3),
        `${(of('bytes') / 1000).toFixed(0)} kB`,
        loads.join(' '),
        budgetText(page.budget),
        over ? 'OVER BUDGET' : 'ok',
      ]);
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nLighthouse mobile (${THROTTLING} throttling), median of ${RUNS} runs (database: ${server.database}; Load: the machine's 1-minute load average as each run began):\n`,
  );
  printTable(rows);
  return failed ? 1 : 0;
}

exitWith(main());
