// Stage: scale. The body of a thread of the slice pool (workersSlices.ts, `--workers N` on one file):
// loads the file and checks one slice of its region with the truth solved by the caller. Lighter than
// workersThread.ts (no report, certificate or prover code is loaded). Input: a SliceRequest. Output:
// the plain BoundedResult of that slice (or the error of a bug).

import { parentPort } from 'node:worker_threads';
import { checkBounded } from '../check/checkBounded.js';
import { deadlineExpired, setDeadline, TimeLimitReached } from '../lang/deadline.js';
import { loadSpec } from '../model/loadSpec.js';
import type { SliceReply, SliceRequest } from './workersSlices.js';

const port = parentPort;
if (!port) throw new Error('workersSliceThread.ts runs only as a worker thread');

port.on('message', (m: SliceRequest) => {
  let reply: SliceReply;
  setDeadline(m.deadline);
  try {
    const loaded = loadSpec(m.file, m.text, m.limits);
    if (!loaded.value) throw new Error(`the file does not load in the worker: ${loaded.diagnostics.map((d) => d.message).join('; ')}`);
    const result = checkBounded(loaded.value, { slice: { index: m.index, count: m.count }, solutions: m.solutions });
    // a loop that caught the deadline's exception itself left the slice unfinished
    if (deadlineExpired()) throw new TimeLimitReached();
    reply = { type: 'slice-done', id: m.id, result };
  } catch (error) {
    reply = {
      type: 'slice-error',
      id: m.id,
      message: error instanceof Error ? `${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error),
      ...(error instanceof TimeLimitReached ? { timeLimit: true } : {}),
    };
  }
  port!.postMessage(reply);
});
