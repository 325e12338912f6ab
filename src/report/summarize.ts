// Stage: report. The one-sentence summary of a FileReport: why it got its verdict, in plain words.
// Input: a FileReport (summary not yet filled). Output: the sentence (no trailing newline).

import type { FileReport } from './model.js';
import { plural } from './paint.js';

export function summarize(r: FileReport): string {
  const open = (r.symbolic?.obligations ?? []).filter((o) => o.status !== 'proved');
  switch (r.verdict) {
    case 'invalid':
      return `the file does not load: ${plural(r.diagnostics.filter((d) => d.severity === 'error').length, 'error')}`;
    case 'unchecked':
      return 'the bounded checker is not available in this build, so no verdict was computed';
    case 'refuted': {
      const c = r.counterexamples[0];
      if (!c) return 'refuted';
      const what = c.condition === 'claim' ? `claim ${c.claim ? `"${c.claim}" ` : ''}fails` : `condition ${c.condition} fails`;
      return `${what} at ${c.positionText}${c.source === 'symbolic' ? ' (found by the symbolic prover)' : ''}`;
    }
    case 'proved':
      return `every proof obligation was discharged (${plural(r.symbolic?.obligations.length ?? 0, 'obligation')})`;
    case 'holds': {
      const region = r.bounded ? `no counterexample among ${plural(r.bounded.positions, 'position')} (${r.bounded.region})` : 'no counterexample';
      const why = r.symbolic?.status === 'unknown'
        ? `not proved: ${open.map((o) => o.name).join(', ') || 'the prover was inconclusive'}`
        : r.symbolic?.reason
          ? `not proved: ${r.symbolic.reason}`
          : 'not proved';
      return `${region}; ${why}`;
    }
    case 'unknown':
      return `nothing refuted, but a proof is required and ${plural(open.length, 'obligation')} ${open.length === 1 ? 'is' : 'are'} not proved${open.length ? `: ${open.map((o) => `${o.name} (${o.status}${o.detail ? `, ${o.detail}` : ''})`).join('; ')}` : ''}`;
  }
}
