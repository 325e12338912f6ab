// Stage: lang. The type checker: Expr + TypeEnv → diagnostics (ZM3xxx), filling `type` on every
// node and `ref` on names and calls. Calls are checked in checkCall.ts, definitions (with type
// inference for recursive ones) in typecheckDefinitions.ts. Errors do not cascade: a node whose
// type cannot be determined gets no type and its parents stay silent about it.

import type { Code } from '../diag/codes.js';
import type { Diagnostic, Span } from '../diag/diagnostic.js';
import type { Binder, Expr, ExprOf } from './ast.js';
import { BOOL, INT, REAL, showType, type Type } from './types.js';
import { assignable, comparable, isNumeric, isScalar, join, numericJoin } from './typeRules.js';
import { BUILTIN_FUNCTIONS, OUTCOME_CONSTANTS, REAL_LINE, UNBOUNDED_DOMAINS } from './builtins.js';
import { checkCall, checkRecord } from './checkCall.js';
import { checkName } from './checkName.js';
import type { ExprChecker, Scope, TypeEnv } from './typeEnv.js';
import { setComparison } from './setCompare.js';

export class Checker implements ExprChecker {
  readonly diagnostics: Diagnostic[] = [];
  /** true while checking a move's `for:`: there `x ∈ real` (a real-valued move) is allowed */
  realLineAllowed = false;
  constructor(readonly env: TypeEnv) {}

  error(code: Code, message: string, span: Span, hint?: string): undefined {
    const d: Diagnostic = { code, severity: 'error', message, file: this.env.file, span };
    if (hint) d.hint = hint;
    this.diagnostics.push(d);
    return undefined;
  }

  /** Infers e's type (undefined after an error). Sets are legal only where `setAllowed`. */
  infer(e: Expr, scope: Scope, setAllowed = false): Type | undefined {
    const t = this.inferNode(e, scope, setAllowed);
    if (t) e.type = t;
    return t;
  }

  /** Checks that e has a type usable as `want`; returns e's type. */
  expect(e: Expr, scope: Scope, want: Type, what?: string): Type | undefined {
    const t = this.infer(e, scope);
    if (t && !assignable(t, want)) {
      return this.error('ZM3002', `${what ?? 'expected'} ${showType(want)}, found ${showType(t)}`, e.span);
    }
    return t;
  }

  numeric(e: Expr, scope: Scope, op: string): Type | undefined {
    const t = this.infer(e, scope);
    if (t && !isNumeric(t)) return this.error('ZM3011', `'${op}' needs numbers, found ${showType(t)}`, e.span);
    return t;
  }

  integer(e: Expr, scope: Scope, op: string): Type | undefined {
    const t = this.infer(e, scope);
    if (t && t.kind !== 'int') return this.error('ZM3011', `'${op}' needs integers, found ${showType(t)}`, e.span);
    return t;
  }

  /** Checks binders left to right (later domains see earlier binders); returns the extended scope. */
  binders(binders: Binder[], scope: Scope, what: string): Scope {
    const inner = new Map(scope);
    const seen = new Set<string>();
    for (const b of binders) {
      if (seen.has(b.name)) this.error('ZM3010', `'${b.name}' is bound twice in this ${what}`, b.span);
      seen.add(b.name);
      const elem = this.domain(b, inner);
      inner.set(b.name, elem);
    }
    return inner;
  }

  private domain(b: Binder, scope: Scope): Type | undefined {
    const d = b.domain;
    const unbound = d.kind === 'name' && !scope.has(d.name) && !this.visible(d.name);
    if (unbound && REAL_LINE.includes(d.name)) {
      // `x ∈ real` in a move: any real; the move's guard bounds it. Nothing can enumerate it, so it is
      // only allowed where the prover alone reads it (see isRealLine)
      if (!this.realLineAllowed) {
        return this.error(
          'ZM3005',
          `unbounded: '${b.name} ∈ ${d.name}' ranges over infinitely many values`,
          d.span,
          `only a move's \`for:\` may range over the reals; here give a range such as ${b.name} ∈ 0..n`,
        );
      }
      d.type = { kind: 'set', elem: REAL };
      return REAL;
    }
    if (unbound && UNBOUNDED_DOMAINS.includes(d.name)) {
      return this.error('ZM3005', `unbounded: '${b.name} ∈ ${d.name}' ranges over infinitely many values`, d.span, `give a range such as ${b.name} ∈ 0..n`);
    }
    const t = this.infer(d, scope, true);
    if (!t) return undefined;
    if (t.kind === 'set' || t.kind === 'array') return t.elem;
    return this.error(
      'ZM3005',
      `unbounded: the domain of '${b.name}' must be a set {…}, a range a..b or an array, found ${showType(t)}`,
      d.span,
      `e.g. ${b.name} ∈ 0..${d.kind === 'name' ? d.name : 'n'}`,
    );
  }

  /** Is `name` visible as a field, param, definition or player (ignoring local binders)? */
  visible(name: string): boolean {
    const env = this.env;
    return env.fields.has(name) || env.params.has(name) || env.defines.has(name) || (env.players?.includes(name) ?? false);
  }

  visibleNames(scope: Scope): string[] {
    const env = this.env;
    const names: string[] = [...scope.keys(), ...env.fields.keys(), ...env.params.keys(), ...env.defines.keys(), ...(env.players ?? [])];
    if (env.oracles) names.push(...OUTCOME_CONSTANTS, 'start');
    return names;
  }

  private inferNode(e: Expr, scope: Scope, setAllowed: boolean): Type | undefined {
    switch (e.kind) {
      case 'int':
        // any size: integers are mathematical (format.md §3); beyond ±(2^53 − 1) the evaluator is exact
        return INT;
      case 'real':
        return REAL;
      case 'bool':
        return BOOL;
      case 'name':
        return checkName(this, e, scope);
      case 'neg':
        return this.numeric(e.arg, scope, '-');
      case 'not':
        this.expect(e.arg, scope, BOOL, "'¬' needs a");
        return BOOL;
      case 'arith': {
        if (e.op === 'div' || e.op === 'mod') {
          this.integer(e.left, scope, e.op);
          this.integer(e.right, scope, e.op);
          return INT;
        }
        const l = this.numeric(e.left, scope, e.op);
        const r = this.numeric(e.right, scope, e.op);
        if (e.op === '/') return REAL;
        return l && r ? numericJoin(l, r) : undefined;
      }
      case 'xor':
        this.integer(e.left, scope, '⊕');
        this.integer(e.right, scope, '⊕');
        return INT;
      case 'logic': {
        const sym = { and: '∧', or: '∨', implies: '⇒', iff: '⇔' }[e.op];
        this.expect(e.left, scope, BOOL, `'${sym}' needs a`);
        this.expect(e.right, scope, BOOL, `'${sym}' needs a`);
        return BOOL;
      }
      case 'cmp':
        return this.cmp(e, scope);
      case 'in':
        return this.member(e, scope);
      case 'set':
      case 'range':
        return this.setLike(e, scope, setAllowed);
      case 'array':
        return this.array(e, scope);
      case 'index':
        return this.index(e, scope);
      case 'ite': {
        this.expect(e.cond, scope, BOOL, "the condition of 'if' must be a");
        const a = this.infer(e.then, scope);
        const b = this.infer(e.else, scope);
        if (!a || !b) return undefined;
        const t = join(a, b);
        if (!t) return this.error('ZM3002', `the branches of 'if' have different types: ${showType(a)} and ${showType(b)}`, e.span);
        return t;
      }
      case 'quant': {
        const inner = this.binders(e.binders, scope, e.quantifier === 'forall' ? '∀' : '∃');
        this.expect(e.body, inner, BOOL, 'the body of a quantifier must be a');
        return BOOL;
      }
      case 'count': {
        const inner = this.binders(e.binders, scope, 'count');
        this.expect(e.body, inner, BOOL, 'the body of count must be a');
        return INT;
      }
      case 'call':
        return checkCall(this, e, scope);
      case 'record':
        return checkRecord(this, e, scope);
      case 'comp':
        // a data table's comprehension is evaluated at load (model/computedTables.ts) before this
        return this.error(
          'ZM3019',
          'a comprehension [… for …] builds a data table: it can only be the value of a `define:` entry',
          e.span,
          'define the table, e.g. `define: { seg: [[i, j] for i ∈ 0..n - 1, j ∈ i + 1..n - 1] }`, and use its rows here',
        );
      default: {
        const never: never = e;
        throw new Error(`typecheck: unknown node ${(never as Expr).kind}`);
      }
    }
  }

  private cmp(e: ExprOf<'cmp'>, scope: Scope): Type {
    // a set compared with = / ≠: sets are not values (format.md §3), so say what to write instead
    const setAt = e.args.findIndex((a) => a.kind === 'set' || a.kind === 'range');
    if (setAt >= 0 && e.args.length === 2 && (e.ops[0] === '=' || e.ops[0] === '!=')) return this.setCompared(e, scope, setAt);
    const types = e.args.map((a) => this.infer(a, scope));
    e.ops.forEach((op, k) => {
      const a = types[k];
      const b = types[k + 1];
      if (!a || !b) return;
      const ordered = op !== '=' && op !== '!=';
      if (ordered ? !(isNumeric(a) && isNumeric(b)) : !comparable(a, b)) {
        const sym = { '=': '=', '!=': '≠', '<': '<', '<=': '≤', '>': '>', '>=': '≥' }[op];
        const span = { start: e.args[k]!.span.start, end: e.args[k + 1]!.span.end };
        this.error(ordered ? 'ZM3011' : 'ZM3002', `cannot compare ${showType(a)} ${sym} ${showType(b)}`, span);
      }
    });
    return BOOL;
  }

  /** `x = {…}`, `{…} ≠ {…}`, `taken = {0, 2}`: ZM3006 with the form that says it (setCompare.ts). */
  private setCompared(e: ExprOf<'cmp'>, scope: Scope, setAt: number): Type {
    const set = e.args[setAt] as ExprOf<'set'> | ExprOf<'range'>;
    const other = e.args[1 - setAt]!;
    // the sets' own elements are checked as anywhere (an unknown name in them is its own error)
    this.infer(set, scope, true);
    const otherType = this.infer(other, scope, true);
    if (!otherType) return BOOL; // the other side's error is reported already
    const { message, hint } = setComparison(set, other, otherType, e.ops[0] === '!=');
    this.error('ZM3006', message, set.span, hint);
    return BOOL;
  }

  private member(e: ExprOf<'in'>, scope: Scope): Type {
    const elem = this.infer(e.elem, scope);
    const set = this.infer(e.set, scope, true);
    if (!set || !elem) return BOOL;
    if (set.kind !== 'set' && set.kind !== 'array') {
      this.error('ZM3002', `after '${e.negated ? '∉' : '∈'}' expected a set, a range or an array, found ${showType(set)}`, e.set.span);
    } else if (!comparable(elem, set.elem)) {
      this.error('ZM3002', `cannot look for ${showType(elem)} in a ${set.kind === 'set' ? 'set' : 'array'} of ${showType(set.elem)}`, e.span);
    }
    return BOOL;
  }

  private setLike(e: ExprOf<'set'> | ExprOf<'range'>, scope: Scope, setAllowed: boolean): Type | undefined {
    let elem: Type | undefined = INT;
    if (e.kind === 'range') {
      this.integer(e.lo, scope, '..');
      this.integer(e.hi, scope, '..');
    } else {
      elem = this.elements(e.elems, scope, 'set');
    }
    if (!setAllowed) {
      const what = e.kind === 'range' ? 'a range a..b' : e.style === 'angle' ? "an angle set '<…>'" : 'a set {…}';
      return this.error('ZM3006', `${what} can only appear after ∈ / ∉ or as the domain of a binder`, e.span, e.kind === 'set' ? 'to index a list of values, write an array [a, b, c]' : undefined);
    }
    return elem ? { kind: 'set', elem } : undefined;
  }

  /** Elements of a set or array literal: scalars of one type (int ⊔ real = real). */
  elements(elems: Expr[], scope: Scope, what: string): Type | undefined {
    let acc: Type | undefined = elems.length === 0 ? INT : undefined;
    let ok = true;
    for (const x of elems) {
      const t = this.infer(x, scope);
      if (!t) {
        ok = false;
        continue;
      }
      if (!isScalar(t)) {
        this.error('ZM3002', `the elements of ${what === 'set' ? 'a set' : 'an array'} must be numbers, booleans or players, found ${showType(t)}`, x.span);
        ok = false;
        continue;
      }
      const next: Type | undefined = acc ? join(acc, t) : t;
      if (!next) {
        this.error('ZM3002', `the elements of this ${what} have different types: ${showType(acc!)} and ${showType(t)}`, x.span);
        ok = false;
        continue;
      }
      acc = next;
    }
    return ok ? acc : undefined;
  }

  private array(e: ExprOf<'array'>, scope: Scope): Type | undefined {
    const elem = this.elements(e.elems, scope, 'array');
    return elem ? { kind: 'array', elem, length: e.elems.length } : undefined;
  }

  private index(e: ExprOf<'index'>, scope: Scope): Type | undefined {
    const target = this.infer(e.target, scope);
    this.integer(e.index, scope, 'an index');
    if (!target) return undefined;
    if (target.kind !== 'array') return this.error('ZM3011', `only arrays can be indexed, found ${showType(target)}`, e.target.span);
    if (e.index.kind === 'int' && (e.index.value < 0n || e.index.value >= BigInt(target.length))) {
      this.error('ZM3012', `index ${e.index.value} is outside the array (indices 0..${target.length - 1})`, e.index.span);
    }
    return target.elem;
  }
}

/** Typechecks one expression in env (whose binders are visible); `expected` is the required type. */
export function typecheckExpr(e: Expr, env: TypeEnv, expected?: Type): Diagnostic[] {
  const c = new Checker(env);
  if (expected) c.expect(e, new Map(env.binders), expected);
  else c.infer(e, new Map(env.binders));
  return c.diagnostics;
}

/** Typechecks the binders of a move (`for:`); returns env extended with them. */
export function typecheckBinders(binders: Binder[], env: TypeEnv): { env: TypeEnv; diagnostics: Diagnostic[] } {
  const c = new Checker(env);
  c.realLineAllowed = true;
  const scope = c.binders(binders, new Map(env.binders), 'binder list');
  const typed = new Map<string, Type>();
  for (const [name, t] of scope) if (t) typed.set(name, t);
  return { env: { ...env, binders: typed }, diagnostics: c.diagnostics };
}

export { BUILTIN_FUNCTIONS };
