// Runs fuzz cases in a worker thread (caseWorker.mjs, on the built CLI in dist/) under a hard time
// limit: a case that overruns it, or that kills the worker (a synchronous hang, an out-of-memory
// crash), is recorded as `hang` or `crash` and the worker is replaced — the campaign goes on.

import { statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { judge, type CaseRun } from './runCase.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MAIN = join(ROOT, 'dist/src/cli/main.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestSource(p) : e.name.endsWith('.ts') ? statSync(p).mtimeMs : 0);
  }
  return newest;
}

/** Why the built CLI cannot be used (missing, or older than src/), or undefined. */
export function distProblem(): string | undefined {
  let built: number;
  try {
    built = statSync(MAIN).mtimeMs;
  } catch {
    return 'dist/ is missing: run `npm run build` first';
  }
  return newestSource(join(ROOT, 'src')) > built ? 'dist/ is older than src/: run `npm run build` first' : undefined;
}

interface Reply {
  id: number;
  code: number | 'threw';
  out: string;
  err: string;
  ms: number;
  cpuMs?: number;
}

export class WorkerRunner {
  private worker: Worker | undefined;
  private ready: Promise<void> | undefined;
  private next = 0;
  private pending: { id: number; resolve: (r: Reply | { failed: string }) => void } | undefined;
  restarts = 0;
  private strayOut = ''; // what the worker printed on its own stdout, outside the Host
  private strayErr = ''; // … and on its own stderr (Z3's warnings, for instance)

  /** `main`: the built CLI's main.js (default dist/src/cli/main.js; a copy keeps a long campaign on
   *  one build while dist/ is rebuilt). */
  constructor(private readonly main = MAIN) {}

  private start(): Promise<void> {
    const worker = new Worker(new URL('./caseWorker.mjs', import.meta.url), {
      workerData: { mainUrl: pathToFileURL(this.main).href },
      resourceLimits: { maxOldGenerationSizeMb: 3072, stackSizeMb: 1 }, // the main thread's stack, so that deep recursion fails as in the CLI
      stdout: true, // Z3's own prints stay out of the campaign's log
      stderr: true,
    });
    this.worker = worker;
    worker.stdout.on('data', (d) => (this.strayOut += String(d)));
    worker.stderr.on('data', (d) => (this.strayErr += String(d)));
    this.ready = new Promise((resolve, reject) => {
      worker.on('message', (m: Reply | { ready: true }) => {
        if ('ready' in m) return resolve();
        if (this.pending && m.id === this.pending.id) this.pending.resolve(m);
      });
      worker.on('error', (e) => {
        this.pending?.resolve({ failed: `the worker died: ${e.message}` });
        reject(e);
      });
      worker.on('exit', (code) => this.pending?.resolve({ failed: `the worker exited with ${code}` }));
    });
    this.ready.catch(() => undefined);
    return this.ready;
  }

  async run(c: { path: string; text: string; argv: string[] }, limitMs: number, hangMs: number): Promise<CaseRun> {
    if (!this.worker) await this.start();
    await this.ready;
    const id = this.next++;
    const started = performance.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reply = await new Promise<Reply | { failed: string }>((resolve) => {
      this.pending = { id, resolve };
      timer = setTimeout(() => resolve({ failed: `no answer after ${hangMs} ms` }), hangMs);
      this.worker!.postMessage({ id, ...c });
    });
    clearTimeout(timer);
    this.pending = undefined;
    if ('failed' in reply) {
      const hang = reply.failed.startsWith('no answer');
      await this.worker?.terminate();
      this.worker = undefined;
      this.restarts++;
      return judge({ ...c, code: hang ? 'hang' : 'crash', ms: performance.now() - started, out: '', err: reply.failed }, limitMs);
    }
    await new Promise((r) => setImmediate(r)); // let the worker's stray output arrive
    const run = judge({ ...c, code: reply.code, ms: reply.ms, ...(reply.cpuMs !== undefined ? { cpuMs: reply.cpuMs } : {}), out: reply.out, err: reply.err }, limitMs);
    const [out, err] = [this.strayOut.trim(), this.strayErr.trim()];
    [this.strayOut, this.strayErr] = ['', ''];
    // In the real CLI this would land on the process's stdout and corrupt --json output.
    if (out) run.violations.push(`printed on stdout outside the Host: ${out.split('\n')[0]!.slice(0, 200)}`);
    if (err) run.notes = [...(run.notes ?? []), `note: printed on stderr outside the Host: ${err.split('\n')[0]!.slice(0, 200)}`];
    return run;
  }

  async dispose(): Promise<void> {
    await this.worker?.terminate();
  }
}
