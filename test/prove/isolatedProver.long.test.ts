// The isolated prover's fault injection (isolatedProver.test.ts), `npm run test:long`: two more kinds
// of child failure, each in its own child process with Z3 (some 2 s of CPU each, 4 children). npm
// test keeps a faster case of each law in isolatedProver.test.ts: the genuine emscripten OOM abort
// ('zermelo prove: a genuine emscripten OOM abort …', the same reason and "not attempted" list as
// the simulated abort here) and the kill -9 of the child (a child that stops unexpectedly, here by
// exiting; the proved obligations stay, a fresh child proves the next file).

import { describe, expect, it } from 'vitest';
import { ProverProcess } from '../../src/scale/proverProcess.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { TAKE_1_OR_4, withExpect } from '../e2e/fixtures.js';

const PROVED = withExpect(TAKE_1_OR_4, 'proved');
const spec = (file: string) => loadSpec(file, PROVED).value!;

describe('isolated prover', () => {
  it('an abort (OOM) at the third check: unknown with the reason, then the next file is proved', async () => {
    const prover = new ProverProcess('abort:a.yaml:3');
    try {
      const seen: string[] = [];
      const a = await prover.run(spec('proofs/a.yaml'), { timeoutMs: 10_000, onObligation: (o) => seen.push(o.status) });
      expect(a.status).toBe('unknown');
      // the obligations finished before the crash stay proved; the one in progress is unknown with
      // the reason, the rest unknown, not attempted
      const statuses = a.obligations.map((o) => o.status);
      expect(statuses.slice(0, seen.length)).toEqual(seen);
      expect(seen.every((s) => s === 'proved')).toBe(true);
      expect(statuses.slice(seen.length).every((s) => s === 'unknown')).toBe(true);
      expect(a.obligations[seen.length]!.detail).toBe('Z3 ran out of memory (2 GiB wasm heap)');
      expect(a.obligations.slice(seen.length + 1).map((o) => o.detail)).toEqual(
        a.obligations.slice(seen.length + 1).map(() => 'not attempted: the prover process stopped before it (Z3 ran out of memory (2 GiB wasm heap))'),
      );
      expect(a.detail).toContain('the remaining obligations were not attempted');
      const b = await prover.run(spec('proofs/b.yaml'), { timeoutMs: 10_000 });
      expect(b.status, JSON.stringify(b.obligations)).toBe('proved');
    } finally {
      prover.dispose();
    }
  }, 90_000);

  it('a child that exits is unknown too, with its exit code; the next file is proved by a fresh child', async () => {
    const prover = new ProverProcess('exit:a.yaml:1');
    try {
      const a = await prover.run(spec('proofs/a.yaml'), { timeoutMs: 10_000 });
      expect(a.obligations[0]!.status).toBe('unknown');
      expect(a.obligations[0]!.detail).toBe('the prover process stopped unexpectedly (exit code 134)');
      expect(
        a.obligations.slice(1).every((o) => o.status === 'unknown' && o.detail === 'not attempted: the prover process stopped before it (the prover process stopped unexpectedly (exit code 134))'),
      ).toBe(true);
      expect((await prover.run(spec('proofs/b.yaml'), { timeoutMs: 10_000 })).status).toBe('proved'); // a fresh child
    } finally {
      prover.dispose();
    }
  }, 120_000);
});
