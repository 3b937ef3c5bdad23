/**
 * `npm run bench:fsrs`: does fitting FSRS to each student pay, and is it fast enough? A seeded
 * class of simulated learners (see `simulated-learners.ts` for the model) studies a deck; each
 * learner's log goes through the same steps as a student's (`reviewItems`, `fitParameters`: fit on
 * the earlier 80 % of their items, judged on the latest 20 %). Prints the held-out log loss and
 * RMSE (bins) of FSRS-6's default parameters and of the fitted ones, weighted by held-out items,
 * beside srs-benchmark's published figures, and the fitting time.
 *
 * Budgets (exit 1 when over): the class of 100 fitted in under a minute, one after another as
 * the fitting job does; and the fitted parameters predict the held-out ratings better than the
 * defaults (else fitting does not earn its place).
 */
import { printTable } from './bench-server';
import { exitWith } from './exit-with';
import { seededRandom, simulateLearner } from './simulated-learners';
import { reviewItems } from '../../server/services/fsrs-fitting/review-history';
import { fitParameters, type Fitness } from '../../server/services/fsrs-fitting/fit-parameters';

const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 100);
const SEED = Number(process.env.BENCH_SEED ?? 2026);
const STUDY = { days: 60, newPerDay: 15 };
const BUDGET_CLASS_MS = 60_000;
const BUDGET_CLASS_SIZE = 100;
/** srs-benchmark's published log loss (as quoted in issue 29). */
const PUBLISHED = [
  ['srs-benchmark: FSRS-6, default parameters', '0.339'],
  ['srs-benchmark: FSRS-6, fitted per user', '0.321'],
  ['srs-benchmark: SM-2', '0.547'],
] as const;

async function main() {
  const random = seededRandom(SEED);
  let reviews = 0;
  let fitMs = 0;
  let kept = 0;
  let weight = 0;
  const sums = { fitted: { logLoss: 0, rmseBins: 0 }, defaults: { logLoss: 0, rmseBins: 0 } };
  const add = (into: Fitness, from: Fitness, items: number) => {
    into.logLoss += from.logLoss * items;
    into.rmseBins += from.rmseBins * items;
  };
  for (let learner = 0; learner < LEARNERS; learner += 1) {
    const { log } = simulateLearner(random, STUDY);
    reviews += log.length;
    const started = performance.now();
    const outcome = await fitParameters(reviewItems(log));
    fitMs += performance.now() - started;
    if (!outcome) continue;
    if (outcome.parameters) kept += 1;
    weight += outcome.heldOutItems;
    add(sums.fitted, outcome.fitted, outcome.heldOutItems);
    add(sums.defaults, outcome.defaults, outcome.heldOutItems);
  }
  const mean = (sum: Fitness): Fitness => ({
    logLoss: sum.logLoss / weight,
    rmseBins: sum.rmseBins / weight,
  });
  const fitted = mean(sums.fitted);
  const defaults = mean(sums.defaults);

  console.log(
    `\nSimulated class: ${LEARNERS} learners, ${STUDY.days} days, up to ${STUDY.newPerDay} new cards a day (seed ${SEED}): ${reviews} ratings, ${Math.round(reviews / LEARNERS)} a learner.\n`,
  );
  printTable([
    ['Held-out ratings (each learner’s latest 20 %)', 'log loss', 'RMSE (bins)'],
    [
      'FSRS-6, default parameters (this run)',
      defaults.logLoss.toFixed(3),
      defaults.rmseBins.toFixed(3),
    ],
    [
      'FSRS-6, fitted per learner (this run)',
      fitted.logLoss.toFixed(3),
      fitted.rmseBins.toFixed(3),
    ],
    ...PUBLISHED.map(([name, logLoss]) => [name, logLoss, '—']),
  ]);
  console.log(
    `\nFits kept (better than the defaults on the learner’s held-out ratings): ${kept} of ${LEARNERS}.`,
  );

  const classMs = (fitMs / LEARNERS) * BUDGET_CLASS_SIZE;
  const checks: [string, string, string, boolean][] = [
    [
      `fitting a class of ${BUDGET_CLASS_SIZE}, one after another`,
      `${(classMs / 1000).toFixed(1)} s (${((fitMs / reviews) * 1000).toFixed(0)} ms per 1,000 ratings)`,
      `≤ ${BUDGET_CLASS_MS / 1000} s`,
      classMs <= BUDGET_CLASS_MS,
    ],
    [
      'held-out log loss, fitted ÷ defaults',
      (fitted.logLoss / defaults.logLoss).toFixed(3),
      '< 1',
      fitted.logLoss < defaults.logLoss,
    ],
  ];
  console.log('\nBudgets:\n');
  printTable([
    ['Figure', 'Measured', 'Budget', 'Result'],
    ...checks.map(([name, value, budget, ok]) => [name, value, budget, ok ? 'ok' : 'OVER BUDGET']),
  ]);
  return checks.every(([, , , ok]) => ok) ? 0 : 1;
}

exitWith(main());
