// The monochromatic triangle game written as docs/format-guide.md builds it
// (examples/polygon-monochromatic-triangle.yaml: `∀ f ∈ cr[e]` over the rows of a filtered table,
// `drawn ∪ {e}`, `∀ k ∈ tri[t]`) is the library's file (conjectures/triangulation/
// monochromatic-triangle.yaml: a 0/1 crossing matrix, `drawn[e]: true`, `tri[t][0]`): the same
// segments in the same order, so the same keys. Every position reachable from the start has the
// same outcome in both (n = 6, 7), and the search that stops early solves the same positions with
// the same answer (n = 7, 8, 9).

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { searchSparse, type SparseSearch } from '../../src/solve/sparseSearch.js';

function search(file: string, n: number, mode: 'stop' | 'full'): SparseSearch {
  const loaded = loadSpec(file, readFileSync(file, 'utf8'));
  expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const game = buildGame(loaded.value!, { n }, { sparse: 'always' }).value!;
  const s = searchSparse(game, game.start!, mode);
  if ('kind' in s) throw new Error(`${file}, n = ${n}: the search gave up (${s.kind})`);
  return s;
}

const GUIDE = 'examples/polygon-monochromatic-triangle.yaml';
const LIBRARY = 'conjectures/triangulation/monochromatic-triangle.yaml';

test('every position reachable from the start has the library file’s outcome (n = 6, 7)', () => {
  for (const n of [6, 7]) {
    const guide = search(GUIDE, n, 'full');
    const library = search(LIBRARY, n, 'full');
    expect(guide.solved, `n = ${n}`).toBe(library.solved);
    expect(guide.table.count, `n = ${n}`).toBe(library.table.count);
    const words = library.layout.words;
    for (let id = 0; id < library.table.count; id++) {
      const key = library.table.keys.subarray(id * words, (id + 1) * words);
      const other = guide.table.find(key);
      expect(other, `n = ${n}, entry ${id}`).toBeGreaterThanOrEqual(0);
      expect(guide.table.outcome[other], `n = ${n}, entry ${id}`).toBe(library.table.outcome[id]);
    }
  }
}, 60_000);

test('the search that stops early gives the start the library file’s outcome from the same positions (n = 7, 8, 9)', () => {
  for (const n of [7, 8, 9]) {
    const guide = search(GUIDE, n, 'stop');
    const library = search(LIBRARY, n, 'stop');
    expect(guide.solved, `n = ${n}`).toBe(library.solved);
    expect(guide.table.outcome[guide.start], `n = ${n}`).toBe(library.table.outcome[library.start]);
  }
}, 60_000);
