// --workers (src/scale/workers.ts): files checked in worker threads — each with its own engines and its
// own Z3 — give byte-for-byte the JSON of a sequential run, in the same sorted order; the text output
// streams in that order too. Real engines, library files (one of them proved by Z3 in the workers).

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { TAKE_1_OR_4, bounded, counterexample, engines } from '../e2e/fixtures.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { libraryFiles, libraryHost } from '../cli/libraryHost.js';

const chosen = new Set([
  'conjectures/heap/game09-take-1-or-4.yaml',
  'conjectures/nim/game16-nim-3-heaps.yaml',
  'conjectures/student/game09-wrong-residues.yaml',
  'conjectures/student/nim-even-total.yaml',
  'conjectures/two-heaps/game11-two-heaps.yaml',
  'proofs/heap/game09-take-1-or-4.yaml',
  'proofs/two-heaps/game11-two-heaps.yaml',
]);
const files = libraryFiles((f) => chosen.has(f));

describe('check --workers', () => {
  it('--workers 2 gives the same JSON as --workers 1, in the same order', async () => {
    expect(Object.keys(files).length).toBe(chosen.size);
    const run = async (workers: string): Promise<{ code: number; out: string }> => {
      const host = libraryHost(files);
      const code = await main(['check', '--json', '--deterministic', '--no-cache', '--workers', workers], host);
      return { code, out: host.out() };
    };
    const one = await run('1');
    const two = await run('2');
    expect(two.code).toBe(one.code);
    expect(two.out).toBe(one.out);
    const report = JSON.parse(two.out) as { files: { file: string; verdict: string; symbolic: { status: string } | null }[] };
    expect(report.files.map((f) => f.file)).toEqual([...chosen].sort());
    // Z3 ran in a worker: every obligation proved
    expect(report.files.find((f) => f.file === 'proofs/two-heaps/game11-two-heaps.yaml')!.symbolic?.status).toBe('proved');
  }, 600_000);

  it('text output lists the files in sorted order, whatever order the workers finish in', async () => {
    const host = libraryHost(files);
    await main(['check', '--no-symbolic', '--no-cache', '--workers', '3'], host);
    const listed = host
      .out()
      .split('\n')
      .filter((l) => /^[✓✗?•!] /.test(l))
      .map((l) => l.split(/\s+/)[1]);
    expect(listed).toEqual([...chosen].sort());
  }, 600_000);

  it('with fake engines (a test seam) the files are checked in this thread, so the fakes are honoured', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/b.yaml': TAKE_1_OR_4 });
    expect(await main(['check', '--json', '--no-cache', '--workers', '2'], host, { engines: engines(bounded('refuted', [counterexample()])) })).toBe(1);
    expect(JSON.parse(host.out()).files.map((f: { verdict: string }) => f.verdict)).toEqual(['refuted', 'refuted']);
  });

  it('--workers needs a whole number ≥ 1', async () => {
    const host = libraryHost(files);
    expect(await main(['check', '--workers', '0'], host)).toBe(2);
    expect(host.err()).toContain('--workers needs a whole number ≥ 1');
  });
});
