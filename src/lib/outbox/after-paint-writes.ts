import { afterNextPaint } from '../after-next-paint';
import type { Outbox } from './outbox';

/** A count for useSyncExternalStore. */
export type PendingCount = { subscribe: (listener: () => void) => () => void; get: () => number };

/**
 * Items given to an outbox once the frame showing them has been painted, so that writing to
 * IndexedDB never delays the paint: a student's click shows its result first. An item counts as
 * waiting from the moment it is given, and what the page holds is written at once when the page
 * is left (reload, closed tab, another app).
 */
export type AfterPaintWrites<P> = {
  queue: (id: string, payload: P) => void;
  /** Writes every item not yet on disk to the outbox now (in the order given). */
  writeNow: () => Promise<void>;
  /** Takes back an item not written yet: true when it had not reached the outbox. */
  takeBack: (id: string) => boolean;
  /** Items waiting to be sent: in the outbox, or given and not on disk yet. */
  pending: PendingCount;
  /** For the outbox's `onPendingChange`. */
  outboxPendingChanged: (count: number) => void;
};

export function afterPaintWrites<P>(outbox: () => Outbox<P>): AfterPaintWrites<P> {
  const unwritten = new Map<string, P>();
  const writing = new Set<string>();
  const listeners = new Set<() => void>();
  let inOutbox = 0;
  let scheduled = false;
  let listening = false;
  let notifying = false;
  // Told in a microtask: the outbox counts an item once on disk just before it leaves
  // `unwritten`, and a listener reading between the two would count it twice.
  const notify = () => {
    if (notifying) return;
    notifying = true;
    queueMicrotask(() => {
      notifying = false;
      for (const listener of listeners) listener();
    });
  };

  const writeNow = async () => {
    scheduled = false;
    const box = outbox();
    const writes = [...unwritten]
      .filter(([id]) => !writing.has(id))
      .map(([id, payload]) => {
        writing.add(id);
        return box
          .enqueue(id, payload)
          .then(() => {
            unwritten.delete(id);
            notify();
          })
          .finally(() => writing.delete(id));
      });
    await Promise.all(writes);
  };

  const writeWhenLeft = () => {
    if (listening) return;
    listening = true;
    window.addEventListener('pagehide', () => void writeNow());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void writeNow();
    });
  };

  return {
    queue: (id, payload) => {
      writeWhenLeft();
      unwritten.set(id, payload);
      notify();
      if (scheduled) return;
      scheduled = true;
      afterNextPaint(() => void writeNow());
    },
    writeNow,
    takeBack: (id) => {
      if (writing.has(id) || !unwritten.delete(id)) return false;
      notify();
      return true;
    },
    pending: {
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      get: () => inOutbox + unwritten.size,
    },
    outboxPendingChanged: (count) => {
      inOutbox = count;
      notify();
    },
  };
}
