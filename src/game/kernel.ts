// Stage: game. The code-generation contract between a game and the solvers/checkers that run over it.
// A game does not hand out per-move callbacks: it writes JS source for "enumerate the moves of the
// current position" into which a solver splices its own per-target code (hooks). The result is one
// specialised function per (game, algorithm) built with `new Function` — no closures or allocation per move.

import { raiseOptimizationLimit } from '../host/v8Limits.js';
import { kernelTick } from '../lang/deadline.js';
import type { KeyView } from './keyView.js';

/** A move target as seen by hook code. */
export interface TargetCode {
  /** JS expression: the target's region index, or -1 when it lies outside the region. Evaluate once. */
  index: string;
  /** JS expression for slot `s` of the target position (fields flattened; see Game.slots). */
  slot(s: number): string;
  /** Known at code-generation time: when inside the region, the index is smaller than p. */
  backward?: boolean;
  /** Known at code-generation time: the index is ≥ 0 (the kernel routed outside targets to hooks.outside). */
  inside?: boolean;
  /** In a sparse region (Region.sparse), where `index` is only 0 inside the box and -1 outside: the
   *  slots the move may change — a state slot number, or JS code computing it — and JS expressions
   *  for their new values; every other slot keeps the current position's value. */
  changes?: readonly { slot: number | string; value: string }[];
}

/** The components of a move that leads to a sum of independent positions (0 or ≥ 2 of them). */
export interface SumCode {
  /** Code running `body(part)` once per component (unrolled or as a loop). */
  each(body: (part: TargetCode) => string): string;
}

/** Where a move comes from: the schema index and the binder values (JS expressions). */
export interface MoveSite {
  schema: number;
  binders: { name: string; code: string }[];
  /** Known at code-generation time: the move keeps the turn (the same player moves next from the
   *  target, whose type is read without the flip). A schema with `again:` is generated twice, once
   *  for the moves where it holds and once for the others. */
  keeps?: boolean;
}

export interface MoveHooks {
  /** Code for a move with one target. May `break` out to a label the caller placed around moves(). */
  target(t: TargetCode, site: MoveSite): string;
  /** Code for a move to a sum. Omit it when the algorithm cannot handle sums (the game must have none). */
  sum?(parts: SumCode, site: MoveSite): string;
  /** Code for a single-target move that leaves the region, when the algorithm treats those apart
   *  (then `target` only sees targets inside the region, index ≥ 0). When omitted, `target` gets
   *  index -1 for them. */
  outside?(site: MoveSite): string;
}

/**
 * One code-generation session. The generated function must declare `p` (the current index, an int)
 * and `term`; everything else the session names starts with `K_` (bindings) or `k_` (locals).
 */
export interface KernelSession {
  /** Code declaring (`let`) the current position's locals for region index expression `index`. */
  enter(index: string): string;
  /** Code moving the position locals from index p to p + 1 (odometer); valid only after enter(). */
  advance(): string;
  /** JS expression for slot s of the current position. */
  slot(s: number): string;
  /** Optional: code setting slot s of the current position to `value`, the other slots unchanged
   *  (after p moved by that slot's stride). Like advance(), generated after the code that reads the slots. */
  setSlot?(s: number, value: number): string;
  /** Optional: code generated until the returned undo runs is used only at positions whose slot s
   *  lies in [lo, hi], so the checks and guard conditions that this proves may be left out of it. */
  assumeSlot?(s: number, lo: number, hi: number): () => void;
  /** Code assigning `term`: 0 not terminal by `end:`, 1 losing, 2 draw, 3 winning terminal. */
  terminal(): string;
  /** Optional: from now on the current position's packed key is at hand (`view.key`, a search over
   *  stored keys): set fields are read from it and quantifiers over them compiled to masks. */
  readKey?(view: KeyView): void;
  /** Optional, after readKey: terminal() at a position whose `end:` rules are known all false at the
   *  position whose key is in the Int32Array `known` (an ∃ rule over a set field then tests only
   *  what holds a changed bit). */
  terminalAfter?(known: string): string;
  /** Code enumerating the moves of the current position, calling the hooks per move. */
  moves(hooks: MoveHooks): string;
  /** Declarations of temporaries used by the code generated so far (emit inside the function, first). */
  declarations(): string;
  /** Values referenced by the generated code, by name. */
  bindings(): Record<string, unknown>;
}

export interface MoveKernel {
  begin(): KernelSession;
}

/** Builds the generated function: `body` must `return` the inner function. */
export function compileKernelFunction<F>(bindings: Record<string, unknown>, body: string, name = 'zermelo'): F {
  // a large game's generated function passes V8's default limit for optimization (host/v8Limits.ts)
  raiseOptimizationLimit();
  // every kernel may call k_tick() once per position: the run's deadline and progress (lang/deadline.ts)
  const all = { ...bindings, k_tick: kernelTick };
  const names = Object.keys(all);
  let factory: (...args: unknown[]) => F;
  try {
    // the name may come from the file (its `name:`): only word characters go into the comment, since a
    // line terminator there would end the comment and make the rest of the name code
    const url = name.replace(/[^\w.-]/g, '_');
    factory = new Function(...names, `"use strict";\n${body}\n//# sourceURL=${url}.js`) as (...args: unknown[]) => F;
  } catch (e) {
    throw new Error(`internal: generated code for ${name} does not compile: ${(e as Error).message}\n${body}`);
  }
  return factory(...names.map((n) => all[n as keyof typeof all]));
}
