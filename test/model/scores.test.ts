// `score:` on a move (issue 29): read, typechecked as an integer (ZM1023 otherwise, at the
// expression), printed back by printMove, refused where points have no meaning (ZM1046: a Grundy
// conjecture, grundy(…) in a claim, a move to a sum), with the Portuguese of those messages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { printExpr } from '../../src/lang/print.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { printMove } from '../../src/model/printMove.js';
import { shape } from '../lang/helpers.js';
import { exprArbitraries } from '../properties/langArbitrary.js';

const game = (moves: string, rest = ''): string => `game:\n  state: { n: nat }\n  moves:\n${moves}${rest}`;
const PASSING = '    - { for: k ∈ 1..2, if: k ≤ n, score: k, to: { n: n - k } }\n';
const SCORED = '    - for: k ∈ 1..2\n      if: k ≤ n\n      again: k = 2\n      score: k - 1\n      to: { n: n - k }\n';

describe('score: on a move', () => {
  it('is read with its span and printed after again', () => {
    const yaml = game(SCORED, 'claims:\n  - holds: true\n');
    const r = loadSpec('f.yaml', yaml);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const m = r.value!.game.moves[0]!;
    expect(printExpr(m.score!)).toBe('k - 1');
    expect(yaml.slice(m.score!.span.start, m.score!.span.end)).toBe('k - 1');
    expect(m.score!.type).toEqual({ kind: 'int' });
    expect(printMove(m)).toBe('for k ∈ 1..2 if k ≤ n again k = 2 score k - 1 to { n: n - k }');
  });

  it('must be an integer: ZM1023 at the expression, in English and Portuguese', () => {
    const yaml = game('    - { if: n > 0, score: n > 1, to: { n: n - 1 } }\n');
    const r = loadSpec('f.yaml', yaml);
    const d = r.diagnostics.find((x) => x.code === 'ZM1023')!;
    expect(d.message).toBe('the score of a move must be an integer, found bool');
    expect(yaml.slice(d.span!.start, d.span!.end)).toBe('n > 1');
    expect(diagnosticPt(d).message).toBe('a pontuação de uma jogada tem de ser um inteiro, mas é bool');
    expect(loadSpec('f.yaml', game('    - { if: n > 0, score: n / 2, to: { n: n - 1 } }\n')).diagnostics.map((x) => x.code)).toContain('ZM1023');
  });

  it('has no meaning for Grundy values or sums: ZM1046 at the place, with the score as related', () => {
    const g = loadSpec('f.yaml', game(PASSING, 'conjecture: { grundy: n mod 3 }\n'));
    expect(g.diagnostics.map((d) => d.code)).toEqual(['ZM1046']);
    expect(g.diagnostics[0]!.related?.[0]?.message).toBe('this move scores points');
    expect(diagnosticPt(g.diagnostics[0]!).message).toMatch(/^os valores de Grundy não dizem nada sobre pontos/);
    expect(diagnosticPt(g.diagnostics[0]!).hint).toBe('conjeture antes o valor de cada posição (`value: <fórmula>`), ou S/F/N');
    const c = loadSpec('f.yaml', game(PASSING, 'claims:\n  - holds: grundy(3) = 0\n'));
    expect(c.diagnostics.map((d) => d.code)).toEqual(['ZM1046']);
    expect(diagnosticPt(c.diagnostics[0]!).message).toMatch(/^`grundy\(…\)` não diz nada/);
    const sum = loadSpec('f.yaml', game('    - { for: a ∈ 0..n-2, score: 1, to: [ { n: a }, { n: n - 2 - a } ] }\n', 'claims:\n  - holds: true\n'));
    expect(sum.diagnostics.map((d) => d.code)).toEqual(['ZM1046']);
    expect(diagnosticPt(sum.diagnostics[0]!).message).toMatch(/^uma jogada que marca pontos não pode levar a uma soma/);
  });

  it('is an unknown key nowhere else in a move', () => {
    expect(loadSpec('f.yaml', game('    - { if: n > 0, scores: 1, to: { n: n - 1 } }\n')).diagnostics.map((d) => d.code)).toEqual(['ZM1003']);
  });
});

// The printer law of test/properties/langPrint.test.ts, through the file: a random integer
// expression printed into `score:` reads back as the same expression (up to spans and types).
describe('parse ∘ print = id for score:', () => {
  const WORLD =
    'game:\n  params: { size: int }\n  state: { n: int, k: int, h: int[3], b: bool }\n  moves:\n    - for: [i ∈ 0..1, j ∈ 0..1]\n      score: "SCORE"\n      to: { n: n - 1 }\n' +
    'define:\n  big(x): x > 1\n  dist(x, y): abs(x - y)\n  sgn(x): if x > 0 then 1 else if x < 0 then -1 else 0\n  steps(x): if x ≤ 0 then 0 else 1 + steps(x div 2)\n  nimsum: xor(h)\n' +
    'check: { params: { size: 1..1 }, bounds: { n: 0..1, k: 0..1, h: 0..1 } }\nclaims:\n  - holds: true\n';
  it('holds for random well-typed integer expressions', () => {
    let read = 0;
    fc.assert(
      fc.property(exprArbitraries(false).int, (e) => {
        const text = printExpr(e);
        const r = loadSpec('f.yaml', WORLD.replace('SCORE', text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')));
        // a constant index outside a literal array is a type error of the expression, not of the printer
        if (r.diagnostics.some((d) => d.code === 'ZM3012')) return;
        expect(
          r.diagnostics.filter((d) => d.severity === 'error'),
          text,
        ).toEqual([]);
        const back = r.value!.game.moves[0]!.score!;
        expect(shape(back), text).toEqual(shape(e));
        read++;
      }),
      { numRuns: 300 },
    );
    expect(read).toBeGreaterThan(200);
  });
});

describe('value(…) beside a definition named value', () => {
  it('a file written before value(…) existed keeps its definition, which hides the built-in', () => {
    const r = loadSpec('f.yaml', game(PASSING, 'define:\n  value(x): x + 1\nclaims:\n  - holds: value(2) = 3 ∧ safe(0)\n'));
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const holds = r.value!.claims[0]!.holds;
    expect(holds.kind === 'logic' && holds.left.kind === 'cmp' && holds.left.args[0]!.kind === 'call' && holds.left.args[0]!.ref).toEqual({ kind: 'define' });
  });
  it('value(…) is an integer oracle of claims only', () => {
    expect(loadSpec('f.yaml', game(PASSING, 'claims:\n  - holds: value(2) ≥ 0\n')).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(loadSpec('f.yaml', game(PASSING, 'claims:\n  - holds: value(2)\n')).diagnostics.map((d) => d.code)).toEqual(['ZM1023']);
    expect(loadSpec('f.yaml', game(PASSING, 'conjecture: { S: value(n) = 0 }\n')).diagnostics.map((d) => d.code)).toEqual(['ZM3007']);
  });
});
