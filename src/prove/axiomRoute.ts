// Stage: prove. The second attempt at a file the bit-vector route proved only below 2^width: every
// obligation again over unbounded integers, with xor an uninterpreted function constrained by the
// xor axioms (axiomBackend.ts). Only unsat counts: an obligation is then proved for every value, with
// no width, and names the axioms it was given. All or nothing: unless every obligation that was
// bounded (or stated for the bounded region) is proved so, the first results stay exactly as they
// were. A sat answer is no counterexample here (a function other than xor may satisfy the axioms):
// counterexamples come from the bounded check and the bit-vector route only.

import type { Spec } from '../model/model.js';
import type { Ctx } from './z3.js';
import type { BoolT } from './backend.js';
import type { Plan } from './plan.js';
import type { ObligationResult } from './result.js';
import { buildPlan, discharge, emitCertificates, type DischargeEnv } from './discharge.js';
import { axiomEncoding, type AxiomEncoding } from './axiomBackend.js';
import { folding } from './fold.js';
import { Encoder } from './encoder.js';
import { SymGame } from './symGame.js';
import { smtCertificate, writeSmt } from './smt.js';
import { join } from 'node:path';
import { z3Stuck } from './runCheck.js';

/** The folder (inside --emit-smt's) of the certificates of this route. */
export const AXIOM_SMT_DIR = 'xor-axioms';

/** The axioms tried in turn: first that xor of naturals is a natural (all that well-definedness
 *  needs, and quick), with a short limit; then all of them, with at most AXIOM_STEP_MS (a second
 *  attempt after a result that already stands: a file the axioms cannot prove, such as Bouton for
 *  five heaps, would otherwise pay the obligation's full limit again — 30 s by default). */
const FIRST_STEP = ['natural'];
const FIRST_STEP_MS = 5_000;
const AXIOM_STEP_MS = 10_000;

export interface AxiomRoute {
  g: SymGame;
  env: DischargeEnv;
  encoding: AxiomEncoding;
}

export interface AxiomRouteOptions {
  timeoutMs: number;
  emitSmtDir?: string;
  keepSmt?: boolean;
}

/** The route's game and discharge environment: no width guard, no region, xor by the axioms. */
export function axiomRoute(spec: Spec, ctx: Ctx, opts: AxiomRouteOptions): AxiomRoute {
  const encoding = axiomEncoding(ctx);
  const be = folding(ctx, encoding.be);
  const enc = new Encoder(ctx, be, {
    defines: new Map(spec.defines.map((d) => [d.name, d])),
    stateFields: spec.game.state.map((f) => f.name),
    ...(spec.game.players ? { players: spec.game.players } : {}),
  });
  const g = new SymGame(enc, spec, undefined, undefined);
  const env: DischargeEnv = { ctx, be, spec, timeoutMs: opts.timeoutMs, assumptions: [], params: g.params };
  if (opts.keepSmt) env.keepSmt = true;
  if (opts.emitSmtDir) {
    const dir = join(opts.emitSmtDir, AXIOM_SMT_DIR);
    env.emit = (id, title, smt) => writeSmt(dir, spec.name, id, smtCertificate(`${title} (xor by its axioms, for every natural)`, spec.file, smt));
  }
  return { g, env, encoding };
}

export function axiomDetail(names: readonly string[]): string {
  return names.length === 0
    ? 'proved for every value without bit-vectors'
    : `proved for every natural number without bit-vectors: xor as a function on the naturals with the xor axioms (${names.join(', ')})`;
}

/** The plan proved with the axioms, or undefined when it is not. */
export async function proveByAxioms(route: AxiomRoute, plan: Plan): Promise<ObligationResult | undefined> {
  if (plan.candidates) return undefined; // a measure searched for: not attempted again
  const before = route.encoding.applications();
  const built = buildPlan(plan);
  if ('failed' in built || built.trivial) return undefined;
  const steps = route.encoding.applications() > before ? [FIRST_STEP, [...route.encoding.axioms.keys()]] : [[]];
  const { ctx } = route.env;
  for (const [k, names] of steps.entries()) {
    if (z3Stuck()) return undefined;
    const axioms = names.map((n) => route.encoding.axioms.get(n)!);
    // with every axiom, also their instances at the obligation's xor terms (xorInstances.ts)
    if (names.length > 1) axioms.push(...route.encoding.groundInstances(built.negation));
    const withAxioms = (f: BoolT): BoolT => (axioms.length === 0 ? f : ctx.And(f, ...axioms));
    const given = { ...built, negation: withAxioms(built.negation), ...(built.parts ? { parts: built.parts.map(withAxioms) } : {}) };
    const last = k === steps.length - 1;
    // certificates only of the attempt that proves it
    const quiet: DischargeEnv = { ...route.env, timeoutMs: Math.min(route.env.timeoutMs, last ? AXIOM_STEP_MS : FIRST_STEP_MS) };
    delete quiet.emit;
    const detail = [plan.detail, axiomDetail(names)].filter(Boolean).join('; ');
    const r = await discharge(quiet, plan, given, detail, false);
    if (r.status !== 'proved') continue;
    const files = await emitCertificates(route.env, plan, given);
    return { ...r, ...(files.length > 0 ? { smtFile: files.join(', ') } : {}), ...(names.length > 0 ? { axioms: names } : {}) };
  }
  return undefined;
}

/**
 * The obligations with every bounded one (widthBound) and every one stated for the bounded region
 * (its title differs without a width: the domain's "and below 2^w") proved again by the axioms, or
 * undefined when one of them is not: then nothing changes. Condition I goes first (the one most
 * likely to fail, so a file that stays bounded costs one attempt). `regionNotes` are dropped from the
 * others: they bound the parameters of a file in whose obligations nothing is bounded any more.
 */
export async function proveAllByAxioms(
  obligations: readonly ObligationResult[],
  plansOf: () => Plan[],
  route: AxiomRoute,
  regionNotes: readonly string[],
  onLemmaProved?: (plan: Plan) => void,
): Promise<ObligationResult[] | undefined> {
  const plans = plansOf();
  const planOf = (o: ObligationResult): Plan | undefined => plans.find((p) => p.id === o.id);
  const targets = obligations.filter((o) => o.status === 'proved' && (o.widthBound !== undefined || planOf(o)?.title !== o.title));
  // the lemmas first, in their order (each one proved here is then assumed by the later ones:
  // onLemmaProved), then condition I
  const ordered = [...targets.filter((o) => o.kind === 'lemma'), ...targets.filter((o) => o.kind === 'condition-I'), ...targets.filter((o) => o.kind !== 'condition-I' && o.kind !== 'lemma')];
  const replaced = new Map<string, ObligationResult>();
  for (const o of ordered) {
    // a check that ignored its interrupt still runs: the context must not be touched (runCheck.ts)
    if (z3Stuck()) return undefined;
    const plan = planOf(o);
    const r = plan && (await proveByAxioms(route, plan));
    if (!r) return undefined;
    if (plan.kind === 'lemma') onLemmaProved?.(plan);
    // both routes' certificates: below the width with bit-vectors, and for every value with the axioms
    const files = [o.smtFile, r.smtFile].filter(Boolean).join(', ');
    replaced.set(o.id, { ...r, timeMs: o.timeMs + r.timeMs, ...(files ? { smtFile: files } : {}) });
  }
  return obligations.map((o) => replaced.get(o.id) ?? { ...o, assumptions: o.assumptions.filter((a) => !regionNotes.includes(a)) });
}
