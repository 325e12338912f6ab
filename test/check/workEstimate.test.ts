// The up-front work estimate (check/workEstimate.ts): a conjecture or claim whose quantifiers could
// never finish is refused at once at its binder (ZM4210, exit 2) — these ran until killed, with no
// output — while ordinary quantifiers, ∃ whose bound follows the position, and claims that query the
// solved game (decided position by position or by a certificate) are not refused.
import { describe, expect, it } from 'vitest';
import { checkText } from '../conformance/runFile.js';

const run = (text: string) => checkText<{ verdict: string }>(text, ['--deterministic', '--no-symbolic']);
const game = 'name: w\ngame: { subtraction: [1, 2] }\n';

describe('the work estimate', () => {
  it('refuses count(i ∈ 0..9·10^6: …) in a conjecture over 10^6 positions, at the binder, at once', async () => {
    const started = Date.now();
    const r = await run(`${game}conjecture:\n  S: n mod 3 = 0 ∧ count(i ∈ 0..9000000: i < n) ≥ 0\ncheck: { bounds: { n: 0..1000000 } }\n`);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /probe\.yaml:4:26: error ZM4210: the conjecture needs about 2\.7·10\^13 evaluation steps over the region's 1000001 positions \(the range of `i` has up to 9\.0·10\^6 values\)/,
    );
    expect(r.err).toContain('hint: bound the range by the position');
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('refuses nested ∀ over 5·10^6 × 5·10^6 in a claim and in a conjecture', async () => {
    const claim = await run(`${game}conjecture: S = n mod 3 = 0\nclaims:\n  - holds: ∀ i ∈ 0..5000000: ∀ j ∈ 0..5000000: i * j ≥ 0\ncheck: { bounds: { n: 0..100 } }\n`);
    expect(claim.code).toBe(2);
    expect(claim.err).toMatch(/probe\.yaml:5:14: error ZM4210: this claim needs about 1\.3·10\^14/);
    const conj = await run(`${game}conjecture:\n  S: n mod 3 = 0 ∧ (∀ i ∈ 0..5000000: ∀ j ∈ 0..5000000: i + j ≥ 0)\ncheck: { bounds: { n: 0..10 } }\n`);
    expect(conj.err).toContain('error ZM4210: the conjecture needs about');
  });

  it('counts the work inside definitions the expression calls', async () => {
    const r = await run(`${game}define:\n  many(x): count(i ∈ 0..100000000: i < x)\nconjecture:\n  S: n mod 3 = 0 ∧ many(n) ≥ 0\ncheck: { bounds: { n: 0..10000 } }\n`);
    expect(r.err).toMatch(/probe\.yaml:4:18: error ZM4210/);
  });

  it('lets ordinary quantifiers and claims about the solved game through', async () => {
    const ok = await run(`${game}conjecture:\n  S: n mod 3 = 0 ∧ (∀ i ∈ 0..n: i ≤ n)\nclaims:\n  - holds: ∀ m ∈ 0..1000000000000: safe(m) ⇔ m mod 3 = 0\ncheck: { bounds: { n: 0..2000 } }\n`);
    expect(ok.err).not.toContain('ZM4210');
  });

  it('counts one branch of a ragged data table indexed by a binder, not every row', async () => {
    // `tab[i]` with rows of different lengths is a chain of one branch per row; `n < 0 ∧ …` keeps
    // the check itself cheap. Summing the 40 branches made this 2.4·10^11 steps (refused).
    const rows = Array.from({ length: 40 }, (_, k) => `[${Array.from({ length: 1 + (k % 3) }, (_, j) => k + j).join(', ')}]`);
    const text = `${game}define:\n  tab: [${rows.join(', ')}]\nconjecture:\n  S: n mod 3 = 0 ∨ (n < 0 ∧ ∀ i ∈ 0..39: ∀ w ∈ tab[i]: w ≥ 0)\ncheck: { bounds: { n: 0..10000000 } }\n`;
    const r = await run(text);
    expect(r.err).not.toContain('ZM4210');
    // … while the same quantifiers over a range as wide as the table still count every value
    const wide = await run(text.replace('∀ w ∈ tab[i]', '∀ w ∈ 0..39 * i'));
    expect(wide.err).toContain('error ZM4210');
  });

  it('counts from the start at most the positions the memory limit could hold, and says so', async () => {
    const text = [
      'name: big-set',
      'game:',
      '  state: { taken: bool[30] }',
      '  start: { taken: {} }',
      '  moves:',
      '    - for: v ∈ 0..29',
      '      if: ¬taken[v]',
      '      to: { taken[v]: true }',
      'conjecture:',
      '  S: ∀ v ∈ 0..29: ∀ w ∈ 0..29: ∀ u ∈ 0..29: taken[v] ∨ taken[w] ∨ taken[u] ∨ v + w + u ≥ 0',
      'check: { from: start }',
      '',
    ].join('\n');
    const r = await run(text);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/error ZM4210: the conjecture needs about [0-9.]+·10\^1[0-9] evaluation steps over up to 5\.4·10\^8 positions reached from the start/);
    expect(r.err).toContain('hint: the positions a search from the start reaches are not known before it runs');
  });
});
