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

import type { Game } from '../game/game.js';
import { compileKernelFunction, type MoveSite, type TargetCode } from '../game/kernel.js';
import type { Classifier } from './classifier.js';
import type { Condition } from './result.js';

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
  const session = game.kernel.begin();
  const slots = game.region.lo.length;
  const key = Array.from({ length: slots }, (_, s) => `Math.abs(${session.slot(s)})`).join(' + ') || '0';
  const failAt = (c: number): string => `fail(${c}, p, ${key});`;
  const noMove = game.play === 'misere' ? 3 : 1;
  const here = classifier.mask(session);
  const fillHere = classifier.mask(session);
  // every target known to precede p: the checking loop itself writes the window at p, and targets
  // read it (one pass, the window stays in cache); otherwise a first loop fills it whole, so that
  // targets at larger indices read it too
  let allBackward = true;
  // what a target's mask does, by the mask at p: fragile (2) stops at the first safe target, safe
  // (1) at the first target not fragile; anything else (neutral, invalid) looks at all of them.
  // `any` alone is the general form (used when the moves' code is too long to specialise).
  const use: Record<Scan, string> = {
    fragile: 'if ((c_t & 1) !== 0) { c_any = 1; break c_moves; }',
    safe: 'if ((c_t & 2) === 0) { c_all = 0; break c_moves; }',
    any: `c_any |= c_t; c_all &= c_t;
  if (c_p === 2 && (c_t & 1) !== 0) break c_moves;
  if (c_p === 1 && (c_t & 2) === 0) break c_moves;`,
  };
  const onTarget =
    (scan: Scan) =>
    (t: TargetCode, site: MoveSite): string => {
      if (!t.backward) allBackward = false;
      const m = classifier.mask(session, t);
      // a move that keeps the turn: the same player judges the target, so its mask is read with the
      // safe and fragile bits exchanged (theory.md, "Moves that keep the turn")
      const swap = (v: string): string => (site.keeps ? `((${v}) & 4) | (((${v}) & 1) << 1) | (((${v}) & 2) >> 1)` : v);
      // a few local operations cost less than a window read far from p (heaps: strides of B², B)
      const read = cheap(m.code)
        ? `${m.code}\nconst c_t = ${swap(m.value)};`
        : `const c_i = ${t.index};
  let c_t = 0;
  if (${t.inside ? '' : 'c_i >= 0 && '}${t.backward ? 'c_write && (c_i >= c_from || c_i < c_pre)' : 'c_i < c_lim'}) c_t = c_win[c_i];
  else {
    ${m.code}
    c_t = ${m.value};
  }${site.keeps ? `\n  c_t = ${swap('c_t')};` : ''}`;
      return `{\n  c_count++;\n  ${read}\n  ${use[scan]}\n}`;
    };
  const enter = session.enter('c_from');
  const terminal = session.terminal();
  const scan = (k: Scan): string => session.moves({ target: onTarget(k), sum: () => '{ c_count++; }' });
  const general = options.local ? scan('any') : session.moves({ target: () => '{ c_count++; break c_moves; }', sum: () => '{ c_count++; break c_moves; }' });
  const moves = options.local && general.length <= SPECIALISE_LIMIT ? `if (c_p === 2) {\n${scan('fragile')}\n} else if (c_p === 1) {\n${scan('safe')}\n} else {\n${general}\n}` : general;
  const fillEnter = session.enter('c_from');
  const advance = session.advance();
  const fillAdvance = session.advance();
  const local = options.local
    ? `else {
          if ((c_p & 2) !== 0 && (c_any & 1) === 0) ${failAt(4)}
          if ((c_p & 1) !== 0 && (c_all & 2) === 0) ${failAt(5)}
          if ((c_p & 4) !== 0) { if ((c_any & 4) === 0) ${failAt(6)} if ((c_any & 1) !== 0) ${failAt(7)} }
        }`
    : '';
  const truth = options.truth ? `{ const c_o = truth[p]; if (c_o !== 4 && c_o !== (c_p === 1 ? 1 : c_p === 2 ? 2 : c_p === 4 ? 3 : 0)) ${failAt(8)} }` : '';
  const fill = options.reachedOnly
    ? 'const c_lim = 0, c_write = false, c_pre = 0;'
    : allBackward
      ? // a slice fills the window below its start first (targets precede p: they may lie there)
        `const c_lim = 0, c_write = window !== undefined && window.length >= size, c_pre = c_write && c_from > 0 ? c_fill(c_win, 0, c_from) : 0;`
      : `const c_lim = window === undefined ? 0 : c_fill(c_win, 0, Math.min(size, c_win.length)), c_write = false;`;
  const body = `function c_fill(c_win, c_from, c_to) {
  ${session.declarations()}
  let p = c_from;
  ${fillEnter}
  try {
    for (; p < c_to; p++) { k_tick();
      ${fillHere.code}
      c_win[p] = ${fillHere.value};
      ${fillAdvance}
    }
  } catch { /* reported by the checking loop, at this position */ }
  return p;
}
const c_none = new Uint8Array(0);
return function conditionPass(truth, fail, size, stats, window, c_from = 0, c_to = size) {
  const c_win = window === undefined ? c_none : window;
  ${fill}
  ${session.declarations()}
  let p = c_from, term = 0;
  if (p < c_to) {
  ${enter}
  }
  try {
    for (; p < c_to; p++) { k_tick();
      ${options.reachedOnly ? 'if (truth[p] !== 0) {' : ''}
      let c_p = 0;
      if (p < c_lim) c_p = c_win[p];
      else {
        ${here.code}
        c_p = ${here.value};
        if (c_write) c_win[p] = c_p;
      }
      if (c_p !== 1 && c_p !== 2 && c_p !== 4) ${failAt(0)}
      ${terminal ? `term = 0;\n${terminal}` : ''}
      if (term !== 0) {
        if (term === 1) { if (c_p !== 1) ${failAt(1)} }
        else if (term === 2) { if (c_p !== 4) ${failAt(2)} }
        else if (c_p !== 2) ${failAt(3)}
      } else {
        let c_any = 0, c_all = 7, c_count = 0;
        c_moves: {
          ${moves}
        }
        if (c_count === 0) { if (c_p !== ${noMove === 1 ? 1 : 2}) ${failAt(noMove)} }
        ${local}
      }
      ${truth}
      ${options.reachedOnly ? '}' : ''}
      ${advance}
    }
  } catch (k_error) { stats[1] = p; throw k_error; }
};`;
  return compileKernelFunction<ConditionPassFn>({ ...session.bindings(), ...classifier.bindings }, body, `check_${game.name}`);
}

/** Straight-line code on locals: no loop, call, frame access, division or run-time check. The
 *  conjecture is pure, so evaluating it at a target gives what the window holds there. */
function cheap(code: string): boolean {
  const rest = code.replace(/\bif \(/g, '');
  return code.length <= 600 && !/\b(for|while|do|new)\b|[\w$\])]\s*\(|[%/[.]/.test(rest);
}
