// Stage: serve. The thread that does the work of the `serve` page (serveAnalysis.ts), one
// request at a time, so that the server stays responsive and a request that runs too long can be
// stopped by ending the thread (serveWorker.ts). Input: { id, kind, request }. Output: { id, value }
// or { id, error } (an exception here is a bug: its message is passed on).

import { parentPort } from 'node:worker_threads';
import { analyze, movesAt, playRound, type AnalyzeRequest, type PositionRequest } from './serveAnalysis.js';

const port = parentPort;
if (!port) throw new Error('serveThread.ts runs only as a worker thread');

// the request was checked by serveRoutes.ts before it was posted here
type Message =
  { id: number; kind: 'analyze'; request: AnalyzeRequest } | { id: number; kind: 'moves'; request: PositionRequest } | { id: number; kind: 'play'; request: PositionRequest & { move: number } };

port.on('message', (m: Message) => {
  void answer(m);
});
// A first small file loads every stage the pipeline imports lazily; then the thread is ready, and
// the time limit of a request counts from here, not while the thread starts.
const WARM_UP = 'name: warm-up\ngame: { subtraction: [1, 2] }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..9 } }\n';
void analyze({ file: 'warm-up.yaml', text: WARM_UP, window: {}, lang: 'en' })
  .catch(() => undefined)
  .then(() => port.postMessage({ ready: true }));

async function answer(m: Message): Promise<void> {
  try {
    const value = m.kind === 'analyze' ? await analyze(m.request) : m.kind === 'moves' ? await movesAt(m.request) : await playRound(m.request);
    port!.postMessage({ id: m.id, value });
  } catch (error) {
    port!.postMessage({ id: m.id, error: error instanceof Error ? error.message : String(error) });
  }
}
