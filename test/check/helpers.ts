// Test helpers: load a YAML spec written in the surface syntax (and build its game), and re-verify every counterexample
// the checker returns by a naive evaluation (its own move list and truth, not the checker's code).

import { expect } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import type { Spec } from '../../src/model/model.js';
import { buildGame, type SpecGame } from '../../src/game/buildGame.js';
import type { BoundedResult, Counterexample } from '../../src/check/result.js';
import { counterexampleSentence } from '../../src/teach/sentences/renderSentence.js';

export function spec(text: string, file = 'test.yaml'): Spec {
  const r = loadSpec(file, text);
  const errors = r.diagnostics.filter((d) => d.severity === 'error');
  if (errors.length || !r.value) throw new Error(`spec does not load: ${errors.map((d) => `${d.code} ${d.message}`).join('; ')}`);
  return r.value;
}

/** The game of a spec that must build without errors (the text is the failure's message). */
export function specGame(text: string, params: Record<string, number> = {}): SpecGame {
  const built = buildGame(spec(text), params);
  expect(
    built.diagnostics.filter((d) => d.severity === 'error'),
    text,
  ).toEqual([]);
  return built.value as SpecGame;
}

/** All counterexamples of a result, flattened. */
export function counterexamples(r: BoundedResult): Counterexample[] {
  return r.runs.flatMap((run) => run.conditions.flatMap((c) => c.counterexamples));
}

/** Every printed counterexample must be internally consistent with its own move list. */
export function reverify(r: BoundedResult): void {
  for (const cx of counterexamples(r)) {
    expect(counterexampleSentence(cx)).toContain(cx.text);
    const s = (m: { conjectured?: string }) => m.conjectured;
    switch (cx.condition) {
      case 'I':
        expect(['fragile', 'several']).toContain(cx.conjectured);
        expect(cx.moves.length).toBeGreaterThan(0);
        expect(cx.moves.every((m) => s(m) !== 'safe' && s(m) !== 'several')).toBe(true);
        break;
      case 'II':
        expect(['safe', 'several']).toContain(cx.conjectured);
        expect(cx.offending.length).toBeGreaterThan(0);
        for (const i of cx.offending) expect(['fragile', 'several']).not.toContain(s(cx.moves[i]!));
        break;
      case 'IIIa':
        expect(['neutral', 'several']).toContain(cx.conjectured);
        expect(cx.moves.every((m) => s(m) !== 'neutral')).toBe(true);
        break;
      case 'IIIb':
        expect(['neutral', 'several']).toContain(cx.conjectured);
        expect(cx.offending.some((i) => ['safe', 'several'].includes(s(cx.moves[i]!)!))).toBe(true);
        break;
      case 'truth':
        expect(cx.conjectured).not.toBe(cx.truth);
        break;
      case 'grundy-keep':
        expect(cx.offending.some((i) => cx.moves[i]!.conjecturedGrundy === cx.conjecturedGrundy)).toBe(true);
        break;
      case 'grundy-reach': {
        const reach = new Set(cx.moves.map((m) => m.conjecturedGrundy));
        expect([...Array(cx.conjecturedGrundy!).keys()].some((v) => !reach.has(v))).toBe(true);
        break;
      }
      case 'grundy-truth':
        expect(cx.trueGrundy).not.toBe(cx.conjecturedGrundy);
        break;
      default:
        break;
    }
    // the truth of the position follows from the truth of its moves (when all are known)
    if (!cx.terminal && cx.moves.length && cx.moves.every((m) => m.truth && m.truth !== 'undetermined')) {
      const local = cx.moves.some((m) => m.truth === 'safe') ? 'fragile' : cx.moves.every((m) => m.truth === 'fragile') ? 'safe' : 'neutral';
      expect(cx.truth).toBe(local);
    }
    if (cx.truth === 'fragile' && cx.winningMove) expect(cx.winningMove.truth).toBe('safe');
  }
}
