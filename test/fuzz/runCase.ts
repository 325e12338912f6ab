// Runs one fuzz case through the real CLI, in-process: main([command, FILE, …], an in-memory host)
// with the real loader, bounded checker and (for `prove`, or `check` with the prover) Z3 under a 1 s
// timeout. Returns what happened and the list of robustness violations: an exit code other than
// 0, 1, 2, 3; an internal error or a stack trace; unparsable --json output; a case over its time limit.

import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { applyMutations, type FuzzCase, type SeedFile } from './mutators.js';

export interface CaseRun {
  argv: string[];
  path: string;
  text: string;
  code: number | 'threw' | 'hang' | 'crash';
  ms: number;
  /** CPU time of the case (the worker's process), when measured: the time limit applies to it, so
   *  that a loaded machine's slow wall clock is no hang (a case that never ends is still killed). */
  cpuMs?: number;
  out: string;
  err: string;
  violations: string[];
  notes?: string[]; // worth reporting, not a failure (e.g. a library printing on stderr by itself)
}

/** Keeps the library's bounds small (≤ 24 per range) so that a case takes milliseconds, not seconds;
 *  mutations applied afterwards may still make them huge on purpose. */
export function shrinkBounds(text: string): string {
  return text.replace(/(-?\d+)(\s*\.\.\s*)(\d+)/g, (all, lo: string, dots: string, hi: string) => {
    const l = Number(lo);
    const h = Number(hi);
    return h - l > 24 ? `${lo}${dots}${l + 24}` : all;
  });
}

export function caseText(c: FuzzCase, corpus: readonly SeedFile[]): string {
  return applyMutations(shrinkBounds(corpus[c.seed % corpus.length]!.text), c.mutations);
}

export function caseArgv(c: FuzzCase, path: string, symbolic: boolean): string[] {
  switch (c.command) {
    case 'check':
      return ['check', path, '--json', '--deterministic', ...(symbolic ? ['--timeout', '1s'] : ['--no-symbolic'])];
    case 'prove':
      return ['prove', path, '--json', '--deterministic', '--timeout', '1s'];
    case 'explain':
      return ['explain', path, '--no-color'];
    case 'table':
      return ['table', path, '--no-color'];
  }
}

export async function runCase(c: FuzzCase, corpus: readonly SeedFile[], opts: { limitMs: number; symbolic?: boolean }): Promise<CaseRun> {
  const path = `${c.under}/fuzz/case.yaml`;
  const text = caseText(c, corpus);
  const argv = caseArgv(c, path, opts.symbolic === true);
  const host = fakeHost({ [path]: text });
  const started = performance.now();
  let code: number | 'threw';
  let thrown = '';
  try {
    code = await main(argv, host);
  } catch (error) {
    code = 'threw';
    thrown = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  }
  const ms = performance.now() - started;
  return judge({ argv, path, text, code, ms, out: host.out(), err: host.err() + thrown }, opts.limitMs);
}

/** The robustness violations of a finished case. */
export function judge(run: Omit<CaseRun, 'violations'>, limitMs: number): CaseRun {
  const { argv, code, ms, out, err } = run;
  const violations: string[] = [];
  if (code === 'hang' || code === 'crash') return { ...run, violations: [`${code}: ${err.split('\n')[0]}`] };
  if (code === 'threw') violations.push(`main() threw: ${err.split('\n').find((l) => l.trim()) ?? ''}`);
  else if (![0, 1, 2, 3].includes(code)) violations.push(`exit code ${code}`);
  if (/internal error/i.test(err) || /internal error/i.test(out)) violations.push(`internal error: ${firstLine(err, /internal error/i) ?? firstLine(out, /internal error/i)}`);
  if (/\n\s+at .+:\d+:\d+\)?\n/.test(out + err)) violations.push('a stack trace was printed');
  if (argv.includes('--json') && code !== 'threw' && code !== 2) {
    try {
      const parsed = JSON.parse(out) as { files?: unknown[] };
      if (!Array.isArray(parsed.files) || parsed.files.length !== 1) violations.push('--json: not one file report');
    } catch {
      violations.push('--json: stdout is not JSON');
    }
  }
  const spent = run.cpuMs ?? ms;
  if (spent > limitMs) violations.push(`slow: ${Math.round(spent)} ms${run.cpuMs !== undefined ? ' of CPU' : ''} > ${limitMs} ms`);
  return { ...run, violations };
}

function firstLine(text: string, re: RegExp): string | undefined {
  return text
    .split('\n')
    .find((l) => re.test(l))
    ?.slice(0, 300);
}

/** A reproducer for a report: the command and the file, with invisible characters escaped. */
export function reproducer(run: CaseRun): string {
  const shown = JSON.stringify(run.text.length > 2000 ? `${run.text.slice(0, 2000)}…(${run.text.length} chars)` : run.text);
  return `zermelo ${run.argv.join(' ')}\nfile ${run.path} = ${shown}`;
}
