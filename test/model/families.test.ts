// Families desugar into general move schemas (printed back in the surface syntax), combine with
// play/start/end/params, and report bad arguments at the offending character.
import { describe, expect, it } from 'vitest';
import { lineColOf } from '../../src/diag/lineMap.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { printMove } from '../../src/model/printMove.js';

function game(yaml: string) {
  const r = loadSpec('f.yaml', yaml);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  expect(errors.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  return r.value!.game;
}

function errorsOf(yaml: string) {
  return loadSpec('f.yaml', yaml)
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d) => {
      const p = lineColOf(yaml, d.span?.start ?? 0);
      return `${p.line}:${p.col} ${d.code}`;
    });
}

describe('families', () => {
  it('subtraction: one heap n, take k from the set', () => {
    const g = game('game: { subtraction: [1, 4] }\n');
    expect(g.state.map((f) => `${f.name}:${f.domain.kind}`)).toEqual(['n:nat']);
    expect(g.moves.map(printMove)).toEqual(['take k: for k ∈ {1, 4} if k ≤ n to { n: n - k }']);
    expect(g.family).toEqual({ kind: 'subtraction', set: [1, 4] });
    expect(g.impartial).toBe(true);
  });

  it('partizan subtraction: players from the keys, a schema per player, turn last', () => {
    const g = game('game: { subtraction: { A: [1, 4], B: [2, 3] }, start: { n: 20 } }\n');
    expect(g.players).toEqual(['A', 'B']);
    expect(g.impartial).toBe(false);
    expect(g.state.map((f) => `${f.name}:${f.domain.kind}`)).toEqual(['n:nat', 'turn:player']);
    expect(g.moves.map(printMove)).toEqual(['take k: by A for k ∈ {1, 4} if k ≤ n to { n: n - k }', 'take k: by B for k ∈ {2, 3} if k ≤ n to { n: n - k }']);
    // the start position gets turn = the first player when it does not say
    expect(g.start?.assignments.map((a) => a.field)).toEqual(['n', 'turn']);
  });

  it('nim: an array of heaps, take from one', () => {
    const g = game('game: { nim: { heaps: 3 }, play: misère }\n');
    expect(g.state[0]).toMatchObject({ name: 'h', domain: { kind: 'array', length: 3, elem: { kind: 'nat' } } });
    expect(g.moves.map(printMove)).toEqual(['take k from heap i: for i ∈ 0..2, k ∈ 1..h[i] to { h[i]: h[i] - k }']);
    expect(g.play).toBe('misere');
  });

  it('nim with a take set (game 17)', () => {
    const g = game('game: { nim: { heaps: 4, take: [1, 2] } }\n');
    expect(g.moves.map(printMove)).toEqual(['take k from heap i: for i ∈ 0..3, k ∈ {1, 2} if k ≤ h[i] to { h[i]: h[i] - k }']);
    expect(g.family).toEqual({ kind: 'nim', heaps: 4, take: [1, 2] });
  });

  it('octal 0.77 (Kayles): remove 1 or 2, leaving zero, one or two heaps', () => {
    const g = game('game: { octal: "0.77" }\n');
    expect(g.family).toEqual({ kind: 'octal', code: '0.77', digits: [0, 7, 7] });
    expect(g.moves.map(printMove)).toEqual([
      'take 1: if n ≥ 1 to { n: n - 1 }',
      'take 1 and split: for a ∈ 1..(n - 1) div 2 if n - 1 ≥ 2 to [{ n: a }, { n: n - 1 - a }]',
      'take 2: if n ≥ 2 to { n: n - 2 }',
      'take 2 and split: for a ∈ 1..(n - 2) div 2 if n - 2 ≥ 2 to [{ n: a }, { n: n - 2 - a }]',
    ]);
  });

  it("octal 0.137 (Dawson's chess) and 4.07: each bit of each digit", () => {
    expect(game('game: { octal: "0.137" }\n').moves.map(printMove)).toEqual([
      'take all 1: if n = 1 to { n: 0 }',
      'take 2: if n ≥ 2 to { n: n - 2 }',
      'take 3: if n ≥ 3 to { n: n - 3 }',
      'take 3 and split: for a ∈ 1..(n - 3) div 2 if n - 3 ≥ 2 to [{ n: a }, { n: n - 3 - a }]',
    ]);
    expect(game('game: { octal: 4.07 }\n').moves.map(printMove)[0]).toBe('split: for a ∈ 1..n div 2 if n ≥ 2 to [{ n: a }, { n: n - a }]');
  });

  it('spans of generated expressions point at the family node or the digit', () => {
    const src = 'game: { octal: "0.07" }\n';
    const g = game(src);
    const span = g.moves[0]!.guard!.span;
    expect(src.slice(span.start, span.end)).toBe('7');
  });

  it('combines with params, start and end', () => {
    const g = game('game:\n  subtraction: [1, 2]\n  params: { cap: 1..3 }\n  start: { n: cap }\n  end: { lose: n = cap + 10 }\n');
    expect(g.params.map((p) => p.name)).toEqual(['cap']);
    expect(g.end.lose).toBeDefined();
  });

  it('reports bad family arguments at the character', () => {
    expect(errorsOf('game: { octal: "0.78" }\n')).toEqual(['1:20 ZM1011']);
    expect(errorsOf('game: { octal: "2.7" }\n')).toEqual(['1:17 ZM1011']);
    expect(errorsOf('game: { octal: "0.7.7" }\n')).toEqual(['1:20 ZM1011']);
    expect(errorsOf('game: { subtraction: [1, -4] }\n')).toEqual(['1:26 ZM1020']);
    expect(errorsOf('game: { nim: { heaps: 3, tkae: [1] } }\n')).toEqual(['1:26 ZM1003']);
    expect(errorsOf('game: { subtraction: [1], state: { n: nat } }\n')).toEqual(['1:27 ZM1019']);
    expect(errorsOf('game: { subtraction: [1], nim: { heaps: 2 } }\n')).toEqual(['1:27 ZM1010']);
  });
});
