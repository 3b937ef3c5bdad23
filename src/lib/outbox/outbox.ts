import { keyValueStore } from '../key-value-store';

/** One queued request: `id` is idempotent at the server, so sending it twice does no harm. */
export type OutboxItem<P> = {
  id: string;
  payload: P;
  /** Order of enqueueing (items of a queue are sent one after another, oldest first). */
  seq: number;
  attempts: number;
};

/** What a sender's failure means for the item. */
export type SendFailure = 'retry' | 'drop';

export type OutboxOptions<P> = {
  /** The queue's name (one IndexedDB store per name, e.g. 'flashcard-reviews', 'quiz-answers'). */
  name: string;
  /** Sends one item; resolves when the server accepted it. */
  send: (item: OutboxItem<P>) => Promise<void>;
  /** What a send error means: a definitive refusal (4xx) drops, anything else retries. */
  classify: (error: unknown) => SendFailure;
  /** Told about an item the server refused for good, so the page can say so. */
  onDrop?: (item: OutboxItem<P>, error: unknown) => void;
  /** Told whenever the number of waiting items changes. */
  onPendingChange?: (pending: number) => void;
  /** Periodic flush while items wait (ms). */
  intervalMs?: number;
  /** Backoff after failures: base × 2^(attempts-1), capped. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
};

export type Outbox<P> = {
  enqueue: (id: string, payload: P) => Promise<void>;
  /** Takes an item out before it is sent; false when it already left (or never was). */
  remove: (id: string) => Promise<boolean>;
  flush: () => Promise<void>;
  pending: () => number;
  /** The items waiting (also those stored by an earlier page), oldest first. */
  waiting: () => Promise<OutboxItem<P>[]>;
  /** Starts the triggers (online, visible tab, interval) and the first flush. */
  start: () => void;
  stop: () => void;
};

export const OUTBOX_INTERVAL_MS = 5_000;
export const OUTBOX_BACKOFF_BASE_MS = 1_000;
export const OUTBOX_BACKOFF_MAX_MS = 60_000;

/**
 * A durable queue of requests in IndexedDB. Items are kept until the server accepts them, sent
 * in order on every change, when the connection returns, when the tab becomes visible and every
 * few seconds, with exponential backoff after errors. A network or server error never drops an
 * item; only a definitive refusal (`classify` → 'drop') does, and `onDrop` is told.
 */
export function createOutbox<P>(options: OutboxOptions<P>): Outbox<P> {
  const interval = options.intervalMs ?? OUTBOX_INTERVAL_MS;
  const base = options.backoffBaseMs ?? OUTBOX_BACKOFF_BASE_MS;
  const max = options.backoffMaxMs ?? OUTBOX_BACKOFF_MAX_MS;
  const store = keyValueStore(`outbox-${options.name}`, 'items');
  const items = new Map<string, OutboxItem<P>>();
  let loaded: Promise<void> | null = null;
  let seq = 0;
  let running: Promise<void> | null = null;
  let again = false;
  let retryAt = 0;
  let failures = 0;
  let timer: ReturnType<typeof setInterval> | null = null;
  const sending = new Set<string>();

  const notify = () => options.onPendingChange?.(items.size);
  const load = () => {
    loaded ??= store.entries<OutboxItem<P>>().then((stored) => {
      for (const [id, item] of stored) {
        if (!items.has(id)) items.set(id, item);
        seq = Math.max(seq, item.seq);
      }
      notify();
    });
    return loaded;
  };

  const forget = async (id: string) => {
    items.delete(id);
    await store.del(id);
    notify();
  };

  const sendAll = async () => {
    await load();
    const queue = [...items.values()].sort((a, b) => a.seq - b.seq);
    for (const item of queue) {
      if (!items.has(item.id)) continue;
      sending.add(item.id);
      try {
        await options.send(item);
        failures = 0;
        await forget(item.id);
      } catch (error) {
        if (options.classify(error) === 'drop') {
          await forget(item.id);
          options.onDrop?.(item, error);
          continue;
        }
        const updated = { ...item, attempts: item.attempts + 1 };
        if (items.has(item.id)) {
          items.set(item.id, updated);
          await store.set(item.id, updated);
        }
        failures += 1;
        retryAt = Date.now() + Math.min(max, base * 2 ** (failures - 1));
        // Later items wait: order matters (a rating, then its undo).
        return;
      } finally {
        sending.delete(item.id);
      }
    }
  };

  const flush = async (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    if (Date.now() < retryAt) return;
    running = (async () => {
      do {
        again = false;
        await sendAll();
      } while (again && Date.now() >= retryAt);
    })().finally(() => {
      running = null;
    });
    return running;
  };

  /** A change or a returning connection is worth trying at once, whatever the backoff said. */
  const flushNow = () => {
    retryAt = 0;
    void flush();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') flushNow();
  };

  return {
    enqueue: async (id, payload) => {
      await load();
      if (items.has(id)) return;
      seq += 1;
      const item: OutboxItem<P> = { id, payload, seq, attempts: 0 };
      items.set(id, item);
      // Counted as waiting once it is on disk: a reload right after cannot lose it.
      await store.set(id, item);
      notify();
      void flush();
    },
    remove: async (id) => {
      await load();
      if (!items.has(id) || sending.has(id)) return false;
      await forget(id);
      return true;
    },
    flush,
    pending: () => items.size,
    waiting: async () => {
      await load();
      return [...items.values()].sort((a, b) => a.seq - b.seq);
    },
    start: () => {
      if (timer !== null) return;
      window.addEventListener('online', flushNow);
      document.addEventListener('visibilitychange', onVisible);
      timer = setInterval(() => void flush(), interval);
      void flush();
    },
    stop: () => {
      if (timer === null) return;
      window.removeEventListener('online', flushNow);
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
      timer = null;
    },
  };
}
