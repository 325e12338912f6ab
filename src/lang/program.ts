// Stage: lang (compiler). createProgram: the file's typechecked definitions + the frame layout → a
// Program whose table holds one compiled function per definition. A definition that (transitively)
// reads no state field is memoised, keyed by its arguments and the game params it reads; every call
// counts towards a recursion limit and against the run's deadline (one unit of lang/deadline.ts: a
// tree recursion over a definition that reads the state is not memoised, and must still stop at
// --total-timeout), and a JS stack overflow is turned into the same EvalError.
// A body that overflows is evaluated exactly (BigInt); an unsafe result is kept in a second memo
// table and thrown to the caller as an overflow carrying the value, which the caller's exact path takes.

import type { Span } from '../diag/diagnostic.js';
import { EvalError, type CompileScope, type Oracle } from './runtime.js';
import { Gen } from './codegen.js';
import { buildFunction, generateBody, type DefinitionTable } from './buildFunction.js';
import type { DefinitionInput } from './typecheckDefinitions.js';
import { visit } from './walk.js';
import { exactly, exactValueOf, retryExactly, toCompiled } from './exactFallback.js';
import { evalReference, isSafeBig, type ExactCalls, type RefValue } from './reference.js';
import { Rational, toDouble } from './rational.js';
import { memoKeyOf, memoKeySource, packs } from './memoKey.js';
import { tick } from './deadline.js';

export const DEFAULT_RECURSION_LIMIT = 10_000;

export interface Program {
  /** the layout the definitions were compiled against (fields and params) */
  readonly scope: CompileScope;
  readonly names: ReadonlySet<string>;
  /** called by generated code as D[name](frame, oracle, ...args) */
  readonly table: DefinitionTable;
  readonly recursionLimit: number;
  /** which definitions are memoised (they read no state field) */
  readonly memoised: ReadonlySet<string>;
  /** forgets memoised values (e.g. when the game params change between runs) */
  clearMemo(): void;
  memoSize(name: string): number;
  /** throws if `scope` places a field or param of the program elsewhere (a broken invariant) */
  checkScope(scope: CompileScope): void;
  /** the definitions for the exact evaluator (fast path first) */
  readonly exactCalls: ExactCalls;
}

interface Facts {
  fields: boolean;
  params: Set<string>;
  calls: Set<string>;
}

function directFacts(d: DefinitionInput): Facts {
  const facts: Facts = { fields: false, params: new Set(), calls: new Set() };
  visit(d.body, (e) => {
    if (e.kind === 'name' && (e.ref?.kind === 'field' || e.ref?.kind === 'start')) facts.fields = true;
    if (e.kind === 'name' && e.ref?.kind === 'param') facts.params.add(e.name);
    if (e.kind === 'name' && e.ref?.kind === 'define') facts.calls.add(e.name);
    if (e.kind === 'call' && e.ref?.kind === 'define') facts.calls.add(e.callee);
    if (e.kind === 'call' && e.ref?.kind === 'oracle') facts.fields = true;
  });
  return facts;
}

/** Transitive closure of the facts over calls between definitions. */
function transitiveFacts(defs: readonly DefinitionInput[]): Map<string, Facts> {
  const facts = new Map(defs.map((d) => [d.name, directFacts(d)]));
  for (let changed = true; changed;) {
    changed = false;
    for (const f of facts.values()) {
      for (const callee of f.calls) {
        const g = facts.get(callee);
        if (!g) continue;
        if (g.fields && !f.fields) f.fields = changed = true;
        for (const p of g.params) if (!f.params.has(p)) (f.params.add(p), (changed = true));
      }
    }
  }
  return facts;
}

// The wrapper around a definition's body: memo lookup, depth accounting, stack-overflow conversion,
// and the exact path (EXACT) when the body overflows or the key's value is known to be unsafe.
function wrapperSource(arity: number, memo: boolean, paramSlots: number[]): string {
  const warm = memo && arity === 1;
  const args = Array.from({ length: arity }, (_, k) => `p${k + 1}`);
  const keyParts = [...args, ...paramSlots.map((s) => `f[${s}]`)];
  // a frame slot is read once into a local: the packed key reads each part several times
  const locals = keyParts.map((part, k) => (part.startsWith('f[') && packs(keyParts.length) ? `k${k}` : part));
  const reads = keyParts.map((part, k) => (locals[k] !== part ? `const ${locals[k]} = ${part}; ` : '')).join('');
  const key = `${reads}const key = ${memoKeySource(locals)};`;
  const call = `raw(f, o${args.map((a) => `, ${a}`).join('')})`;
  return `"use strict";
return function definition(f, o${args.map((a) => `, ${a}`).join('')}) {
  ${memo ? `${key} const hit = memo.get(key); if (hit !== undefined) return hit; if (big.size !== 0 && big.has(key)) return EXACT(f, o, [${args.join(', ')}], key);` : ''}
  ${warm ? 'if (state.depth === 0 && !state.warming) return warm(definition, f, o, p1);' : ''}
  if (state.depth >= LIMIT) throw new EvalError('recursion-limit', TOO_DEEP, SPAN);
  if (--state.ticks < 0) TICK(state);
  state.depth++;
  let v;
  try { v = ${call}; }
  catch (err) { if (err instanceof RangeError) throw STACK(); if (!RETRY(err)) throw err; v = EXACT(f, o, [${args.join(', ')}], ${memo ? 'key' : 'undefined'}); }
  finally { state.depth--; }
  ${memo ? 'memo.set(key, v);' : ''}
  return v;
};`;
}

/** Definition calls charged to the run's deadline at once (a counter in the wrapper is cheaper than
 *  a call per definition call: measured on a tree recursion, docs/performance.md). */
const CALLS_PER_TICK = 1024;

/** Charges a batch of definition calls to the deadline (lang/deadline.ts); throws past it. */
function chargeCalls(state: { ticks: number }): void {
  state.ticks = CALLS_PER_TICK;
  tick(CALLS_PER_TICK);
}

/** EvalErrors made from a JS stack overflow (as opposed to the counted recursion limit). */
const stackOverflows = new WeakSet<EvalError>();

function stackOverflow(message: string, span: Span): () => EvalError {
  return () => {
    const err = new EvalError('recursion-limit', message, span);
    stackOverflows.add(err);
    return err;
  };
}

type Unary = (f: Float64Array, o: unknown, p1: number) => unknown;

/**
 * The outermost call of a memoised one-argument definition. The JS stack holds only a few thousand
 * nested calls, fewer than the recursion limit; when it overflows, the memo is filled bottom-up in
 * chunks (f(n - limit), f(n - limit + step), …, each a shallow recursion) and the call is retried.
 * This serves recursions that descend on their argument (fib, Zeckendorf); others still fail.
 */
function warmer(state: { depth: number; warming: boolean }, limit: number) {
  const step = 500;
  const isStack = (err: unknown): boolean => err instanceof EvalError && stackOverflows.has(err);
  return (definition: Unary, f: Float64Array, o: unknown, p1: number): unknown => {
    state.warming = true;
    try {
      try {
        return definition(f, o, p1);
      } catch (err) {
        if (!isStack(err)) throw err;
        for (let x = p1 - Math.floor(limit / step) * step; x < p1; x += step) {
          try {
            definition(f, o, x);
          } catch (inner) {
            if (!isStack(inner)) break; // a genuine error below: let the retry report it
          }
        }
        return definition(f, o, p1);
      }
    } finally {
      state.warming = false;
    }
  };
}

/** A value the compiled code can hold: no int beyond ±(2^53 − 1). */
function representable(v: RefValue): boolean {
  if (typeof v === 'bigint') return isSafeBig(v);
  if (v instanceof Rational) return toDouble(v) !== undefined;
  return Array.isArray(v) ? v.every(representable) : true;
}

function toNumber(v: RefValue): unknown {
  return typeof v === 'bigint' ? Number(v) : v instanceof Rational ? toDouble(v) : Array.isArray(v) ? v.map(toNumber) : v;
}

export function createProgram(defines: readonly DefinitionInput[], scope: CompileScope, options: { recursionLimit?: number } = {}): Program {
  const limit = options.recursionLimit ?? DEFAULT_RECURSION_LIMIT;
  const names = new Set(defines.map((d) => d.name));
  const table: DefinitionTable = {};
  const memos = new Map<string, Map<unknown, unknown>>();
  const state = { depth: 0, warming: false, ticks: CALLS_PER_TICK };
  const facts = transitiveFacts(defines);
  const bigs = new Map<string, Map<unknown, RefValue>>();
  const keys = new Map<string, (f: ArrayLike<number> | undefined, args: RefValue[]) => unknown>();
  const bodies = new Map<string, (f: ArrayLike<number> | undefined, o: Oracle | undefined, args: RefValue[], key: unknown) => RefValue>();
  const exactCalls: ExactCalls = {
    call(name, args, frame, oracle, span) {
      const fn = table[name] as unknown as (f: unknown, o: unknown, ...a: unknown[]) => unknown;
      if (!fn) throw new Error(`compile: no definition '${name}'`);
      if (args.every(representable) && frame) {
        try {
          return fn(frame, oracle, ...args.map(toNumber)) as RefValue;
        } catch (err) {
          const exact = exactValueOf(err);
          if (exact !== undefined) return exact;
          throw err;
        }
      }
      // arguments beyond ±(2^53 − 1): the body exactly, memoised apart, counted like a call
      if (state.depth >= limit) throw new EvalError('recursion-limit', `runaway recursion: more than ${limit} nested calls of definitions, in '${name}'`, span);
      state.depth++;
      try {
        return bodies.get(name)!(frame, oracle, args, keys.get(name)!(frame, args));
      } finally {
        state.depth--;
      }
    },
  };
  for (const d of defines) {
    const g = new Gen(scope, names);
    g.exactMode = 'off'; // the wrapper below runs the exact path
    const params = d.params.map((name, k) => ({ name, js: `p${k + 1}` }));
    const raw = buildFunction(g, ['f', 'o', ...params.map((p) => p.js)], generateBody(d.body, g, params), table);
    const fact = facts.get(d.name)!;
    const memo = !fact.fields;
    const paramSlots = [...fact.params].sort().map((p) => {
      const info = scope.slots.get(p);
      if (!info) throw new Error(`compile: param '${p}' has no frame slot`);
      return info.slot;
    });
    const table1 = new Map<unknown, unknown>();
    if (memo) memos.set(d.name, table1);
    const big = new Map<unknown, RefValue>();
    bigs.set(d.name, big);
    keys.set(d.name, (f, args) => (memo ? memoKeyOf([...args, ...paramSlots.map((s) => f?.[s])]) : undefined));
    // the body exactly; an unsafe value of a memoised definition is kept under its key
    const body = (f: ArrayLike<number> | undefined, o: Oracle | undefined, args: RefValue[], key: unknown): RefValue => {
      if (key !== undefined && big.has(key)) return big.get(key)!;
      const env = {
        values: new Map(d.params.map((p, k) => [p, args[k]!])),
        unchecked: true,
        scope,
        calls: exactCalls,
        ...(f ? { frame: f } : {}),
        ...(o ? { oracle: o } : {}),
        ...(scope.players ? { players: scope.players } : {}),
      };
      const v = exactly(() => evalReference(d.body, env));
      if (key !== undefined && !representable(v)) big.set(key, v);
      return v;
    };
    bodies.set(d.name, body);
    // called by the wrapper: the compiled value, or an overflow carrying the exact one
    const exact = (f: Float64Array, o: Oracle | undefined, args: number[], key: unknown): unknown =>
      toCompiled(body(f, o, args.map((a) => (typeof a === 'number' && Number.isInteger(a) ? BigInt(a) : a)) as RefValue[], key), d.body, 'throw');
    const span: Span = d.span;
    const factory = new Function('raw', 'memo', 'state', 'LIMIT', 'SPAN', 'EvalError', 'TOO_DEEP', 'STACK', 'warm', 'big', 'EXACT', 'RETRY', 'TICK', wrapperSource(d.params.length, memo, paramSlots));
    const stackMessage = `runaway recursion: the JavaScript stack overflowed in '${d.name}'`;
    const tooDeep = `runaway recursion: more than ${limit} nested calls of definitions, in '${d.name}'`;
    table[d.name] = factory(raw, table1, state, limit, span, EvalError, tooDeep, stackOverflow(stackMessage, span), warmer(state, limit), big, exact, retryExactly, chargeCalls) as (
      ...args: never[]
    ) => unknown;
  }
  return {
    scope,
    names,
    table,
    recursionLimit: limit,
    memoised: new Set(memos.keys()),
    exactCalls,
    clearMemo: () => {
      memos.forEach((m) => m.clear());
      bigs.forEach((m) => m.clear());
    },
    memoSize: (name) => memos.get(name)?.size ?? 0,
    checkScope(other) {
      if (other === scope) return;
      for (const [name, info] of scope.slots) {
        const there = other.slots.get(name);
        if (there && there.slot !== info.slot) {
          throw new Error(`compile: '${name}' is at slot ${there.slot} here but at ${info.slot} in the program's scope`);
        }
      }
      if (other.stateSize !== scope.stateSize) throw new Error('compile: the state size differs from the program scope');
    },
  };
}
