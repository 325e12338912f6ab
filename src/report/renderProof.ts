// Stage: report. The output of `zermelo prove`: the obligations like a verifier (✓ proved, ✗ refuted,
// ? unknown, ! error) with their times and the widths or assumptions used, the counterexamples, and
// the verdict — or, where a periodicity certificate decided the file, the certificate. Input: a
// FileReport whose symbolic part is filled. Output: text.

import type { FileReport, ObligationReport } from './model.js';
import { paint } from './paint.js';
import { certificateLines, counterexampleLines, namesClasses, solversText } from './renderText.js';
import { verdictWithAssumption } from './assumption.js';
import type { Lang } from '../teach/vocabulary.js';
import { proofWordsOf } from './words/proofWords.js';
import { EN } from './words/textEn.js';
import { textWordsOf } from './words/textWordsOf.js';
import { printable } from '../diag/printable.js';

const MARKS: Record<ObligationReport['status'], string> = { proved: '✓', refuted: '✗', unknown: '?', error: '!' };

export function renderProof(r: FileReport, opts: { color: boolean; lang?: Lang }): string {
  const p = paint(opts.color);
  const w = textWordsOf(opts.lang);
  const pw = proofWordsOf(opts.lang);
  const verdict = w === EN ? verdictWithAssumption(r.verdict, r.assumption) : `${w.verdict[r.verdict]}${r.assumption ? ` (${w.assumption(r.assumption.width)})` : ''}`;
  const name = (o: ObligationReport): string => w.obligationTitle(o.name);
  const out = [`${printable(r.file)}${r.name ? ` — ${r.name}` : ''}`];
  const obligations = r.symbolic?.obligations ?? [];
  const width = Math.max(0, ...obligations.map((o) => name(o).length));
  for (const o of obligations) {
    const mark = o.status === 'proved' ? p.ok(MARKS[o.status]) : o.status === 'unknown' ? p.warn(MARKS[o.status]) : p.bad(MARKS[o.status]);
    const time = w.duration(o.timeMs).padStart(8);
    const details = [o.detail ? pw.detail(o.detail) : '', o.solvers ? solversText(o, w) : ''].filter((d) => d !== '').join('; ');
    out.push(`  ${mark} ${name(o).padEnd(width)}  ${time}${details ? `  ${details}` : ''}`);
  }
  if (obligations.length === 0) out.push(`  ${pw.noObligations(r.symbolic?.reason ?? null)}`);
  const cert = r.certificate?.status === 'proved' || r.certificate?.status === 'refuted' ? r.certificate : null;
  if (cert) out.push(...certificateLines(cert, opts.lang).map((l) => `  ${l}`));
  const symbolic = r.counterexamples.filter((c) => c.source === 'symbolic' || c.source === 'certificate');
  for (const c of symbolic) out.push(...counterexampleLines(c, w).map((l) => `  ${l}`));
  if (symbolic.some(namesClasses)) out.push(`  ${p.dim(w.vocabulary)}`);
  const proved = obligations.filter((o) => o.status === 'proved').length;
  const total = w.duration(r.timings.symbolicMs);
  const expect = r.expect ? pw.expect(r.expect, r.met) : '';
  const c = r.symbolic?.confirmation;
  const confirmed = c ? `; ${w.confirmedBy(c.solver, c.confirmed, c.proved)}` : '';
  if (r.status === 'internal') out.push('', `${p.bad(p.bold(pw.internal))}: ${r.summary}`);
  else if (cert && obligations.length === 0) out.push('', pw.byCertificate(p.bold(verdict), w.certificateFacts(cert), expect));
  else out.push('', pw.obligations(p.bold(verdict), proved, obligations.length, total, expect) + confirmed);
  return out.join('\n') + '\n';
}
