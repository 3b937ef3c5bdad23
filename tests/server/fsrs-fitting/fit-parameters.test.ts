import { describe, expect, it } from 'vitest';
import {
  fitParameters,
  keptParameters,
  MIN_ITEMS,
} from '../../../server/services/fsrs-fitting/fit-parameters';
import { reviewItems } from '../../../server/services/fsrs-fitting/review-history';
import { seededRandom, simulateLearner } from '../../../scripts/bench/simulated-learners';

/** A simulated learner's items (`npm run bench:fsrs`'s model); the seed picks the learner. */
const aLearnersItems = (seed: number, days = 40) =>
  reviewItems(simulateLearner(seededRandom(seed), { days, newPerDay: 10 }).log);

describe('fitting FSRS to a student', () => {
  it('fits nothing below the optimiser’s minimum of items', async () => {
    const items = aLearnersItems(1).slice(0, MIN_ITEMS - 1);
    expect(await fitParameters(items)).toBeNull();
  });

  it('fits FSRS-6’s 21 parameters and judges them and the defaults on the latest fifth', async () => {
    // This learner's memory differs from the defaults' enough for the fit to be kept.
    const items = aLearnersItems(1);
    const outcome = await fitParameters(items);
    expect(outcome?.heldOutItems).toBe(Math.round(items.length * 0.2));
    expect(outcome?.trainingItems).toBe(items.length - (outcome?.heldOutItems ?? 0));
    expect(outcome?.fitted.logLoss).toBeGreaterThan(0);
    expect(outcome?.defaults.logLoss).toBeGreaterThan(0);
    expect(outcome?.parameters).toHaveLength(21);
  });

  it('falls back to the defaults for a learner whose fit predicts the latest ratings worse', async () => {
    const outcome = await fitParameters(aLearnersItems(3));
    expect(outcome?.fitted.logLoss).toBeGreaterThan(outcome?.defaults.logLoss ?? Infinity);
    expect(outcome?.parameters).toBeNull();
  });

  it('keeps the fitted parameters only when they beat the defaults on the held-out ratings', () => {
    const fitted = [1, 2, 3];
    const judged = (fit: number, defaults: number) => ({
      fitted: { logLoss: fit, rmseBins: 0.05 },
      defaults: { logLoss: defaults, rmseBins: 0.05 },
    });
    expect(keptParameters(fitted, judged(0.31, 0.33))).toEqual(fitted);
    expect(keptParameters(fitted, judged(0.33, 0.33))).toBeNull();
    expect(keptParameters(fitted, judged(0.35, 0.33))).toBeNull();
  });
});
