// The differential laws on random game files whose moves score points (`score:`): the value by the
// reference = the value by every engine that computes values, with the sign rule (lawValues.ts);
// points change no outcome (forward = retrograde = reference outcomes); the moves agree. Kept moves
// (`again:`), misère play, `end:` rules and partizan games included; `value:` conjectures checked
// against the reference (lawValueCheck.ts); claims reading value(p) and value(start), and the values
// and best moves a false claim's truth shows (lawCheck.ts). Pinned seeds
// (ZERMELO_SEMANTICS_SEED replaces them, docs/soundness.md).

import fc from 'fast-check';
import { describe, test } from 'vitest';
import type { Spec } from '../../src/model/model.js';
import { problemOf } from './campaign.js';
import { scoredGameCase } from './gameFile.js';
import { lawCheck } from './lawCheck.js';
import { lawMoves } from './lawMoves.js';
import { load } from './lawSetup.js';
import { lawOutcomes } from './lawSolve.js';
import { lawValueCheck } from './lawValueCheck.js';
import { lawValues } from './lawValues.js';
import { campaignRuns } from '../setup/campaignSize.js';

const ENV_SEED = process.env['ZERMELO_SEMANTICS_SEED'];

type Law = (spec: Spec) => string | undefined;

const LAWS: [string, Law, number, number][] = [
  ['value table = re-confirming search = reference values, and the sign rule', lawValues, 1401, 120],
  ['value: conjectures: bounded check failures and counterexamples = reference', lawValueCheck, 1404, 80],
  ["claims with value(p) = reference, and a false claim's values and best moves", (s) => lawCheck(s, true), 1405, 120],
  ['points change no outcome: forward = retrograde = reference outcomes', lawOutcomes, 1402, 40],
  ['kernel = lister = reference moves', lawMoves, 1403, 30],
];

describe('the engines equal the reference semantics on random games with points', () => {
  for (const [name, law, pinned, runs] of LAWS) {
    test(name, () => {
      const seed = ENV_SEED ? Number(ENV_SEED) : pinned;
      console.log(`[${name}, score:] fast-check seed ${seed} (replay: ZERMELO_SEMANTICS_SEED=${seed})`);
      fc.assert(
        fc.property(scoredGameCase(), (c) => {
          const problem = problemOf(law, load(c.text));
          if (problem) throw new Error(`${name}: ${problem}\n--- ${c.kind} ---\n${c.text}`);
        }),
        { seed, numRuns: campaignRuns(runs) },
      );
    });
  }
});
