/**
 * The import worker thread: reads uploaded files off the request event loop, job after job. It says
 * when it is ready, then answers each job it is sent.
 * The production build bundles this file on its own (dist-server/import-worker.js).
 */
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { READING_NICENESS, runImportJob, type ImportJob } from './import-job';

const port = parentPort;
if (!port) throw new Error('import-worker runs as a worker thread only');
// On Linux a nice value belongs to the thread that sets it (elsewhere to the whole process): the
// request thread and a database on the same machine keep their share of the CPU while a file is read.
if (process.platform === 'linux') setPriority(Math.max(getPriority(), READING_NICENESS));
port.on('message', (job: ImportJob) => port.postMessage(runImportJob(job)));
port.postMessage('ready');
