// The library's monochromatic triangle game with its tables computed from n
// (conjectures/triangulation/monochromatic-triangle.yaml, n = 3..9; here its sweep stops at 8) against
// the files that write each n out (monochromatic-triangle-n3.yaml … -n8.yaml): per n, the same
// segments, the same claims' verdict on the start, and no more positions solved from it (the
// n = 9 file stops at the first winning move: test/library/parameterisedGames.long.test.ts checks n = 9).

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import type { BoundedRun } from '../../src/check/result.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { specForParams } from '../../src/model/tableInstances.js';

const DIR = 'conjectures/triangulation';
const read = (name: string): string => readFileSync(new URL(`../../${DIR}/${name}`, import.meta.url), 'utf8');

/** What the start position's search found: every claim holds, and the claims' verdicts. The positions
 *  solved may differ: the computed file's search stops at the first winning move (its code cannot
 *  fail), where a literal file whose rules call definitions solves every reachable position. */
const found = (r: BoundedRun): unknown => ({ outcome: r.outcome, claims: r.claims.every((c) => c.status === 'holds') });

describe('monochromatic-triangle.yaml (tables computed from n) = the files written for each n', () => {
  const text = read('monochromatic-triangle.yaml');
  const computed = loadSpec(`${DIR}/monochromatic-triangle.yaml`, text.replace('params: { n: 3..9 }', 'params: { n: 3..8 }'));
  const runs = computed.value ? checkBounded(computed.value).runs : [];

  it('loads and sweeps n = 3..8 (the file: 3..9)', () => {
    expect(text).toContain('params: { n: 3..9 }');
    expect(computed.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(runs.map((r) => r.params.n)).toEqual([3, 4, 5, 6, 7, 8]);
  });

  it.each([3, 4, 5, 6, 7, 8])('n = %i', (n) => {
    const literal = loadSpec(`${DIR}/monochromatic-triangle-n${n}.yaml`, read(`monochromatic-triangle-n${n}.yaml`)).value!;
    const mine = specForParams(computed.value!, { n }).value!;
    expect(mine.tables!.find((t) => t.name === 'seg')!.rows).toEqual(literal.tables!.find((t) => t.name === 'seg')!.rows);
    const theirs = checkBounded(literal).runs[0]!;
    expect(found(runs[n - 3]!)).toEqual(found(theirs));
    expect(runs[n - 3]!.reachable, `n = ${n}`).toBeLessThanOrEqual(theirs.reachable!);
  });
});
