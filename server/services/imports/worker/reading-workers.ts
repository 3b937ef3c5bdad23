import { Worker } from 'node:worker_threads';
import { bytesToMove } from './bytes-to-move';
import type { ImportJob, ImportJobResult, WorkerMessage } from './import-job';

/** A file that would take more memory than this to read is refused like a slow one. */
const WORKER_MEMORY_MB = 1024;

/**
 * The built server runs dist-server/import-worker.js (bundled beside main.js); from the TypeScript
 * sources (tests, `npm run dev`) the worker loads tsx first.
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

/** A started worker once it has said it is ready, or why it could not start. */
function readyWorker(): Promise<Worker> {
  const worker = startWorker();
  // An idle worker never keeps the process alive.
  worker.unref();
  return new Promise((resolve, reject) => {
    const stopped = (code: number) =>
      failed(new Error(`The import worker stopped (exit code ${code}).`));
    const failed = (error: Error) => {
      worker.off('exit', stopped);
      reject(error);
    };
    worker.once('message', () => {
      worker.off('error', failed).off('exit', stopped);
      resolve(worker);
    });
    worker.once('error', failed).once('exit', stopped);
  });
}

/**
 * Workers that have read a file wait here for the next one: starting a worker (loading the
 * parsers' code) cost more than reading most files, twice per upload. A worker that failed or ran
 * past its budget is ended, never reused.
 */
const idle: { worker: Worker; drop: () => void }[] = [];

/** How many workers were started, for the test that checks they are reused. */
let started = 0;
export const importWorkersStarted = () => started;

function keepIdle(worker: Worker) {
  // Only listeners of ours are ever removed: the Worker's own keep its messages flowing.
  const drop = () => {
    idle.splice(
      idle.findIndex((kept) => kept.worker === worker),
      1,
    );
    void worker.terminate();
  };
  worker.once('error', drop);
  idle.push({ worker, drop });
}

async function takeWorker(): Promise<Worker> {
  const kept = idle.pop();
  if (kept) {
    kept.worker.off('error', kept.drop);
    return kept.worker;
  }
  started += 1;
  return readyWorker();
}

export type JobOutcome =
  | { ok: true; result: ImportJobResult }
  | { ok: false; error: Error & { code?: string } }
  | { ok: false; overBudget: true };

/**
 * Sends the job to a worker and answers what became of it; past `budgetMs` the worker is ended.
 * `onStart` runs when the worker has the job.
 */
export async function runInWorker(
  job: ImportJob,
  budgetMs: number,
  onStart: () => void,
): Promise<JobOutcome> {
  const worker = await takeWorker().catch((error: Error) => error);
  if (worker instanceof Error) return { ok: false, error: worker };
  return readWith(worker, job, budgetMs, onStart);
}

function readWith(
  worker: Worker,
  job: ImportJob,
  budgetMs: number,
  onStart: () => void,
): Promise<JobOutcome> {
  return new Promise((resolve) => {
    const answered = (result: ImportJobResult) => settle({ ok: true, result }, true);
    const failed = (error: Error) => settle({ ok: false, error }, false);
    const stopped = (code: number) =>
      failed(new Error(`The import worker stopped (exit code ${code}).`));
    const timer = setTimeout(() => settle({ ok: false, overBudget: true }, false), budgetMs);
    function settle(outcome: JobOutcome, reuse: boolean) {
      clearTimeout(timer);
      worker.off('message', answered).off('error', failed).off('exit', stopped);
      if (reuse) keepIdle(worker);
      else void worker.terminate();
      resolve(outcome);
    }
    worker.on('message', answered).on('error', failed).on('exit', stopped);
    sendJob(worker, job).then(onStart, failed);
  });
}

/** Chunks of an upload's body sent between two turns of the event loop. */
const CHUNKS_PER_TURN = 16;

/**
 * Posts the job. An upload's body goes ahead chunk by chunk, other requests served between a few:
 * copying it whole on the request thread held them for 60–70 ms an upload on this host.
 */
async function sendJob(worker: Worker, job: ImportJob) {
  if (job.kind !== 'upload-body') {
    worker.postMessage(job satisfies WorkerMessage, bytesToMove(job));
    return;
  }
  for (const [index, bytes] of job.body.entries()) {
    worker.postMessage({ kind: 'chunk', bytes } satisfies WorkerMessage);
    if (index % CHUNKS_PER_TURN === CHUNKS_PER_TURN - 1) await new Promise(setImmediate);
  }
  worker.postMessage({ ...job, body: [] } satisfies WorkerMessage);
}
