// Test helpers for the lang stage: a small "world" (fields, params, binders, definitions) described in
// surface syntax, from which tests parse, typecheck, compile and evaluate expression strings.

import { parseExprAt } from '../../src/lang/parser.js';
import { makeTypeEnv, typecheckExpr, type TypeEnv } from '../../src/lang/typecheck.js';
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
  const params = m[2] ? m[2].split(',').map((p) => p.trim()).filter(Boolean) : [];
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
  const program = createProgram(defs, scope, spec.recursionLimit ? { recursionLimit: spec.recursionLimit } : {});
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
