// The differential laws on random games on small graphs: bool[k] and bool[edges] fields (sets),
// data tables (adjacency and edge lists) read by guards, targets, binders (`for: w ∈ adj[v]`),
// conjectures and claims. Kernel = lister = reference moves; engine = reference outcomes and Grundy
// values; the bounded check and the claims = what the reference implies; table = reference.
// Pinned seed (ZERMELO_SEMANTICS_SEED replaces it).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Spec } from '../../src/model/model.js';
import { problemOf } from './campaign.js';
import { lawCheck } from './lawCheck.js';
import { lawMoves } from './lawMoves.js';
import { load } from './lawSetup.js';
import { lawGrundy, lawOutcomes } from './lawSolve.js';
import { lawTable } from './lawTable.js';
import { setGameText as gameText } from './setGameFile.js';
import { campaignRuns } from '../setup/campaignSize.js';

type Law = (spec: Spec) => string | undefined;
const LAWS: [string, Law][] = [
  ['kernel = lister = reference moves', lawMoves],
  ['forward = retrograde = reference outcomes', lawOutcomes],
  ['Grundy pass = reference mex', lawGrundy],
  ['claims = reference', (s) => lawCheck(s, true)],
  ['bounded check = reference conditions and verdict', lawCheck],
  ['table = reference', lawTable],
];

describe('the engines equal the reference semantics on random games on graphs (sets and data tables)', () => {
  test('every law, on random graphs and games', () => {
    const seed = process.env['ZERMELO_SEMANTICS_SEED'] ? Number(process.env['ZERMELO_SEMANTICS_SEED']) : 20261202;
    console.log(`[graph games] fast-check seed ${seed} (replay: ZERMELO_SEMANTICS_SEED=${seed})`);
    const kinds: Record<string, number> = {};
    fc.assert(
      fc.property(gameText, (text) => {
        const spec = load(text);
        kinds[spec.name] = (kinds[spec.name] ?? 0) + 1;
        for (const [name, law] of LAWS) {
          const problem = problemOf(law, spec);
          if (problem) throw new Error(`${name}: ${problem}\n---\n${text}`);
        }
      }),
      { seed, numRuns: campaignRuns(40) },
    );
    expect(Object.keys(kinds).length).toBe(4);
  }, 120_000);
});
