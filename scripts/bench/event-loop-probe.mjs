/**
 * Loaded into the bench server with `--import` (bench only): answers the longest event-loop stall of
 * the request thread since the last question, over the IPC channel, so a benchmark can tell the
 * server's own blocking from a busy machine's scheduling.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('message', (message) => {
  if (message !== 'event-loop-stall') return;
  process.send?.({ longestStallMs: delay.max / 1e6 });
  delay.reset();
});
process.channel?.unref();
