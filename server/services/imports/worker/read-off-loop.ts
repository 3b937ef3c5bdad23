import { EventEmitter } from 'node:events';
import { availableParallelism } from 'node:os';
import {
  ErrorCode,
  IMPORT_TOO_COMPLEX_MESSAGE,
  IMPORT_TOO_SLOW_MESSAGE,
} from '../../../../contract';
import { ApiError } from '../../../errors/api-error';
import type { ImportJob, ImportJobResult } from './import-job';
import { runInWorker } from './reading-workers';

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

async function readInWorker(job: ImportJob, budgetMs: number): Promise<ImportJobResult> {
  let reading = false;
  const outcome = await runInWorker(job, budgetMs, () => {
    reading = true;
    running += 1;
    importJobEvents.emit('started', job.kind);
  });
  if (reading) running -= 1;
  if (outcome.ok) return outcome.result;
  if ('overBudget' in outcome) throw tooSlow();
  throw failure(outcome.error);
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
