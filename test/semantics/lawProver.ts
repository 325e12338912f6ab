// Law: what Z3 proves holds in the reference. An obligation the prover reports proved for every
// position (a requirement, a condition of Theorem 4.1, a clause of the mex characterisation, a
// claim, moves staying in their domains, expressions being defined) must not fail at any position of
// the bounded region as the reference computes it; a file proved as a whole must agree with the truth.

import { proveSpec } from '../../src/prove/proveSpec.js';
import type { ObligationKind } from '../../src/prove/result.js';
import { EvalError } from '../../src/lang/runtime.js';
import { refClaim } from '../../src/semantics/refClaims.js';
import { refGrundyCheck, refPartitionCheck, refTerminalMembership, type Counts } from '../../src/semantics/refConditions.js';
import { RefDomainError } from '../../src/semantics/refMoves.js';
import type { Spec } from '../../src/model/model.js';
import { runs } from './lawSetup.js';

const CONDITION: Partial<Record<ObligationKind, string>> = {
  partition: 'partition',
  'terminal-lose': 'terminal-lose',
  'terminal-draw': 'terminal-draw',
  'terminal-win': 'terminal-win',
  'condition-I': 'I',
  'condition-II': 'II',
  'condition-III-a': 'IIIa',
  'condition-III-b': 'IIIb',
  'grundy-nonneg': 'grundy-value',
  'grundy-no-equal': 'grundy-keep',
  'grundy-mex': 'grundy-reach',
};

export async function lawProver(spec: Spec, timeoutMs: number, tally?: Record<string, number>): Promise<string | undefined> {
  const proof = await proveSpec(spec, { timeoutMs });
  const proved = proof.obligations.filter((o) => o.status === 'proved');
  if (tally) for (const o of proved) tally[o.kind] = (tally[o.kind] ?? 0) + 1;
  if (proved.length === 0) return undefined;
  const sums = spec.game.moves.some((m) => m.targets.length !== 1);
  for (const run of runs(spec)) {
    const t = run.truth;
    const at = `(params ${JSON.stringify(run.params)})`;
    if (t.kind === 'failed') {
      const kind = t.failure.error instanceof RefDomainError ? 'domain' : 'well-defined';
      if (proved.some((o) => o.kind === kind)) return `Z3 proved ${kind}, but the reference fails at region position ${t.failure.index} ${at}: ${t.failure.error.message}`;
      continue;
    }
    if (t.kind !== 'solved') continue;
    let counts: Counts = {};
    try {
      const c = spec.conjecture;
      if (c?.grundy && typeof t.grundy !== 'string') counts = { ...counts, ...refGrundyCheck(t, c.grundy) };
      if (c && (c.safe || c.fragile || c.neutral)) {
        // the check's terminal requirements ask for exactly the right set; the prover's for membership
        const local = Object.fromEntries(Object.entries(refPartitionCheck(t, c)).filter(([k]) => !k.startsWith('terminal-')));
        counts = { ...counts, ...local, ...refTerminalMembership(t, c) };
      }
    } catch (e) {
      if (!(e instanceof EvalError)) throw e;
      if (proved.some((o) => o.kind === 'well-defined')) return `Z3 proved well-defined, but the conjecture fails to evaluate in the reference ${at}: ${e.message}`;
      continue;
    }
    for (const o of proved) {
      const name = CONDITION[o.kind];
      if (name && !(sums && !name.startsWith('grundy') && name !== 'partition') && counts[name])
        return `Z3 proved ${o.id}, the reference finds ${counts[name]} failure(s) of ${name} in the region ${at}`;
      const claim = /^claim-(\d+)$/.exec(o.id);
      if (claim && o.kind === 'claim') {
        const k = Number(claim[1]) - 1;
        const status = spec.claims[k] ? refClaim(t, spec.claims[k]!) : undefined;
        if (status === 'fails') return `Z3 proved ${o.id}, the reference evaluates it false ${at}`;
      }
    }
    if (proof.status === 'proved' && !sums && counts['truth']) return `Z3 proved the file, the reference finds ${counts['truth']} position(s) where the conjecture disagrees with the truth ${at}`;
  }
  return undefined;
}
