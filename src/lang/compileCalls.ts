// Stage: lang (compiler). Calls and positions: builtins (min, max, abs, floor, ceil, xor, bit, len,
// sum), calls of definitions through the program's table `D`, claim oracles through `o`, and position
// records built as a Float64Array in the state layout (scope.state). Arguments are evaluated left to
// right.

import type { Expr, ExprOf } from './ast.js';
import type { ArrayView, CodeEmitter } from './codeEmitter.js';
import { MAX_SAFE, xorCode } from './intCode.js';
import * as I from './interval.js';
import { elementsOf } from './rangeOf.js';
import { OUTCOME_FRAGILE, OUTCOME_NEUTRAL, OUTCOME_SAFE } from './runtime.js';

export function compileCall(g: CodeEmitter, e: ExprOf<'call'>): string {
  switch (e.ref?.kind) {
    case 'define': {
      if (!g.defineNames.has(e.callee)) throw new Error(`compile: '${e.callee}' is not a definition of the program`);
      const args = e.args.map((a) => g.expr(a));
      return g.bind(`D[${JSON.stringify(e.callee)}](f, o${args.map((a) => `, ${a}`).join('')})`);
    }
    case 'oracle':
      return compileOracle(g, e);
    case 'builtin':
      return compileBuiltin(g, e);
    default:
      throw new Error(`compile: call '${e.callee}' was not resolved by typecheck`);
  }
}

/** Iterates over a view: `each(x)` emits the loop body for element x. */
function forEach(g: CodeEmitter, v: ArrayView, from: number, each: (x: string) => void): void {
  const j = g.fresh('j');
  const x = g.fresh('x');
  g.emit(`for (let ${j} = ${from}; ${j} < ${v.length}; ${j}++) { const ${x} = ${v.atDynamic(j)};`);
  each(x);
  g.emit('}');
}

/** Arrays up to this length are folded element by element (no loop, constant indices). */
const UNROLL = 8;

function compileBuiltin(g: CodeEmitter, e: ExprOf<'call'>): string {
  const single = e.args.length === 1 && e.args[0]!.type?.kind === 'array' ? g.arrayView(e.args[0]!) : undefined;
  const isInt = e.type?.kind === 'int';
  switch (e.callee) {
    case 'min':
    case 'max': {
      const cmp = e.callee === 'min' ? '<' : '>';
      if (!single) return g.bind(`Math.${e.callee}(${e.args.map((a) => g.expr(a)).join(', ')})`);
      if (single.length === 0) {
        g.emit(`H.domainError(${g.span(e)}, '${e.callee} of an empty array');`);
        return '0';
      }
      const r = g.mutable(single.at(0));
      forEach(g, single, 1, (x) => g.emit(`if (${x} ${cmp} ${r}) ${r} = ${x};`));
      return r;
    }
    case 'abs': {
      const a = g.expr(e.args[0]!);
      return g.bind(isInt ? `${a} < 0 ? 0 - ${a} : ${a}` : `Math.abs(${a})`);
    }
    case 'floor':
    case 'ceil': {
      const a = g.expr(e.args[0]!);
      if (e.args[0]!.type?.kind === 'int') return a; // the identity on ints
      const v = g.bind(`Math.${e.callee}(${a}) + 0`); // + 0: ceil(-0.5) is -0
      // a real may be huge, ±Infinity or NaN: the negated test rejects all three
      g.emit(`if (!(${v} <= ${MAX_SAFE} && ${v} >= -${MAX_SAFE})) H.overflow(${g.span(e)});`);
      return v;
    }
    case 'xor': {
      if (single) {
        // every element in [0, m] with m = 2^k − 1 keeps the accumulator in [0, m] (induction)
        const rx = elementsOf(e.args[0]!, g.ranges);
        const racc = I.xor({ lo: 0, hi: 0 }, rx);
        const r = g.mutable('0');
        if (single.length <= UNROLL) for (let k = 0; k < single.length; k++) g.emit(`${r} = ${xorCode(r, racc, single.at(k), rx, () => g.span(e))};`);
        else forEach(g, single, 0, (x) => g.emit(`${r} = ${xorCode(r, racc, x, rx, () => g.span(e))};`));
        return r;
      }
      const values = e.args.map((a) => g.expr(a)); // all arguments first, as everywhere
      const ranges = e.args.map((a) => g.range(a));
      const r = g.mutable(values[0]!);
      let racc = ranges[0]!;
      values.slice(1).forEach((x, k) => {
        g.emit(`${r} = ${xorCode(r, racc, x, ranges[k + 1]!, () => g.span(e))};`);
        racc = I.xor(racc, ranges[k + 1]!);
      });
      return r;
    }
    case 'bit': {
      const x = g.expr(e.args[0]!);
      const i = g.expr(e.args[1]!);
      return g.bind(`H.bit(${x}, ${i}, ${g.span(e)})`);
    }
    case 'len': {
      const t = e.args[0]!.type;
      if (t?.kind !== 'array') throw new Error('compile: len of a non-array');
      return String(t.length);
    }
    case 'sum': {
      const r = g.mutable('0');
      forEach(g, single!, 0, (x) => {
        g.emit(`${r} += ${x};`);
        if (isInt) g.emit(`if (${r} > ${MAX_SAFE} || ${r} < -${MAX_SAFE}) H.overflow(${g.span(e)});`);
        // a real sum is exact while every term is an integer and the sum stays safe (realCode.ts)
        else g.emit(`if (!(Number.isInteger(${x}) && ${r} <= ${MAX_SAFE} && ${r} >= -${MAX_SAFE})) H.overflow(${g.span(e)});`);
      });
      return r;
    }
    default:
      throw new Error(`compile: builtin '${e.callee}' has no code generator`);
  }
}

/** Writes value `v` (of `node`'s type) at offset `off` of the position vector `p`. */
function store(g: CodeEmitter, p: string, off: number, node: Expr): void {
  const t = node.type;
  if (t?.kind === 'array') {
    const v = g.arrayView(node);
    for (let k = 0; k < v.length; k++) g.emit(`${p}[${off + k}] = ${v.at(k)};`);
    return;
  }
  const v = g.expr(node);
  g.emit(`${p}[${off}] = ${t?.kind === 'bool' ? `(${v} ? 1 : 0)` : v};`);
}

export function compileRecord(g: CodeEmitter, e: ExprOf<'record'>): string {
  const p = g.bind(`new Float64Array(${g.scope.stateSize})`);
  for (const f of e.fields) {
    const layout = g.scope.state.find((s) => s.name === f.name);
    if (!layout) throw new Error(`compile: field '${f.name}' is not in the state layout`);
    store(g, p, layout.offset, f.value);
  }
  return p;
}

function compileOracle(g: CodeEmitter, e: ExprOf<'call'>): string {
  let p: string;
  if (e.args.length === 1 && e.args[0]!.type?.kind === 'position') {
    p = g.expr(e.args[0]!);
  } else {
    if (e.args.length !== g.scope.state.length) throw new Error(`compile: '${e.callee}' needs ${g.scope.state.length} values`);
    p = g.bind(`new Float64Array(${g.scope.stateSize})`);
    e.args.forEach((a, k) => store(g, p, g.scope.state[k]!.offset, a));
  }
  const oracle = `(o ?? H.noOracle())`;
  const span = g.span(e);
  switch (e.callee) {
    case 'grundy':
      return g.bind(`${oracle}.grundy(${p}, ${span})`);
    case 'value':
      return g.bind(`${oracle}.value(${p}, ${span})`);
    case 'outcome':
      return g.bind(`${oracle}.outcome(${p}, ${span})`);
    default: {
      const code = { safe: OUTCOME_SAFE, fragile: OUTCOME_FRAGILE, neutral: OUTCOME_NEUTRAL }[e.callee as 'safe'];
      return g.bind(`${oracle}.outcome(${p}, ${span}) === ${code}`);
    }
  }
}
