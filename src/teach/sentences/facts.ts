// Stage: teach. The data a counterexample sentence is made from: which condition breaks, the position,
// its moves, the conjectured and the true classes — no words. The engines' results carry it (the
// bounded check, claims, certificates, proofs); each language's renderer (en.ts, pt.ts) makes the
// sentence. Input: the check's Counterexample (factsOfCounterexample). Output: plain JSON data.

import type { Condition, ConjecturedClass, Counterexample, MoveReport } from '../../check/result.js';
import type { OutcomeName } from '../../solve/solution.js';

export interface MoveFact {
  label: string;
  target: string; // "n = 1"; a sum reads "n = 1 + n = 3"; the empty sum "the empty sum" (renderers translate it)
  conjectured?: ConjecturedClass;
  conjecturedGrundy?: number | string;
  /** The move keeps the turn (`again:`): the same player moves next from the target. */
  keeps?: true;
  /** The label is zermelo's (a family's move), not the file's: translated by the renderers. */
  generated?: true;
  /** A value conjecture: the move's points and the conjectured value of its target. */
  points?: number | string;
  conjecturedValue?: number | string;
}

/** A position where a condition of Theorem 4.1 (or a Grundy rule, or the truth) fails. */
export interface ConditionFacts {
  kind: 'condition';
  condition: Condition;
  position: string; // "n = 2"
  conjectured?: ConjecturedClass;
  sets?: ('safe' | 'fragile' | 'neutral')[]; // when several or none
  moves: MoveFact[];
  offending: number[];
  truth: OutcomeName;
  generation?: number;
  trueGrundy?: number;
  conjecturedGrundy?: number | string;
  /** A value conjecture: the formula here, the best of points ± formula over the moves, the true
   *  value (absent: not determined within the bounds) and a move achieving it. */
  conjecturedValue?: number | string;
  localValue?: number | string;
  trueValue?: number | string;
  best?: MoveFact;
  winning?: MoveFact;
  /** Found by sampling beyond the bounds with this seed: the game is not solved there. */
  sampledSeed?: number;
  /** The sampled position lies inside the bounds (the bounded check did not solve the game there). */
  sampledWithinBounds?: true;
  /** The command that reproduces a sampled counterexample. */
  reproduce?: string;
}

/** A claim that is false within the bounds. */
export interface ClaimFacts {
  kind: 'claim';
  name: string;
  params: string; // "size = 3", '' without parameters
  where: string; // the first instance, "k = 2", '' when none
  /** The evaluator's message when it says more than "is false" (English: the expression's own words). */
  message?: string;
}

/** A class the periodicity certificate contradicts far beyond the bounds. */
export interface CertificateFacts {
  kind: 'certificate';
  position: string;
  conjectured: string; // safe | fragile | neutral | Grundy value k | none | several
  truth: string;
  confirmedBy: 'solved table' | 'solved again' | 'certificate';
  heap: string;
  n: number; // the heap size of the position
  preperiod: number;
  period: number;
}

/** A proof obligation refuted by Z3 and replayed by the evaluator. */
export interface ProofFacts {
  kind: 'proof';
  obligation: string; // the obligation's kind (conditionI, conditionII, partition, claim, …)
  title: string; // its English title, for the English sentence
  where: string;
  explanation?: string;
  minimised: boolean;
}

export type SentenceFacts = ConditionFacts | ClaimFacts | CertificateFacts | ProofFacts;

/** The moves that break the condition (the renderers of every language name them). */
export const offending = (f: ConditionFacts): MoveFact[] => f.offending.map((i) => f.moves[i]!);

/** The smallest conjectured Grundy value no move reaches (the grundy-reach sentence names it). */
export function missingValue(f: ConditionFacts): number {
  const reach = new Set(f.moves.map((m) => m.conjecturedGrundy));
  let missing = 0;
  while (reach.has(missing)) missing++;
  return missing;
}

const moveFact = (m: MoveReport): MoveFact => ({
  label: m.label,
  target: m.target,
  ...(m.conjectured !== undefined ? { conjectured: m.conjectured } : {}),
  ...(m.conjecturedGrundy !== undefined ? { conjecturedGrundy: m.conjecturedGrundy } : {}),
  ...(m.keeps ? { keeps: true as const } : {}),
  ...(m.generated ? { generated: true as const } : {}),
  ...(m.points !== undefined ? { points: m.points } : {}),
  ...(m.conjecturedValue !== undefined ? { conjecturedValue: m.conjecturedValue } : {}),
});

export function factsOfCounterexample(cx: Counterexample): ConditionFacts {
  return {
    kind: 'condition',
    condition: cx.condition,
    position: cx.text,
    ...(cx.conjectured !== undefined ? { conjectured: cx.conjectured } : {}),
    ...(cx.conjecturedSets !== undefined ? { sets: cx.conjecturedSets } : {}),
    moves: cx.moves.map(moveFact),
    offending: [...cx.offending],
    truth: cx.truth,
    ...(cx.generation !== undefined ? { generation: cx.generation } : {}),
    ...(cx.trueGrundy !== undefined ? { trueGrundy: cx.trueGrundy } : {}),
    ...(cx.conjecturedGrundy !== undefined ? { conjecturedGrundy: cx.conjecturedGrundy } : {}),
    ...(cx.winningMove ? { winning: moveFact(cx.winningMove) } : {}),
    ...(cx.conjecturedValue !== undefined ? { conjecturedValue: cx.conjecturedValue } : {}),
    ...(cx.localValue !== undefined ? { localValue: cx.localValue } : {}),
    ...(cx.trueValue !== undefined ? { trueValue: cx.trueValue } : {}),
    ...(cx.bestMove ? { best: moveFact(cx.bestMove) } : {}),
    ...(cx.sampledSeed !== undefined ? { sampledSeed: cx.sampledSeed } : {}),
    ...(cx.sampledWithinBounds ? { sampledWithinBounds: true as const } : {}),
  };
}
