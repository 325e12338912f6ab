// Stage: report. The one-sentence summary of a FileReport: why it got its verdict, in plain words.
// Input: a FileReport (summary not yet filled). Output: the sentence (no trailing newline).

import type { CertificateReport, CounterexampleReport, FileReport } from './model.js';
import { plural } from './paint.js';

/** "condition I", "a requirement of Theorem 4.1", "agreement with the solved game", … */
export function conditionLabel(condition: string): string {
  switch (condition) {
    case 'I':
    case 'II':
    case 'III':
      return `condition ${condition}`;
    case 'requirement':
      return 'a requirement of Theorem 4.1';
    case 'truth':
      return 'agreement with the solved game';
    case 'grundy':
      return 'the Grundy (mex) condition';
    case 'IIIa':
      return 'condition III (a move into N)';
    case 'IIIb':
      return 'condition III (no move from N into S)';
    case 'partition':
      return 'the partition (exactly one of S, F, N)';
    case 'terminal-lose':
      return 'losing terminals in S';
    case 'terminal-draw':
      return 'draw terminals in N';
    case 'terminal-win':
      return 'winning terminals in F';
    case 'grundy-value':
      return 'Grundy values are natural numbers';
    case 'grundy-keep':
      return 'no move keeps the Grundy value';
    case 'grundy-reach':
      return 'every smaller Grundy value is reached';
    case 'grundy-truth':
      return 'agreement with the true Grundy values';
    case 'finiteness':
      return 'finiteness';
    case 'domain':
      return "the state's domain";
    case 'well-defined':
      return 'well-definedness';
    default:
      return condition;
  }
}

/** " at n = 4", or " at n = 4 [m = 4]" under check.params, where the position alone is ambiguous (a
 *  claim's position text is already its failing instance, parameters included). */
export function whereText(c: CounterexampleReport): string {
  if (!c.positionText) return '';
  const keys = Object.keys(c.params).sort();
  const params = c.condition !== 'claim' && keys.length > 0 ? ` [${keys.map((k) => `${k} = ${String(c.params[k])}`).join(', ')}]` : '';
  return ` at ${c.positionText}${params}`;
}

export function summarize(r: FileReport): string {
  const open = (r.symbolic?.obligations ?? []).filter((o) => o.status !== 'proved');
  switch (r.verdict) {
    case 'invalid':
      return `the file does not load: ${plural(r.diagnostics.filter((d) => d.severity === 'error').length, 'error')}`;
    case 'unchecked':
      if (r.bounded?.status === 'skipped') return `no verdict computed: ${r.bounded.notes[0] ?? 'the region cannot be enumerated'}`;
      if (r.bounded && r.bounded.positions > 0 && r.bounded.undetermined >= r.bounded.positions) return `no verdict computed: every position of the region is undetermined (its play leaves ${r.bounded.region}), so nothing was compared`;
      return 'the bounded checker is not available in this build, so no verdict was computed';
    case 'refuted': {
      const c = r.counterexamples[0];
      if (!c) return 'refuted';
      const what = c.condition === 'claim' ? `claim ${c.claim ? `"${c.claim}" ` : ''}fails` : `${conditionLabel(c.condition)} fails`;
      const by = c.source === 'symbolic' ? ' (found by the symbolic prover)' : c.source === 'certificate' ? ' (found for all n by a periodicity certificate)' : c.source === 'sample' ? ' (found by sampling beyond the bounds)' : '';
      return `${what}${whereText(c)}${by}`;
    }
    case 'proved':
      if (r.symbolic?.status !== 'proved' && r.certificate?.status === 'proved') return `proved for every n by a periodicity certificate: ${certificateFacts(r.certificate)}`;
      return `every proof obligation was discharged (${plural(r.symbolic?.obligations.length ?? 0, 'obligation')})`;
    case 'holds': {
      const region = r.bounded ? `no counterexample among ${plural(r.bounded.positions, 'position')} (${r.bounded.region})` : 'no counterexample';
      if (r.symbolic?.status === 'width-bounded') {
        const proof = `every proof obligation was discharged (${plural(r.symbolic.obligations.length, 'obligation')}), but with bit-vectors: proved for values below 2^${r.symbolic.width} only, not for every position`;
        return r.bounded ? `${proof}; ${region}` : proof;
      }
      const why = r.symbolic?.status === 'unknown'
        ? `not proved: ${open.length > 0 ? `${open.length} of ${plural(r.symbolic.obligations.length, 'obligation')} open` : r.symbolic.reason ?? 'the prover was inconclusive'}`
        : r.symbolic?.reason
          ? `not proved: ${r.symbolic.reason}`
          : 'not proved';
      return `${region}; ${why}`;
    }
    case 'unknown': {
      const total = r.symbolic?.obligations.length ?? 0;
      if (total === 0) return `nothing refuted, but nothing proved either${r.symbolic?.reason ? `: ${r.symbolic.reason}` : ''}`;
      if (r.bounded && r.bounded.positions > 0 && r.bounded.undetermined >= r.bounded.positions) {
        return `nothing refuted, but every position of the region is undetermined (nothing compared) and ${open.length} of ${plural(total, 'proof obligation')} ${open.length === 1 ? 'is' : 'are'} not proved`;
      }
      return `nothing refuted, but ${open.length} of ${plural(total, 'proof obligation')} ${open.length === 1 ? 'is' : 'are'} not proved`;
    }
  }
}

/** "periodic from n = 9 with period 13, certified over [9, 14)", or a count of certificates over a sweep. */
export function certificateFacts(c: CertificateReport): string {
  const first = c.runs[0];
  if (!first || first.period === null || first.window === null) return 'certified';
  const heap = first.heap ?? 'n';
  if (c.runs.length > 1) {
    const periods = [...new Set(c.runs.map((r) => r.period))];
    return `${c.runs.length} certificates, one per parameter value (periods ${periods.join(', ')})`;
  }
  return `periodic from ${heap} = ${first.preperiod} with period ${first.period}, certified over [${first.window[0]}, ${first.window[1]})`;
}
