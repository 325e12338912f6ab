// Test helpers for the lang stage: a small "world" (fields, params, binders, definitions) described in
// surface syntax, from which tests parse, typecheck, compile and evaluate expression strings.

import { parseExprAt } from '../../src/lang/parser.js';
import { typecheckExpr } from '../../src/lang/typecheck.js';
import { makeTypeEnv, type TypeEnv } from '../../src/lang/typeEnv.js';
import { typecheckDefinitions, type DefinitionInput } from '../../src/lang/typecheckDefinitions.js';
import { compileExpr } from '../../src/lang/compile.js';
import { createProgram, type Program } from '../../src/lang/program.js';
import type { CompileScope, Oracle, SlotInfo, StateLayoutField, Value } from '../../src/lang/runtime.js';
import type { Diagnostic } from '../../src/diag/diagnostic.js';
import type { Expr } from '../../src/lang/ast.js';
import type { Type } from '../../src/lang/types.js';

export function parseType(s: string): Type {
  const m = /^(\w+)\[(\d+)\]$/.exec(s);
  if (m) return { kind: 'array', elem: parseType(m[1]!), length: Number(m[2]) };
  if (['int', 'real', 'bool', 'player', 'outcome', 'position'].includes(s)) return { kind: s } as Type;
  throw new Error(`bad type ${s}`);
}

/** Parses `name(a, b): body` / `name: body` into a definition (body parsed at its real offset). */
export function parseDefinition(line: string): DefinitionInput {
  const m = /^\s*([\p{L}_][\p{L}\p{N}_]*)\s*(?:\(([^)]*)\))?\s*:\s*/u.exec(line);
  if (!m) throw new Error(`bad definition ${line}`);
  const r = parseExprAt(line.slice(m[0].length), 'test.yaml', m[0].length);
  if (!r.value) throw new Error(`definition does not parse: ${r.diagnostics[0]?.message}`);
  const params = m[2]
    ? m[2]
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
    : [];
  return { name: m[1]!, params, body: r.value, span: { start: 0, end: m[0].length } };
}

export interface WorldSpec {
  fields?: Record<string, string>;
  params?: Record<string, string>;
  binders?: Record<string, string>;
  players?: [string, string];
  oracles?: boolean;
  defines?: string[];
  recursionLimit?: number;
}

export interface World {
  env: TypeEnv;
  scope: CompileScope;
  program: Program;
  defines: DefinitionInput[];
  defineDiagnostics: Diagnostic[];
  parse(text: string): Expr;
  check(text: string, expected?: Type): { expr: Expr; diagnostics: Diagnostic[] };
  /** parse + typecheck (must succeed) + compile */
  compile<T extends Value = Value>(text: string): (values?: Record<string, number | boolean | number[]>, oracle?: Oracle) => T;
  frame(values: Record<string, number | boolean | number[]>): Float64Array;
}

export function world(spec: WorldSpec = {}): World {
  const toMap = (r?: Record<string, string>) => new Map(Object.entries(r ?? {}).map(([k, v]) => [k, parseType(v)]));
  const fields = toMap(spec.fields);
  const params = toMap(spec.params);
  const binders = toMap(spec.binders);
  const base = makeTypeEnv('test.yaml', { fields, params, binders, oracles: spec.oracles ?? false, ...(spec.players ? { players: spec.players } : {}) });
  const defs = (spec.defines ?? []).map(parseDefinition);
  const typed = typecheckDefinitions(defs, base);
  const env = typed.env;
  const slots = new Map<string, SlotInfo>();
  const state: StateLayoutField[] = [];
  let next = 0;
  const place = (name: string, type: Type, inState: boolean) => {
    slots.set(name, { slot: next, type });
    if (inState) state.push({ name, offset: next, type });
    next += type.kind === 'array' ? type.length : 1;
  };
  fields.forEach((t, k) => place(k, t, true));
  const stateSize = next;
  params.forEach((t, k) => place(k, t, false));
  binders.forEach((t, k) => place(k, t, false));
  const scope: CompileScope = { slots, state, stateOffset: 0, stateSize, ...(spec.players ? { players: spec.players } : {}) };
  // only well-typed definitions can be compiled
  const program = createProgram(typed.diagnostics.length === 0 ? defs : [], scope, spec.recursionLimit ? { recursionLimit: spec.recursionLimit } : {});
  const frameSize = next;
  const frame = (values: Record<string, number | boolean | number[]>) => {
    const f = new Float64Array(frameSize);
    for (const [k, v] of Object.entries(values)) {
      const info = slots.get(k);
      if (!info) throw new Error(`no slot ${k}`);
      if (Array.isArray(v)) v.forEach((x, j) => (f[info.slot + j] = x));
      else f[info.slot] = typeof v === 'boolean' ? (v ? 1 : 0) : v;
    }
    return f;
  };
  const parse = (text: string) => {
    const r = parseExprAt(text, 'test.yaml');
    if (!r.value) throw new Error(`does not parse: ${text}: ${r.diagnostics[0]?.message}`);
    return r.value;
  };
  const check = (text: string, expected?: Type) => {
    const expr = parse(text);
    return { expr, diagnostics: typecheckExpr(expr, env, expected) };
  };
  return {
    env,
    scope,
    program,
    defines: defs,
    defineDiagnostics: typed.diagnostics,
    parse,
    check,
    frame,
    compile<T extends Value = Value>(text: string) {
      const { expr, diagnostics } = check(text);
      if (diagnostics.length > 0) throw new Error(`type errors in ${text}: ${diagnostics.map((d) => d.message).join('; ')}`);
      const fn = compileExpr<T>(expr, scope, program);
      return (values = {}, oracle?: Oracle) => fn(frame(values), oracle);
    },
  };
}

/** A fully parenthesised rendering of the AST shape, for precedence tests. */
export function sexpr(e: Expr): string {
  const b = (bs: { name: string; domain: Expr }[]) => bs.map((x) => `${x.name}∈${sexpr(x.domain)}`).join(' ');
  switch (e.kind) {
    case 'int':
      return e.value.toString();
    case 'real':
      return e.text;
    case 'bool':
      return String(e.value);
    case 'name':
      return e.name;
    case 'neg':
      return `(neg ${sexpr(e.arg)})`;
    case 'not':
      return `(not ${sexpr(e.arg)})`;
    case 'arith':
      return `(${e.op} ${sexpr(e.left)} ${sexpr(e.right)})`;
    case 'xor':
      return `(xor ${sexpr(e.left)} ${sexpr(e.right)})`;
    case 'logic':
      return `(${e.op} ${sexpr(e.left)} ${sexpr(e.right)})`;
    case 'cmp':
      return `(${e.ops.join(' ')} ${e.args.map(sexpr).join(' ')})`;
    case 'in':
      return `(${e.negated ? 'notin' : 'in'} ${sexpr(e.elem)} ${sexpr(e.set)})`;
    case 'set':
      return `(${e.style === 'angle' ? 'angle' : 'set'} ${e.elems.map(sexpr).join(' ')})`;
    case 'range':
      return `(.. ${sexpr(e.lo)} ${sexpr(e.hi)})`;
    case 'array':
      return `[${e.elems.map(sexpr).join(' ')}]`;
    case 'index':
      return `(at ${sexpr(e.target)} ${sexpr(e.index)})`;
    case 'ite':
      return `(if ${sexpr(e.cond)} ${sexpr(e.then)} ${sexpr(e.else)})`;
    case 'quant':
      return `(${e.quantifier} ${b(e.binders)} ${sexpr(e.body)})`;
    case 'count':
      return `(count ${b(e.binders)} ${sexpr(e.body)})`;
    case 'call':
      return `(${e.callee}() ${e.args.map(sexpr).join(' ')})`;
    case 'record':
      return `{${e.fields.map((f) => `${f.name}=${sexpr(f.value)}`).join(' ')}}`;
    case 'comp':
      return `(for ${b(e.binders)}${e.filter ? ` if ${sexpr(e.filter)}` : ''} ${sexpr(e.body)})`;
  }
}

/** The AST without spans, types and refs (what parse∘print must preserve). */
export function shape(e: unknown): unknown {
  return JSON.parse(JSON.stringify(e, (k, v) => (['span', 'type', 'ref', 'calleeSpan', 'nameSpan'].includes(k) ? undefined : typeof v === 'bigint' ? `${v}n` : v)));
}

export function parseOk(text: string): Expr {
  const r = parseExprAt(text, 'test.yaml');
  if (!r.value) throw new Error(`does not parse: ${text}: ${r.diagnostics.map((d) => d.message).join('; ')}`);
  return r.value;
}

/** The single diagnostic of a text that must not parse: code, message, and the spanned text. */
export function parseError(text: string): { code: string; message: string; at: string; start: number; hint?: string } {
  const r = parseExprAt(text, 'test.yaml');
  if (r.value || r.diagnostics.length !== 1) throw new Error(`expected one syntax error for ${text}`);
  const d = r.diagnostics[0]!;
  return { code: d.code, message: d.message, at: text.slice(d.span!.start, d.span!.end), start: d.span!.start, ...(d.hint ? { hint: d.hint } : {}) };
}
