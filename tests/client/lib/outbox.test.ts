import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { classifyApiFailure, createOutbox, type OutboxItem } from '../../../src/lib/outbox';

type Payload = { value: string };

let queueSerial = 0;
const started: { stop: () => void }[] = [];

/** A fresh queue whose sender the test drives. */
function anOutbox(send: (item: OutboxItem<Payload>) => Promise<void>, name?: string) {
  const onDrop = vi.fn();
  const outbox = createOutbox<Payload>({
    name: name ?? `test-${(queueSerial += 1)}`,
    send,
    classify: classifyApiFailure,
    onDrop,
    intervalMs: 5_000,
    backoffBaseMs: 1_000,
  });
  started.push(outbox);
  return { outbox, onDrop };
}

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const refused = (status: number) => Promise.reject(Object.assign(new Error('no'), { status }));
/** Lets IndexedDB and the promise chain settle (fake timers do not touch them). */
const settle = async () => {
  for (let index = 0; index < 20; index += 1)
    await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  for (const outbox of started.splice(0)) outbox.stop();
  vi.useRealTimers();
});

describe('the outbox', () => {
  it('sends an item as soon as it is enqueued', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { outbox } = anOutbox(send);
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'a', payload: { value: 'one' } }),
    );
    expect(outbox.pending()).toBe(0);
  });

  it('sends items in the order they were enqueued', async () => {
    const sent: string[] = [];
    const { outbox } = anOutbox((item) => {
      sent.push(item.id);
      return Promise.resolve();
    });
    await outbox.enqueue('first', { value: '1' });
    await outbox.enqueue('second', { value: '2' });
    await settle();
    expect(sent).toEqual(['first', 'second']);
  });

  it('keeps an item through a network error and sends it when the connection returns', async () => {
    const send = vi.fn<(item: OutboxItem<Payload>) => Promise<void>>(offline);
    const { outbox } = anOutbox(send);
    outbox.start();
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    expect(outbox.pending()).toBe(1);
    send.mockImplementation(() => Promise.resolve());
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(outbox.pending()).toBe(0);
  });

  it('retries on its own every few seconds, waiting longer after each failure', async () => {
    const send = vi.fn<(item: OutboxItem<Payload>) => Promise<void>>(offline);
    const { outbox } = anOutbox(send);
    outbox.start();
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    const attempts = () => send.mock.calls.length;
    const first = attempts();
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(attempts()).toBe(first + 1);
    send.mockImplementation(() => Promise.resolve());
    await vi.advanceTimersByTimeAsync(5_000);
    await settle();
    expect(outbox.pending()).toBe(0);
  });

  it('backs off: a tick inside the backoff window sends nothing', async () => {
    const send = vi.fn<(item: OutboxItem<Payload>) => Promise<void>>(offline);
    const { outbox } = anOutbox(send);
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    const calls = send.mock.calls.length;
    await outbox.flush();
    expect(send.mock.calls.length).toBe(calls);
  });

  it('flushes when the tab becomes visible', async () => {
    const send = vi.fn<(item: OutboxItem<Payload>) => Promise<void>>(offline);
    const { outbox } = anOutbox(send);
    outbox.start();
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    send.mockImplementation(() => Promise.resolve());
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(outbox.pending()).toBe(0);
  });

  it('never drops an item on a server error (5xx)', async () => {
    const { outbox, onDrop } = anOutbox(() => refused(503));
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    expect(outbox.pending()).toBe(1);
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('drops an item the server refuses for good (4xx) and says so', async () => {
    const { outbox, onDrop } = anOutbox(() => refused(403));
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    expect(outbox.pending()).toBe(0);
    expect(onDrop).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }), expect.anything());
  });

  it('keeps the item through a 401 while the session is renewed', async () => {
    const { outbox, onDrop } = anOutbox(() => refused(401));
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    expect(outbox.pending()).toBe(1);
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('survives a reload: a new outbox of the same name finds the waiting items', async () => {
    const { outbox } = anOutbox(offline, 'durable');
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    const send = vi.fn(() => Promise.resolve());
    const { outbox: reloaded } = anOutbox(send, 'durable');
    await reloaded.flush();
    await settle();
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
  });

  it('tells a reloaded page which items still wait, oldest first', async () => {
    const { outbox } = anOutbox(offline, 'listed');
    await outbox.enqueue('a', { value: 'one' });
    await outbox.enqueue('b', { value: 'two' });
    await settle();
    const { outbox: reloaded } = anOutbox(offline, 'listed');
    expect((await reloaded.waiting()).map((item) => item.payload.value)).toEqual(['one', 'two']);
  });

  it('enqueues an id once', async () => {
    const { outbox } = anOutbox(offline);
    await outbox.enqueue('a', { value: 'one' });
    await outbox.enqueue('a', { value: 'one' });
    expect(outbox.pending()).toBe(1);
  });

  it('can take back an item that has not left', async () => {
    const { outbox } = anOutbox(offline);
    await outbox.enqueue('a', { value: 'one' });
    await settle();
    expect(await outbox.remove('a')).toBe(true);
    expect(outbox.pending()).toBe(0);
  });
});
