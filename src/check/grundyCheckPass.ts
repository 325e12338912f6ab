// Stage: check. The generated pass that checks a Grundy conjecture f by the mex characterisation
// (theory.md): f(p) is a non-negative integer, no move keeps f, and every value below f(p) is reached
// by some move (a move to a sum is worth the XOR of f over its components); with a solved table,
// also f(p) = the true Grundy value. Failures go to fail(condition, p, key) as in conditionPass.
// A slice [from, to) of the region checks only the positions of that index range.

import type { Expr } from '../lang/ast.js';
import type { SpecGame } from '../game/buildGame.js';
import type { Game } from '../game/game.js';
import { compileKernelFunction, type KernelSession, type SumCode, type TargetCode } from '../game/kernel.js';
import type { Chunk, SpecSession } from '../game/specKernel.js';
import { compileExpr } from '../lang/compile.js';
import { beyondTarget } from '../lang/runtimeHelpers.js';
import type { FailFn } from './conditionPass.js';
import { grundyXor } from './grundyXor.js';
import type { Condition } from './result.js';

export const GRUNDY_CONDITIONS: readonly Condition[] = ['grundy-value', 'grundy-keep', 'grundy-reach', 'grundy-truth'];

export interface GrundyConjecture {
  value(session: KernelSession, at?: TargetCode): Chunk;
  valueOf(position: Float64Array): number | bigint; // bigint: exact, beyond ±(2^53 − 1)
  bindings: Record<string, unknown>;
}

export function arrayGrundyConjecture(values: Int32Array, encode: (position: Float64Array) => number): GrundyConjecture {
  return {
    value: (_s, at) => ({ code: '', value: `K_gconj[${at ? at.index : 'p'}]` }),
    valueOf: (position) => values[encode(position)] ?? -1,
    bindings: { K_gconj: values },
  };
}

/** The conjecture read from its table over the region (grundyTable.ts): evaluated again only at
 *  targets outside the region, where the table has no entry. */
export function tabledGrundyConjecture(conj: GrundyConjecture, table: Int32Array): GrundyConjecture {
  let fresh = 0;
  return {
    value(session, at) {
      if (!at) return { code: '', value: 'K_gtab[p]' };
      if (at.inside) return { code: '', value: `K_gtab[${at.index}]` };
      const v = conj.value(session, at);
      const [i, x] = [`g_ti${fresh}`, `g_tv${fresh++}`];
      return { code: `const ${i} = ${at.index}; let ${x}; if (${i} >= 0) ${x} = K_gtab[${i}]; else {\n${v.code}\n${x} = ${v.value}; }`, value: x };
    },
    valueOf: conj.valueOf,
    bindings: { ...conj.bindings, K_gtab: table },
  };
}

export function exprGrundyConjecture(game: SpecGame, e: Expr): GrundyConjecture {
  const fn = compileExpr(e, game.layout.scope, game.program) as (f: Float64Array) => number | bigint;
  const frame = Float64Array.from(game.frame);
  const so = game.layout.stateOffset;
  return {
    value: (session, at) => (session as SpecSession).evaluate(e, at),
    valueOf(position) {
      // a lister's target beyond ±(2^53 − 1) holds ±Infinity: as in the kernel, a resource limit
      if (!position.subarray(0, game.layout.stateSize).every(Number.isFinite)) beyondTarget(e.span);
      frame.set(position.subarray(0, game.layout.stateSize), so);
      return fn(frame);
    },
    bindings: {},
  };
}

export type GrundyPassFn = (truth: Int32Array | null, fail: FailFn, size: number, stats: Float64Array, from?: number, to?: number) => void;

const CAP = 1 << 16;

const xor = grundyXor;

export function grundyCheckPass(game: Game, conj: GrundyConjecture, options: { truth: boolean }): GrundyPassFn {
  const session = game.kernel.begin();
  const slots = game.region.lo.length;
  const key = Array.from({ length: slots }, (_, s) => `Math.abs(${session.slot(s)})`).join(' + ') || '0';
  const failAt = (c: number): string => `fail(${c}, p, ${key});`;
  const here = conj.value(session);
  const record = (v: string): string => `g_count++; if (${v} === g_f) g_keep = 1; else if (${v} >= 0 && ${v} < g_f && ${v} < ${CAP}) g_seen[${v}] = g_stamp;`;
  const onTarget = (t: TargetCode): string => {
    const v = conj.value(session, t);
    return `{ ${v.code}\n const g_v = ${v.value}; ${record('g_v')} }`;
  };
  const onSum = (parts: SumCode): string =>
    `{ let g_x = 0; ${parts.each((c) => {
      const v = conj.value(session, c);
      return `${v.code}\n g_x = K_xor(g_x, ${v.value});`;
    })} ${record('g_x')} }`;
  const enter = session.enter('g_from');
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget, sum: onSum });
  const advance = session.advance();
  const body = `return function grundyCheck(truth, fail, size, stats, g_from = 0, g_to = size) {
  ${session.declarations()}
  const g_seen = new Int32Array(${CAP});
  let p = g_from, term = 0;
  if (p < g_to) {
  ${enter}
  }
  try {
    for (; p < g_to; p++) { k_tick();
      ${here.code}
      const g_f = ${here.value};
      const g_stamp = p + 1;
      if (!(g_f >= 0)) ${failAt(0)}
      else {
        ${terminal ? `term = 0;\n${terminal}` : ''}
        let g_count = 0, g_keep = 0;
        if (term === 0) {
          ${moves}
        }
        if (g_keep !== 0) ${failAt(1)}
        if (g_f > 0) {
          if (g_f > g_count) ${failAt(2)}
          else if (g_f > ${CAP}) { if (!K_reach(p, g_f)) ${failAt(2)} }
          else { let g_m = 0; while (g_m < g_f && g_seen[g_m] === g_stamp) g_m++; if (g_m < g_f) ${failAt(2)} }
        }
      }
      ${options.truth ? `{ const g_t = truth[p]; if (g_t >= 0 && g_t !== g_f) ${failAt(3)} }` : ''}
      ${advance}
    }
  } catch (k_error) { stats[1] = p; throw k_error; }
};`;
  const reach = (index: number, f: number | bigint): boolean => {
    const values = new Set(game.listMoves(game.region.decode(index)).map((m) => m.targets.reduce<number | bigint>((acc, t) => xor(acc, conj.valueOf(t.position)), 0)));
    for (let v = 0; v < f; v++) if (!values.has(v)) return false;
    return true;
  };
  return compileKernelFunction<GrundyPassFn>({ ...session.bindings(), ...conj.bindings, K_xor: xor, K_reach: reach }, body, `grundyCheck_${game.name}`);
}
