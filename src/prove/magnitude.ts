// Stage: prove. A static bound on |value| of every integer the bitvector encoding computes, assuming
// fields and params below 2^width; it sizes the terms (bits = bit length of the bound + 2). The
// bound only picks a width: overflow is still excluded by side conditions that Z3 must prove.

import type { Binder, Expr } from '../lang/ast.js';
import type { Spec } from '../model/model.js';

export function termBits(spec: Spec, width: number): number {
  const field = 1n << BigInt(width);
  const defines = new Map(spec.defines.map((d) => [d.name, d]));
  let top = field;
  const expanding = new Set<string>();
  const max = (...xs: bigint[]): bigint => xs.reduce((a, b) => (a > b ? a : b), 0n);
  const note = (v: bigint): bigint => ((top = max(top, v)), v);

  const binders = (bs: Binder[], env: Map<string, bigint>): [Map<string, bigint>, bigint] => {
    const inner = new Map(env);
    let count = 1n;
    for (const b of bs) {
      const d = b.domain;
      if (d.kind === 'range') {
        const lo = mag(d.lo, inner);
        const hi = mag(d.hi, inner);
        inner.set(b.name, max(lo, hi));
        count *= lo + hi + 1n;
      } else if (d.kind === 'set') {
        inner.set(b.name, max(...d.elems.map((x) => mag(x, inner))));
        count *= BigInt(d.elems.length);
      } else {
        inner.set(b.name, mag(d, inner));
        count *= BigInt(d.type?.kind === 'array' ? d.type.length : 1);
      }
    }
    return [inner, count];
  };

  const mag = (e: Expr, env: Map<string, bigint>): bigint => {
    const sub = (x: Expr): bigint => mag(x, env);
    switch (e.kind) {
      case 'int':
        return note(e.value < 0n ? -e.value : e.value);
      case 'real':
      case 'bool':
        return 1n;
      case 'name': {
        const r = e.ref;
        if (r?.kind === 'binder') return env.get(e.name) ?? field;
        if (r?.kind === 'define') return inline(e.name, [], env);
        if (r?.kind === 'player' || r?.kind === 'outcome') return 3n;
        return field;
      }
      case 'neg':
        return sub(e.arg);
      case 'not':
        return (sub(e.arg), 1n);
      case 'arith': {
        const a = sub(e.left);
        const b = sub(e.right);
        const v = e.op === '*' ? a * b : e.op === 'mod' ? 2n * b : a + b;
        return note(v);
      }
      case 'xor': {
        const a = sub(e.left);
        const b = sub(e.right);
        return note(1n << BigInt(max(a, b).toString(2).length));
      }
      case 'logic':
        return (sub(e.left), sub(e.right), 1n);
      case 'cmp':
        return (e.args.forEach(sub), 1n);
      case 'in':
        return (sub(e.elem), sub(e.set), 1n);
      case 'set':
      case 'array':
        return max(...e.elems.map(sub));
      case 'range':
        return max(sub(e.lo), sub(e.hi));
      case 'index':
        return (sub(e.index), sub(e.target));
      case 'ite':
        return (sub(e.cond), max(sub(e.then), sub(e.else)));
      case 'quant': {
        const [inner] = binders(e.binders, env);
        return (mag(e.body, inner), 1n);
      }
      case 'count': {
        const [inner, count] = binders(e.binders, env);
        return (mag(e.body, inner), note(count));
      }
      case 'record':
        return max(...e.fields.map((f) => sub(f.value)));
      case 'comp': // evaluated at load: never in a spec's expressions
        throw new Error('magnitude: a comprehension outside a data table');
      case 'call': {
        const args = e.args.map(sub);
        if (e.ref?.kind === 'define') return inline(e.callee, args, env);
        if (e.ref?.kind === 'oracle') return field;
        const length = BigInt(e.args[0]?.type?.kind === 'array' ? e.args[0].type.length : e.args.length);
        switch (e.callee) {
          case 'sum':
            return note(length * max(...args));
          case 'xor':
            return note(1n << BigInt(max(...args).toString(2).length));
          case 'bit':
            return 1n;
          case 'len':
            return length;
          case 'floor':
          case 'ceil':
            return note(max(...args) + 1n); // |⌊x⌋|, |⌈x⌉| ≤ |x| + 1 for a real x
          default:
            return max(...args);
        }
      }
    }
  };

  const inline = (name: string, args: bigint[], env: Map<string, bigint>): bigint => {
    const d = defines.get(name);
    if (!d || expanding.has(name)) return field;
    expanding.add(name);
    try {
      const inner = new Map(env);
      d.params.forEach((p, k) => inner.set(p, args[k] ?? field));
      return mag(d.body, inner);
    } finally {
      expanding.delete(name);
    }
  };

  const none = new Map<string, bigint>();
  const c = spec.conjecture;
  for (const e of [c?.safe, c?.fragile, c?.neutral, c?.grundy, spec.game.end.lose, spec.game.end.draw, spec.game.end.win]) if (e) mag(e, none);
  for (const m of spec.game.moves) {
    const [env] = binders(m.binders, none);
    if (m.guard) mag(m.guard, env);
    for (const t of m.targets) for (const a of t.assignments) (mag(a.value, env), a.index && mag(a.index, env));
  }
  for (const cl of spec.claims) mag(cl.holds, none);
  for (const e of spec.proof?.termination ?? []) mag(e, none);
  for (const s of spec.proof?.strategy ?? []) (mag(s.when, none), s.move.assignments.forEach((a) => mag(a.value, none)));
  // the automatic termination candidates add up every integer slot of a position
  const slots = spec.game.state.reduce((n, f) => n + (f.domain.kind === 'array' ? f.domain.length : 1), 0);
  note(BigInt(slots + 1) * field);
  return top.toString(2).length + 2;
}
