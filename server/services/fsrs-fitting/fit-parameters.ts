import {
  computeParameters,
  FSRSBinding,
  FSRSBindingItem,
  FSRSBindingReview,
} from '@open-spaced-repetition/binding';
import { default_w } from 'ts-fsrs';
import { splitInTime, type ReviewItem } from './review-history';

/** The share of a student's latest items kept out of fitting to judge it. */
export const HELD_OUT_SHARE = 0.2;
/**
 * fsrs-rs fits every parameter from 64 training items (with fewer it only sets the four initial
 * stabilities, with fewer than 8 none), so a student is fitted from this many items on.
 */
export const MIN_TRAINING_ITEMS = 64;
export const MIN_ITEMS = Math.ceil(MIN_TRAINING_ITEMS / (1 - HELD_OUT_SHARE));

/** How well parameters predict the held-out ratings (recalled or not): lower is better. */
export type Fitness = { logLoss: number; rmseBins: number };

export type FitOutcome = {
  /** The fitted parameters when they beat the defaults on the held-out items, else null. */
  parameters: number[] | null;
  fitted: Fitness;
  defaults: Fitness;
  trainingItems: number;
  heldOutItems: number;
};

/** The FSRS-6 defaults the scheduler uses (ts-fsrs's), as the optimiser takes them. */
export const DEFAULT_PARAMETERS: readonly number[] = [...default_w];

const toBinding = (items: readonly ReviewItem[]) =>
  items.map(
    (item) =>
      new FSRSBindingItem(
        item.reviews.map((review) => new FSRSBindingReview(review.rating, review.deltaT)),
      ),
  );

const fitnessOf = (parameters: readonly number[], items: FSRSBindingItem[]): Fitness => {
  const { logLoss, rmseBins } = new FSRSBinding([...parameters]).evaluate(items);
  return { logLoss, rmseBins };
};

/**
 * Fits FSRS parameters to a student's items (see `reviewItems`): trains on the earlier 80 %, then
 * compares the fit with the defaults on the latest 20 %. Null when there are fewer than
 * `MIN_ITEMS` items. The work runs off the event loop (the optimiser is native and asynchronous).
 */
export async function fitParameters(items: readonly ReviewItem[]): Promise<FitOutcome | null> {
  if (items.length < MIN_ITEMS) return null;
  const { training, heldOut } = splitInTime(items, HELD_OUT_SHARE);
  const fitted = await computeParameters(toBinding(training), { enableShortTerm: true });
  const judged = toBinding(heldOut);
  const outcome = {
    fitted: fitnessOf(fitted, judged),
    defaults: fitnessOf(DEFAULT_PARAMETERS, judged),
    trainingItems: training.length,
    heldOutItems: heldOut.length,
  };
  return { parameters: keptParameters(fitted, outcome), ...outcome };
}

/** The fitted parameters when they predict the held-out ratings better than the defaults, else null. */
export const keptParameters = (
  fitted: number[],
  { fitted: fit, defaults }: { fitted: Fitness; defaults: Fitness },
) => (fit.logLoss < defaults.logLoss ? fitted : null);
