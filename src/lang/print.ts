// Stage: lang. The printer: Expr → canonical Unicode text with minimal but safe parentheses.
// Law (test/properties/langPrint.test.ts): parseExpr(printExpr(e)) equals e up to span/type/ref.
// `if … else y` and quantifiers extend as far right as possible, so they are parenthesised unless
// nothing follows them up to the enclosing bracket (the `tail` flag).

import type { Binder, Expr } from './ast.js';
import { isSetOperation, SIZE } from './setSyntax.js';

const CMP_TEXT: Record<string, string> = { '=': '=', '!=': '≠', '<': '<', '<=': '≤', '>': '>', '>=': '≥' };
const LOGIC: Record<string, [number, string]> = { iff: [1, '⇔'], implies: [2, '⇒'], or: [3, '∨'], and: [4, '∧'] };

/** Binding strength: a child printed where a stronger level is needed gets parentheses. */
export function precedence(e: Expr): number {
  switch (e.kind) {
    case 'ite':
    case 'quant':
      return 0;
    case 'logic':
      return LOGIC[e.op]![0];
    case 'not':
      return 5;
    case 'cmp':
    case 'in':
      return 6;
    case 'range':
      return 7;
    case 'xor':
      return 8;
    case 'arith':
      return e.op === '+' || e.op === '-' ? 9 : 10;
    case 'neg':
      return 11;
    case 'int':
      return e.value < 0n ? 11 : 13;
    case 'real':
      return e.value < 0 || Object.is(e.value, -0) ? 11 : 13;
    case 'index':
      return 12;
    case 'call':
      return isSetOperation(e.callee) ? 8 : 13;
    default:
      return 13;
  }
}

export function printExpr(e: Expr): string {
  return print(e, 0, true);
}

export function printBinders(binders: Binder[]): string {
  return binders.map((b) => `${b.name} ∈ ${print(b.domain, 7, false)}`).join(', ');
}

function list(elems: Expr[]): string {
  return elems.map((x) => print(x, 0, true)).join(', ');
}

function realText(e: Extract<Expr, { kind: 'real' }>): string {
  if (e.text && Number(e.text) === e.value) return e.text;
  const s = String(e.value);
  return /[.eE]/.test(s) ? s : `${s}.0`;
}

/** `min`: the weakest level allowed here; `tail`: nothing follows up to the enclosing bracket. */
function print(e: Expr, min: number, tail: boolean): string {
  if (e.surface) return print(e.surface, min, tail);
  if (e.kind === 'ite' || e.kind === 'quant') {
    const s = raw(e, true);
    return tail ? s : `(${s})`;
  }
  const p = precedence(e);
  if (p < min) return `(${raw(e, true)})`;
  return raw(e, tail);
}

function raw(e: Expr, tail: boolean): string {
  switch (e.kind) {
    case 'int':
      return e.value.toString();
    case 'real':
      return realText(e);
    case 'bool':
      return e.value ? 'true' : 'false';
    case 'name':
      return e.name;
    case 'neg': {
      const arg = print(e.arg, 11, tail);
      // `-7` would read back as one literal, `-2[0]` as (-2)[0]
      return /^[0-9.]/.test(arg) ? `-(${arg})` : `-${arg}`;
    }
    case 'not':
      return `¬${print(e.arg, 5, tail)}`;
    case 'arith': {
      const p = e.op === '+' || e.op === '-' ? 9 : 10;
      const op = e.op === '-' ? '-' : e.op;
      return `${print(e.left, p, false)} ${op} ${print(e.right, p + 1, tail)}`;
    }
    case 'xor':
      return `${print(e.left, 8, false)} ⊕ ${print(e.right, 9, tail)}`;
    case 'logic': {
      const [p, op] = LOGIC[e.op]!;
      if (e.op === 'implies') return `${print(e.left, p + 1, false)} ${op} ${print(e.right, p, tail)}`;
      return `${print(e.left, p, false)} ${op} ${print(e.right, p + 1, tail)}`;
    }
    case 'cmp': {
      let s = print(e.args[0]!, 7, false);
      e.ops.forEach((op, k) => {
        s += ` ${CMP_TEXT[op]} ${print(e.args[k + 1]!, 7, tail && k === e.ops.length - 1)}`;
      });
      return s;
    }
    case 'in':
      return `${print(e.elem, 7, false)} ${e.negated ? '∉' : '∈'} ${print(e.set, 7, tail)}`;
    case 'set':
      if (e.style === 'angle') return `<${e.elems.map((x) => print(x, 8, false)).join(', ')}>`;
      return `{${list(e.elems)}}`;
    case 'range':
      return `${print(e.lo, 8, false)}..${print(e.hi, 8, tail)}`;
    case 'array':
      return `[${list(e.elems)}]`;
    case 'index':
      return `${print(e.target, 12, false)}[${print(e.index, 0, true)}]`;
    case 'ite':
      return `if ${print(e.cond, 0, true)} then ${print(e.then, 0, true)} else ${print(e.else, 0, true)}`;
    case 'quant':
      return `${e.quantifier === 'forall' ? '∀' : '∃'} ${printBinders(e.binders)}: ${print(e.body, 0, true)}`;
    case 'count':
      return `count(${printBinders(e.binders)}: ${print(e.body, 0, true)})`;
    case 'comp':
      // `for` ends the body and `]` the filter: neither needs parentheses
      return `[${print(e.body, 0, true)} for ${printBinders(e.binders)}${e.filter ? ` if ${print(e.filter, 0, true)}` : ''}]`;
    case 'call':
      if (e.callee === SIZE) {
        // `| |s| |`, not `||s||`, which would read as ∨
        const inner = print(e.args[0]!, 0, true);
        return `|${inner.startsWith('|') ? ' ' : ''}${inner}${inner.endsWith('|') ? ' ' : ''}|`;
      }
      if (isSetOperation(e.callee)) return `${print(e.args[0]!, 8, false)} ${e.callee} ${print(e.args[1]!, 9, tail)}`;
      return `${e.callee}(${list(e.args)})`;
    case 'record':
      return `{ ${e.fields.map((f) => `${f.name}: ${print(f.value, 0, true)}`).join(', ')} }`;
    default: {
      const never: never = e;
      throw new Error(`printExpr: unknown node ${(never as Expr).kind}`);
    }
  }
}
