// Every condition the checker can break, explained in the book's Portuguese: the real checker runs on
// wrong conjectures written in the surface syntax, and each counterexample gets a Portuguese sentence
// with the structure of the English one (same position, same moves, same truth).

import { describe, expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import type { Counterexample } from '../../src/check/result.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { conditionSentence, sentencePt, withSentences } from '../../src/teach/explainPt.js';
import { counterexampleSentence } from '../../src/teach/sentences/renderSentence.js';
import { moveNameText } from '../../src/teach/moveName.js';

const file = (conjecture: string, game = 'subtraction: [1, 4]'): string => `name: x\ngame: { ${game} }\nconjecture:\n${conjecture}\ncheck: { bounds: { n: 0..30 } }\n`;

function counterexamples(text: string): Counterexample[] {
  const r = checkBounded(loadSpec('x.yaml', text).value!);
  return r.runs.flatMap((run) => run.conditions.flatMap((c) => c.counterexamples.slice(0, 1)));
}

const WRONG = [
  file('  S: n mod 5 ∈ {0, 3}'),
  file('  S: n mod 5 = 2'),
  file('  S: n mod 5 = 0\n  F: n mod 5 ≤ 1'),
  file('  S: n mod 3 = 0\n  N: n = 4', 'subtraction: [1, 2]'),
  file('  S: n mod 3 = 0 ∧ n ≠ 3\n  N: n = 3', 'subtraction: [1, 2]'),
  file('  grundy: n mod 5'),
];

describe('Portuguese sentences for every failed condition', () => {
  const all = WRONG.flatMap(counterexamples);
  const seen = new Set(all.map((c) => c.condition));

  test('the wrong conjectures break every kind of condition', () => {
    for (const c of ['I', 'II', 'IIIa', 'IIIb', 'truth', 'partition', 'terminal-lose', 'grundy-reach', 'grundy-truth']) expect(seen).toContain(c);
  });

  test.each(all.map((c) => [c.condition, c] as const))('%s: Portuguese, same position, moves and truth', (_, cx) => {
    const pt = sentencePt(cx);
    expect(pt).not.toMatch(/\b(the|is|but|move|moves|fails)\b/);
    expect(pt).toContain(cx.text);
    // the moves of a subtraction: family are zermelo's names, translated: take 1 → tira 1
    for (const i of cx.offending) expect(pt).toContain(`${moveNameText('pt', cx.moves[i]!.label, cx.moves[i]!)} → ${cx.moves[i]!.target}`);
    if (cx.generation !== undefined && cx.trueGrundy === undefined) expect(pt).toContain(`(geração ${cx.generation})`);
    expect(conditionSentence(cx, 'en')).toBe(counterexampleSentence(cx));
    expect(pt).not.toContain('diga');
  });

  test('the example of the issue, word for word', () => {
    const cx = counterexamples(WRONG[0]!).find((c) => c.condition === 'I')!;
    expect(counterexampleSentence(cx)).toBe(
      'n = 2 is conjectured fragile, but condition I fails: its only move, take 1 → n = 1, leads to a position you call fragile. The truth: n = 2 is safe (generation 2).',
    );
    expect(sentencePt(cx)).toBe(
      'n = 2 é frágil segundo a conjectura, mas a condição I falha: a sua única jogada, tira 1 → n = 1, leva a uma posição frágil segundo a conjectura. A verdade: n = 2 é inatacável (geração 2).',
    );
  });

  test('the report’s counterexamples (coarser conditions) are translated too', () => {
    const report = {
      counterexamples: [
        { condition: 'requirement', positionText: 'n = 0', sentence: 'x', moves: [], truth: { class: 'safe', generation: 0 }, claim: null },
        {
          condition: 'III',
          positionText: 'n = 4',
          sentence: 'x',
          moves: [{ name: 'take 4', to: 'n = 0', conjectured: 'safe', truth: 'safe' }],
          truth: { class: 'fragile', generation: 1 },
          claim: null,
        },
        { condition: 'claim', positionText: 'size = 3', sentence: 'x', moves: [], truth: null, claim: 'the corner is safe' },
      ],
    };
    const [a, b, c] = withSentences(report, 'pt').counterexamples;
    expect(a!.sentence).toMatch(/^n = 0 é uma posição vitoriosa \(a partida acabou e quem joga perdeu\), por isso tem de ser inatacável/);
    expect(b!.sentence).toContain('a sua jogada take 4 → n = 0 leva a uma posição inatacável segundo a conjectura');
    expect(c!.sentence).toBe('a afirmação «the corner is safe» é falsa, a primeira vez em size = 3.');
    expect(withSentences(report, 'en')).toBe(report);
  });
});
