// `proof.lemmas` in the file model: read with positioned, coded errors (ZM1047 names, ZM1004 a
// missing key, ZM1023 a formula that is not a condition), and printed back: a lemma printed with
// printExpr and read again is the same lemma (the printer law, over generated lemmas).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { printExpr } from '../../src/lang/print.js';
import { loadSpec } from '../../src/model/loadSpec.js';

const GAME = `name: g
game:
  state: { a: nat, b: 0..9 }
  params: { p: 0..3 }
  moves:
    - if: a ≥ 1
      to: { a: a - 1 }
define:
  twice(x): 2 * x
conjecture: { S: a mod 2 = 0 }
`;

const load = (lemmas: string) => loadSpec('conjectures/f.yaml', `${GAME}proof:\n  lemmas:\n${lemmas}`);
const errors = (lemmas: string) => load(lemmas).diagnostics.map((d) => `${d.code} ${d.span ? `${d.span.start}` : ''} ${d.message}`.replace(/ \d+ /, ' @ '));

describe('proof.lemmas in the model', () => {
  it('reads name and holds, in order', () => {
    const r = load('    - name: evenSum\n      holds: twice(a) mod 2 = 0\n    - name: bounded\n      holds: b ≤ 9 ∧ p ≥ 0\n');
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.value!.proof!.lemmas!.map((l) => [l.name, printExpr(l.holds)])).toEqual([
      ['evenSum', 'twice(a) mod 2 = 0'],
      ['bounded', 'b ≤ 9 ∧ p ≥ 0'],
    ]);
  });

  it('reports a repeated name, a bad name, a missing formula, a formula that is not a condition, an unknown key', () => {
    expect(errors('    - name: x\n      holds: a ≥ 0\n    - name: x\n      holds: b ≥ 0\n')).toEqual(['ZM1047 @ two lemmas are named `x`']);
    expect(errors('    - name: 2x\n      holds: a ≥ 0\n')).toEqual(['ZM1047 @ `2x` is not a valid lemma name']);
    expect(errors('    - name: x\n')[0]).toMatch(/^ZM1004 @ this lemma has no `holds`/);
    expect(errors('    - name: x\n      holds: a + 1\n')).toEqual(['ZM1023 @ the lemma `x` must be a condition (bool), found int']);
    expect(errors('    - name: x\n      holds: a ≥ 0\n      by: cases\n')).toEqual(['ZM1047 @ `by: cases` is not a way to prove a lemma']);
    expect(errors('    - name: x\n      holds: a ≥ 0\n      by: induction on a = 1\n')).toEqual(['ZM1023 @ the induction measure of the lemma `x` must be an integer, found bool']);
    expect(errors('    - name: x\n      holds: a ≥ 0\n      when: a\n')[0]).toMatch(/^ZM1003 @ unknown key `when`/);
  });

  it('the diagnostics point at the lemma (line:col of the repeated item)', () => {
    const r = load('    - name: x\n      holds: a ≥ 0\n    - name: x\n      holds: b ≥ 0\n');
    const d = r.diagnostics.find((x) => x.code === 'ZM1047')!;
    const text = `${GAME}proof:\n  lemmas:\n    - name: x\n      holds: a ≥ 0\n    - name: x\n      holds: b ≥ 0\n`;
    expect(text.slice(d.span!.start, d.span!.start + 7)).toBe('name: x');
    expect(text.slice(0, d.span!.start).split('\n').length).toBe(15);
  });

  it('reads `by: induction on m`, the measure with its position', () => {
    const r = load('    - name: x\n      holds: a ≥ 0\n      by: induction on a + b\n');
    const l = r.value!.proof!.lemmas![0]!;
    expect(printExpr(l.induction!)).toBe('a + b');
    const text = `${GAME}proof:\n  lemmas:\n    - name: x\n      holds: a ≥ 0\n      by: induction on a + b\n`;
    expect(text.slice(l.induction!.span.start, l.induction!.span.end)).toBe('a + b');
  });

  it('parse ∘ print: printed lemmas read back as the same lemmas', () => {
    const atom = fc.constantFrom('a', 'b', 'p', 'twice(a)', '(a + b)', 'a mod 3', 'abs(b - a)', '2');
    const cmp = fc.tuple(atom, fc.constantFrom('=', '≠', '<', '≤', '>', '≥'), atom).map(([x, op, y]) => `${x} ${op} ${y}`);
    const formula = fc
      .array(fc.tuple(cmp, fc.constantFrom('∧', '∨', '⇒')), { minLength: 1, maxLength: 3 })
      .map((parts) => parts.map(([c, op], k) => (k === parts.length - 1 ? c : `${c} ${op}`)).join(' '));
    const lemmas = fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z][A-Za-z0-9_-]{0,5}$/), formula), { minLength: 1, maxLength: 4, selector: ([n]) => n });
    const yaml = (ls: [string, string][]) => ls.map(([n, f]) => `    - name: ${n}\n      holds: '${f}'\n`).join('');
    fc.assert(
      fc.property(lemmas, (ls) => {
        const first = load(yaml(ls));
        expect(first.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        const printed = first.value!.proof!.lemmas!.map((l): [string, string] => [l.name, printExpr(l.holds)]);
        const again = load(yaml(printed)).value!.proof!.lemmas!.map((l): [string, string] => [l.name, printExpr(l.holds)]);
        expect(again).toEqual(printed);
        expect(printed.map(([n]) => n)).toEqual(ls.map(([n]) => n));
      }),
      { numRuns: 60 },
    );
  });
});
