// ZM3006 for a set compared with = or ≠ (src/lang/setCompare.ts): format.md §3 has sets only after
// ∈ / ∉ and as binders' domains, so `n = {0, 2}`, `taken = {0, 2}` and `{1, 2} = {2, 1}` are refused
// at the set, with the form that says it — and each form the hint suggests is itself accepted.

import { describe, expect, it } from 'vitest';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { world } from './helpers.js';

const game = world({ fields: { n: 'int', taken: 'bool[4]', x: 'int' } });

function error(text: string) {
  const { diagnostics } = game.check(text);
  expect(diagnostics.length, `${text}: ${diagnostics.map((d) => d.message).join(' | ')}`).toBe(1);
  const d = diagnostics[0]!;
  return { code: d.code, at: text.slice(d.span!.start, d.span!.end), message: d.message, hint: d.hint ?? '', pt: diagnosticPt(d) };
}

/** The expression the hint suggests, after its colon (up to a semicolon). */
const suggested = (hint: string): string => /: (.+?)(;|$)/.exec(hint)![1]!;

describe('a set compared with = or ≠', () => {
  it('with a number: membership', () => {
    const e = error('n mod 5 = {0, 2}');
    expect(e).toMatchObject({ code: 'ZM3006', at: '{0, 2}' });
    expect(e.message).toBe('a set {…} cannot be compared with =: a set is not a value here, it can only appear after ∈ / ∉ or as the domain of a binder');
    expect(e.hint).toBe('to test membership write n mod 5 ∈ {0, 2}');
    expect(error('n ≠ 0..3').hint).toBe('to test membership write n ∉ 0..3');
    expect(error('0..3 = n').at).toBe('0..3');
    expect(game.check('n mod 5 ∈ {0, 2}').diagnostics).toEqual([]);
  });

  it('with a bool[k] field: its array of booleans', () => {
    const e = error('taken = {0, 2}');
    expect(e).toMatchObject({ code: 'ZM3006', at: '{0, 2}' });
    expect(e.hint).toBe(
      '`taken` is a bool[4] array: compare it with an array of booleans, taken = [true, false, true, false]; a set of indices gives a bool[k] field only inside a position, as in safe({ taken: {0, 2} })',
    );
    expect(game.check(/, (taken = \[.+?\]);/.exec(e.hint)![1]!).diagnostics).toEqual([]);
    // a varying index: no array can be written for it
    expect(error('taken ≠ {n}').hint).toContain('taken ≠ [b0, b1, …] (one boolean per element)');
  });

  it('two sets: elementwise, in the order written', () => {
    const e = error('{1, 2} = {2, 1}');
    expect(e).toMatchObject({ code: 'ZM3006', at: '{1, 2}' });
    expect(e.hint).toBe('to compare two sets, compare their elements: (∀ x ∈ {1, 2}: x ∈ {2, 1}) ∧ (∀ x ∈ {2, 1}: x ∈ {1, 2})');
    expect(game.check(suggested(e.hint)).diagnostics).toEqual([]);
    // a name of the sets is not taken for the bound variable
    expect(error('{x, 1} ≠ {2}').hint).toContain('¬((∀ y ∈ {x, 1}: y ∈ {2})');
  });

  it('the elements of the sets are checked as anywhere; an ordered comparison keeps the general message', () => {
    const { diagnostics } = game.check('{m} = {0}');
    expect(diagnostics.map((d) => d.code).sort()).toEqual(['ZM3001', 'ZM3006']);
    expect(error('n < {1, 2}').message).toBe('a set {…} can only appear after ∈ / ∉ or as the domain of a binder');
  });

  it('in Portuguese', () => {
    const e = error('taken = {0, 2}');
    expect(e.pt.message).toBe('um conjunto {…} não se compara com =: um conjunto não é aqui um valor, só pode aparecer depois de ∈ / ∉ ou como domínio de uma variável ligada');
    expect(e.pt.hint).toBe(
      '`taken` é um array bool[4]: compare-o com um array de booleanos, taken = [true, false, true, false]; um conjunto de índices dá um campo bool[k] só dentro de uma posição, como em safe({ taken: {0, 2} })',
    );
    expect(error('{1, 2} = {2, 1}').pt.hint).toMatch(/^para comparar dois conjuntos, compare os seus elementos: /);
    expect(error('n = {0, 2}').pt.hint).toBe('para testar a pertença escreva n ∈ {0, 2}');
  });
});
