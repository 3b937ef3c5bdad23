import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { batchedDestination, LOG_FLUSH_MS } from '../../server/http/log-destination';

const LINE = '{"msg":"GET /api/health 200"}\n';

/** A log file and its batched destination. */
function aLogFile() {
  const path = join(mkdtempSync(join(tmpdir(), 'log-')), 'out.log');
  const fd = openSync(path, 'w');
  const destination = batchedDestination(fd);
  return { destination, read: () => readFileSync(path, 'utf8'), close: () => closeSync(fd) };
}

/** Waits until `read()` is not empty (the write itself is real I/O), at most a second. */
async function written(read: () => string) {
  for (let tries = 0; tries < 100 && read() === ''; tries += 1) {
    await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(0);
  }
  return read();
}

afterEach(() => {
  vi.useRealTimers();
});

describe('log lines are written in batches', () => {
  it('a line waits for more lines rather than costing the request a write of its own', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = aLogFile();
    log.destination.write(LINE);
    expect(log.read()).toBe('');
    log.destination.flushSync();
    log.close();
  });

  it('a line written while the server is quiet is out within the flush interval', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const log = aLogFile();
    log.destination.write(LINE);
    await vi.advanceTimersByTimeAsync(LOG_FLUSH_MS);
    expect(await written(log.read)).toBe(LINE);
    log.close();
  });

  it('what waits is written when the process ends (flushed synchronously)', () => {
    const log = aLogFile();
    log.destination.write(LINE);
    log.destination.flushSync();
    expect(log.read()).toBe(LINE);
    log.close();
  });
});
