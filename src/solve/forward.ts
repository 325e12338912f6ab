// Stage: solve. The forward pass: positions in index order, each move looked up in the table of
// already-solved positions (stops at the first safe target unless generations are wanted; when the
// moves can fail to evaluate, only the look-ups stop there and every move is still generated, so
// that a later move's error is reported at its position, mayFail.ts). Valid
// only while every move goes to a smaller index — detected on the fly: the pass gives up at the
// first move to an index ≥ the current one. O(positions + moves) time, no memory beyond the tables.
// The loop is split where the first slot reaches the value from which the kernel's code is simplest
// (forwardPlan.ts); without draws and moves leaving the region, a target is only safe or fragile.
// A narrow last slot (a partizan game's turn) gets one body per value, generated knowing it: each
// player's moves alone. The positions run in chunks, one call of an inner function each.

import type { Game } from '../game/game.js';
import { compileKernelFunction, type KernelSession, type MoveSite, type TargetCode } from '../game/kernel.js';
import { CHUNK_POSITIONS, CHUNK_POSITIONS_LOOPING } from '../game/kernelLoop.js';
import { kernelTicks } from '../lang/deadline.js';
import { planForward } from './forwardPlan.js';
import { mayFail } from './mayFail.js';
import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED } from './solution.js';

/** Returns -1 when every position was solved, else the index whose move went forward.
 *  stats[1] receives the index being solved when an exception escaped; stats[2..4] the numbers of
 *  safe, neutral and undetermined positions (a Float64Array of length ≥ 5). */
export type ForwardFn = (out: Uint8Array, gen: Int32Array, size: number, stats: Float64Array) => number;

const cache = new WeakMap<Game, Map<string, ForwardFn>>();

export function forwardFunction(game: Game, generations: boolean): ForwardFn {
  const key = generations ? 'gen' : 'plain';
  let perGame = cache.get(game);
  if (!perGame) cache.set(game, (perGame = new Map()));
  let fn = perGame.get(key);
  if (!fn) perGame.set(key, (fn = buildForward(game, generations)));
  return fn;
}

/** The source of the forward function (tests and benchmarks read it). */
export function forwardSource(game: Game, generations: boolean): string {
  return forwardParts(game, generations).body;
}

function buildForward(game: Game, generations: boolean): ForwardFn {
  const { bindings, body } = forwardParts(game, generations);
  return compileKernelFunction<ForwardFn>(bindings, body, `forward_${game.name}`);
}

function forwardParts(game: Game, generations: boolean): { bindings: Record<string, unknown>; body: string } {
  const session = game.kernel.begin();
  const plan = planForward(game, session);
  const misere = game.play === 'misere';
  const noMove = misere ? FRAGILE : SAFE;
  const G = (code: string): string => (generations ? code : '');
  // a move that keeps the turn reads its target with safe and fragile exchanged (theory.md: the
  // same player judges it), and its generation as it is
  const scan = (t: TargetCode, onOutcome: string, keeps = false): string => `{
  const s_t = ${t.index};
  ${t.inside ? '' : `if (s_t < 0) s_acc |= ${1 << UNDETERMINED}; else`}
  ${t.backward ? '' : 'if (s_t >= p) return p; else'}
  {
    ${keeps ? `const s_r = out[s_t], s_o = s_r === ${SAFE} ? ${FRAGILE} : s_r === ${FRAGILE} ? ${SAFE} : s_r;` : 'const s_o = out[s_t];'}
    ${onOutcome}
  }
}`;
  // general: s_acc collects 1 << outcome of the targets (bit 4 also for a target outside the region);
  // a safe target ends the scan unless generations are wanted
  // all: the moves can fail to evaluate (mayFail.ts), so every move of the position is
  // generated (its guard, target and domain checks run) and only the look-ups stop at the first
  // safe target: a later move that fails is the game's error here, as the move lister says
  const general =
    (all: boolean) =>
    (t: TargetCode, site: MoveSite): string => {
      const code = scan(
        t,
        `${
          generations
            ? `if (s_o === ${SAFE}) { const s_g = gen[s_t]; if (s_best < 0 || s_g < s_best) s_best = s_g; }
    else if (s_o === ${FRAGILE}) { const s_g = gen[s_t]; if (s_g > s_worst) s_worst = s_g; }`
            : `if (s_o === ${SAFE}) { s_acc = ${1 << SAFE}; ${all ? '' : 'break s_moves;'} }`
        }
    s_acc |= 1 << s_o;`,
        site.keeps,
      );
      return all ? `if ((s_acc & ${1 << SAFE}) === 0) ${code}` : code;
    };
  // two-valued (every target inside, no draws: outcomes are safe or fragile): no accumulator; with
  // generations s_best ≥ 0 means a safe target, s_worst ≥ 0 a fragile one (their generations are ≥ 0)
  const twoValued =
    (all: boolean) =>
    (t: TargetCode, site: MoveSite): string => {
      const code = scan(
        t,
        generations
          ? `if (s_o === ${SAFE}) { const s_g = gen[s_t]; if (s_best < 0 || s_g < s_best) s_best = s_g; }
    else { const s_g = gen[s_t]; if (s_g > s_worst) s_worst = s_g; }`
          : `if (s_o === ${SAFE}) { out[p] = ${FRAGILE}; ${all ? 's_d = 1;' : 'break s_moves;'} }${misere ? ' s_any = 1;' : ''}`,
        site.keeps,
      );
      return all ? `if (s_d === 0) ${code}` : code;
    };
  const decideGeneral = `if ((s_acc & ${1 << SAFE}) !== 0) { out[p] = ${FRAGILE}; ${G('gen[p] = s_best + 1;')} }
        else if (s_acc === 0) { out[p] = ${noMove}; ${noMove === SAFE ? 'k_safe++;' : ''} ${G('gen[p] = 0;')} }
        else if ((s_acc & ${1 << UNDETERMINED}) !== 0) { out[p] = ${UNDETERMINED}; k_undetermined++; ${G('gen[p] = -1;')} }
        else if ((s_acc & ${1 << NEUTRAL}) !== 0) { out[p] = ${NEUTRAL}; k_neutral++; ${G('gen[p] = -1;')} }
        else { out[p] = ${SAFE}; k_safe++; ${G('gen[p] = s_worst + 1;')} }`;
  const decideTwoValued = generations
    ? `if (s_best >= 0) { out[p] = ${FRAGILE}; gen[p] = s_best + 1; }
        else if (s_worst >= 0) { out[p] = ${SAFE}; k_safe++; gen[p] = s_worst + 1; }
        else { out[p] = ${noMove}; ${noMove === SAFE ? 'k_safe++;' : ''} gen[p] = 0; }`
    : ''; // a safe target stored fragile and left the block; see `last`
  const locals = (all: boolean): string =>
    plan.twoValued
      ? generations
        ? 'let s_best = -1, s_worst = -1;'
        : `${misere ? 'let s_any = 0;' : ''}${all ? ' let s_d = 0;' : ''}`
      : `let s_acc = 0${generations ? ', s_best = -1, s_worst = -1' : ''};`;
  // two-valued without generations: after the moves (no safe target) the position is safe, or in
  // misère play fragile when it has no move; the outcome is stored inside the block (measured: fewer
  // instructions per position than a flag tested after it)
  const lastOf = (all: boolean): string => {
    if (!plan.twoValued || generations) return '';
    const code = misere ? `if (s_any !== 0) { out[p] = ${SAFE}; k_safe++; } else out[p] = ${FRAGILE};` : `out[p] = ${SAFE}; k_safe++;`;
    return all ? `if (s_d === 0) { ${code} }` : code;
  };
  const onTarget = plan.twoValued ? twoValued : general;
  const inner = innerGroup(game, session);
  const decideOutcome = plan.twoValued ? decideTwoValued : decideGeneral;
  const outside = (): string => `s_acc |= ${1 << UNDETERMINED};`;
  // the loop body for the positions where the kernel may assume `part` (the whole region, or the
  // steady part where the first slot is at least plan.split.value)
  const loopBody = (part: { slot: number; lo: number; hi: number } | undefined, innerValue?: number): string => {
    const undo = part && session.assumeSlot ? session.assumeSlot(part.slot, part.lo, part.hi) : () => {};
    const undoInner = inner && innerValue !== undefined ? session.assumeSlot!(inner.slot, innerValue, innerValue) : () => {};
    try {
      const terminal = session.terminal();
      let moves = session.moves({ target: onTarget(false), outside });
      // with generations no scan stops early; otherwise moves that can fail are all generated
      const all = !generations && mayFail(moves);
      if (all) moves = session.moves({ target: onTarget(true), outside });
      const last = lastOf(all);
      // without end: rules no position is terminal by rule: the branch is left out
      return `${
        terminal
          ? `term = 0;\n${terminal}
      if (term !== 0) {
        if (term === 1) { out[p] = ${SAFE}; k_safe++; ${G('gen[p] = 0;')} }
        else if (term === 3) { out[p] = ${FRAGILE}; ${G('gen[p] = 0;')} }
        else { out[p] = ${NEUTRAL}; k_neutral++; ${G('gen[p] = -1;')} }
      } else`
          : ''
      } {
        const s_n = out.length; // one map check of out per position: V8 then leaves out the others
        ${locals(all)}
        s_moves: {
          ${moves}
          ${last}
        }
        ${decideOutcome}
      }`;
    } finally {
      undoInner();
      undo();
    }
  };
  // the positions of one value of the other slots, one body per value of the last slot, generated
  // knowing that value (a partizan game: each player's moves alone, without the turn tests)
  const group = (part: { slot: number; lo: number; hi: number } | undefined): string[] => (inner ? inner.values.map((v) => loopBody(part, v)) : [loopBody(part)]);
  const { split } = plan;
  const whole = group(undefined);
  const steady = split ? group({ slot: 0, lo: split.value, hi: game.region.hi[0]! }) : [];
  const enter = session.enter('p');
  // last: they mirror the locals into the frame only if code reads it
  const sets = inner ? inner.values.map((v) => session.setSlot!(inner.slot, v)) : [];
  const advance = session.advance();
  // within a group p moves by one (the last slot's stride) and only that slot changes
  const run = (bodies: string[]): string => bodies.map((b, i) => (i === 0 ? b : `p++; ${sets[i]}\n${b}`)).join('\n');
  const loops = split
    ? `for (; p < to && p < ${split.index}; p++) {
      ${run(whole)}
      ${advance}
    }
    for (; p < to; p++) {
      ${run(steady)}
      ${advance}
    }`
    : `for (; p < to; p++) {
      ${run(whole)}
      ${advance}
    }`;
  // the positions run in chunks, each a call of k_part: V8 then compiles k_part from its entry after
  // a few chunks, where one call of the whole pass would run the code compiled on stack replacement
  // (measured: slower, and the loop variables kept tagged); the deadline is ticked once per chunk,
  // a short one when a position's moves are a loop (a binder over 1..n: the deadline stays near)
  const looping = [...whole, ...steady].some((b) => /\bfor\s*\(/.test(b));
  // a chunk of groups of positions (a multiple of the group width, so that every chunk starts a group)
  const chunk = (looping ? CHUNK_POSITIONS_LOOPING : CHUNK_POSITIONS) * (inner ? inner.values.length : 1);
  const body = `const k_part = function (out, gen, p, to, stats) {
  ${session.declarations()}
  let term = 0, k_safe = 0, k_neutral = 0, k_undetermined = 0;
  ${enter}
  try {
    ${loops}
  } catch (k_error) {
    stats[1] = p;
    throw k_error;
  }
  stats[2] += k_safe; stats[3] += k_neutral; stats[4] += k_undetermined;
  return -1;
};
return function forward(out, gen, size, stats) {
  stats[2] = 0; stats[3] = 0; stats[4] = 0;
  for (let p = 0; p < size; ) {
    const to = size - p > ${chunk} ? p + ${chunk} : size;
    stats[1] = p;
    K_ticks(to - p);
    const r = k_part(out, gen, p, to, stats);
    if (r !== -1) return r;
    p = to;
  }
  return -1;
};`;
  return { bindings: { ...session.bindings(), K_ticks: kernelTicks }, body };
}

/** Widest last slot whose values get a loop body each. */
const MAX_GROUP = 8;

/** The last slot's values, when each gets its own body: at least two slots (a group of positions
 *  then starts at a multiple of the last slot's width, the split index and size included), a narrow
 *  last slot, and a kernel that can assume and set it. */
function innerGroup(game: Game, session: KernelSession): { slot: number; values: number[] } | undefined {
  const { lo, hi } = game.region;
  const slot = lo.length - 1;
  if (slot < 1 || !session.assumeSlot || !session.setSlot) return undefined;
  const width = hi[slot]! - lo[slot]! + 1;
  if (width < 2 || width > MAX_GROUP) return undefined;
  return { slot, values: Array.from({ length: width }, (_, i) => lo[slot]! + i) };
}
