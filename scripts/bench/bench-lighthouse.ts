/**
 * `npm run bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium
 * against the production server as `npm start` serves it: /login signed out, and /student signed in
 * through an lms launch. Three runs each; medians printed beside the budgets; exits 1 when over.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, printTable, startBenchServer } from './bench-server';
import { exitWith } from './exit-with';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
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

type Page = { name: string; path: (launchToken: string) => string; minScore: number };
const PAGES: Page[] = [
  { name: '/login (signed out)', path: () => '/login', minScore: 95 },
  {
    name: '/student (lms launch)',
    path: (token) => `/?auth=${encodeURIComponent(token)}`,
    minScore: 90,
  },
];
const MAX_LCP_MS = 2500;

type Run = { score: number; fcp: number; lcp: number; bytes: number };

async function measure(url: string): Promise<Run> {
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
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
      bytes: numeric('total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  console.log('Building the app and the server as npm start does…');
  execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  const server = await startBenchServer();
  const rows = [['Page', 'Score', 'FCP', 'LCP', 'Bytes', 'Budget', 'Result']];
  let failed = false;
  try {
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        runs.push(await measure(`${server.url}${page.path(server.launchToken)}`));
      }
      const score = median(runs.map((run) => run.score));
      const lcp = median(runs.map((run) => run.lcp));
      const over = score < page.minScore || lcp > MAX_LCP_MS;
      failed ||= over;
      rows.push([
        page.name,
        String(score),
        `${(median(runs.map((run) => run.fcp)) / 1000).toFixed(2)} s`,
        `${(lcp / 1000).toFixed(2)} s`,
        `${(median(runs.map((run) => run.bytes)) / 1000).toFixed(0)} kB`,
        `score ≥ ${page.minScore}, LCP ≤ ${MAX_LCP_MS / 1000} s`,
        over ? 'OVER BUDGET' : 'ok',
      ]);
    }
  } finally {
    await server.stop();
  }
  console.log(`\nLighthouse mobile, median of ${RUNS} runs (database: ${server.database}):\n`);
  printTable(rows);
  return failed ? 1 : 0;
}

exitWith(main());
