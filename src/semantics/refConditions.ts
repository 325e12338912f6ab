// Stage: semantics. What a conjecture's bounded check must find, computed naively from the reference
// truth: per condition the number of region positions where it fails — the requirements (one set,
// terminals in their set), conditions I, II, IIIa, IIIb of Theorem 4.1 at every move (not for sums),
// agreement with the truth; for a Grundy conjecture the mex characterisation and the true values.

import type { Expr } from '../lang/ast.js';
import { evalReference } from '../lang/reference.js';
import type { ConjectureSpec } from '../model/model.js';
import { positionEnv, type Position, type RefGame } from './refGame.js';
import type { RefTruth } from './refSolve.js';

type Solved = Extract<RefTruth, { kind: 'solved' }>;
export type Counts = Record<string, number>;

/** Mask of a position under an S/F/N conjecture (1 safe, 2 fragile, 4 neutral; omitted sets are
 *  complements, format.md §2: only S or only F → the other is its complement and N is empty). */
export function refMask(game: RefGame, c: ConjectureSpec, p: Position): number {
  const parts: [Expr | undefined, number][] = [
    [c.safe, 1],
    [c.fragile, 2],
    [c.neutral, 4],
  ];
  const given = parts.filter(([e]) => e !== undefined) as [Expr, number][];
  const missing = parts.filter(([e]) => e === undefined).map(([, bit]) => bit);
  const env = positionEnv(game, p);
  let m = 0;
  for (const [e, bit] of given) if (evalReference(e, env) === true) m |= bit;
  if (m !== 0) return m;
  return missing.length === 0 ? 0 : given.length === 1 ? (missing.includes(2) ? 2 : 1) : missing[0]!;
}

const CLASS_OF_MASK: Record<number, number> = { 1: 1, 2: 2, 4: 3 };

export function refPartitionCheck(t: Solved, c: ConjectureSpec): Counts {
  const { game, graph } = t;
  const counts: Counts = {};
  const fail = (name: string): void => void (counts[name] = (counts[name] ?? 0) + 1);
  const misere = game.spec.game.play === 'misere';
  graph.positions.forEach((p, i) => {
    if (graph.unreached?.[i]) return; // checked from the start: only what it reaches
    const m = refMask(game, c, p);
    if (m !== 1 && m !== 2 && m !== 4) fail('partition');
    const term = graph.terminal[i]!;
    if (term === 1 && m !== 1) fail('terminal-lose');
    if (term === 2 && m !== 4) fail('terminal-draw');
    if (term === 3 && m !== 2) fail('terminal-win');
    const moves = graph.raw[i]!;
    if (term === 0 && moves.length === 0 && m !== (misere ? 2 : 1)) fail(misere ? 'terminal-win' : 'terminal-lose');
    if (term === 0 && moves.length > 0 && !graph.hasSums) {
      // a kept move's target is judged by the same player: S and F exchanged (theory.md)
      const swap = (x: number): number => (x & 4) | ((x & 1) << 1) | ((x & 2) >> 1);
      const targets = moves.map((mv) => ((x) => (mv.keeps ? swap(x) : x))(refMask(game, c, mv.targets[0]!)));
      if (m & 2 && !targets.some((x) => x & 1)) fail('I');
      if (m & 1 && targets.some((x) => !(x & 2))) fail('II');
      if (m & 4 && !targets.some((x) => x & 4)) fail('IIIa');
      if (m & 4 && targets.some((x) => x & 1)) fail('IIIb');
    }
    const o = t.outcome[i]!;
    if (o !== 4 && o !== (CLASS_OF_MASK[m] ?? 0)) fail('truth');
  });
  return counts;
}

/** Terminals outside their set as the prover states it ("losing terminals are in S": membership, so
 *  a terminal in S and in F passes here and fails the partition): per kind, the failing positions. */
export function refTerminalMembership(t: Solved, c: ConjectureSpec): Counts {
  const { game, graph } = t;
  const counts: Counts = {};
  const misere = game.spec.game.play === 'misere';
  graph.positions.forEach((p, i) => {
    const term = graph.terminal[i] !== 0 ? graph.terminal[i]! : graph.raw[i]!.length === 0 ? (misere ? 3 : 1) : 0;
    if (term === 0) return;
    const [name, bit] = ([undefined, ['terminal-lose', 1], ['terminal-draw', 4], ['terminal-win', 2]] as const)[term]!;
    if ((refMask(game, c, p) & bit) === 0) counts[name] = (counts[name] ?? 0) + 1;
  });
  return counts;
}

export function refGrundyCheck(t: Solved, f: Expr): Counts {
  const { game, graph } = t;
  const counts: Counts = {};
  const fail = (name: string): void => void (counts[name] = (counts[name] ?? 0) + 1);
  const value = (p: Position): bigint => evalReference(f, positionEnv(game, p)) as bigint;
  const truth = typeof t.grundy === 'string' ? undefined : t.grundy.grundy;
  graph.positions.forEach((p, i) => {
    const v = value(p);
    if (v < 0n) fail('grundy-value');
    else {
      const values = graph.raw[i]!.map((mv) => mv.targets.reduce<bigint>((x, q) => (x < 0n ? x : ((y) => (y < 0n ? -1n : x ^ y))(value(q))), 0n));
      if (values.some((x) => x === v)) fail('grundy-keep');
      for (let k = 0n; k < v; k++) {
        if (!values.includes(k)) {
          fail('grundy-reach');
          break;
        }
      }
    }
    const g = truth?.[i];
    if (g !== undefined && g >= 0 && BigInt(g) !== v) fail('grundy-truth');
  });
  return counts;
}
