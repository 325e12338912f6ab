// Stage: check. Builds a counterexample from a failing position with the slow, independent paths
// only — the interpreted move lister, the conjecture compiled by lang's compileExpr, the terminal
// rules — and re-confirms that the condition really fails there before it is returned (the generated
// pass found it; this is the independent evaluation). Also checks the truth's local consistency.

import type { Game, MoveInfo } from '../game/game.js';
import { principalLine } from '../solve/principalLine.js';
import { outcomeName, type OutcomeName } from '../solve/solution.js';
import { maskName, maskSets } from './classifier.js';
import { grundyXor } from './grundyXor.js';
import type { Condition, Counterexample, MoveReport } from './result.js';

export interface Evidence {
  game: Game;
  params: Record<string, number>;
  truth: Uint8Array;
  generation?: Int32Array;
  trueGrundy?: Int32Array;
  /** S/F/N conjectures: the mask of a position. */
  maskOf?: (position: Float64Array) => number;
  /** Grundy conjectures: the conjectured value of a position. */
  grundyOf?: (position: Float64Array) => number | bigint; // bigint: exact, beyond ±(2^53 − 1)
  /** Misère sums: the solved outcome code of a sum of region positions (indices, -1 outside). */
  sumTruth?: (components: readonly number[]) => number;
}

export type Described = { ok: true; counterexample: Counterexample } | { ok: false; reason: string };

// As in the generated Grundy pass (grundyPass.ts): grundyXor.ts.
const xor = grundyXor;
/** A value for the report: a number, or its exact digits when it lies beyond ±(2^53 − 1). */
const shown = (v: number | bigint): number | string => (typeof v === 'bigint' ? String(v) : v);

export function describe(ev: Evidence, condition: Condition, position: Float64Array): Described {
  const { game } = ev;
  const index = game.region.encode(position);
  const endKind = game.terminalOf(position);
  const moves: MoveInfo[] = endKind === 0 ? game.listMoves(position) : [];
  const kind = endKind !== 0 ? endKind : moves.length === 0 ? (game.play === 'misere' ? 3 : 1) : 0;
  const truthAt = (i: number): OutcomeName | undefined => (i >= 0 ? outcomeName(ev.truth[i]!) : undefined);
  const reports: MoveReport[] = moves.map((m) => moveReport(ev, m, truthAt));
  const mask = ev.maskOf?.(position);
  const f = ev.grundyOf?.(position);
  const truth = truthAt(index) ?? 'undetermined';
  const cx: Counterexample = { condition, params: { ...ev.params }, position: Array.from(position), text: game.formatPosition(position), truth, moves: reports, offending: [] };
  if (mask !== undefined) {
    cx.conjectured = maskName(mask);
    if (cx.conjectured === 'several' || cx.conjectured === 'none') cx.conjecturedSets = maskSets(mask);
  }
  if (f !== undefined) cx.conjecturedGrundy = shown(f);
  if (kind !== 0) cx.terminal = kind === 1 ? 'lose' : kind === 2 ? 'draw' : 'win';
  const g = index >= 0 ? ev.generation?.[index] : undefined;
  if (g !== undefined && g >= 0) cx.generation = g;
  if (index >= 0 && ev.trueGrundy && ev.trueGrundy[index]! >= 0) cx.trueGrundy = ev.trueGrundy[index]!;
  // a move wins when it passes the turn into a safe position or keeps it into a fragile one
  const winning = reports
    .map((r, i) => ({ r, i, g: moves[i]!.targets.length === 1 && moves[i]!.targets[0]!.index >= 0 ? (ev.generation?.[moves[i]!.targets[0]!.index] ?? 0) : Infinity }))
    .filter(({ r }) => r.truth === (r.keeps ? 'fragile' : 'safe'))
    .sort((a, b) => a.g - b.g)[0];
  if (truth === 'fragile' && winning) cx.winningMove = winning.r;

  // Re-confirm from the slow data alone.
  // a kept move's target is judged by the same player: its safe and fragile bits exchanged
  const targetMask = moves.map((mv) => (!mv.sum && ev.maskOf ? (mv.keeps ? swapMask : (x: number) => x)(ev.maskOf(mv.targets[0]!.position)) : 0));
  const has = (r: MoveReport, bit: number): boolean => (targetMask[reports.indexOf(r)]! & bit) !== 0;
  const m = mask ?? 0;
  const pick = (pred: (r: MoveReport) => boolean): number[] => reports.map((r, i) => (pred(r) ? i : -1)).filter((i) => i >= 0);
  let fails: boolean;
  switch (condition) {
    case 'partition':
      fails = m !== 1 && m !== 2 && m !== 4;
      break;
    case 'terminal-lose':
      fails = kind === 1 && m !== 1;
      break;
    case 'terminal-draw':
      fails = kind === 2 && m !== 4;
      break;
    case 'terminal-win':
      fails = kind === 3 && m !== 2;
      break;
    case 'I':
      fails = kind === 0 && (m & 2) !== 0 && !reports.some((r) => has(r, 1));
      cx.offending = pick(() => true);
      break;
    case 'II':
      cx.offending = pick((r) => !has(r, 2));
      fails = kind === 0 && (m & 1) !== 0 && cx.offending.length > 0;
      break;
    case 'IIIa':
      fails = kind === 0 && (m & 4) !== 0 && !reports.some((r) => has(r, 4));
      cx.offending = pick(() => true);
      break;
    case 'IIIb':
      cx.offending = pick((r) => has(r, 1));
      fails = kind === 0 && (m & 4) !== 0 && cx.offending.length > 0;
      break;
    case 'truth': {
      const cls = m === 1 ? 'safe' : m === 2 ? 'fragile' : m === 4 ? 'neutral' : 'none';
      fails = truth !== 'undetermined' && cls !== truth;
      break;
    }
    case 'grundy-value':
      fails = f === undefined || (typeof f === 'number' && !Number.isSafeInteger(f)) || f < 0;
      break;
    case 'grundy-keep':
      cx.offending = pick((r) => r.conjecturedGrundy === cx.conjecturedGrundy);
      fails = cx.offending.length > 0;
      break;
    case 'grundy-reach': {
      const reach = new Set(reports.map((r) => r.conjecturedGrundy));
      fails = f !== undefined && f > 0 && Array.from({ length: Math.min(Number(f), reports.length + 1) }, (_, v) => v).some((v) => !reach.has(v));
      break;
    }
    case 'grundy-truth':
      fails = f !== undefined && cx.trueGrundy !== undefined && f !== cx.trueGrundy;
      break;
    case 'value-local':
    case 'value-truth':
      // value counterexamples are described and re-confirmed by valueConjecture.ts
      fails = false;
      break;
  }
  if (!fails) return { ok: false, reason: `the independent re-evaluation does not confirm condition ${condition} at ${cx.text}` };
  const local = localTruth(kind, reports);
  if (local !== undefined && truth !== 'undetermined' && local !== truth) {
    return { ok: false, reason: `the solved truth at ${cx.text} (${truth}) disagrees with its moves (${local})` };
  }
  // perfect play from the position, read off the same truth (a sum's class is not in the table)
  if (index >= 0 && truth !== 'undetermined' && !game.hasSums) cx.line = principalLine(game, { outcome: ev.truth, ...(ev.generation ? { generation: ev.generation } : {}) }, position);
  return { ok: true, counterexample: cx };
}

function moveReport(ev: Evidence, m: MoveInfo, truthAt: (i: number) => OutcomeName | undefined): MoveReport {
  const { game } = ev;
  const target = m.sum ? (m.targets.length === 0 ? 'the empty sum' : m.targets.map((t) => game.formatPosition(t.position)).join(' + ')) : game.formatPosition(m.targets[0]!.position);
  const r: MoveReport = {
    // the label as generated; renderers mark kept moves and translate zermelo's own names (teach/moveName.ts)
    label: m.label,
    binders: m.binders,
    target,
    targets: m.targets.map((t) => Array.from(t.position)),
    inRegion: m.targets.every((t) => t.index >= 0),
  };
  if (!m.sum) {
    const t = m.targets[0]!;
    if (ev.maskOf) {
      const mask = ev.maskOf(t.position);
      r.conjectured = maskName(mask);
    }
    const truth = truthAt(t.index);
    if (truth) r.truth = truth;
    if (t.index >= 0 && ev.trueGrundy && ev.trueGrundy[t.index]! >= 0) r.trueGrundy = ev.trueGrundy[t.index]!;
  }
  if (m.sum && ev.sumTruth) r.truth = outcomeName(ev.sumTruth(m.targets.map((t) => t.index)));
  if (m.keeps) r.keeps = true;
  if (m.generated) r.generated = true;
  if (ev.grundyOf) r.conjecturedGrundy = shown(m.targets.reduce<number | bigint>((acc, t) => xor(acc, ev.grundyOf!(t.position)), 0));
  return r;
}

/** The outcome the moves imply (when every target is known), to cross-check the solver locally;
 *  a kept move's target counts with safe and fragile exchanged. */
function localTruth(kind: number, reports: MoveReport[]): OutcomeName | undefined {
  if (kind === 1) return 'safe';
  if (kind === 2) return 'neutral';
  if (kind === 3) return 'fragile';
  const seen = reports.map((r) => (r.keeps && r.truth === 'safe' ? 'fragile' : r.keeps && r.truth === 'fragile' ? 'safe' : r.truth));
  if (seen.some((t) => t === 'safe')) return 'fragile';
  if (seen.some((t) => t === undefined || t === 'undetermined')) return undefined;
  if (seen.every((t) => t === 'fragile')) return 'safe';
  return 'neutral';
}

/** A mask with its safe (1) and fragile (2) bits exchanged. */
function swapMask(x: number): number {
  return (x & 4) | ((x & 1) << 1) | ((x & 2) >> 1);
}
