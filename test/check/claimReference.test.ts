// The reference re-evaluation of claims (issue 14, finding 6b): every claim result of the bounded
// check is evaluated again by the BigInt reference interpreter against the same solved truth. A fast
// evaluation made wrong on purpose (the claimCompile seam of checkBounded) must give an internal error
// ZM9012, exit 70, with both results — never a silent "holds" or "refuted".

import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import type { ClaimCompile } from '../../src/check/claims.js';
import { main } from '../../src/cli/main.js';
import { compileExpr } from '../../src/lang/compile.js';
import { boundedStage } from '../../src/run/boundedStage.js';
import type { Engines } from '../../src/run/engines.js';
import { fromBounded } from '../../src/run/fromBounded.js';
import { pipeline } from '../../src/run/pipeline.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { spec } from './helpers.js';

const FILE = `name: take-1-or-4-claims
game: { subtraction: [1, 4] }
conjecture: { S: n mod 5 ∈ {0, 2} }
claims:
  - name: true claim
    holds: ∀ m ∈ 0..50: safe(m) ⇔ m mod 5 ∈ {0, 2}
  - name: false claim
    holds: ∀ m ∈ 0..50: safe(m) ⇔ m mod 5 = 0
check: { bounds: { n: 0..100 }, symbolic: off }
expect: holds
`;

/** The fast evaluation with every claim's top-level answer negated. */
const negated: ClaimCompile = (e, scope, program) => {
  const f = compileExpr<boolean>(e, scope, program);
  return (frame, oracle) => !f(frame, oracle);
};

describe('claims re-evaluated by the reference interpreter', () => {
  it('agrees with the compiled evaluation on a true and a false claim: no internal error', () => {
    const r = checkBounded(spec(FILE));
    expect(r.runs[0]!.claims.map((c) => c.status)).toEqual(['holds', 'fails']);
    expect(r.runs[0]!.claims[1]!.message).toBe('fails for m = 2');
    expect(r.runs.flatMap((run) => run.diagnostics).map((d) => d.code)).not.toContain('ZM9012');
  });

  it('a wrong fast evaluation is ZM9012 on both claims, with both results', () => {
    const r = checkBounded(spec(FILE), { claimCompile: negated });
    const diags = r.runs.flatMap((run) => run.diagnostics).filter((d) => d.code === 'ZM9012');
    expect(diags.map((d) => d.message)).toEqual([
      'claim "true claim": internal error: the compiled evaluation finds the claim false, the reference evaluation true (a bug in zermelo, please report it with this file)',
      'claim "false claim": internal error: the compiled evaluation finds the claim true, the reference evaluation false (a bug in zermelo, please report it with this file)',
    ]);
    expect(r.runs[0]!.claims.map((c) => c.status)).toEqual(['error', 'error']);
  });

  it('through the CLI: exit 70, never a verdict', async () => {
    const engines: Engines = { ...pipeline, bounded: async (s, o) => boundedStage(s, o ?? {}, (x) => fromBounded(x, checkBounded(x, { claimCompile: negated }))) };
    const host = fakeHost({ 'conjectures/claims.yaml': FILE });
    expect(await main(['check', 'conjectures/claims.yaml', '--json'], host, { engines })).toBe(70);
    const file = JSON.parse(host.out()).files[0];
    expect(file.status).toBe('internal');
    expect(file.summary).toContain('the compiled evaluation finds the claim false, the reference evaluation true');
  });

  it('a claim too large for the reference budget is still decided by the fast evaluation', () => {
    const big = FILE.replace('∀ m ∈ 0..50: safe(m) ⇔ m mod 5 ∈ {0, 2}', '∀ m ∈ 0..3000000: m * m ≥ 0');
    const r = checkBounded(spec(big));
    expect(r.runs[0]!.claims[0]!.status).toBe('holds');
  });
});
