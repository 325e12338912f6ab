// Proof certificates: every obligation written with --emit-smt is a standalone SMT-LIB2 benchmark
// that a fresh Z3 context re-checks on its own (unsat = the obligation holds).
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recheckSmt } from '../../src/prove/index.js';
import { game9, obligation, prove } from './helpers.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

async function emitted(yaml: string): Promise<{ dir: string; files: string[]; result: Awaited<ReturnType<typeof prove>> }> {
  const dir = await mkdtemp(join(tmpdir(), 'zermelo-smt-'));
  dirs.push(dir);
  const result = await prove(yaml, { emitSmtDir: dir });
  return { dir, files: (await readdir(dir)).sort(), result };
}

describe('--emit-smt certificates', () => {
  it('writes one file per obligation, each re-checked unsat by a fresh Z3', async () => {
    const { dir, files, result } = await emitted(game9('n mod 5 ∈ <0,2>'));
    expect(result.status).toBe('proved');
    // "every move" obligations are split per move (take 1, take 4): one certificate per part
    expect(files).toEqual([
      'take-1-or-4.condition-I.smt2',
      'take-1-or-4.condition-II.1.smt2',
      'take-1-or-4.condition-II.2.smt2',
      'take-1-or-4.domain.1.smt2',
      'take-1-or-4.domain.2.smt2',
      'take-1-or-4.finiteness.1.smt2',
      'take-1-or-4.finiteness.2.smt2',
      'take-1-or-4.partition.smt2',
      'take-1-or-4.terminal-lose.smt2',
    ]);
    for (const f of files) {
      const text = await readFile(join(dir, f), 'utf8');
      expect(text).toMatch(/^; zermelo proof obligation/);
      expect(text).toMatch(/\(check-sat\)/);
      expect(await recheckSmt(text), f).toBe('unsat');
    }
    expect(obligation(result, 'condition-II').smtFile).toBe(`${join(dir, 'take-1-or-4.condition-II.1.smt2')}, ${join(dir, 'take-1-or-4.condition-II.2.smt2')}`);
  });

  it('a refuted obligation is sat for the fresh Z3 as well', async () => {
    const { dir, result } = await emitted(game9('n mod 5 ∈ <0,3>'));
    expect(result.status).toBe('refuted');
    const text = await readFile(join(dir, 'take-1-or-4.condition-I.smt2'), 'utf8');
    expect(await recheckSmt(text)).toBe('sat');
  });

  it('bitvector certificates (xor) re-check too', async () => {
    const { dir, files } = await emitted(`
name: nim2
game: { nim: { heaps: 2 } }
conjecture: S = h[0] ⊕ h[1] = 0
proof:
  strategy:
    - { when: "h[0] > h[1]", move: { "h[0]": "h[1]" } }
    - { when: "h[1] > h[0]", move: { "h[1]": "h[0]" } }
`);
    // condition I with a strategy is certified case by case: one file per part, each unsat
    const parts = files.filter((f) => /condition-I\.\d+\.smt2$/.test(f));
    expect(parts.length).toBe(3);
    for (const part of parts) {
      const text = await readFile(join(dir, part), 'utf8');
      expect(text).toMatch(/BitVec/);
      expect(await recheckSmt(text)).toBe('unsat');
    }
  });
});
