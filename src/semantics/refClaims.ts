// Stage: semantics. Claims evaluated with the BigInt interpreter against the reference truth: safe(p),
// outcome(p), grundy(p) and start read the solved region, value(p) the reference value by play from p
// (refValues.ts); a position outside the region, one whose outcome or value is undetermined, or no
// position at all (outside a declared domain) makes the claim an error, as does grundy(p) in a game
// without Grundy values (wherever the call stands).

import type { Expr } from '../lang/ast.js';
import { evalReference } from '../lang/reference.js';
import { EvalError, type Oracle } from '../lang/runtime.js';
import { findNode } from '../lang/walk.js';
import type { ClaimSpec } from '../model/model.js';
import { constEnv, outsideDomain, refStart, regionIndex, type Position } from './refGame.js';
import type { RefTruth } from './refSolve.js';
import { refValueFrom } from './refValues.js';

type Solved = Extract<RefTruth, { kind: 'solved' }>;
export type ClaimStatus = 'holds' | 'fails' | 'error';

export function refClaimOracle(t: Solved): Oracle {
  const { game } = t;
  const valueFrom = new Map<number, ReturnType<typeof refValueFrom>>();
  const index = (position: Float64Array, span: Expr['span']): number => {
    const p: Position = Array.from(position, (v) => BigInt(v));
    if (outsideDomain(game, p) >= 0) throw new EvalError('domain', 'not a position', span);
    const i = regionIndex(game, p);
    if (i < 0) throw new EvalError('outside-region', 'outside the region', span);
    return i;
  };
  return {
    outcome(position, span) {
      const o = t.outcome[index(position, span)]!;
      if (o === 4) throw new EvalError('undetermined', 'undetermined', span);
      return o;
    },
    grundy(position, span) {
      if (typeof t.grundy === 'string') throw new EvalError('domain', t.grundy, span);
      const g = t.grundy.grundy[index(position, span)]!;
      if (g < 0) throw new EvalError('undetermined', 'undetermined', span);
      return g;
    },
    value(position, span) {
      // play from the position alone decides its value (the check may have solved from the start only)
      const i = index(position, span);
      let from = valueFrom.get(i);
      if (!from) valueFrom.set(i, (from = refValueFrom(game, i)));
      if ('error' in from) throw new EvalError('domain', `no value (a rule fails on the way: ${from.error.message})`, span);
      const v = from.value;
      if (v.kind !== 'value') throw new EvalError('undetermined', `no value (${v.kind})`, span);
      // the claim language counts in safe integers: a value beyond them is refused, never rounded
      if (v.value > BigInt(Number.MAX_SAFE_INTEGER) || v.value < -BigInt(Number.MAX_SAFE_INTEGER)) throw new EvalError('overflow', 'a value beyond ±(2^53 − 1)', span);
      return Number(v.value);
    },
    start(span) {
      const start = refStart(game);
      if (!start) throw new EvalError('domain', 'no start position', span);
      return Float64Array.from(start, (v) => Number(v));
    },
  };
}

export function refClaim(t: Solved, claim: ClaimSpec): ClaimStatus {
  const usesGrundy = findNode(claim.holds, (n) => n.kind === 'call' && n.callee === 'grundy' && n.ref?.kind === 'oracle');
  if (usesGrundy && typeof t.grundy === 'string') return 'error';
  const env = { ...constEnv(t.game), oracle: refClaimOracle(t) };
  try {
    return evalReference(claim.holds, env) === true ? 'holds' : 'fails';
  } catch (e) {
    if (e instanceof EvalError) return 'error';
    throw e;
  }
}
