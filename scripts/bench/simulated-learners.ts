/**
 * The simulated students of `npm run bench:fsrs`: learners whose memory follows FSRS-6 with
 * parameters of their own (known, so a fit can be judged), studying a deck the way Groundschool
 * schedules it. Seeded: the same seed gives the same population and the same log.
 *
 * The model:
 * - A learner's true parameters are FSRS-6's defaults with what differs most between people
 *   drawn at random: the four initial stabilities (×e^N(0, 0.5), kept in order), how much a
 *   success and a lapse change stability (w8, w11: ×e^N(0, 0.25)) and the forgetting curve's
 *   decay (w20: uniform 0.1–0.6), clipped to FSRS's bounds.
 * - Each study day (a day is skipped with probability 0.15) the learner starts up to
 *   `newPerDay` new cards and reviews every card due, in one sitting where each rating takes
 *   20 s and a card whose short-term step falls due in the sitting comes back in it.
 * - A card is recalled with the probability its true memory gives (FSRS's retrievability under
 *   the learner's parameters; 0.7 the first time it is seen). Not recalled: Again. Recalled:
 *   Hard 15 %, Good 75 %, Easy 10 %.
 * - The schedule is the app's (`schedulerFor`: FSRS-6 defaults, desired retention 0.9, no fuzz),
 *   so the intervals are those a student of the default parameters gets.
 */
import { clipParameters, createEmptyCard, default_w, fsrs, type Card, type Grade } from 'ts-fsrs';
import { schedulerFor } from '../../server/services/flashcards/scheduling';
import type { LoggedReview } from '../../server/services/fsrs-fitting/review-history';

const DAY_MS = 86_400_000;
const RATING_MS = 20_000;
const SITTING_MS = 60 * 60_000;

/** mulberry32: a small seeded generator, good enough for a simulation. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const normal = (random: () => number) =>
  Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());

/** A learner's own FSRS-6 parameters (see the model above). */
export function learnerParameters(random: () => number): number[] {
  const w = [...default_w];
  const initial = [0, 1, 2, 3].map((i) => w[i]! * Math.exp(0.5 * normal(random)));
  initial.sort((a, b) => a - b);
  initial.forEach((value, i) => (w[i] = value));
  w[8] = w[8]! * Math.exp(0.25 * normal(random));
  w[11] = w[11]! * Math.exp(0.25 * normal(random));
  w[20] = 0.1 + 0.5 * random();
  return clipParameters(w, 1, true);
}

type StudiedCard = { id: number; memory: Card; schedule: Card };

/** One learner's ratings over `days` study days, in the order given. */
export function simulateLearner(
  random: () => number,
  { days, newPerDay }: { days: number; newPerDay: number },
): { parameters: number[]; log: LoggedReview[] } {
  const parameters = learnerParameters(random);
  const memory = fsrs({ w: parameters, enable_fuzz: false });
  const scheduler = schedulerFor(0.9);
  const start = Date.UTC(2026, 0, 5, 17);
  const cards: StudiedCard[] = [];
  const log: LoggedReview[] = [];
  for (let day = 0; day < days; day += 1) {
    if (random() < 0.15) continue;
    const sittingStart = start + day * DAY_MS;
    for (let i = 0; i < newPerDay; i += 1) {
      const at = new Date(sittingStart);
      cards.push({ id: cards.length, memory: createEmptyCard(at), schedule: createEmptyCard(at) });
    }
    let now = sittingStart;
    for (;;) {
      const due = cards.filter((card) => card.schedule.due.getTime() <= now);
      if (due.length === 0 || now - sittingStart > SITTING_MS) break;
      for (const card of due) {
        const at = new Date(now);
        const recall =
          card.memory.reps === 0 ? 0.7 : memory.get_retrievability(card.memory, at, false);
        const rating = ratingFor(random() < recall, random());
        card.memory = memory.next(card.memory, at, rating).card;
        card.schedule = scheduler.next(card.schedule, at, rating).card;
        log.push({ card: String(card.id), rating, day });
        now += RATING_MS;
      }
    }
  }
  return { parameters, log };
}

function ratingFor(recalled: boolean, draw: number): Grade {
  if (!recalled) return 1;
  if (draw < 0.15) return 2;
  return draw < 0.9 ? 3 : 4;
}
