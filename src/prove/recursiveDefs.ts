// Stage: prove. Recursive definitions as Z3 recursive functions (define-fun-rec: Z3 unfolds the
// defining equation on demand), instead of the encoder's fixed-depth unrolling — but only for a
// definition shown here to terminate on every integer argument, with every partial operation of its
// body defined everywhere. A terminating definition has exactly one solution of its defining
// equation, the evaluator's function (by well-founded induction on the measure), so assuming the
// equation assumes nothing false; a non-terminating one (f(x) = f(x) + 1) could make Z3 prove
// anything, and keeps the unrolling with its cut-off side conditions (docs/soundness.md).
//
// Termination: a measure μ of the parameters (one parameter, or the difference of two) with, at every
// recursive call reached (its path condition P, its arguments a): P ⇒ 0 ≤ μ(x) ∧ μ(a) < μ(x). The
// calls are encoded as an uninterpreted function while this is checked, so a recursive call inside a
// condition (nested recursion) is allowed any value: the measure must decrease whatever it returns.

import type { Arith, Expr as Z3Expr, FuncDecl, Sort } from 'z3-solver';
import type { Expr } from '../lang/ast.js';
import type { Definition } from '../model/model.js';
import { children } from '../lang/walk.js';
import type { Ctx } from './z3.js';
import type { Backend, BoolT, NumT } from './backend.js';
import type { EncodeProgram, RecursiveFunction, Side } from './exprEncoder.js';
import { Encoder } from './encoder.js';
import { folding } from './fold.js';
import { intBackend } from './backend.js';
import { runCheck } from './runCheck.js';

/** What became of one recursive definition: a Z3 function with the measure that shows it
 *  terminates, or the reason it is unrolled as before. */
export interface RecursiveOutcome {
  name: string;
  measure?: string;
  why?: string;
}

export interface RecursiveDefs {
  functions: Map<string, RecursiveFunction>;
  outcomes: RecursiveOutcome[];
}

let serial = 0;

/** The definitions that call themselves, directly or through others. */
export function recursiveNames(defines: readonly Definition[]): string[] {
  const calls = new Map(defines.map((d) => [d.name, definesCalled(d.body)]));
  const reaches = (from: string, target: string): boolean => {
    const seen = new Set<string>();
    const todo = [...(calls.get(from) ?? [])];
    while (todo.length > 0) {
      const n = todo.pop()!;
      if (n === target) return true;
      if (seen.has(n)) continue;
      seen.add(n);
      todo.push(...(calls.get(n) ?? []));
    }
    return false;
  };
  return defines.filter((d) => !d.fromParam && reaches(d.name, d.name)).map((d) => d.name);
}

function definesCalled(e: Expr, out = new Set<string>()): Set<string> {
  if ((e.kind === 'call' || e.kind === 'name') && e.ref?.kind === 'define') out.add(e.kind === 'call' ? e.callee : e.name);
  for (const c of children(e)) definesCalled(c, out);
  return out;
}

/**
 * The recursive definitions of `defines` shown to terminate, as Z3 recursive functions of the
 * integer encoding. Definitions are taken in passes, so one that calls another recursive definition
 * is accepted once that one is (its calls are then calls of a total function).
 */
export async function recursiveFunctions(ctx: Ctx, defines: readonly Definition[], timeoutMs: number): Promise<RecursiveDefs> {
  const functions = new Map<string, RecursiveFunction>();
  const why = new Map<string, string>();
  const measures = new Map<string, string>();
  const pending = recursiveNames(defines).map((n) => defines.find((d) => d.name === n)!);
  for (let progress = true; progress;) {
    progress = false;
    for (const def of pending) {
      if (functions.has(def.name)) continue;
      const r = await tryDefinition(ctx, defines, def, functions, timeoutMs);
      if ('why' in r) {
        why.set(def.name, r.why);
        continue;
      }
      functions.set(def.name, r.fn);
      measures.set(def.name, r.measure);
      progress = true;
    }
  }
  const outcomes = pending.map((d): RecursiveOutcome => (functions.has(d.name) ? { name: d.name, measure: measures.get(d.name)! } : { name: d.name, why: why.get(d.name) ?? 'not tried' }));
  return { functions, outcomes };
}

type Tried = { fn: RecursiveFunction; measure: string } | { why: string };

async function tryDefinition(ctx: Ctx, defines: readonly Definition[], def: Definition, known: Map<string, RecursiveFunction>, timeoutMs: number): Promise<Tried> {
  const result = resultKind(def.body);
  if (!result) return { why: 'its value is not an integer or a truth value' };
  if (!def.params.every((p) => paramIsInt(def.body, p))) return { why: 'a parameter is not an integer' };
  const id = `${def.name}!rec${++serial}`;
  const sort = result === 'bool' ? ctx.Bool.sort() : ctx.Int.sort();
  const xs = def.params.map((p) => ctx.Int.const(`${id}.${p}`));
  const be = folding(ctx, intBackend(ctx));
  // 1. the body with its own calls uninterpreted: the call sites and the side conditions
  const free = ctx.Function.declare(`${id}.free`, ...def.params.map(() => ctx.Int.sort()), sort);
  const sites: { args: NumT[]; path: BoolT }[] = [];
  const freeFn: RecursiveFunction = { decl: free, result };
  const encoded = encodeBody(ctx, be, defines, def, xs, new Map([...known, [def.name, freeFn]]), (name, args, path) => {
    if (name === def.name) sites.push({ args, path });
  });
  if ('why' in encoded) return encoded;
  const goals = encoded.sides.filter((s) => s.kind !== 'axiom' && !s.settled);
  if (goals.some((s) => s.kind !== 'defined' || s.quantified)) return { why: 'its body is not encoded exactly (a recursion cut off or a quantifier)' };
  if (goals.length > 0 && !(await valid(ctx, ctx.And(...goals.map((s) => s.cond)), encoded.sides, timeoutMs))) {
    return { why: `its body is not shown defined for every integer argument (${goals.map((s) => s.what).join(', ')})` };
  }
  // 2. a measure that decreases at every call site
  let measure: string | undefined;
  for (const [text, mu] of candidates(def.params)) {
    const decreases = sites.map((s) => ctx.Implies(s.path, ctx.And(be.le(be.intVal(0n), mu(xs)), be.lt(mu(s.args), mu(xs)))));
    if (await valid(ctx, ctx.And(ctx.Bool.val(true), ...decreases), encoded.sides, timeoutMs)) {
      measure = text;
      break;
    }
  }
  if (measure === undefined) return { why: 'no measure (a parameter, or the difference of two) decreases at every recursive call' };
  // 3. the definition itself: the same body, its calls now the recursive function
  const declare = ctx.RecFunc.declare as (name: string, ...signature: Sort<'main'>[]) => FuncDecl<'main'>;
  const decl = declare(id, ...def.params.map(() => ctx.Int.sort()), sort);
  const fn: RecursiveFunction = { decl, result };
  // the other definitions' own Z3 functions here, not their twins (a twin is only defined by the
  // equations an obligation gives)
  const defined = [...known].map(([n, f]): [string, RecursiveFunction] => [n, { decl: f.decl, result: f.result }]);
  const body = encodeBody(ctx, be, defines, def, xs, new Map([...defined, [def.name, fn]]), () => undefined);
  if ('why' in body) return body;
  ctx.RecFunc.addDefinition(decl, xs, body.term);
  const twin = ctx.Function.declare(`${id}${TWIN_SUFFIX}`, ...def.params.map(() => ctx.Int.sort()), sort);
  return { fn: { ...fn, twin }, measure };
}

const TWIN_SUFFIX = '!uf';
const SCAN_LIMIT = 200_000;

/** Whether a formula calls the uninterpreted twin of a recursive definition: Z3's model of it may
 *  give the twin any values away from the equations given, so it is no counterexample. */
export function readsRecursiveTwin(ctx: Ctx, term: BoolT): boolean {
  const seen = new Set<number>();
  const stack: Z3Expr<'main'>[] = [term];
  while (stack.length > 0) {
    const t = stack.pop()!;
    const id = t.id();
    if (seen.has(id)) continue;
    seen.add(id);
    if (seen.size > SCAN_LIMIT) return true;
    if (!ctx.isApp(t)) continue;
    if (t.decl().name().toString().endsWith(TWIN_SUFFIX)) return true;
    for (let i = 0; i < t.numArgs(); i++) stack.push(t.arg(i));
  }
  return false;
}

function encodeBody(
  ctx: Ctx,
  be: Backend,
  defines: readonly Definition[],
  def: Definition,
  xs: NumT[],
  recursive: Map<string, RecursiveFunction>,
  onRecursiveCall: NonNullable<EncodeProgram['onRecursiveCall']>,
): { term: NumT | BoolT; sides: Side[] } | { why: string } {
  const enc = new Encoder(ctx, be, { defines: new Map(defines.map((d) => [d.name, d])), stateFields: [], recursive, onRecursiveCall });
  const binders = new Map(def.params.map((p, k) => [p, { kind: 'num' as const, real: false, term: xs[k]! }]));
  try {
    const [sym, sides] = enc.collect(() => enc.encode(def.body, { params: new Map(), binders }));
    if (sym.kind !== 'num' && sym.kind !== 'bool') return { why: 'its value is not a number or a truth value' };
    if (sym.kind === 'num' && sym.real) return { why: 'its value is a real number' };
    return { term: sym.term, sides };
  } catch (err) {
    return { why: `its body has no encoding here (${err instanceof Error ? err.message : String(err)})` };
  }
}

/** The candidate measures: each parameter, then each difference of two. */
function candidates(params: string[]): [string, (v: NumT[]) => NumT][] {
  const out: [string, (v: NumT[]) => NumT][] = params.map((p, i) => [p, (v) => v[i]!]);
  for (let i = 0; i < params.length; i++)
    for (let j = 0; j < params.length; j++) {
      if (i !== j) out.push([`${params[i]} - ${params[j]}`, (v) => (v[i] as Arith<'main'>).sub(v[j] as Arith<'main'>)]);
    }
  return out;
}

/** Whether `goal` holds for every value of its constants, under the axioms among `sides`. */
async function valid(ctx: Ctx, goal: BoolT, sides: Side[], timeoutMs: number): Promise<boolean> {
  const s = new ctx.Solver();
  try {
    for (const a of sides) if (a.kind === 'axiom') s.add(a.cond);
    s.add(goal.not());
    return (await runCheck(s, timeoutMs)).status === 'unsat';
  } finally {
    s.release();
  }
}

function resultKind(body: Expr): 'int' | 'bool' | undefined {
  const t = body.type?.kind;
  return t === 'int' ? 'int' : t === 'bool' ? 'bool' : undefined;
}

/** Every use of the parameter in the body is an integer (an unused one is taken as an integer:
 *  the encoder checks the arguments at each call). */
function paramIsInt(body: Expr, param: string): boolean {
  let ok = true;
  const visit = (e: Expr): void => {
    if (e.kind === 'name' && e.name === param && e.ref?.kind === 'binder' && e.type?.kind !== 'int') ok = false;
    children(e).forEach(visit);
  };
  visit(body);
  return ok;
}
