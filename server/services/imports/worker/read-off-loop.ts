import { EventEmitter } from 'node:events';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  ErrorCode,
  IMPORT_TOO_COMPLEX_MESSAGE,
  IMPORT_TOO_SLOW_MESSAGE,
} from '../../../../contract';
import { ApiError } from '../../../http/errors';
import type { ImportJob, ImportJobResult } from './import-job';

/** A file that would take more memory than this to read is refused like a slow one. */
const WORKER_MEMORY_MB = 1024;

/**
 * One worker thread per file: the built server runs dist-server/import-worker.js (bundled beside
 * main.js); from the TypeScript sources (tests, `npm run dev`) the worker loads tsx first.
 */
function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_MEMORY_MB };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./import-worker.js', import.meta.url), { resourceLimits });
  }
  const entry = JSON.stringify(new URL('./import-worker.ts', import.meta.url).href);
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); });`;
  return new Worker(code, { eval: true, resourceLimits });
}

const tooSlow = () => new ApiError(422, ErrorCode.IMPORT_TOO_SLOW, IMPORT_TOO_SLOW_MESSAGE);

/**
 * What a worker's failure means for the import: out of memory is a file too big to read in time;
 * a RangeError (out of stack: HTML nested thousands deep) a file too complex; anything else a bug.
 */
function failure(error: Error & { code?: string }): Error {
  if (error.code === 'ERR_WORKER_OUT_OF_MEMORY') return tooSlow();
  if (error.name === 'RangeError') {
    return new ApiError(422, ErrorCode.IMPORT_TOO_COMPLEX, IMPORT_TOO_COMPLEX_MESSAGE);
  }
  return error;
}

/** Files read at once: one core always stays free for the requests (one file on two cores). */
export const MAX_READING = Math.max(1, availableParallelism() - 1);
let running = 0;
let reserved = 0;
const waiting: (() => void)[] = [];

/** Resolves once a file may be read; the caller frees its place with `freePlace`. */
function takePlace(): Promise<void> {
  if (reserved < MAX_READING) {
    reserved += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the place to the next file waiting, if any. */
function freePlace() {
  const next = waiting.shift();
  if (next) next();
  else reserved -= 1;
}

/** Emits `started` with the job's kind when a worker is given its file (for tests and the bench). */
export const importJobEvents = new EventEmitter();
/** How many files workers are reading now. */
export const importJobsRunning = () => running;

/**
 * Reads a file in a worker thread, so the request event loop stays free; files wait their turn
 * (MAX_READING at once). The worker has `budgetMs` from receiving the file; past it, it is ended
 * and the import answers 422.
 */
async function runOffLoop(job: ImportJob, budgetMs: number): Promise<ImportJobResult> {
  await takePlace();
  try {
    return await readInWorker(job, budgetMs);
  } finally {
    freePlace();
  }
}

function readInWorker(job: ImportJob, budgetMs: number): Promise<ImportJobResult> {
  return new Promise((resolve, reject) => {
    const worker = startWorker();
    let timer: NodeJS.Timeout | undefined;
    let reading = false;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (reading) running -= 1;
      void worker.terminate();
      outcome();
    };
    worker.on('message', (message: 'ready' | ImportJobResult) => {
      if (message !== 'ready') return settle(() => resolve(message));
      reading = true;
      running += 1;
      timer = setTimeout(() => settle(() => reject(tooSlow())), budgetMs);
      worker.postMessage(job);
      importJobEvents.emit('started', job.kind);
    });
    worker.on('error', (error: Error & { code?: string }) => settle(() => reject(failure(error))));
    worker.on('exit', (code) =>
      settle(() => reject(new Error(`The import worker stopped (exit code ${code}).`))),
    );
  });
}

const isResultOf = <K extends ImportJobResult['kind']>(
  result: ImportJobResult,
  kind: K,
): result is Extract<ImportJobResult, { kind: K }> => result.kind === kind;

/** Does an import job (see `ImportJob`) in a worker thread and answers its result. */
export async function runImportJobOffLoop<K extends ImportJob['kind']>(
  job: ImportJob & { kind: K },
  budgetMs: number,
): Promise<Extract<ImportJobResult, { kind: K }>> {
  const result = await runOffLoop(job, budgetMs);
  if (!isResultOf(result, job.kind)) throw new Error('The import worker answered another job.');
  return result;
}

/**
 * An upload's request body (JSON, up to 13 MB) parsed in a worker thread: on the request thread,
 * turning it into a string and parsing it held every other request for some 130 ms a body.
 * Malformed JSON answers 400 as it does on every other route.
 */
export async function parseJsonOffLoop(body: Buffer, budgetMs: number): Promise<unknown> {
  // It waits its turn with the files: parsed beside them, the bodies took the request thread's core.
  const { value, invalid } = await runImportJobOffLoop({ kind: 'json', body }, budgetMs);
  if (invalid) throw new ApiError(400, ErrorCode.VALIDATION_FAILED, 'The body is not valid JSON.');
  return value;
}
