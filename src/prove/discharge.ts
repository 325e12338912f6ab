// Stage: prove. Discharges one plan: builds its negation, checks it under the time limit and reads
// the outcome — unsat → proved; unknown → unknown with the reason (an unknown that is not about time
// is retried once, another way, within the same limit, and the detail says so); sat → a counterexample, minimised
// with Optimize (smallest Σ|value| of the position and params) and re-checked by the evaluator
// before it is reported. Every solver is released in `finally`.

import type { Spec } from '../model/model.js';
import type { Arith, BitVec, Bool, Model, Solver } from 'z3-solver';
import { withoutZ3Warnings, type Ctx } from './z3.js';
import type { Backend, NumT } from './backend.js';
import type { Built, Plan, Witness } from './plan.js';
import type { Counterexample, ObligationResult, ObligationSmt } from './result.js';
import { runCheck } from './runCheck.js';
import { modelValue, NotANumber, sizeObjective, type Exact } from './modelValues.js';
import { exactDouble } from './recheckValues.js';
import { Unsupported } from './unsupported.js';
import { recheck, type ConcreteWitness } from './recheck.js';
import type { Sym } from './sym.js';
import { shown, shownPosition } from './shown.js';
import { INTERNAL_ERROR } from '../diag/internalError.js';
import { lineColOf } from '../diag/lineMap.js';
import { readsRecursiveTwin } from './recursiveDefs.js';

/** Why a model of an obligation over a recursive definition is no counterexample. */
const RECURSIVE_SAT = 'Z3 sees a recursive definition only through its equation at the calls of the obligation (one step): its model is no counterexample; a lemma by induction may prove it';

export interface DischargeEnv {
  ctx: Ctx;
  be: Backend;
  spec: Spec;
  timeoutMs: number;
  assumptions: string[];
  emit?: (id: string, title: string, smt: string) => Promise<string | undefined>;
  /** Keep the scripts of a proved obligation in its result (ObligationResult.smt): `--confirm`. */
  keepSmt?: boolean;
  params: Map<string, import('./sym.js').Sym>;
  width?: number;
  /** Makes the solver of an obligation (default: Z3's general solver). */
  solver?: () => Solver<'main'>;
  /** false once the well-defined obligation is not proved: the encoding may then be inexact somewhere
   *  (an overflow, a recursion cut off), so a disagreement with the evaluator is no longer a bug. */
  exact?: () => boolean;
}

export function unknownResult(plan: Plan, reason: string, timeMs = 0, assumptions: string[] = [], code = 'ZM6004'): ObligationResult {
  return { id: plan.id, kind: plan.kind, title: plan.title, status: 'unknown', timeMs, detail: reason, assumptions, refutes: plan.refutes, code };
}

export interface BuildFailure {
  failed: string;
  code: string;
  internal?: boolean;
}

/** Builds a plan's negation, catching what the encoder cannot handle. */
export function buildPlan(plan: Plan, build: () => Built = () => plan.build()): Built | BuildFailure {
  try {
    return build();
  } catch (e) {
    if (e instanceof Unsupported) return { failed: `not supported by the symbolic engine: ${e.reason}`, code: 'ZM6004' };
    if (e instanceof RangeError) return { failed: 'not supported by the symbolic engine: the expression unrolls too deeply (JavaScript stack exhausted)', code: 'ZM6004' };
    return { failed: `internal error while encoding: ${e instanceof Error ? e.message : String(e)}`, code: INTERNAL_ERROR, internal: true };
  }
}

export function failedResult(plan: Plan, f: BuildFailure, assumptions: string[]): ObligationResult {
  const r = unknownResult(plan, f.failed, 0, assumptions, f.code);
  if (f.internal) r.internalError = f.failed;
  return r;
}

/** Writes the certificates of a built obligation (one per part); returns their paths. */
export async function emitCertificates(env: DischargeEnv, plan: Plan, built: Built): Promise<string[]> {
  if (!env.emit) return [];
  const parts = built.parts && built.parts.length > 1 ? built.parts : [built.negation];
  const files: string[] = [];
  for (const [k, part] of parts.entries()) {
    const s = new env.ctx.Solver();
    try {
      s.add(part);
      const file = await env.emit(parts.length > 1 ? `${plan.id}.${k + 1}` : plan.id, plan.title, s.toSmtlib2('unsat'));
      if (file) files.push(file);
    } finally {
      s.release();
    }
  }
  return files;
}

const MIN_RETRY_MS = 200;
const QUANTIFIER_SCAN_LIMIT = 200_000;

/** Whether a formula contains a quantifier (a DAG walk; a formula too large to scan counts as one). */
export function hasQuantifier(ctx: Ctx, e: Bool<'main'>): boolean {
  const seen = new Set<number>();
  const stack: import('z3-solver').Expr<'main'>[] = [e];
  while (stack.length > 0) {
    const t = stack.pop()!;
    const id = t.id();
    if (seen.has(id)) continue;
    seen.add(id);
    if (seen.size > QUANTIFIER_SCAN_LIMIT || ctx.isQuantifier(t)) return true;
    if (ctx.isApp(t)) for (let i = 0; i < t.numArgs(); i++) stack.push(t.arg(i));
  }
  return false;
}

/** An unknown worth a second try: Z3 gave up on its own (incomplete quantifier instantiation, an
 *  incomplete theory), not because of the time limit, memory, an error or a crash. */
export function retryable(reason: string | undefined): boolean {
  if (!reason || reason === 'timeout') return false;
  return !/memory|memout|resource|canceled|interrupt|Z3 error|crash|did not stop|ignored its|earlier in this run/i.test(reason);
}

export async function discharge(env: DischargeEnv, plan: Plan, built: Built, detail?: string, withCounterexample = true): Promise<ObligationResult> {
  const { ctx } = env;
  const base = { id: plan.id, kind: plan.kind, title: plan.title, assumptions: env.assumptions, refutes: plan.refutes };
  const given = detail ?? plan.detail;
  const parts = built.parts && built.parts.length > 1 ? built.parts : [built.negation];
  const deadline = Date.now() + env.timeoutMs;
  const files: string[] = [];
  const texts: string[] = [];
  const extra = (): { smtFile?: string } => (files.length > 0 ? { smtFile: files.join(', ') } : {});
  let timeMs = 0;
  let unknown: string | undefined;
  let code = 'ZM6003';
  const retries: string[] = []; // recorded in the detail: how an obligation was decided matters
  const detailNow = (): string | undefined => [given, ...retries].filter(Boolean).join('; ') || undefined;
  for (const [k, part] of parts.entries()) {
    // the integer tactic only for quantifier-free parts: on quantifiers it falls back to the general
    // solver after time-limited attempts of its own, so its answer there depends on the machine's load
    // (measured: misère condition I unknown after 7 s alone, timeout under load; the general solver: 0.7 s)
    const tactic = env.solver !== undefined && !hasQuantifier(ctx, part);
    const first = tactic ? env.solver!() : new ctx.Solver();
    let s = first;
    let second: Solver<'main'> | undefined;
    try {
      s.add(part);
      // the script of exactly what Z3 is asked (the retry below adds the same part to a fresh solver)
      const text = env.emit || env.keepSmt ? s.toSmtlib2('unsat') : '';
      if (env.emit) {
        const file = await env.emit(parts.length > 1 ? `${plan.id}.${k + 1}` : plan.id, plan.title, text);
        if (file) files.push(file);
      }
      if (env.keepSmt) texts.push(text);
      let out = await runCheck(s, Math.max(1, deadline - Date.now()));
      timeMs += out.timeMs;
      if (out.status === 'unknown' && retryable(out.reason) && deadline - Date.now() >= MIN_RETRY_MS) {
        // Z3 gave up for a reason other than time (quantifier instantiation went astray): once more,
        // another way, within the same time limit. Only an unsat of that check proves the part.
        second = new ctx.Solver();
        const how = tactic ? "Z3's general solver" : 'another random seed';
        if (!tactic) second.set('random_seed', 1);
        second.add(part);
        const again = await runCheck(second, Math.max(1, deadline - Date.now()));
        timeMs += again.timeMs;
        retries.push(
          `${parts.length > 1 ? `part ${k + 1}: ` : ''}Z3 could not decide it (${out.reason}), retried with ${how}: ${again.status === 'unknown' ? `unknown (${again.reason ?? 'unknown'})` : again.status}`,
        );
        out = again;
        s = second;
      }
      if (out.status === 'unknown') {
        if (unknown === undefined && out.reason === 'timeout') code = 'ZM6002';
        unknown ??= out.reason === 'timeout' ? `Z3 gave up after ${env.timeoutMs} ms (timeout)` : `Z3 could not decide it (${out.reason ?? 'unknown'})`;
        continue;
      }
      if (out.status === 'unsat') continue;
      // parts that ask more than the obligation: a model refutes only the stronger statement
      if (built.sufficient) return { ...base, status: 'unknown', timeMs, code: 'ZM6003', detail: `part ${k + 1} of the case-by-case form does not hold`, ...extra() };
      if (readsRecursiveTwin(ctx, part)) return { ...base, status: 'unknown', timeMs, code: 'ZM6003', detail: RECURSIVE_SAT, ...extra() };
      const d = detailNow();
      if (!withCounterexample) return { ...base, status: 'refuted', timeMs, code: 'ZM6001', ...(d ? { detail: d } : {}), ...extra() };
      const started = Date.now();
      const { model, minimised, release } = await bestModel(env, { ...built, negation: part }, s);
      try {
        const cx = await counterexample(env, plan, built.witness, model, minimised).catch((e: unknown) => {
          if (e instanceof NotANumber) return e;
          throw e;
        });
        if (cx instanceof NotANumber) {
          // no exact counterexample to replay (√2 and the like): unknown with the value named
          return {
            ...base,
            status: 'unknown',
            timeMs: timeMs + (Date.now() - started),
            code: 'ZM6006',
            detail: `Z3 found a possible counterexample that cannot be confirmed: ${cx.message}`,
            ...extra(),
          };
        }
        const result: ObligationResult = { ...base, status: 'refuted', timeMs: timeMs + (Date.now() - started), counterexample: cx.counterexample, code: 'ZM6001', ...extra() };
        if (d) result.detail = d;
        if (cx.internalError && env.exact && !env.exact()) {
          result.status = 'unknown';
          result.code = 'ZM6006';
          result.detail = `Z3 found a possible counterexample that the evaluator does not confirm; the well-defined obligation is not proved, so the encoding may be inexact here (${cx.internalError})`;
        } else if (cx.internalError) {
          result.status = 'unknown';
          result.code = INTERNAL_ERROR;
          result.internalError = cx.internalError;
          result.detail = `internal error: ${cx.internalError}`;
        } else if (!cx.counterexample.confirmed) {
          result.status = 'unknown';
          result.code = 'ZM6006';
          result.detail = `Z3 found a possible counterexample that could not be confirmed: ${cx.counterexample.explanation ?? 'no reason given'}`;
        }
        return result;
      } finally {
        release();
      }
    } finally {
      first.release();
      second?.release();
    }
  }
  const d = detailNow();
  if (unknown) return { ...base, status: 'unknown', timeMs, code, detail: d ? `${unknown}; ${d}` : unknown, ...extra() };
  return { ...base, status: 'proved', timeMs, ...(d ? { detail: d } : {}), ...extra(), ...(env.keepSmt ? { smt: keptSmt(env, built, texts) } : {}) };
}

/** The scripts of a proved obligation for a second solver: Z3's own, and the settled side conditions. */
function keptSmt(env: DischargeEnv, built: Built, parts: string[]): ObligationSmt {
  if (!built.settled) return { parts };
  const s = new env.ctx.Solver();
  try {
    s.add(built.settled.negation);
    return { parts, settled: { text: s.toSmtlib2('unsat'), count: built.settled.count } };
  } finally {
    s.release();
  }
}

type BestModel = { model: Model<'main'>; minimised: boolean; release: () => void };

/**
 * The smallest model (Σ|value| of the position and params): Optimize first, with a share of the time
 * limit; if it gives up, a descent with the plain solver (each step asks for a strictly smaller
 * objective) until unsat — minimal — or the budget is spent; else the solver's first model.
 */
async function bestModel(env: DischargeEnv, built: Built, s: Solver<'main'>): Promise<BestModel> {
  const { ctx, be } = env;
  const leaves = [...(built.witness.position?.values() ?? []), ...env.params.values()];
  const objective = sizeObjective(ctx, be, leaves);
  const first = s.model();
  if (!objective) return { model: first, minimised: false, release: () => undefined };
  const budget = Math.min(env.timeoutMs, 30_000);
  // one attempt: the negation and `extra`, minimised by Optimize (or a plain solver, unminimised)
  const quantified = hasQuantifier(ctx, built.negation);
  const attempt = async (extra: Bool<'main'>[], limitMs: number, optimize: boolean): Promise<BestModel | undefined> => {
    const opt = optimize ? new ctx.Optimize() : undefined;
    const o = opt ?? new ctx.Solver();
    try {
      o.add(built.negation, ...extra);
      opt?.minimize(objective);
      // Optimize on a quantified formula: Z3's harmless "not supported" warning kept off stderr (z3.ts)
      const check = (): ReturnType<typeof runCheck> => runCheck(o, limitMs);
      const out = opt && quantified ? await withoutZ3Warnings(check) : await check();
      if (out.status === 'sat') return { model: o.model(), minimised: optimize, release: () => o.release() };
    } catch {
      // gave up: the caller's next step
    }
    o.release();
    return undefined;
  };
  const optimised = await attempt([], Math.max(1000, budget / 3), true);
  // real values the evaluator's doubles cannot hold (1/3) could not be re-checked: then ask for a
  // model on a grid they hold exactly — integers, quarters, multiples of 2^-16 (minimised by
  // Optimize where the formula is quantifier-free; Optimize gives up on quantifiers, slowly)
  const reals = [...leaves, ...(built.witness.moves ?? []).flatMap((m) => m.vars.map((v) => v.sym))].flatMap(realTerms);
  const exact = (m: Model<'main'>): boolean => reals.every((t) => exactValue(ctx, m, t));
  if (reals.length > 0 && !(optimised && exact(optimised.model))) {
    for (const grid of [1, 4, 65536]) {
      const onGrid = reals.map((t) => ctx.ToReal(ctx.ToInt(t.mul(grid))).eq(t.mul(grid)));
      const found = await attempt(onGrid, Math.max(500, Math.min(3000, budget / 9)), !quantified);
      if (found) {
        optimised?.release();
        return found;
      }
    }
  }
  if (optimised) return optimised;
  const deadline = Date.now() + (2 * budget) / 3;
  let model = first;
  const smaller = (m: Model<'main'>): Bool<'main'> => {
    const v = m.eval(objective, true);
    return be.mode === 'bv' ? ctx.ULT(objective as BitVec<number, 'main'>, v as BitVec<number, 'main'>) : (objective as Arith<'main'>).lt(v as Arith<'main'>);
  };
  for (;;) {
    const left = deadline - Date.now();
    if (left < 200) return { model, minimised: false, release: () => undefined };
    s.add(smaller(model));
    const out = await runCheck(s, left);
    if (out.status === 'unsat') return { model, minimised: true, release: () => undefined };
    if (out.status !== 'sat') return { model, minimised: false, release: () => undefined };
    model = s.model();
  }
}

async function counterexample(env: DischargeEnv, plan: Plan, w: Witness, model: Model<'main'>, minimised: boolean): Promise<{ counterexample: Counterexample; internalError?: string }> {
  const { ctx, spec } = env;
  const concrete: ConcreteWitness = { params: new Map(), ...(env.width !== undefined ? { width: env.width } : {}) };
  // a value that is no number is named as the file names it (the field, param or binder)
  const value = (name: string, sym: Sym): Exact => {
    try {
      return modelValue(ctx, model, sym);
    } catch (e) {
      throw e instanceof NotANumber ? new NotANumber(name, e.value) : e;
    }
  };
  for (const [name, sym] of env.params) concrete.params.set(name, value(name, sym));
  if (w.position) concrete.position = new Map([...w.position].map(([f, v]) => [f, value(f, v)]));
  if (w.moves) {
    // the culprit move; a quantified condition may not evaluate in a model, then any legal move
    const hit = w.moves.findIndex((m, k) => ctx.isTrue(model.eval(w.moveHits?.[k] ?? m.legal, true)));
    const m = w.moves[hit] ?? w.moves.find((x) => ctx.isTrue(model.eval(x.legal, true)));
    if (m) concrete.move = { schema: m.schema, binders: new Map(m.vars.map((v) => [v.name, value(v.name, v.sym)])) };
  }
  if (w.values) concrete.values = new Map(w.values.map((v) => [v.name, value(v.name, v.sym)]));
  const check = recheck(spec, plan, concrete);
  const cx: Counterexample = {
    params: Object.fromEntries([...concrete.params].map(([k, v]) => [k, shown(v)])),
    position: concrete.position ? shownPosition(spec, concrete.position) : {},
    minimised,
    confirmed: check.confirmed,
  };
  const broken = w.sides?.find((side) => ctx.isFalse(model.eval(side.cond, true)));
  const at = broken?.span ? lineColOf(spec.source, broken.span.start) : undefined;
  const what = broken ? `${broken.what}${at ? ` (at line ${at.line}, column ${at.col})` : ''}` : undefined;
  if (check.explanation || what) cx.explanation = [what && `broken: ${what}`, check.explanation].filter(Boolean).join('; ');
  if (concrete.move) {
    const schema = spec.game.moves[concrete.move.schema]!;
    cx.move = {
      schema: concrete.move.schema,
      label: schema.name ?? `move ${concrete.move.schema + 1}`,
      binders: Object.fromEntries([...concrete.move.binders].map(([k, v]) => [k, shown(v)])),
    };
    if (check.target) cx.move.target = shownPosition(spec, check.target);
    if (check.keeps) cx.move.keeps = true;
  }
  if (concrete.values) cx.values = Object.fromEntries([...concrete.values].map(([k, v]) => [k, shown(v)]));
  return check.internalError ? { counterexample: cx, internalError: check.internalError } : { counterexample: cx };
}

export type { Exact };

/** A real model value that the evaluator's doubles hold exactly (an irrational one never is). */
function exactValue(ctx: DischargeEnv['ctx'], m: Model<'main'>, t: Arith<'main'>): boolean {
  try {
    return exactDouble(modelValue(ctx, m, { kind: 'num', real: true, term: t as NumT }));
  } catch (e) {
    if (e instanceof NotANumber) return false;
    throw e;
  }
}

/** The real-sorted numeric leaves of a value. */
function realTerms(v: Sym): Arith<'main'>[] {
  if (v.kind === 'num') return v.real ? [v.term as Arith<'main'>] : [];
  if (v.kind === 'array') return v.elems.flatMap(realTerms);
  if (v.kind === 'pos') return [...v.fields.values()].flatMap(realTerms);
  return [];
}
