// Property: the search over a sparse region (src/solve/sparseSearch.ts, positions stored by packed
// key) gives every position it solves the outcome that the dense engine (whole-region retrograde
// analysis) and the reference semantics (src/semantics/refSolve.ts) give it, on the differential
// laws' random files with and without `again:` (scalar, array and partizan fields, `end:` rules,
// misère), their boxes forced sparse (buildGame's sparse: 'always'). Both modes: `full` solves exactly
// the positions reachable from the start (counted by the move lister), `stop` (only when no rule can
// fail) at least the start. A cycle met is ZM4021; an error of a rule is reported at a position.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { refSolve } from '../../src/semantics/refSolve.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { solveSparse } from '../../src/solve/solveSparse.js';
import { gameMayFail } from '../../src/solve/startSearch.js';
import { gameCase, keptGameCase } from '../semantics/gameFile.js';
import { seedFor } from '../solve/randomGraphs.js';
import { reachableByLister } from './oracles/reachableByLister.js';
import { campaignRuns } from '../setup/campaignSize.js';

interface Tally {
  compared: number;
  stop: number;
  full: number;
  cycles: number;
  reference: number;
}

function compareSparse(text: string, pick: number, startOnly: boolean, tally: Tally): void {
  const loaded = loadSpec('sparse.yaml', text);
  if (!loaded.value || loaded.diagnostics.some((d) => d.severity === 'error')) return;
  const spec = loaded.value;
  const params = Object.fromEntries(Object.entries(spec.check.params).map(([k]) => [k, 1]));
  const dense = buildGame(spec, params).value;
  if (!dense || dense.region.size === 0 || dense.region.size > 4096 || dense.hasSums) return;
  const whole = solveRetrograde(dense, { generations: false });
  if (!whole.value) return; // a rule that fails to evaluate somewhere
  const sparse = buildGame(spec, params, { sparse: 'always' }).value!;
  expect(sparse.region.sparse).toBe(true);
  const start = pick % dense.region.size;
  const position = dense.region.decode(start);
  const label = `${text}\nstart ${dense.formatPosition(position)}`;
  const solved = solveSparse(sparse, position, { startOnly });
  if (!solved.value) {
    expect(
      solved.diagnostics.map((d) => d.code),
      label,
    ).toEqual(['ZM4021']);
    expect(whole.value.acyclic, label).toBe(false);
    tally.cycles++;
    return;
  }
  tally.compared++;
  const s = solved.value;
  expect(s.outcomeAt!(position), label).toBe(whole.value.outcome[start]);
  const reach = reachableByLister(dense, start);
  let found = 0;
  for (const p of reach) {
    const o = s.outcomeAt!(dense.region.decode(p));
    if (o === 0) continue;
    found++;
    expect(o, `${label}\nposition ${dense.formatPosition(dense.region.decode(p))}`).toBe(whole.value.outcome[p]);
  }
  // searches against a bound (boundSearch.ts) know the start's outcome alone
  if (s.reachable!.bounds !== undefined) expect(found, label).toBe(1);
  else expect(found, label).toBe(s.reachable!.positions);
  if (s.reachable!.searched) {
    tally.stop++;
    expect(startOnly && !gameMayFail(sparse), label).toBe(true);
  } else {
    tally.full++;
    expect(found, label).toBe(reach.size);
  }
  // the reference semantics from this start, on the smaller boxes (it is slow)
  if (dense.region.size <= 256 && tally.reference < 40) {
    const ref = refSolve(spec, params, 'region');
    if (ref.kind === 'solved') {
      tally.reference++;
      for (const p of reach) {
        const o = s.outcomeAt!(dense.region.decode(p));
        if (o !== 0) expect(o, `${label}\nreference at ${p}`).toBe(ref.outcome[p]);
      }
    }
  }
}

// 150 games a law in `npm run test:long`, 38 in `npm test`; the non-vacuity bounds scale with it
const RUNS = campaignRuns(150);
const atFull = (n: number): number => Math.floor((n * RUNS) / 150);

for (const startOnly of [true, false]) {
  test(`positions stored by key: the outcomes of the dense engine and the reference (${startOnly ? 'start only' : 'every reachable position'})`, () => {
    const tally: Tally = { compared: 0, stop: 0, full: 0, cycles: 0, reference: 0 };
    const seed = seedFor(`sparse search: ${startOnly}`);
    fc.assert(
      fc.property(fc.oneof(gameCase(), keptGameCase()), fc.nat(), (c, pick) => compareSparse(c.text, pick, startOnly, tally)),
      { seed, numRuns: RUNS },
    );
    // the law must not pass by skipping every game
    expect(tally.compared, `seed ${seed}`).toBeGreaterThan(atFull(60));
    expect(tally.reference).toBeGreaterThan(atFull(15));
    if (startOnly) expect(tally.stop).toBeGreaterThan(atFull(10));
    else expect(tally.full).toBe(tally.compared);
  });
}
