// Stage: scale. The body of a `--workers N` thread (workers.ts): loads its own engines (and, when a
// proof runs, its own Z3), then checks one file per message with checkFile and posts back the plain
// report and diagnostics, plus the prover's progress. Input: { index, file, text, settings, slice? }
// (slice: the file is split across shards, shardSlice.ts).

import { parentPort } from 'node:worker_threads';
import { setDeadline, TimeLimitReached } from '../lang/deadline.js';
import { checkFile } from '../run/checkFile.js';
import { createPipeline } from '../run/pipeline.js';
import type { Shard } from './shard.js';
import { shardSliceEngines } from './shardSlice.js';
import type { CheckSettings } from './workers.js';
import { isolateProver } from './proverProcess.js';
import { confirmWithCvc5 } from './confirmProof.js';

interface Request {
  type: 'check';
  index: number;
  file: string;
  text: string;
  settings: CheckSettings;
  /** The run's deadline (epoch ms), polled by this thread's engines (lang/deadline.ts). */
  deadline?: number;
  /** Only this slice of a file split across shards (shardSlice.ts). */
  slice?: Shard;
}

const port = parentPort;
if (!port) throw new Error('workersThread.ts runs only as a worker thread');
// Proofs go to a child process, as in the main thread (a Z3 crash becomes unknown, not exit 70).
const pipeline = createPipeline(isolateProver({}).run, confirmWithCvc5);

port.on('message', (m: Request) => {
  void run(m);
});

async function run(m: Request): Promise<void> {
  setDeadline(m.deadline);
  try {
    const checked = await checkFile(m.file, m.text, {
      engines: m.slice ? shardSliceEngines(pipeline, m.slice) : pipeline,
      now: () => performance.now(),
      ...m.settings,
      onObligation: (obligation) => port!.postMessage({ type: 'obligation', index: m.index, obligation }),
    });
    port!.postMessage({ type: 'done', index: m.index, report: checked.report, diagnostics: checked.diagnostics, ...(checked.timeLimited !== undefined ? { timeLimited: checked.timeLimited } : {}) });
  } catch (error) {
    if (error instanceof TimeLimitReached) return void port!.postMessage({ type: 'error', index: m.index, message: error.message, timeLimit: true });
    const message = error instanceof Error ? `${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error);
    port!.postMessage({ type: 'error', index: m.index, message });
  }
}
