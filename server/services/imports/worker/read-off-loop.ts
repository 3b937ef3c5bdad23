import { EventEmitter } from 'node:events';
import { availableParallelism } from 'node:os';
import {
  ErrorCode,
  IMPORT_TOO_COMPLEX_MESSAGE,
  IMPORT_TOO_SLOW_MESSAGE,
} from '../../../../contract';
import { ApiError, invalidRequest } from '../../../errors/api-error';
import type { ImportJob, ImportJobResult, UploadBodyName } from './import-job';
import { ReceivedFile } from './received-file';
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

/** Uploads read at once: one core always stays free for the requests (one upload on two cores). */
export const MAX_READING = Math.max(1, availableParallelism() - 1);
let running = 0;
let reserved = 0;
const waiting: (() => void)[] = [];

/** Resolves once a place is free; the caller gives it back with `freePlace`. */
function takePlace(): Promise<void> {
  if (reserved < MAX_READING) {
    reserved += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}

/** Hands the place to the next upload waiting, if any. */
function freePlace() {
  const next = waiting.shift();
  if (next) next();
  else reserved -= 1;
}

/** Emits `started` with the job's kind when a worker is given its job (for tests and the bench). */
export const importJobEvents = new EventEmitter();
/** How many jobs workers are doing now. */
export const importJobsRunning = () => running;

/**
 * One upload's turn with the import workers (MAX_READING turns at once, the others wait): taken
 * before its request body is parsed and kept until its file is read, so that an upload once
 * started is answered before the next upload's body takes the worker (with three teachers at once,
 * the first answer waited for all three bodies). Every job gets `budgetMs` from when a worker has
 * it; past it, the worker is ended and the import answers 422.
 */
export class ReadingTurn {
  private held = true;

  private constructor(private readonly budgetMs: number) {}

  /** Waits for a free place. */
  static async take(budgetMs: number): Promise<ReadingTurn> {
    await takePlace();
    return new ReadingTurn(budgetMs);
  }

  /** Does a job in a worker thread, within this turn. */
  async run<K extends ImportJob['kind']>(
    job: ImportJob & { kind: K },
  ): Promise<Extract<ImportJobResult, { kind: K }>> {
    if (!this.held) throw new Error('This upload has had its turn.');
    let reading = false;
    const outcome = await runInWorker(job, this.budgetMs, () => {
      reading = true;
      running += 1;
      importJobEvents.emit('started', job.kind);
    });
    if (reading) running -= 1;
    if (!outcome.ok) throw 'overBudget' in outcome ? tooSlow() : failure(outcome.error);
    if (!isResultOf(outcome.result, job.kind)) {
      throw new Error('The import worker answered another job.');
    }
    return outcome.result;
  }

  /** Does the upload's last job (reading its file) and gives the place to the next upload. */
  async runLast<K extends ImportJob['kind']>(
    job: ImportJob & { kind: K },
  ): Promise<Extract<ImportJobResult, { kind: K }>> {
    try {
      return await this.run<K>(job);
    } finally {
      this.end();
    }
  }

  /** Gives the place to the next upload; once only, so it is safe to call again. */
  end() {
    if (!this.held) return;
    this.held = false;
    freePlace();
  }
}

const isResultOf = <K extends ImportJobResult['kind']>(
  result: ImportJobResult,
  kind: K,
): result is Extract<ImportJobResult, { kind: K }> => result.kind === kind;

/**
 * An upload's request body (JSON, up to 13 MB) parsed and checked against its contract schema in a
 * worker thread within its turn, its file decoded there: the request thread never holds the body as
 * a string (parsing, checking and copying it held every other request for 100–170 ms an upload).
 * Malformed JSON answers 400 and a body the schema refuses 422, as on every other route.
 */
export async function readUploadBody(
  turn: ReadingTurn,
  body: Uint8Array[],
  upload: UploadBodyName,
): Promise<Record<string, unknown>> {
  const result = await turn.run({ kind: 'upload-body', body, upload });
  if (result.outcome === 'not-json') {
    throw new ApiError(400, ErrorCode.VALIDATION_FAILED, 'The body is not valid JSON.');
  }
  if (result.outcome === 'invalid') throw invalidRequest(result.fields);
  return { ...result.fields, data_base64: new ReceivedFile(result.file) };
}
