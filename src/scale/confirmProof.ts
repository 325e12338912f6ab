// Stage: scale. `--confirm cvc5`: every obligation Z3 proved is re-checked by cvc5 from the SMT-LIB2
// scripts Z3 itself was given (ObligationResult.smt, kept by the prover on request), plus, for the
// well-defined obligation, the side conditions interval reasoning settled without Z3. Input: the
// ProofResult. Output: the same result with `confirmations` on each proved obligation — confirmed
// (every script unsat), not-confirmed (unknown, timeout, unreadable: the verdict stays Z3's), or
// disagrees (a script sat: run/fromProof.ts makes it an internal error, ZM9013, never a verdict).

import type { Confirmation, ObligationResult, ProofResult } from '../prove/result.js';
import type { ConfirmRequest } from '../run/engines.js';
import type { ProofConfirmer } from '../run/pipeline.js';
import { cvc5Runner, type RunSolver, type SolverAnswer } from './cvc5Process.js';

/** The confirmer of the CLI and the worker threads: cvc5 run as `request.command`. */
export const confirmWithCvc5: ProofConfirmer = (result, request, timeoutMs) => confirmProof(result, request, timeoutMs, cvc5Runner(request.command));

/** Confirms each proved obligation in turn (one solver process at a time: the cores are shared). */
export async function confirmProof(result: ProofResult, request: ConfirmRequest, timeoutMs: number, run: RunSolver): Promise<ProofResult> {
  const obligations: ObligationResult[] = [];
  for (const o of result.obligations) {
    obligations.push(o.status === 'proved' ? { ...o, confirmations: [...(o.confirmations ?? []), await confirmOne(o, request, timeoutMs, run)] } : o);
  }
  return { ...result, obligations };
}

async function confirmOne(o: ObligationResult, request: ConfirmRequest, timeoutMs: number, run: RunSolver): Promise<Confirmation> {
  const solver = request.solver;
  if (!o.smt || o.smt.parts.length === 0) return { solver, status: 'not-confirmed', timeMs: 0, detail: 'Z3 left no SMT-LIB script of it' };
  const scripts = [
    ...o.smt.parts.map((text, k) => ({ text, what: o.smt!.parts.length > 1 ? `part ${k + 1} of ${o.smt!.parts.length}` : 'the obligation', settled: false })),
    ...(o.smt.settled ? [{ text: o.smt.settled.text, what: `the ${o.smt.settled.count} side condition${o.smt.settled.count === 1 ? '' : 's'} settled by interval reasoning`, settled: true }] : []),
  ];
  let timeMs = 0;
  const open: string[] = [];
  let settledOpen = false;
  for (const script of scripts) {
    const answer: SolverAnswer = await run(script.text, timeoutMs);
    timeMs += answer.timeMs;
    if (answer.status === 'sat') {
      const against = script.settled ? 'interval reasoning settled it without a solver' : 'Z3 proved it (unsat)';
      return { solver, status: 'disagrees', timeMs, detail: `${solver} finds the negation of ${script.what} satisfiable (sat), where ${against}` };
    }
    if (answer.status === 'unknown') {
      // one script: the reason alone; else which script it was
      open.push(scripts.length === 1 ? (answer.reason ?? 'unknown') : `${script.what}: ${answer.reason ?? 'unknown'}`);
      settledOpen ||= script.settled;
    }
  }
  const settled = o.smt.settled && !settledOpen ? { settled: o.smt.settled.count } : {};
  if (open.length > 0) return { solver, status: 'not-confirmed', timeMs, detail: open.join('; '), ...settled };
  return { solver, status: 'confirmed', timeMs, ...settled };
}
