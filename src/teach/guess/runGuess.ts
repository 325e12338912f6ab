// Stage: teach (guess). Guess, then check: candidates simplest first, each written into the file and
// checked by Theorem 4.1 over the region; the first that holds is the answer. A candidate whose check
// refutes it is never returned. Input: the loaded Spec and its solved game. Output: a GuessOutcome.

import type { Spec } from '../../model/model.js';
import { checkGuess, type GuessCheck } from '../checkGuess.js';
import { withParams, type SolvedGame } from '../engine.js';
import { guessCandidates, type GuessedConjecture } from './guessConjecture.js';
import { conjectureYaml, specWithConjecture } from './guessYaml.js';

export interface GuessAttempt {
  conjecture: GuessedConjecture;
  check: GuessCheck;
}

export interface GuessOutcome {
  found: GuessAttempt | null;
  attempts: GuessAttempt[];
  /** The YAML block to paste (only when found). */
  yaml: string | null;
}

/** `candidates` defaults to the guesser's; tests inject their own to see refuted ones rejected. */
export function runGuess(spec: Spec, solved: SolvedGame, candidates: readonly GuessedConjecture[] = guessCandidates(solved)): GuessOutcome {
  const attempts: GuessAttempt[] = [];
  for (const conjecture of candidates) {
    const withGuess = specWithConjecture(spec, conjecture);
    // The guess is read off the table of one game (the chosen parameter values): check it on that
    // game, not on every value of check.params (where a formula without the parameter cannot hold).
    const check: GuessCheck = withGuess.value
      ? checkGuess(withParams(withGuess.value, solved.params))
      : { status: 'error', positions: 0, failure: withGuess.diagnostics.map((d) => d.message).join('; ') };
    const attempt = { conjecture, check };
    attempts.push(attempt);
    if (check.status === 'holds') return { found: attempt, attempts, yaml: conjectureYaml(conjecture) };
  }
  return { found: null, attempts, yaml: null };
}
