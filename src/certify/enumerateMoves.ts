// Stage: certify. The numeric half of the one-heap hypothesis, for one value of the params: every
// value x of the bounded fields and every binder value b of every move (the guard ignored, which is
// conservative), t(x, b) must be an integer ≥ 1; k = the largest t; and each guard atom is constant
// from some n on. Input: a built game and the rules' shape; output: k and that n, or the reason.

import type { SpecGame } from '../game/buildGame.js';
import type { Binder, Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import { EvalError, type CompileScope, type CompiledExpr } from '../lang/runtime.js';
import { INT } from '../lang/types.js';
import { comparisonFrom } from './bigMath.js';
import type { AffineForm } from './exprFacts.js';
import { moveName, type Atom, type MoveShape, type RulesShape } from './moveShape.js';

export interface MoveBounds {
  /** k: every move takes at most k (and at least minTake ≥ 1) from the heap. */
  maxTake: number;
  minTake: number;
  /** From this n on every comparison in every guard has a fixed truth value for each (x, b). */
  atomsFrom: number;
  /** Combinations (x, b) examined. */
  combinations: number;
}

const MAX_COMBINATIONS = 2_000_000;

class Stop extends Error {}

export function enumerateMoves(game: SpecGame, shape: RulesShape): MoveBounds | string {
  const { layout } = game;
  const heapSlot = layout.fields.get(shape.heap)!.offset;
  const others = game.slots.map((s, i) => ({ s, i })).filter(({ i }) => i !== heapSlot);
  for (const { s } of others) {
    if (!Number.isFinite(s.domainLo) || !Number.isFinite(s.domainHi)) return `the field \`${s.name}\` has no finite range`;
  }
  let maxTake = 0;
  let minTake = Infinity;
  let atomsFrom = 0n;
  let combinations = 0;
  try {
    for (const m of shape.moves) {
      const c = compiledMove(game, m);
      const frame = new Float64Array(layout.frameSize + m.move.binders.length);
      frame.set(game.frame);
      const visit = (): void => {
        if (++combinations > MAX_COMBINATIONS) throw new Stop(`more than ${MAX_COMBINATIONS} combinations of field and binder values`);
        const t = Number(c.take(frame));
        if (!Number.isSafeInteger(t) || t < 1) {
          const where = describe(
            game,
            frame,
            others.map((o) => o.i),
            m.move.binders,
          );
          throw new Stop(`${moveName(m.move)} takes ${t} at ${where}: every move must take at least 1`);
        }
        if (t > maxTake) maxTake = t;
        if (t < minTake) minTake = t;
        for (const atom of c.atoms) {
          const from = atom(frame);
          if (from > atomsFrom) atomsFrom = from;
        }
      };
      forEachState(
        game,
        others.map((o) => o.i),
        frame,
        () => forEachBinder(c.domains, frame, layout.frameSize, 0, visit),
      );
    }
  } catch (e) {
    if (e instanceof Stop) return e.message;
    if (e instanceof EvalError) return `evaluating the rules in advance failed: ${e.message}`;
    throw e;
  }
  if (atomsFrom > BigInt(Number.MAX_SAFE_INTEGER)) return 'a guard compares the heap with a number too large';
  return { maxTake: Math.max(maxTake, 1), minTake: Math.min(minTake, Math.max(maxTake, 1)), atomsFrom: Number(atomsFrom), combinations };
}

type Domain = (frame: Float64Array) => number[];

interface CompiledMove {
  take: CompiledExpr;
  domains: Domain[];
  /** Per atom: the least n from which it is constant, at the frame's (x, b). */
  atoms: ((frame: Float64Array) => bigint)[];
}

function compiledMove(game: SpecGame, m: MoveShape): CompiledMove {
  const { layout, program } = game;
  const slots = new Map(layout.scope.slots);
  m.move.binders.forEach((b, k) => {
    const t = b.domain.type;
    slots.set(b.name, { slot: layout.frameSize + k, type: t && (t.kind === 'set' || t.kind === 'array') ? t.elem : INT });
  });
  const scope: CompileScope = { ...layout.scope, slots };
  const compile = (e: Expr) => compileExpr(e, scope, program);
  const int = (e: Expr) => {
    const f = compile(e);
    return (frame: Float64Array) => BigInt(toInt(f(frame)));
  };
  const affine = (x: AffineForm) => {
    const terms = x.terms.map((t) => [t.coef, int(t.expr)] as const);
    return (frame: Float64Array) => terms.reduce((sum, [coef, f]) => sum + coef * f(frame), x.c);
  };
  const atoms = m.atoms.map((atom) => atomFrom(atom, affine, int));
  const domains = m.move.binders.map((b) => domainOf(b, compile));
  return { take: compile(m.take), domains, atoms };
}

/** n0 such that the atom's truth does not change for n ≥ n0 (at fixed x, b). */
function atomFrom(atom: Atom, affine: (x: AffineForm) => (frame: Float64Array) => bigint, int: (e: Expr) => (frame: Float64Array) => bigint): (frame: Float64Array) => bigint {
  if (atom.kind === 'cmp') {
    const [l, r] = [affine(atom.left), affine(atom.right)];
    const a = atom.left.a - atom.right.a;
    return (frame) => (a === 0n ? 0n : comparisonFrom(atom.op, a, l(frame) - r(frame)).from);
  }
  const elem = affine(atom.elem);
  const a = atom.elem.a;
  if (a === 0n) return () => 0n;
  if (atom.range) {
    const [lo, hi] = [int(atom.range[0]), int(atom.range[1])];
    return (frame) => {
      const b = elem(frame);
      const x = comparisonFrom('>=', a, b - lo(frame)).from;
      const y = comparisonFrom('<=', a, b - hi(frame)).from;
      return x > y ? x : y;
    };
  }
  const members = (atom.members ?? []).map(int);
  return (frame) => {
    const b = elem(frame);
    let from = 0n;
    for (const m of members) {
      const c = m(frame) - b; // a·n = c has the root c / a when it divides
      if (c % a === 0n && c / a >= 0n && c / a + 1n > from) from = c / a + 1n;
    }
    return from;
  };
}

function domainOf(b: Binder, compile: (e: Expr) => CompiledExpr): Domain {
  const d = b.domain;
  if (d.kind === 'range') {
    const [lo, hi] = [compile(d.lo), compile(d.hi)];
    return (frame) => {
      const [a, z] = [toInt(lo(frame)), toInt(hi(frame))];
      if (z - a > MAX_COMBINATIONS) throw new Stop(`the range of \`${b.name}\` has more than ${MAX_COMBINATIONS} values`);
      const out: number[] = [];
      for (let v = a; v <= z; v++) out.push(v);
      return out;
    };
  }
  if (d.kind === 'set') {
    const elems = d.elems.map(compile);
    return (frame) => [...new Set(elems.map((f) => toInt(f(frame))))];
  }
  const whole = compile(d);
  return (frame) => Array.from(whole(frame) as ArrayLike<number>, toInt);
}

function toInt(v: unknown): number {
  const n = typeof v === 'boolean' ? (v ? 1 : 0) : Number(v);
  if (!Number.isSafeInteger(n)) throw new Stop(`a value used by the rules is not an integer (${String(v)})`);
  return n;
}

function forEachBinder(domains: Domain[], frame: Float64Array, base: number, k: number, f: () => void): void {
  if (k === domains.length) return f();
  for (const v of domains[k]!(frame)) {
    frame[base + k] = v;
    forEachBinder(domains, frame, base, k + 1, f);
  }
}

/** Every value of the bounded fields (the heap slot is left at 0: nothing evaluated here reads it). */
function forEachState(game: SpecGame, slots: number[], frame: Float64Array, f: () => void): void {
  const so = game.layout.stateOffset;
  const rec = (j: number): void => {
    if (j === slots.length) return f();
    const s = game.slots[slots[j]!]!;
    for (let v = s.domainLo; v <= s.domainHi; v++) {
      frame[so + slots[j]!] = v;
      rec(j + 1);
    }
  };
  rec(0);
}

function describe(game: SpecGame, frame: Float64Array, slots: number[], binders: Binder[]): string {
  const so = game.layout.stateOffset;
  const parts = slots.map((s) => `${game.slots[s]!.name} = ${frame[so + s]}`);
  binders.forEach((b, k) => parts.push(`${b.name} = ${frame[game.layout.frameSize + k]}`));
  return parts.length ? parts.join(', ') : 'every position';
}
