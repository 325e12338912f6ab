// count(v ∈ a..b: P) over a range that does not unroll (src/prove/encodeMonotoneCount.ts): on
// concrete values the encoding agrees with the evaluator wherever P is downward closed, its definition
// is satisfiable even where P is not (it constrains nothing else), and the closure condition is
// refutable exactly where P holds on something other than a prefix (fast-check; the seed is printed).
// End to end: a file with a downward-closed count is proved (obligation count-closure), one whose
// count is not downward closed is never proved, and a wrong conjecture with such a count is refuted.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { getZ3 } from '../../src/prove/z3.js';
import { intBackend, type BoolT } from '../../src/prove/backend.js';
import { folding } from '../../src/prove/fold.js';
import { Encoder } from '../../src/prove/encoder.js';
import { runCheck } from '../../src/prove/runCheck.js';
import { countInstances } from '../../src/prove/plan.js';
import type { NumSym, Sym } from '../../src/prove/sym.js';
import { world } from '../lang/helpers.js';
import { expectAllProved, game9, obligation, prove, summary } from './helpers.js';
import { campaignRuns } from '../setup/campaignSize.js';

const w = world({ fields: { a: 'int', b: 'int', x: 'int', y: 'int' } });

/** Predicates over v: some downward closed on every range, some only on some ranges, some never. */
const BODIES = ['v * (x + v) ≤ y', '3 * v + x ≤ y', 'v ≤ x ∨ v ≤ y', 'v * v ≤ y', 'v mod 3 ≠ 2', 'v ≥ x', 'v * v ≥ y ∧ v ≤ x + y'];

type Inputs = { a: number; b: number; x: number; y: number };

async function status(assertions: BoolT[]): Promise<string> {
  const { ctx } = await getZ3();
  const s = new ctx.Solver();
  try {
    s.add(...assertions);
    return (await runCheck(s, 20_000)).status;
  } finally {
    s.release();
  }
}

/** Encodes count(v ∈ a..b: body) with a..b symbolic (fresh constants equal to the inputs). */
async function encodeAt(body: string, inputs: Inputs) {
  const { ctx } = await getZ3();
  const be = folding(ctx, intBackend(ctx));
  const enc = new Encoder(ctx, be, { defines: new Map(), stateFields: ['a', 'b', 'x', 'y'] });
  const eqs: BoolT[] = [];
  const fields = new Map<string, Sym>();
  for (const [name, v] of Object.entries(inputs)) {
    const c = enc.fresh(name) as NumSym;
    eqs.push(be.eq(c.term, be.intVal(BigInt(v))));
    fields.set(name, c);
  }
  const e = w.check(`count(v ∈ a..b: ${body})`).expr;
  const r = enc.encode(e, { fields, params: new Map(), binders: new Map() });
  if (r.kind !== 'num') throw new Error('not a number');
  const of = (kind: string): BoolT[] => enc.sides.filter((s) => s.kind === kind).map((s) => s.cond);
  return { ctx, be, term: r.term, eqs, sides: enc.sides, axioms: of('axiom'), closure: of('closure'), others: enc.sides.filter((s) => s.kind !== 'axiom' && s.kind !== 'closure') };
}

/** The evaluator's count, and whether the values of v where body holds form a prefix of a..b. */
function truth(body: string, inputs: Inputs): { count: number; prefix: boolean } {
  const p = w.compile<boolean>(body.replace(/\bv\b/g, 'a'));
  const holds: boolean[] = [];
  for (let v = inputs.a; v <= inputs.b; v++) holds.push(p({ ...inputs, a: v }));
  const count = w.compile<number>(`count(v ∈ a..b: ${body})`)(inputs);
  const first = holds.indexOf(false);
  return { count, prefix: first < 0 || holds.slice(first).every((h) => !h) };
}

describe('count over a symbolic range, on concrete values', () => {
  it('equals the evaluator where closed; definition always satisfiable; closure refutable iff not a prefix', async () => {
    const seed = Number(process.env.SEED ?? Date.now() % 1_000_000);
    console.log(`monotoneCount property seed: ${seed}`);
    const small = fc.integer({ min: -12, max: 12 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BODIES), small, small, small, small, async (body, a, b, x, y) => {
        const inputs = { a, b, x, y };
        const t = truth(body, inputs);
        const enc = await encodeAt(body, inputs);
        expect(enc.others, 'no other side conditions for these bodies').toEqual([]);
        expect(enc.closure.length).toBe(1);
        const value = enc.be.eq(enc.term, enc.be.intVal(BigInt(t.count)));
        // the definition (and the lemma "closure ⇒ facts") constrains nothing else, closed or not
        expect(await status([...enc.eqs, ...enc.axioms])).toBe('sat');
        // the closure condition can be broken exactly where the condition is not on a prefix
        expect(await status([...enc.eqs, ...enc.axioms, enc.ctx.And(...enc.closure).not()])).toBe(t.prefix ? 'unsat' : 'sat');
        if (t.prefix) {
          // closed: with what the obligations assume (plan.ts), the term is the evaluator's count, and
          // nothing else
          const assumed = [...enc.eqs, ...enc.axioms, ...countInstances(enc.sides)];
          expect(await status([...assumed, value])).toBe('sat');
          expect(await status([...assumed, value.not()])).toBe('unsat');
        }
      }),
      { seed, numRuns: campaignRuns(40) },
    );
  });

  it('refuses such a count inside a quantifier (its end would depend on the bound variable)', async () => {
    const { ctx } = await getZ3();
    const be = folding(ctx, intBackend(ctx));
    const enc = new Encoder(ctx, be, { defines: new Map(), stateFields: ['a', 'b', 'x', 'y'] });
    const fields = new Map<string, Sym>(['a', 'b', 'x', 'y'].map((n) => [n, enc.fresh(n)]));
    const e = w.check('∀ u ∈ a..b: count(v ∈ 1..u: v ≤ x) ≤ y').expr;
    expect(() => enc.encode(e, { fields, params: new Map(), binders: new Map() })).toThrow(/inside a quantifier/);
  });
});

/** Game 9 with n mod 5 written as n − 5·#{v ≥ 1 : 5v ≤ n}, a count over a range ending at n. */
const fives = (set: string, expect = 'proved'): string => game9(`n - 5 * fives(n) ∈ ${set}`, `define:\n  fives(y): count(v ∈ 1..y: 5 * v ≤ y)\nproof:\n  termination: n\nexpect: ${expect}\n`);

describe('proveSpec with counts over symbolic ranges', () => {
  it('proves game 9 with n mod 5 written as a downward-closed count, closure as its own obligation', async () => {
    const r = await prove(fives('{0, 2}'));
    expectAllProved(r);
    expect(r.obligations.map((o) => o.id)).toEqual(['count-closure', 'domain', 'partition', 'terminal-lose', 'condition-I', 'condition-II', 'finiteness']);
  });

  it('refutes the wrong conjecture n mod 5 ∈ {0, 3} written with the count (n = 2, confirmed)', async () => {
    const r = await prove(fives('{0, 3}', 'refuted'));
    expect(r.status, summary(r)).toBe('refuted');
    expect(obligation(r, 'condition-I').counterexample).toMatchObject({ position: { n: 2 }, confirmed: true });
  });

  it('never proves a file whose count is not downward closed', async () => {
    const r = await prove(`
name: not-closed
game:
  state: { n: nat }
  moves:
    - for: t ∈ {1, 2}
      if: t ≤ n
      to: { n: n - t }
define:
  threes(y): count(v ∈ 1..y: v mod 3 = 0)
conjecture:
  S: n mod 3 = 0 ∨ threes(n) = 7 * n + 5
proof:
  termination: n
`);
    expect(r.status, summary(r)).toBe('unknown');
    const o = obligation(r, 'count-closure');
    expect(o.status).not.toBe('proved');
    expect(o.refutes).toBe('none');
  });

  it('proves the book’s game 22 (two on a bicycle, formula (6) with strategy (8)) for every position', async () => {
    const r = await prove(readFileSync('proofs/heap/game22-bicycle.yaml', 'utf8'), { timeoutMs: 30_000 });
    expectAllProved(r);
    expect(obligation(r, 'count-closure').status).toBe('proved');
  });
});
