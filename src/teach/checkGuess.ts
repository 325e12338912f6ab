// Stage: teach. Checks a guessed conjecture before it is shown, with the real bounded checker
// (check/checkBounded: the requirements and conditions I, II, III of Theorem 4.1 at every position of
// the region, agreement with the solved truth, every swept parameter value). Input: a Spec holding
// the guess. Output: holds / refuted (with the checker's first counterexample) / error.

import { checkBounded } from '../check/checkBounded.js';
import type { Counterexample } from '../check/result.js';
import type { Spec } from '../model/model.js';
import { counterexampleSentence } from './sentences/renderSentence.js';

export interface GuessCheck {
  status: 'holds' | 'refuted' | 'error';
  positions: number;
  /** Why it is not shown: the checker's first counterexample sentence, or the error. */
  failure: string | null;
  /** Conditions I–III were evaluated at every position (false when moves lead to sums: the guess
   *  was only compared with the solved game). */
  local?: boolean;
  /** Checked on the positions reachable from the start only (check.from: start). */
  fromStart?: boolean;
  /** The checker's first counterexample when refuted (renderers word it in the chosen language). */
  counterexample?: Counterexample;
}

export function checkGuess(spec: Spec): GuessCheck {
  const result = checkBounded(spec, { limit: 1 });
  // a file checked from the start is checked on the positions it reaches
  const positions = result.runs.reduce((n, r) => n + (r.reachable ?? r.regionSize), 0);
  const fromStart = result.runs.some((r) => r.reachable !== undefined);
  if (result.outcome === 'holds') return { status: 'holds', positions, failure: null, local: result.runs.every((r) => r.localConditions), ...(fromStart ? { fromStart } : {}) };
  const first = result.runs.flatMap((r) => r.conditions).find((c) => c.failures > 0)?.counterexamples[0];
  if (result.outcome === 'refuted') return { status: 'refuted', positions, failure: first ? counterexampleSentence(first) : 'refuted', ...(first ? { counterexample: first } : {}) };
  const problems = [...result.diagnostics, ...result.runs.flatMap((r) => r.diagnostics)].filter((d) => d.severity === 'error');
  return { status: 'error', positions, failure: problems.map((d) => d.message).join('; ') || `the check ended with ${result.outcome}` };
}
