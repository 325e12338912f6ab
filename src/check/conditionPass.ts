// Stage: check. The generated pass that checks a S/F/N conjecture position by position: the
// requirements (one set per position, terminals in the right set), conditions I, II, III of
// Theorem 4.1 — local: the conjecture is evaluated at each move target — and, when a solved truth is
// given, agreement with it. Failures go to `fail(condition, p, key)`. With a window (one byte per
// position) a first loop evaluates the conjecture once per position of the region into it; the
// checking loop then reads it at p and at every target inside the region, and evaluates the
// conjecture only at targets outside it. A move that keeps the turn reads its target's mask with S and
// F exchanged, which turns I–III into their generalised form (theory.md). An error while filling stops the fill at that position
// (the checking loop evaluates from there on, so it reports the error where it did before).
// A slice [from, to) of the region (sharding, workers) checks only the positions of that index range;
// targets outside it are read from the window where it was filled, else evaluated.
// Like the forward pass, the checking loop is split where the first slot reaches the forward plan's
// value (solve/forwardPlan.ts): from there on the code generated under that assumption runs (guards
// proved true left out), and where the window is known filled below p it is read without a test.

import type { Game } from '../game/game.js';
import { compileKernelFunction, type MoveSite, type TargetCode } from '../game/kernel.js';
import { chunkedLoop, enterRange, LOOP_BINDINGS } from '../game/kernelLoop.js';
import type { Classifier } from './classifier.js';
import type { Condition } from './result.js';
import { planForward } from '../solve/forwardPlan.js';

type Scan = 'fragile' | 'safe' | 'any';

/** Moves' code longer than this (characters) is not copied into three specialised scans. */
const SPECIALISE_LIMIT = 40_000;

/** Condition codes passed to `fail`, in this order. */
export const PASS_CONDITIONS: readonly Condition[] = ['partition', 'terminal-lose', 'terminal-draw', 'terminal-win', 'I', 'II', 'IIIa', 'IIIb', 'truth'];

/** key = Σ|slot value| of the position (the first criterion of "smallest"). */
export type FailFn = (condition: number, index: number, key: number) => void;
/** `window` (optional, one byte per position) receives the conjectured mask of every position (up to
 *  the first one where the conjecture fails to evaluate), read back instead of evaluating again. */
export type ConditionPassFn = (truth: Uint8Array | null, fail: FailFn, size: number, stats: Float64Array, window?: Uint8Array, from?: number, to?: number) => void;

export interface PassOptions {
  /** Compare with a solved truth (Solution.outcome). */
  truth: boolean;
  /** Evaluate I–III (false when moves lead to sums: the class of a sum is not given by the conjecture). */
  local: boolean;
  /** Check only the positions whose truth is set (truth[p] ≠ 0: those reached from the start,
   *  solveReachable.ts); the conjecture is then evaluated only there and at their targets. */
  reachedOnly?: boolean;
}

export function conditionPass(game: Game, classifier: Classifier, options: PassOptions): ConditionPassFn {
  return compileKernelFunction<ConditionPassFn>(...conditionPassParts(game, classifier, options), `check_${game.name}`);
}

/** The source of the pass (tests and benchmarks read it). */
export function conditionPassSource(game: Game, classifier: Classifier, options: PassOptions): string {
  return conditionPassParts(game, classifier, options)[1];
}

function conditionPassParts(game: Game, classifier: Classifier, options: PassOptions): [Record<string, unknown>, string] {
  const session = game.kernel.begin();
  const slots = game.region.lo.length;
  const key = Array.from({ length: slots }, (_, s) => `Math.abs(${session.slot(s)})`).join(' + ') || '0';
  const failAt = (c: number): string => `fail(${c}, p, ${key});`;
  const noMove = game.play === 'misere' ? 3 : 1;
  const fillHere = classifier.mask(session);
  // every target known to precede p: the checking loop itself writes the window at p, and targets
  // read it (one pass, the window stays in cache); otherwise a first loop fills it whole, so that
  // targets at larger indices read it too
  let allBackward = true;
  // what a target's mask does, by the mask at p: fragile (2) stops at the first safe target (the
  // position passes), safe (1) at the first target not fragile (it fails II); anything else
  // (neutral, invalid) looks at all of them. `any` alone is the general form (used when the moves'
  // code is too long to specialise).
  const use = `c_any |= c_t; c_all &= c_t;
  if (c_p === 2 && (c_t & 1) !== 0) break c_scan;
  if (c_p === 1 && (c_t & 2) === 0) break c_scan;`;
  // direct: the loop runs only where the window is known filled below p (every target backward) or
  // everywhere (filled whole first), so a target inside the region is read from it without a test
  const onTarget =
    (scan: Scan, direct: boolean) =>
    (t: TargetCode, site: MoveSite): string => {
      if (!t.backward) allBackward = false;
      const m = classifier.mask(session, t);
      const windowed = direct ? (t.inside ? 'true' : 'c_i >= 0') : `${t.inside ? '' : 'c_i >= 0 && '}${t.backward ? 'c_write && (c_i >= c_from || c_i < c_pre)' : 'c_i < c_lim'}`;
      // the target's mask from the window where it is filled, else evaluated
      const readInto = (): string => `const c_i = ${t.index};
  let c_t = 0;
  if (${windowed}) c_t = c_win[c_i];
  else {
    ${m.code}
    c_t = ${m.value};
  }`;
      // a few local operations cost less than a window read far from p (heaps: strides of B², B)
      const nearby = cheap(m.code);
      if (scan !== 'any') {
        // a move that keeps the turn: the same player judges the target, so the bit tested is the
        // other one (theory.md, "Moves that keep the turn")
        const wanted = scan === 'fragile' ? 1 : 2;
        const b = site.keeps ? 3 - wanted : wanted;
        let code = '';
        let has: string;
        if (nearby) {
          const bit = classifier.bit ? classifier.bit(session, t, b) : { code: m.code, value: `(${m.value} & ${b}) !== 0` };
          code = bit.code;
          has = bit.value;
        } else if (windowed === 'true') has = `(c_win[${t.index}] & ${b}) !== 0`;
        else {
          code = readInto();
          has = `(c_t & ${b}) !== 0`;
        }
        const test = scan === 'fragile' ? `if (${has}) break c_moves;` : `if (!(${has})) break c_bad;`;
        return `{\n  c_count++;\n  ${code}\n  ${test}\n}`;
      }
      const swap = (v: string): string => (site.keeps ? `((${v}) & 4) | (((${v}) & 1) << 1) | (((${v}) & 2) >> 1)` : v);
      const read = nearby
        ? `${m.code}\nconst c_t = ${swap(m.value)};`
        : windowed === 'true'
          ? `const c_i = ${t.index};\nconst c_t = ${swap('c_win[c_i]')};`
          : `${readInto()}${site.keeps ? `\n  c_t = ${swap('c_t')};` : ''}`;
      return `{\n  c_count++;\n  ${read}\n  ${use}\n}`;
    };
  const scanOf = (k: Scan, direct: boolean): string => session.moves({ target: onTarget(k, direct), sum: () => '{ c_count++; }' });
  const generalOf = (direct: boolean): string => (options.local ? scanOf('any', direct) : session.moves({ target: () => '{ c_count++; break c_scan; }', sum: () => '{ c_count++; break c_scan; }' }));
  // a position without moves: safe in normal play, fragile in misère play
  const noMoveFails = (mask: number): string => (mask === (noMove === 1 ? 1 : 2) ? '' : failAt(noMove));
  const movesOf = (direct: boolean): string => {
    const general = generalOf(direct);
    const generalPart = `let c_any = 0, c_all = 7;
        c_scan: {
          ${general}
        }
        if (c_count === 0) { if (c_p !== ${noMove === 1 ? 1 : 2}) ${failAt(noMove)} }
        ${local}`;
    if (!options.local || general.length > SPECIALISE_LIMIT) return generalPart;
    // fragile: a safe target left the block; safe: a target not fragile went to the failure of II
    return `if (c_p === 2) {
${scanOf('fragile', direct)}
        if (c_count === 0) { ${noMoveFails(2)} } else ${failAt(4)}
        } else if (c_p === 1) {
        c_bad: {
${scanOf('safe', direct)}
        ${noMoveFails(1) ? `if (c_count === 0) { ${noMoveFails(1)} }` : ''}
        break c_moves;
        }
        ${failAt(5)}
        } else {
        ${generalPart}
        }`;
  };
  const local = options.local
    ? `else {
          if ((c_p & 2) !== 0 && (c_any & 1) === 0) ${failAt(4)}
          if ((c_p & 1) !== 0 && (c_all & 2) === 0) ${failAt(5)}
          if ((c_p & 4) !== 0) { if ((c_any & 4) === 0) ${failAt(6)} if ((c_any & 1) !== 0) ${failAt(7)} }
        }`
    : '';
  const truth = options.truth ? `{ const c_o = truth[p]; if (c_o !== 4 && c_o !== (c_p === 1 ? 1 : c_p === 2 ? 2 : c_p === 4 ? 3 : 0)) ${failAt(8)} }` : '';
  // the checking loop's body for the positions where the kernel may assume `part` (the whole region,
  // or the steady part where the first slot is at least the split value: guards proved true are left
  // out, as in the forward pass)
  const bodyOf = (part: { lo: number; hi: number } | undefined, direct: boolean): string => {
    const undo = part && session.assumeSlot ? session.assumeSlot(0, part.lo, part.hi) : () => {};
    try {
      const here = classifier.mask(session);
      const atP = direct
        ? allBackward
          ? `${here.code}\n        c_p = ${here.value};\n        c_win[p] = c_p;`
          : 'c_p = c_win[p];'
        : `if (p < c_lim) c_p = c_win[p];
      else {
        ${here.code}
        c_p = ${here.value};
        if (c_write) c_win[p] = c_p;
      }`;
      const terminal = session.terminal();
      const moves = movesOf(direct);
      return `${options.reachedOnly ? 'if (truth[p] !== 0) {' : ''}
      let c_p = 0;
      ${atP}
      if (c_p !== 1 && c_p !== 2 && c_p !== 4) ${failAt(0)}
      ${
        // without end: rules no position is terminal by rule: the branch is left out
        terminal
          ? `term = 0;\n${terminal}
      if (term !== 0) {
        if (term === 1) { if (c_p !== 1) ${failAt(1)} }
        else if (term === 2) { if (c_p !== 4) ${failAt(2)} }
        else if (c_p !== 2) ${failAt(3)}
      } else`
          : ''
      } {
        let c_count = 0;
        c_moves: {
          ${moves}
        }
      }
      ${truth}
      ${options.reachedOnly ? '}' : ''}`;
    } finally {
      undo();
    }
  };
  // the general body first: it finds whether every target precedes p (allBackward)
  const whole = bodyOf(undefined, false);
  // a long kernel is not copied into more loops (nor is a pass that only reads reached positions:
  // its window is never written)
  const copies = whole.length <= SPECIALISE_LIMIT && !options.reachedOnly;
  // the forward plan's probe lists single-target moves only (a game with sums is never solved forward)
  const split = copies && !game.hasSums ? planForward(game, session).split : undefined;
  const steadyPart = split ? { lo: split.value, hi: game.region.hi[0]! } : undefined;
  const steady = split ? bodyOf(steadyPart, false) : whole;
  const steadyDirect = copies && options.local ? bodyOf(steadyPart, true) : undefined;
  const enter = session.enter('c_from');
  const fillEnter = session.enter('c_from');
  const advance = session.advance(); // last: it mirrors the locals into the frame only if code reads it
  const fillAdvance = session.advance();
  const fill = options.reachedOnly
    ? 'const c_lim = 0, c_write = false, c_pre = 0;'
    : allBackward
      ? // a slice fills the window below its start first (targets precede p: they may lie there)
        `const c_lim = 0, c_write = window !== undefined && window.length >= size, c_pre = c_write && c_from > 0 ? c_fill(c_win, 0, c_from) : 0;`
      : `const c_lim = window === undefined ? 0 : c_fill(c_win, 0, Math.min(size, c_win.length)), c_write = false;`;
  // the window holds every position below p (filled below the slice without an error), or all of them
  const direct = allBackward ? 'c_write && c_pre === c_from' : 'c_lim >= size';
  // the deadline's tick once per chunk of positions (measured: a tick per position is about a sixth
  // of game 9's check)
  const loop = (bound: string, code: string): string => chunkedLoop(bound, code, advance);
  const steadyLoops = steadyDirect ? `if (${direct}) ${loop('c_to', steadyDirect)}\n    else ${loop('c_to', steady)}` : loop('c_to', steady);
  const loops = split ? `const c_cut = c_to < ${split.index} ? c_to : ${split.index};\n    ${loop('c_cut', whole)}\n    ${steadyLoops}` : steadyLoops;
  const body = `function c_fill(c_win, c_from, c_to) {
  ${session.declarations()}
  ${enterRange('c_from', 'c_to', fillEnter)}
  try {
    ${chunkedLoop('c_to', `${fillHere.code}\n      c_win[p] = ${fillHere.value};`, fillAdvance)}
  } catch { /* reported by the checking loop, at this position */ }
  return p;
}
const c_none = new Uint8Array(0);
return function conditionPass(truth, fail, size, stats, window, c_from = 0, c_to = size) {
  const c_win = window === undefined ? c_none : window;
  ${fill}
  ${session.declarations()}
  let term = 0;
  ${enterRange('c_from', 'c_to', enter)}
  try {
    ${loops}
  } catch (k_error) { stats[1] = p; throw k_error; }
};`;
  return [{ ...session.bindings(), ...classifier.bindings, ...LOOP_BINDINGS }, body];
}

/** Straight-line code on locals: no loop, call, frame access, division or run-time check. The
 *  conjecture is pure, so evaluating it at a target gives what the window holds there. */
function cheap(code: string): boolean {
  const rest = code.replace(/\bif \(/g, '');
  return code.length <= 600 && !/\b(for|while|do|new)\b|[\w$\])]\s*\(|[%/[.]/.test(rest);
}
