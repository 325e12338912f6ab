// solveRetrograde on games written in the surface syntax: the forward pass and the general
// retrograde algorithm agree (outcomes and generations) whenever both apply; generations follow the
// book's induction (game 9: 0, 1, 2, 3, 1, …); game 13-I matches the C reference's class string.

import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { spec } from '../check/helpers.js';

const load = (text: string, params: Record<string, number> = {}) => buildGame(spec(text), params).value!;

describe('solveRetrograde on files', () => {
  test('game 9: outcomes and generations', () => {
    const g = load(`name: g9\ngame: { subtraction: [1, 4] }\ncheck: { bounds: { n: 0..12 } }\n`);
    const s = solveRetrograde(g).value!;
    expect(s.method).toBe('forward');
    expect(
      Array.from(s.outcome)
        .map((o) => 'SFN'[o - 1])
        .join(''),
    ).toBe('SFSFFSFSFFSFS');
    expect(Array.from(s.generation!)).toEqual([0, 1, 2, 3, 1, 2, 3, 4, 5, 3, 4, 5, 6]);
  });

  test('game 13-I: the class string of the C reference (PLNRLNRPNRRNRRRRRRRR)', () => {
    const g = load(`name: g13\ngame: { subtraction: { A: [1, 4], B: [2, 3] } }\ncheck: { bounds: { n: 0..19 } }\n`);
    const s = solveRetrograde(g).value!;
    let classes = '';
    for (let n = 0; n < 20; n++) {
      const wa = s.outcome[g.region.encode([n, 0])] === 2;
      const wb = s.outcome[g.region.encode([n, 1])] === 2;
      classes += wa ? (wb ? 'N' : 'L') : wb ? 'R' : 'P';
    }
    expect(classes).toBe('PLNRLNRPNRRNRRRRRRRR');
  });

  const files = [
    `name: g20\ngame:\n  state: { n: nat, r: 0..5 }\n  moves:\n    - { for: k ∈ 1..5, if: k ≤ n ∧ k ≠ r, to: { n: n - k, r: k } }\ncheck: { bounds: { n: 0..60 } }\n`,
    `name: nim\ngame: { nim: { heaps: 3 } }\ncheck: { bounds: { h: 0..6 } }\n`,
    `name: draws\ngame:\n  state: { n: nat }\n  moves:\n    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }\n  end: { draw: n = 5, win: n = 9 }\ncheck: { bounds: { n: 0..30 } }\n`,
    `name: mis\ngame: { nim: { heaps: 2 }, play: misère }\ncheck: { bounds: { h: 0..9 } }\n`,
  ];
  for (const text of files) {
    test(`forward = retrograde: ${text.split('\n')[0]}`, () => {
      const g = load(text);
      const f = solveRetrograde(g, { method: 'forward' }).value!;
      const r = solveRetrograde(g, { method: 'retrograde' }).value!;
      expect(Array.from(r.outcome)).toEqual(Array.from(f.outcome));
      expect(Array.from(r.generation!)).toEqual(Array.from(f.generation!));
      expect(r.acyclic).toBe(true);
    });
  }

  test('game 20 matches the C reference table W[0..11] = 0,61,63,55,47,31,55,0,63,63,63,47', () => {
    const g = load(files[0]!);
    const s = solveRetrograde(g).value!;
    const w: number[] = [];
    for (let n = 0; n < 12; n++) {
      let bits = 0;
      for (let r = 0; r <= 5; r++) if (s.outcome[g.region.encode([n, r])] === 2) bits |= 1 << r;
      w.push(bits);
    }
    expect(w).toEqual([0, 61, 63, 55, 47, 31, 55, 0, 63, 63, 63, 47]);
  });
});
