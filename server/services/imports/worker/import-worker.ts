/**
 * The import worker thread: reads one uploaded file off the request event loop. It says when it is
 * ready, reads the one job it is sent, answers and is ended by the main thread.
 * The production build bundles this file on its own (dist-server/import-worker.js).
 */
import { parentPort } from 'node:worker_threads';
import { bytesToMove } from './bytes-to-move';
import { runImportJob, type WorkerMessage } from './import-job';

const port = parentPort;
if (!port) throw new Error('import-worker runs as a worker thread only');
const chunks: Uint8Array[] = [];
port.on('message', (message: WorkerMessage) => {
  if (message.kind === 'chunk') {
    chunks.push(message.bytes);
    return;
  }
  const job = message.kind === 'upload-body' ? { ...message, body: chunks.splice(0) } : message;
  const result = runImportJob(job);
  port.postMessage(result, bytesToMove(result));
});
port.postMessage('ready');
