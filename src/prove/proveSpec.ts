// Stage: prove. The entry point: Spec → ProofResult. Chooses the encoding, lists the obligations
// (well-defined, domain, Theorem 4.1 or Grundy conditions, finiteness, then claims from the proved
// conjecture), discharges each separately with its own time limit, and decides the overall status:
// proved only when every obligation — finiteness included — is proved for every value; an obligation
// proved only under the bitvector width is marked (widthBound) and makes the file width-bounded.

import type { Spec } from '../model/model.js';
import { firstKeptMove } from '../model/checkKeptMoves.js';
import { realMoveBinder } from '../lang/builtins.js';
import { getZ3 } from './z3.js';
import { bvBackend, intBackend } from './backend.js';
import { folding } from './fold.js';
import { Encoder } from './encoder.js';
import { SymGame, type SymPos } from './symGame.js';
import type { NumT } from './backend.js';
import { bitsUse, planNeedsBits } from './bitsUse.js';
import { conjectureSets, grundyOf, type SymSets } from './conjectureSets.js';
import { domainPlan, theoremPlans } from './obligations.js';
import { valuePlans } from './valuePlans.js';
import { grundyPlans } from './grundyPlans.js';
import { finitenessPlan } from './termination.js';
import { claimPlans, usesOracles } from './claims.js';
import { countClosurePlan, wellDefinedPlan } from './wellDefined.js';
import { chooseEncoding } from './encodingChoice.js';
import { runPlan } from './runPlan.js';
import type { DischargeEnv } from './discharge.js';
import { smtCertificate, writeSmt } from './smt.js';
import { overallStatus, widthBoundOf, type ObligationResult, type ProofResult } from './result.js';
import type { Plan } from './plan.js';
import { axiomRoute, proveAllByAxioms } from './axiomRoute.js';
import { recursiveFunctions, recursiveNames } from './recursiveDefs.js';
import { lemmaPlans } from './lemmas.js';

/** Why every obligation of a game with `again:` and a real-valued move is unknown: the re-check
 *  searches real moves cell by cell (realMoveSearch.ts) and does not tell kept ones apart. */
const KEPT_REAL_DETAIL = 'the prover does not encode real-valued moves in a game whose moves can keep the turn (`again:`): the bounded check decides this file within its bounds';
/** The termination check of a recursive definition: a few small validity checks each. */
const RECURSION_CHECK_MS = 5000;

export interface ProveOptions {
  timeoutMs: number; // per obligation
  emitSmtDir?: string; // write each obligation as an SMT-LIB2 certificate there
  keepSmt?: boolean; // keep each proved obligation's scripts in its result (for --confirm)
  width?: number; // bitvector encoding: fields and params below 2^width (default: proof.width, else DEFAULT_WIDTH = 53)
  onObligation?: (r: ObligationResult) => void; // progress, in order
  /** Called once, before the first obligation, with the obligations planned (in order; a trivial one
   *  may end up not reported): a prover process killed midway reports the rest as not attempted. */
  onPlan?: (planned: PlannedObligation[]) => void;
  /** false: no second attempt by the xor axioms (axiomRoute.ts) — the bit-vector route's result alone. */
  xorAxioms?: boolean;
}

export type PlannedObligation = Pick<ObligationResult, 'id' | 'kind' | 'title' | 'refutes'>;

interface Mode {
  g: SymGame;
  env: DischargeEnv;
  sets: (() => SymSets) | undefined;
  grundy: ((p: SymPos) => NumT) | undefined;
  value: ((p: SymPos) => NumT) | undefined;
}

function conjectureOf(g: SymGame, spec: Spec): Pick<Mode, 'sets' | 'grundy' | 'value'> {
  const c = spec.conjecture;
  const value = c?.value;
  return {
    sets: c && (c.safe || c.fragile || c.neutral) ? () => conjectureSets(g, c)! : undefined,
    grundy: c ? grundyOf(g, c) : undefined,
    value: value ? (p) => g.enc.num(value, g.scope(p)).term : undefined,
  };
}

/** `proof.width` (fields below 2^width in the bitvector encoding), read defensively: the key is a
 *  request to the spec stage (see the report of issue 4); until it exists this returns undefined. */
function declaredWidth(spec: Spec): number | undefined {
  const w = (spec.proof as { width?: unknown } | undefined)?.width;
  return typeof w === 'number' && Number.isInteger(w) && w >= 1 && w <= 62 ? w : undefined;
}

function regionNote(width: number | undefined): string[] {
  return width === undefined ? [] : [`parameters below 2^${width} (the region of the bitvector obligations)`];
}

export async function proveSpec(spec: Spec, opts: ProveOptions): Promise<ProofResult> {
  const started = Date.now();
  const choice = chooseEncoding(spec, opts.width ?? declaredWidth(spec));
  const result = (obligations: ObligationResult[], detail?: string): ProofResult => ({
    file: spec.file,
    name: spec.name,
    status: overallStatus(obligations),
    ...(overallStatus(obligations) === 'width-bounded' ? { widthBound: widthBoundOf(obligations)! } : {}),
    obligations,
    encoding: choice.mode === 'int' ? 'int' : 'bitvector',
    ...(choice.width !== undefined ? { width: choice.width, bits: choice.bits! } : {}),
    // proved by the axioms where the bit-vectors needed a width: the width is no assumption any more
    assumptions: obligations.some((o) => o.axioms) && widthBoundOf(obligations) === undefined ? [] : choice.assumptions,
    timeMs: Date.now() - started,
    ...(detail ? { detail } : {}),
  });
  if (!spec.conjecture && spec.claims.length === 0) return result([], 'nothing to prove: the file has no conjecture and no claims');

  const { ctx } = await getZ3();
  const use = bitsUse(spec);
  // recursive definitions shown to terminate become Z3 recursive functions (integer encoding only)
  const recursive = recursiveNames(spec.defines).length > 0 ? (await recursiveFunctions(ctx, spec.defines, Math.min(opts.timeoutMs, RECURSION_CHECK_MS))).functions : undefined;
  const obligations: ObligationResult[] = [];
  const record = (r: ObligationResult): void => {
    obligations.push(r);
    opts.onObligation?.(r);
  };
  // Two encodings side by side: each obligation takes bitvectors only if it touches xor/bit.
  const modes = new Map<'int' | 'bv', Mode>();
  const mode = (bits: boolean): Mode => {
    const key = bits && choice.mode !== 'int' ? 'bv' : 'int';
    let m = modes.get(key);
    if (!m) {
      const be = folding(ctx, key === 'int' ? intBackend(ctx) : choice.mode === 'bv' ? bvBackend(ctx, choice.bits!) : intBackend(ctx, choice.bits));
      const enc = new Encoder(ctx, be, {
        defines: new Map(spec.defines.map((d) => [d.name, d])),
        stateFields: spec.game.state.map((f) => f.name),
        ...(spec.game.players ? { players: spec.game.players } : {}),
        ...(key === 'int' && recursive && recursive.size > 0 ? { recursive } : {}),
      });
      const g = new SymGame(enc, spec, key === 'bv' ? choice.width : undefined, choice.width);
      const env: DischargeEnv = {
        ctx,
        be,
        spec,
        timeoutMs: opts.timeoutMs,
        assumptions: key === 'bv' ? choice.assumptions : regionNote(choice.width),
        params: g.params,
        exact: () => obligations.find((o) => o.id === 'well-defined')?.status !== 'unknown' && obligations.find((o) => o.id === 'well-defined')?.status !== 'refuted',
      };
      if (choice.width !== undefined) env.width = choice.width;
      if (opts.keepSmt) env.keepSmt = true;
      // integers only (no bitvectors through Int2BV): Z3's tactic for linear integer arithmetic is
      // several times faster than its general solver here (measured: 4.1 s → 1.2 s on a Grundy table);
      // it hands what is not linear integer arithmetic (quantifiers, products) to the general solver
      // itself, but not Int2BV, which it gets stuck on
      // (nor recursive functions, which only the general solver unfolds)
      if (key === 'int') env.solver = () => (be.converted?.() || (recursive?.size ?? 0) > 0 ? new ctx.Solver() : new ctx.Tactic('qflia').solver());
      if (opts.emitSmtDir) {
        const dir = opts.emitSmtDir;
        env.emit = (id, title, smt) => writeSmt(dir, spec.name, id, smtCertificate(title, spec.file, smt));
      }
      m = { g, env, ...conjectureOf(g, spec) };
      modes.set(key, m);
    }
    return m;
  };
  // Which proofs hold only below 2^width: every bitvector obligation (its integers are vectors), and
  // in such a file every obligation over parameters too (their hypotheses bound the parameters by
  // regionWidth, see plan.ts), and a claim read through a conjecture proved only below the width.
  const hasParams = spec.game.params.length > 0;
  const keptReal = firstKeptMove(spec) !== undefined && realMoveBinder(spec.game.moves) !== undefined;
  const run = async (id: string, plans: (m: Mode) => Plan[], viaBounded = false): Promise<void> => {
    const bits = planNeedsBits(use, id);
    const m = mode(bits);
    const plan = plans(m).find((p) => p.id === id);
    if (!plan) return;
    if (keptReal) {
      record({ id: plan.id, kind: plan.kind, title: plan.title, status: 'unknown', timeMs: 0, detail: KEPT_REAL_DETAIL, assumptions: [], refutes: plan.refutes, code: 'ZM6004' });
      return;
    }
    const r = await runPlan(m.env, plan);
    if (!r) return;
    const bounded = choice.width !== undefined && ((bits && choice.mode !== 'int') || hasParams || viaBounded);
    record(bounded && r.status === 'proved' ? { ...r, widthBound: choice.width! } : r);
  };

  const conj = spec.conjecture;
  const neutralEmpty = conj !== undefined && !conj.neutral && [conj.safe, conj.fragile].filter(Boolean).length === 1;
  // the numbers the conjecture assigns (Grundy values, values), encoded for their side conditions
  const numbers = (m: Mode): ((p: SymPos) => NumT) | undefined => (m.grundy && m.value ? (p) => (m.grundy!(p), m.value!(p)) : (m.grundy ?? m.value));
  const all = (m: Mode): Plan[] => [
    wellDefinedPlan(m.g, spec, m.sets, numbers(m)),
    countClosurePlan(m.g, spec, m.sets, numbers(m)),
    ...(m.sets ? theoremPlans(m.g, spec, m.sets, neutralEmpty) : [domainPlan(m.g)]),
    ...(m.grundy ? grundyPlans(m.g, spec, m.grundy) : []),
    ...(m.value ? valuePlans(m.g, spec, m.value) : []),
    finitenessPlan(m.g, spec),
  ];
  const conjecturePlans = conj ? all(mode(false)) : [];
  const lemmas = (m: Mode): Plan[] => lemmaPlans(m.g, spec);
  if (opts.onPlan) {
    const shown = (p: Plan): PlannedObligation => ({ id: p.id, kind: p.kind, title: p.title, refutes: p.refutes });
    opts.onPlan([...lemmas(mode(false)).map(shown), ...conjecturePlans.map(shown), ...claimPlans(mode(false).g, spec, {}).map(shown)]);
  }
  // lemmas first, in order, in the integer encoding (planNeedsBits): each one proved is assumed by
  // every later obligation of that encoding (lemmas.ts); one not proved is never assumed, and the
  // file cannot be proved then (overallStatus needs every obligation proved)
  const lemmaList = lemmas(mode(false));
  for (const [k, lemma] of (spec.proof?.lemmas ?? []).entries()) {
    const own = lemmaList.filter((p) => p.lemmaIndex === k);
    for (const plan of own) await run(plan.id, lemmas, choice.width !== undefined);
    // by induction: measure, base and step must all be proved
    if (own.every((plan) => obligations.find((o) => o.id === plan.id)?.status === 'proved')) mode(false).g.assumedLemmas.push(lemma);
  }
  for (const plan of conjecturePlans) await run(plan.id, all);
  const conjectureProved = conj !== undefined && obligations.every((o) => o.status === 'proved');
  const conjectureBounded = widthBoundOf(obligations) !== undefined;
  const claims = (m: Mode): Plan[] =>
    claimPlans(m.g, spec, conjectureProved ? { ...(m.sets ? { sets: m.sets() } : {}), ...(m.grundy ? { grundy: m.grundy } : {}), ...(m.value ? { value: m.value } : {}) } : {});
  for (const plan of claims(mode(false))) {
    const claim = spec.claims[plan.claimIndex!]!;
    if (usesOracles(claim.holds) && !conjectureProved) {
      const why = conj ? 'it asks the solved game, and the conjecture is not proved' : 'it asks the solved game, and the file has no conjecture to prove it from';
      record({ id: plan.id, kind: plan.kind, title: plan.title, status: 'unknown', timeMs: 0, detail: why, assumptions: [], refutes: plan.refutes, code: 'ZM6007' });
      continue;
    }
    await run(plan.id, claims, conjectureBounded && usesOracles(claim.holds));
  }
  if (opts.xorAxioms !== false && overallStatus(obligations) === 'width-bounded') {
    // the second attempt: every obligation again without a width, xor by its axioms (axiomRoute.ts)
    const route = axiomRoute(spec, ctx, opts);
    const m: Mode = { g: route.g, env: route.env, ...conjectureOf(route.g, spec) };
    // the lemmas are proved again here too (their first proof was below the width) and assumed in
    // this route once every obligation of one is (measure, base and step of an induction)
    const routeLemmas = lemmas(m);
    const reproved = new Set<string>();
    const assume = (plan: Plan): void => {
      reproved.add(plan.id);
      const k = plan.lemmaIndex!;
      if (routeLemmas.filter((p) => p.lemmaIndex === k).every((p) => reproved.has(p.id))) route.g.assumedLemmas.push(spec.proof!.lemmas![k]!);
    };
    const replaced = await proveAllByAxioms(obligations, () => [...routeLemmas, ...all(m), ...claims(m)], route, regionNote(choice.width), assume);
    if (replaced) obligations.splice(0, obligations.length, ...replaced);
  }
  return result(obligations);
}
