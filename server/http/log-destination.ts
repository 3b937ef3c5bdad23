import pino from 'pino';

/** Bytes of log lines gathered before they are written. */
export const LOG_BATCH_BYTES = 4096;
/** A line waits at most this long to be written when the server is quiet. */
export const LOG_FLUSH_MS = 1000;

/**
 * Standard output, written in batches off the request's path: a write per line (pino's default)
 * cost /api/health some 8 % of its requests per second (`npm run bench:api`). pino writes what is
 * left when the process exits, also on a crash; a process killed outright (SIGKILL) loses at most
 * the last second of lines.
 */
export const batchedStdout = () => batchedDestination(1);

/** The file descriptor `fd`, written as batchedStdout writes standard output. */
export const batchedDestination = (fd: number) =>
  pino.destination({
    dest: fd,
    sync: false,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
