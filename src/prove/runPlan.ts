// Stage: prove. Runs one plan to a result: unsupported constructs → unknown with the reason;
// finiteness without a measure → candidates in order until one is proved; condition I with a
// strategy → the plain condition when the strategy's version is not proved.

import type { Plan } from './plan.js';
import type { ObligationResult } from './result.js';
import { buildPlan, discharge, emitCertificates, failedResult, unknownResult, type DischargeEnv } from './discharge.js';

/** The time limit of a guessed hint (a user's strategy gets the full per-obligation limit): a third
 *  of the per-obligation limit, at least 10 s — so a larger limit, given for a loaded machine, also
 *  gives the hint more room before the (usually hopeless) plain existential. */
const HINT_TIMEOUT_MS = 10_000;
export const hintTimeout = (timeoutMs: number): number => Math.min(timeoutMs, Math.max(HINT_TIMEOUT_MS, Math.round(timeoutMs / 3)));

export async function runPlan(env: DischargeEnv, plan: Plan): Promise<ObligationResult | undefined> {
  if (plan.candidates) return runCandidates(env, plan);
  const built = buildPlan(plan);
  if ('failed' in built) return failedResult(plan, built, env.assumptions);
  if (built.trivial) return undefined;
  // a hint, or a faster form tried first (quietFallback), gets a share of the time limit; the faster
  // form leaves certificates only when it proves (else its parts need not be unsat)
  const first: DischargeEnv = { ...env, timeoutMs: plan.guessed || plan.quietFallback ? hintTimeout(env.timeoutMs) : env.timeoutMs };
  if (plan.quietFallback) delete first.emit;
  const r = await discharge(first, plan, built);
  if (r.status === 'proved' && plan.quietFallback) {
    const files = await emitCertificates(env, plan, built);
    return { ...r, ...(files.length > 0 ? { smtFile: files.join(', ') } : {}) };
  }
  if (r.status === 'proved' || !plan.fallback) return r;
  const alt = await runPlan(env, plan.fallback);
  if (plan.quietFallback) return alt && { ...alt, timeMs: alt.timeMs + r.timeMs };
  // A guess of zermelo's that fails is nobody's claim: the plain obligation stands alone, whatever
  // the guess's attempt said (even a disagreement, which a wrong guess cannot make a bug of the file)
  if (plan.guessed) return alt && { ...alt, timeMs: alt.timeMs + r.timeMs, detail: [alt.detail, `a strategy zermelo guessed did not work (${r.status})`].filter(Boolean).join('; ') };
  if (!alt || alt.status === 'unknown') {
    return { ...r, detail: `${r.detail ?? 'the strategy does not work'}; without the strategy: ${alt?.detail ?? 'not attempted'}` };
  }
  return { ...alt, timeMs: alt.timeMs + r.timeMs, detail: `${alt.status === 'proved' ? 'proved without the strategy hint' : 'refuted without the strategy hint'} (the strategy: ${r.status})` };
}

async function runCandidates(env: DischargeEnv, plan: Plan): Promise<ObligationResult> {
  const tried: string[] = [];
  let timeMs = 0;
  let undecided = false; // a candidate Z3 did not decide in time
  for (const c of plan.candidates ?? []) {
    const built = buildPlan(plan, () => c.build());
    if ('failed' in built) {
      if (built.internal) return failedResult(plan, built, env.assumptions);
      tried.push(`${c.label} (${built.failed})`);
      continue;
    }
    // candidates are checked without certificates: only the measure that works leaves one
    const quiet: DischargeEnv = { ...env, timeoutMs: Math.min(env.timeoutMs, 10_000) };
    delete quiet.emit;
    const r = await discharge(quiet, { ...plan, refutes: 'none' }, built, `measure ${c.label} (found automatically)`, false);
    timeMs += r.timeMs;
    if (r.status === 'proved') {
      const files = await emitCertificates(env, plan, built);
      return { ...r, timeMs, ...(files.length > 0 ? { smtFile: files.join(', ') } : {}) };
    }
    if (r.status !== 'refuted') undecided = true;
    tried.push(`${c.label} (${r.status === 'refuted' ? 'does not drop on every move' : 'unknown'})`);
  }
  const list = tried.length > 0 ? tried.join('; ') : 'no candidate (no natural or bounded field)';
  const none = unknownResult(plan, `no termination measure found — tried ${list}; give one as proof.termination`, timeMs, env.assumptions, 'ZM6005');
  return undecided ? { ...none, timeLimited: true } : none;
}
