// Law: on files over a real field, compiled code = the exact reference = Z3 at concrete values. Each
// expression of the file (the move's guard and real target, the conjecture, the definitions' bodies
// through their calls) is evaluated at positions (n, r) with r a binary fraction (a frame holds it
// exactly): the compiled value must be the reference's rational exactly — or, where no float64 is
// that rational, a refusal (never a rounded value); an error must be the same error; and Z3, given
// the same values as numerals, must compute the reference's value.

import type { Expr } from '../../src/lang/ast.js';
import { compileExpr } from '../../src/lang/compile.js';
import { createProgram } from '../../src/lang/program.js';
import { Rational, fromDouble, toDouble } from '../../src/lang/rational.js';
import { evalReference, type RefValue } from '../../src/lang/reference.js';
import { EvalError } from '../../src/lang/runtime.js';
import { buildLayout } from '../../src/game/layout.js';
import type { BoolT, NumT } from '../../src/prove/backend.js';
import { intBackend } from '../../src/prove/backend.js';
import { Encoder } from '../../src/prove/encoder.js';
import { runCheck } from '../../src/prove/runCheck.js';
import { num, type Sym } from '../../src/prove/sym.js';
import { Unsupported } from '../../src/prove/unsupported.js';
import { getZ3 } from '../../src/prove/z3.js';
import type { Spec } from '../../src/model/model.js';

/** The positions (n, r): r a binary fraction, an integer, negative, and beyond 2^53. */
export const REAL_POINTS: [number, number][] = [
  [0, 0],
  [1, 0.5],
  [2, -1.25],
  [3, 3],
  [1, 0.1 * 0 + 2 ** 53 + 2],
  [4, 0.375],
];

type Outcome = { value: RefValue } | { error: string };

function outcome(run: () => unknown): { value: unknown } | { error: string } {
  try {
    return { value: run() };
  } catch (e) {
    if (e instanceof EvalError) return { error: `${e.kind}: ${e.message}` };
    throw e;
  }
}

const show = (v: unknown): string => (typeof v === 'bigint' ? `${v}n` : v instanceof Rational ? `${v.num}/${v.den}` : JSON.stringify(v));

/** Whether a compiled value is exactly the reference's value. */
function sameValue(compiled: unknown, ref: RefValue): boolean {
  if (typeof ref === 'boolean') return compiled === ref;
  if (typeof ref === 'bigint') return (typeof compiled === 'number' && Number.isInteger(compiled) && BigInt(compiled) === ref) || compiled === ref;
  if (ref instanceof Rational) {
    if (typeof compiled !== 'number') return false;
    const c = fromDouble(compiled);
    return c !== undefined && c.num === ref.num && c.den === ref.den;
  }
  return false;
}

export async function lawReals(spec: Spec, stats: Record<string, number> = {}): Promise<string | undefined> {
  const exprs: [string, Expr][] = [];
  const move = spec.game.moves[0]!;
  if (move.guard) exprs.push(['the guard', move.guard]);
  for (const a of move.targets[0]!.assignments) exprs.push([`the target's ${a.field}`, a.value]);
  if (spec.conjecture?.safe) exprs.push(['S', spec.conjecture.safe]);
  const layout = buildLayout(spec);
  const program = createProgram(spec.defines, layout.scope);
  const defines = new Map(spec.defines.map((d) => [d.name, { params: d.params, body: d.body }]));
  const compiled = exprs.map(([, e]) => compileExpr(e, layout.scope, program));
  const slot = (name: string): number => layout.scope.slots.get(name)!.slot;
  const { ctx } = await getZ3();
  const add = (k: string): void => void (stats[k] = (stats[k] ?? 0) + 1);
  const be = intBackend(ctx, 128);
  const enc = new Encoder(ctx, be, { defines: new Map(spec.defines.map((d) => [d.name, d])), stateFields: ['n', 'r'] });
  const pairs: { what: string; term: Sym; ref: RefValue }[] = [];
  for (const [n, r] of REAL_POINTS) {
    const at = `at n = ${n}, r = ${r}`;
    const frame = new Float64Array(layout.frameSize);
    frame[slot('n')] = n;
    frame[slot('r')] = r;
    const exactR = fromDouble(r)!;
    const scope = {
      fields: new Map<string, Sym>([
        ['n', num(be.intVal(BigInt(n)))],
        ['r', num(be.realVal(`${exactR.num}/${exactR.den}`), true)],
      ]),
      params: new Map<string, Sym>(),
      binders: new Map<string, Sym>(),
    };
    for (const [k, [what, e]] of exprs.entries()) {
      program.clearMemo();
      const ref: Outcome = outcome(() =>
        evalReference(e, {
          values: new Map<string, RefValue>([
            ['n', BigInt(n)],
            ['r', exactR],
          ]),
          defines,
          unchecked: true,
          scope: layout.scope,
        }),
      ) as Outcome;
      const got = outcome(() => compiled[k]!(frame));
      if ('error' in ref) {
        add('reference error');
        if (!('error' in got) || got.error.split(':')[0] !== ref.error.split(':')[0])
          return `${what} ${at}: the reference stops with ${ref.error}, the compiled code gives ${'error' in got ? got.error : show(got.value)}`;
        continue;
      }
      if ('error' in got) {
        // a real no float64 holds: compiled code refuses it, it never rounds it
        if (ref.value instanceof Rational && toDouble(ref.value) === undefined && /not a binary fraction/.test(got.error)) {
          add('refused: not a float64');
        } else return `${what} ${at}: the compiled code stops with ${got.error}, the reference gives ${show(ref.value)}`;
      } else if (!sameValue(got.value, ref.value)) return `${what} ${at}: compiled ${show(got.value)} ≠ reference ${show(ref.value)}`;
      else add(ref.value instanceof Rational && !ref.value.isInteger() ? 'equal (a fraction)' : 'equal');
      try {
        pairs.push({ what: `${what} ${at}`, term: enc.encode(e, scope), ref: ref.value });
      } catch (err) {
        if (err instanceof Unsupported) add('z3 unsupported');
        else throw err;
      }
    }
  }
  if (pairs.length === 0) return undefined;
  {
    // one solver call: does Z3 allow any encoded value to differ from the reference's?
    const differs = (p: (typeof pairs)[number]): BoolT => {
      if (p.term.kind === 'bool') return ctx.Bool.val(p.ref as boolean).neq(p.term.term);
      const v = p.ref instanceof Rational ? p.ref : Rational.int(p.ref as bigint);
      const refTerm: NumT = be.realVal(`${v.num}/${v.den}`);
      const t = p.term.kind === 'num' ? (p.term.real ? p.term.term : be.toReal(p.term.term)) : undefined;
      if (!t) throw new Error(`lawReals: ${p.what} is not a number in Z3`);
      return be.eq(t, refTerm).not();
    };
    const check = async (fs: BoolT[]): Promise<string> => {
      const s = new ctx.Solver();
      try {
        s.add(...be.drain(), ctx.Or(...fs));
        return (await runCheck(s, 10_000)).status;
      } finally {
        s.release();
      }
    };
    const status = await check(pairs.map(differs));
    add(`z3 ${status}`);
    if (status === 'sat') {
      for (const p of pairs) if ((await check([differs(p)])) === 'sat') return `${p.what}: Z3 computes a value other than the reference's ${show(p.ref)}`;
      return `Z3 computes a value other than the reference's`;
    }
  }
  return undefined;
}
