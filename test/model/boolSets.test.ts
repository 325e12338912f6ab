// bool[k] fields as sets: positions print as the set of true indices (bool[edges]: of the rows of
// the table), a position may give the field as a set ({} and {0, 3} in YAML), and the printed form
// reads back (play's input and the cross-check parse it).
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { parsePosition } from '../../src/teach/positionInput.js';

const FILE = `name: segments
game:
  state: { drawn: bool[edges], at: 0..3 }
  start: { drawn: {1, 2}, at: 0 }
  moves:
    - { for: e ∈ 0..len(edges) - 1, if: "¬drawn[e] ∧ at ∈ edges[e]", to: { drawn[e]: true } }
define:
  edges: [[0, 1], [1, 2], [0, 2], [2, 3]]
`;

function game(text: string) {
  const r = loadSpec('t.yaml', text);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { spec: r.value!, game: buildGame(r.value!, {}).value! };
}

describe('bool[k] fields as sets', () => {
  it('prints bool[edges] as the set of its rows and reads every position back', () => {
    const { spec, game: g } = game(FILE);
    const start = spec.game.start!.assignments[0]!.value;
    expect(start.kind === 'array' && start.elems.map((x) => (x.kind === 'bool' ? x.value : undefined))).toEqual([false, true, true, false]);
    expect(g.region.size).toBe(64);
    const texts = new Set<string>();
    for (let i = 0; i < g.region.size; i++) {
      const p = g.region.decode(i);
      const text = g.formatPosition(p);
      texts.add(text);
      expect(Array.from(parsePosition(text, g) as Float64Array), text).toEqual(Array.from(p));
    }
    expect(texts.size).toBe(64);
    expect(g.formatPosition(g.region.decode(0))).toBe('drawn = {}, at = 0');
    expect(texts.has('drawn = {0-1, 0-2}, at = 3')).toBe(true);
    expect(parsePosition('drawn = {0-2, 3}, at = 1', g)).toEqual(Float64Array.from([0, 0, 1, 1, 1]));
    expect(parsePosition('drawn = {1-3}, at = 1', g)).toBe("'1-3' is not an element of drawn (4 elements)");
  });

  it('prints bool[k] as the set of its true indices', () => {
    const { game: g } = game(`game:
  state: { taken: bool[3] }
  start: { taken: {} }
  moves:
    - { for: v ∈ 0..2, if: ¬taken[v], to: { taken[v]: true } }
`);
    expect(g.formatPosition(Float64Array.from([1, 0, 1]))).toBe('taken = {0, 2}');
    expect(parsePosition('{ taken: {2} }', g)).toEqual(Float64Array.from([0, 0, 1]));
  });
});
