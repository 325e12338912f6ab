// Stage: check. How a conjecture classifies positions, in the two forms the checker needs: as
// generated code (a mask per position: bit 1 safe, 2 fragile, 4 neutral; 0 = in no set, several bits
// = in several sets) spliced into the hot loops, and as a slow evaluator for counterexamples.
// Omitted sets are complements (format.md §2): only S → F = ¬S, N = ∅; S and F → N = the rest; …

import type { Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import type { SpecGame } from '../game/buildGame.js';
import type { KernelSession, TargetCode } from '../game/kernel.js';
import type { Chunk, SpecSession } from '../game/specKernel.js';
import type { ConjectureSpec } from '../model/model.js';
import { beyondTarget } from '../lang/runtimeHelpers.js';

export const MASK_SAFE = 1;
export const MASK_FRAGILE = 2;
export const MASK_NEUTRAL = 4;

export interface Classifier {
  /** Code computing the mask at the current position (at undefined) or at a move target. */
  mask(session: KernelSession, at?: TargetCode): Chunk;
  /** Optional: code computing whether the mask has `bit` (a boolean expression), evaluating every
   *  set's expression as mask() does (so the same errors are raised) without assembling the mask. */
  bit?(session: KernelSession, at: TargetCode | undefined, bit: number): Chunk;
  /** Slow path: the mask of a position (state slots), independent of the generated code. */
  maskOf(position: Float64Array): number;
  bindings: Record<string, unknown>;
}

/** A partition given as one mask per region index (explicit graphs, tests). */
export function arrayClassifier(masks: Uint8Array, encode: (position: Float64Array) => number): Classifier {
  return {
    mask: (_session, at) => ({ code: '', value: `K_conj[${at ? at.index : 'p'}]` }),
    maskOf: (position) => masks[encode(position)] ?? 0,
    bindings: { K_conj: masks },
  };
}

/** Why the conjecture cannot be completed into a partition, or undefined. */
export function conjectureProblem(c: ConjectureSpec): string | undefined {
  if (c.neutral && !c.safe && !c.fragile) return 'a conjecture that gives only the neutral positions says nothing about safe and fragile ones: give S or F as well';
  return undefined;
}

/** The classifier of a file's S/F/N conjecture (at least one of safe/fragile given). */
export function conjectureClassifier(game: SpecGame, c: ConjectureSpec): Classifier {
  let counter = 0;
  const parts: [Expr | undefined, number][] = [
    [c.safe, 1],
    [c.fragile, 2],
    [c.neutral, 4],
  ];
  const given = parts.filter(([e]) => e !== undefined) as [Expr, number][];
  const missing = parts.filter(([e]) => e === undefined).map(([, bit]) => bit);
  // the mask when none of the given sets contains the position: the complement, if there is one
  const complement = missing.length === 0 ? 0 : given.length === 1 ? (missing.includes(2) ? 2 : 1) : missing[0]!;
  const compiled = given.map(([e, bit]) => [compileExpr<boolean>(e, game.layout.scope, game.program), bit] as const);
  const frame = Float64Array.from(game.frame);
  const so = game.layout.stateOffset;
  return {
    mask(session, at) {
      const s = session as SpecSession;
      const m = `c_m${++counter}`;
      const code: string[] = [`let ${m} = 0;`];
      for (const [e, bit] of given) {
        const chunk = s.evaluate(e, at);
        code.push(chunk.code, `if (${chunk.value}) ${m} |= ${bit};`);
      }
      if (complement !== 0) code.push(`if (${m} === 0) ${m} = ${complement};`);
      return { code: code.join('\n'), value: m };
    },
    bit(session, at, bit) {
      const s = session as SpecSession;
      const chunks = given.map(([e, b]) => [s.evaluate(e, at), b] as const);
      const code = chunks.map(([c]) => c.code).join('\n');
      const own = chunks.find(([, b]) => b === bit);
      // a set given by its expression; the complement holds where none of the given sets does
      if (own) return { code, value: `(${own[0].value})` };
      if (complement !== bit) return { code, value: 'false' };
      return { code, value: `!(${chunks.map(([c]) => c.value).join(' || ')})` };
    },
    maskOf(position) {
      // a lister's target beyond ±(2^53 − 1) holds ±Infinity: as in the kernel, a resource limit
      if (!position.subarray(0, game.layout.stateSize).every(Number.isFinite)) beyondTarget(given[0]![0].span);
      frame.set(position.subarray(0, game.layout.stateSize), so);
      let m = 0;
      for (const [fn, bit] of compiled) if (fn(frame)) m |= bit;
      return m === 0 ? complement : m;
    },
    bindings: {},
  };
}

export function maskName(mask: number): 'safe' | 'fragile' | 'neutral' | 'none' | 'several' {
  return mask === 1 ? 'safe' : mask === 2 ? 'fragile' : mask === 4 ? 'neutral' : mask === 0 ? 'none' : 'several';
}

export function maskSets(mask: number): ('safe' | 'fragile' | 'neutral')[] {
  const sets: ('safe' | 'fragile' | 'neutral')[] = [];
  if (mask & 1) sets.push('safe');
  if (mask & 2) sets.push('fragile');
  if (mask & 4) sets.push('neutral');
  return sets;
}
