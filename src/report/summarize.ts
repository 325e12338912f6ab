// Stage: report. The one-sentence summary of a FileReport: why it got its verdict, in plain words.
// Input: a FileReport (summary not yet filled) and the phrase table of a language (English by
// default: the report's own `summary`). Output: the sentence (no trailing newline).

import type { CertificateReport, CounterexampleReport, FileReport } from './model.js';
import { EN } from './words/textEn.js';
import type { TextWords } from './words/textWords.js';

/** "condition I", "a requirement of Theorem 4.1", "agreement with the solved game", … */
export function conditionLabel(condition: string, w: TextWords = EN): string {
  return w.condition[condition] ?? condition;
}

/** " at n = 4", or " at n = 4 [m = 4]" under check.params, where the position alone is ambiguous (a
 *  claim's position text is already its failing instance, parameters included). */
export function whereText(c: CounterexampleReport, w: TextWords = EN): string {
  if (!c.positionText) return '';
  const keys = Object.keys(c.params).sort();
  const params = c.condition !== 'claim' && keys.length > 0 ? ` [${keys.map((k) => `${k} = ${String(c.params[k])}`).join(', ')}]` : '';
  return w.at(c.positionText, params);
}

export function summarize(r: FileReport, w: TextWords = EN): string {
  const open = (r.symbolic?.obligations ?? []).filter((o) => o.status !== 'proved');
  const y = w.why;
  switch (r.verdict) {
    case 'invalid':
      return y.doesNotLoad(r.diagnostics.filter((d) => d.severity === 'error').length);
    case 'unchecked':
      if (r.diagnostics.some((d) => d.code === 'ZM1043')) return y.nothingAsked;
      if (r.bounded?.status === 'skipped') return y.noVerdict(r.bounded.notes[0] ?? y.notEnumerable);
      if (r.bounded && r.bounded.positions > 0 && r.bounded.undetermined >= r.bounded.positions) return y.allUndetermined(r.bounded.region);
      return y.noBoundedChecker;
    case 'refuted': {
      const c = r.counterexamples[0];
      if (!c) return y.refuted;
      const what = c.condition === 'claim' ? w.claimFails(c.claim) : w.fails(conditionLabel(c.condition, w));
      const by = c.source === 'bounded' ? '' : y.foundBy[c.source];
      return `${what}${whereText(c, w)}${by}`;
    }
    case 'proved':
      if (r.symbolic?.status !== 'proved' && r.certificate?.status === 'proved') return y.provedByCertificate(w.certificateFacts(r.certificate));
      return y.discharged(r.symbolic?.obligations.length ?? 0);
    case 'holds': {
      const region = r.bounded ? y.noCounterexampleAmong(r.bounded.positions, r.bounded.region) : y.noCounterexample;
      if (r.symbolic?.status === 'width-bounded') {
        const proof = y.widthBounded(r.symbolic.obligations.length, r.symbolic.width!);
        return r.bounded ? `${proof}; ${region}` : proof;
      }
      const why =
        r.symbolic?.status === 'unknown'
          ? open.length > 0
            ? y.notProvedOpen(open.length, r.symbolic.obligations.length)
            : `${y.notProvedPlain}: ${r.symbolic.reason ? w.reason(r.symbolic.reason) : y.inconclusive}`
          : r.symbolic?.reason
            ? `${y.notProvedPlain}: ${w.reason(r.symbolic.reason)}`
            : y.notProvedPlain;
      return `${region}; ${why}`;
    }
    case 'unknown': {
      const total = r.symbolic?.obligations.length ?? 0;
      if (total === 0) return y.nothingRefuted(r.symbolic?.reason ?? null);
      if (r.bounded && r.bounded.positions > 0 && r.bounded.undetermined >= r.bounded.positions) return y.nothingRefutedUndetermined(open.length, total);
      return y.nothingRefutedOpen(open.length, total);
    }
  }
}

/** "periodic from n = 9 with period 13, certified over [9, 14)", or a count of certificates over a sweep. */
export function certificateFacts(c: CertificateReport, w: TextWords = EN): string {
  return w.certificateFacts(c);
}
