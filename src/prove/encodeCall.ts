// Stage: prove (encoder). Calls: builtins (min, max, abs, floor, ceil, xor, bit, len, sum),
// definitions (inlined), claim oracles (through the conjecture, see OracleHooks) and position records
// `{ n: 5, turn: A }`.

import type { ExprOf } from '../lang/ast.js';
import type { ExprEncoder, Scope } from './exprEncoder.js';
import { asNum, num, symIte, unify, type Sym } from './sym.js';
import { Unsupported } from './unsupported.js';

export function encodeCall(enc: ExprEncoder, e: ExprOf<'call'>, scope: Scope): Sym {
  switch (e.ref?.kind) {
    case 'define':
      return enc.inline(
        e.callee,
        e.args.map((a) => enc.encode(a, scope)),
        scope,
        e.span,
      );
    case 'oracle':
      return encodeOracle(enc, e, scope);
    case 'builtin':
      return encodeBuiltin(enc, e, scope);
    default:
      throw new Error(`internal: call '${e.callee}' was not resolved by typecheck`);
  }
}

function encodeBuiltin(enc: ExprEncoder, e: ExprOf<'call'>, scope: Scope): Sym {
  const { ctx, be } = enc;
  const single = e.args.length === 1 && e.args[0]!.type?.kind === 'array';
  const items = (): Sym[] => {
    if (!single) return e.args.map((a) => enc.encode(a, scope));
    const arr = enc.encode(e.args[0]!, scope);
    if (arr.kind !== 'array') throw new Error('internal: array argument is not an array');
    return arr.elems;
  };
  switch (e.callee) {
    case 'min':
    case 'max': {
      const xs = items().map(asNum);
      if (xs.length === 0) {
        enc.side('defined', `${e.callee} of an empty array`, ctx.Bool.val(false), e.span);
        return enc.intVal(0);
      }
      return xs.reduce((acc, x) => {
        const [a, b] = unify(be, acc, x);
        const better = e.callee === 'min' ? be.lt(b, a) : be.lt(a, b);
        return asNum(symIte(ctx, be, better, x, acc));
      });
    }
    case 'abs': {
      const x = asNum(enc.encode(e.args[0]!, scope));
      const zero = x.real ? be.realVal('0') : be.intVal(0n);
      const negated = enc.op(() => be.neg(x.term), e.span);
      return num(ctx.If(be.lt(x.term, zero), negated, x.term) as typeof x.term, x.real);
    }
    case 'floor':
    case 'ceil': {
      const x = asNum(enc.encode(e.args[0]!, scope));
      if (!x.real) return x; // the identity on ints
      // to_int is floor; ceil(x) = -floor(-x). Reals only exist in the int backend: no overflow here
      return num(e.callee === 'floor' ? be.toInt(x.term) : be.neg(be.toInt(be.neg(x.term))));
    }
    case 'xor': {
      const xs = single ? items().map((x) => asNum(x).term) : e.args.map((a) => enc.small(a, scope));
      if (xs.length === 0) return enc.intVal(0);
      return num(xs.reduce((acc, x) => enc.xor(acc, x, e.span)));
    }
    case 'bit': {
      const x = enc.small(e.args[0]!, scope);
      const i = asNum(enc.encode(e.args[1]!, scope)).term;
      enc.side('defined', 'bit(x, i) with i < 0', be.le(be.intVal(0n), i), e.span);
      return num(be.bit(x, i));
    }
    case 'len': {
      const t = e.args[0]!.type;
      if (t?.kind !== 'array') throw new Error('internal: len of a non-array');
      return enc.intVal(t.length);
    }
    case 'sum': {
      const xs = items().map(asNum);
      if (xs.length === 0) return enc.intVal(0);
      return xs.reduce((acc, x) => {
        const [a, b, real] = unify(be, acc, x);
        return asNum(
          num(
            enc.op(() => be.add(a, b), e.span),
            real,
          ),
        );
      });
    }
    default:
      throw new Unsupported(`the builtin '${e.callee}' has no symbolic encoding`, e.span);
  }
}

export function encodeRecord(enc: ExprEncoder, e: ExprOf<'record'>, scope: Scope): Sym {
  const fields = new Map<string, Sym>();
  for (const name of enc.program.stateFields) {
    const f = e.fields.find((x) => x.name === name);
    if (!f) throw new Unsupported(`the position does not give '${name}'`, e.span);
    fields.set(name, enc.encode(f.value, scope));
  }
  return { kind: 'pos', fields };
}

function encodeOracle(enc: ExprEncoder, e: ExprOf<'call'>, scope: Scope): Sym {
  const oracle = enc.program.oracle;
  if (!oracle) throw new Unsupported(`'${e.callee}(…)' needs the solved game; it can only be proved from a proved conjecture`, e.span);
  let position: Sym;
  if (e.args.length === 1 && e.args[0]!.type?.kind === 'position') position = enc.encode(e.args[0]!, scope);
  else {
    const fields = new Map<string, Sym>();
    enc.program.stateFields.forEach((f, k) => fields.set(f, enc.encode(e.args[k]!, scope)));
    position = { kind: 'pos', fields };
  }
  return oracle.query(e.callee as 'safe', position, e.span);
}
