// A proof's outcome must not depend on what the same process proved before, nor on the load:
// quantified obligations go to Z3's general solver (the qflia tactic's own time-limited attempts made
// misère condition I load-dependent), and an unknown that is not a timeout is retried once, noted in
// the detail. (All proofs of a process share one Z3 context.)

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { proveSpec } from '../../src/prove/index.js';
import { retryable } from '../../src/prove/discharge.js';
import type { ProofResult } from '../../src/prove/result.js';
import { spec, summary } from './helpers.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const load = (file: string) => spec(readFileSync(`${root}${file}`, 'utf8'), file);
const MISERE = 'conjectures/misere/game29-misere-two-heaps.yaml';
const HISTORY = ['proofs/nim/bouton-3-heaps.yaml', 'conjectures/misere/game29-misere-two-heaps.yaml'];

const outcome = (r: ProofResult) => r.obligations.map((o) => `${o.id}: ${o.status}`);
const prove = (file: string) => proveSpec(load(file), { timeoutMs: 30_000 });

describe('proof outcomes do not depend on history', () => {
  it('misère two-heap Nim: alone, then after other files in the same process — the same outcome, proved', async () => {
    const alone = await prove(MISERE);
    expect(alone.status, summary(alone)).toBe('proved');
    for (const file of HISTORY) await prove(file);
    const after = await prove(MISERE);
    expect(outcome(after), summary(after)).toEqual(outcome(alone));
    expect(after.status).toBe('proved');
  }, 120_000);

  it('retries only unknowns that are not about time, memory, errors or crashes', () => {
    expect(retryable('incomplete quantifiers')).toBe(true);
    expect(retryable('smt tactic failed to show goal to be sat/unsat (incomplete quantifiers)')).toBe(true);
    expect(retryable('(incomplete (theory arithmetic))')).toBe(true);
    for (const r of [undefined, 'timeout', 'max. memory exceeded', 'Z3 error: Sort mismatch', 'Z3 crashed (RuntimeError: unreachable)', 'Z3 did not stop after an earlier interrupt', 'canceled']) {
      expect(retryable(r), String(r)).toBe(false);
    }
  });
});
