// Stage: certify. Re-confirms a disagreement found through a certificate before it is reported:
// the conjecture is evaluated again at the position, and the truth is taken from the solved table
// (solving further when the position lies beyond it and that is affordable). Input: the decision;
// output: the counterexample with its moves (conjectured and true classes), or why it did not hold.

import type { SpecGame } from '../game/buildGame.js';
import type { Spec } from '../model/model.js';
import { patternRow, patternValue, type PeriodCertificate } from '../solve/period/index.js';
import { conjectureEvaluator } from './conjectureClass.js';
import type { ConjectureDecision } from './decideConjecture.js';
import { columnOf, solveRows, type RowTable, type RowValues } from './solveRows.js';

export interface CertifiedCounterexample {
  position: Float64Array;
  positionText: string;
  conjectured: string;
  truth: string;
  /** How the truth was confirmed. */
  confirmedBy: 'solved table' | 'solved again' | 'certificate';
  /** The heap field, the position's n and the certified period: what the sentences are made from. */
  heap: string;
  n: number;
  preperiod: number;
  period: number;
  sentence: string; // English, for the certificate stage's reason
  moves: { name: string; to: string; conjectured: string | null; truth: string | null; generated?: true }[];
}

/** Positions (rows × width) we are willing to solve again to confirm a far counterexample. */
const CONFIRM_POSITIONS = 8_000_000;

export function confirmCounterexample(
  spec: Spec,
  params: Record<string, number>,
  game: SpecGame,
  table: RowTable,
  cert: PeriodCertificate,
  d: Extract<ConjectureDecision, { kind: 'refuted' }>,
  heap: string,
  kind: RowValues,
): CertifiedCounterexample | string {
  const heapSlot = table.heapSlot;
  const evaluator = conjectureEvaluator(game, spec.conjecture!, kind);
  if (typeof evaluator === 'string') return evaluator;
  const column = columnOf(game, heapSlot, d.position);
  const n = d.n;
  let truth: number;
  let confirmedBy: CertifiedCounterexample['confirmedBy'];
  if (n < table.rows) {
    truth = table.values[n * table.rowWidth + column]!;
    confirmedBy = 'solved table';
  } else if ((n + 1) * table.rowWidth <= CONFIRM_POSITIONS) {
    const again = solveRows(spec, params, heap, n + 1, kind);
    if (typeof again === 'string') return `the counterexample at ${heap} = ${n} could not be confirmed: ${again}`;
    truth = again.values[n * again.rowWidth + column]!;
    confirmedBy = 'solved again';
  } else {
    truth = patternValue(cert, n, column);
    confirmedBy = 'certificate';
  }
  if (truth !== patternValue(cert, n, column)) return `internal: the certificate predicts ${patternValue(cert, n, column)} at ${heap} = ${n}, the solver ${truth}`;
  if (evaluator.agrees(d.position, truth)) return `internal: the disagreement at ${heap} = ${n} did not reproduce`;
  const positionText = game.formatPosition(d.position);
  const conjectured = evaluator.conjectured(d.position);
  const truthText = evaluator.truthText(truth);
  const where =
    confirmedBy === 'certificate'
      ? `by the certified period (${heap} = ${n} is beyond what was solved directly)`
      : confirmedBy === 'solved again'
        ? `confirmed by solving the game up to ${heap} = ${n}`
        : `the solved game`;
  const trueRow = (t: Float64Array): number | undefined => {
    const c = columnOf(game, heapSlot, t);
    return c >= 0 && t[heapSlot]! >= 0 ? patternRow(cert, t[heapSlot]!)[c]! : undefined;
  };
  const moves = game.listMoves(Float64Array.from(d.position)).map((m) => {
    if (m.sum) {
      // a sum of heaps: its value is the nim-sum of its components' values (a certificate of a game
      // with sums is one of Grundy values); the conjecture speaks of one heap, except a Grundy one
      const parts = m.targets.map((t) => t.position);
      const values = parts.map(trueRow);
      const known = kind === 'grundy' && values.every((v) => v !== undefined);
      return {
        name: m.label,
        ...(m.generated ? { generated: true as const } : {}),
        to: parts.length === 0 ? 'the empty sum' : parts.map((t) => game.formatPosition(t)).join(' + '),
        conjectured: evaluator.sumText ? safeText(() => evaluator.sumText!(parts)) : null,
        truth: known ? evaluator.truthText(values.reduce((a, v) => a! ^ v!, 0)!) : null,
      };
    }
    const target = m.targets[0]?.position;
    const value = target ? trueRow(target) : undefined;
    return {
      name: m.label,
      ...(m.generated ? { generated: true as const } : {}),
      to: target ? game.formatPosition(target) : '?',
      conjectured: target ? safeText(() => evaluator.conjectured(target)) : null,
      truth: value !== undefined ? evaluator.truthText(value) : null,
    };
  });
  return {
    position: d.position,
    positionText,
    conjectured,
    truth: truthText,
    confirmedBy,
    heap,
    n,
    preperiod: cert.preperiod,
    period: cert.period,
    sentence: `${positionText} is conjectured ${conjectured}, but it is ${truthText} (${where}; periodic from ${heap} = ${cert.preperiod} with period ${cert.period})`,
    moves,
  };
}

function safeText(f: () => string): string | null {
  try {
    return f();
  } catch {
    return null;
  }
}
