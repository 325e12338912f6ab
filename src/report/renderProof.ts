// Stage: report. The output of `zermelo prove`: the obligations like a verifier (✓ proved, ✗ refuted,
// ? unknown, ! error) with their times and the widths or assumptions used, the counterexamples, and
// the verdict — or, where a periodicity certificate decided the file, the certificate. Input: a
// FileReport whose symbolic part is filled. Output: text.

import type { FileReport, ObligationReport } from './model.js';
import { formatDuration, paint } from './paint.js';
import { certificateLines, counterexampleLines, VOCABULARY } from './renderText.js';
import { certificateFacts } from './summarize.js';
import { verdictWithAssumption } from './assumption.js';

const MARKS: Record<ObligationReport['status'], string> = { proved: '✓', refuted: '✗', unknown: '?', error: '!' };

export function renderProof(r: FileReport, opts: { color: boolean }): string {
  const p = paint(opts.color);
  const out = [`${r.file}${r.name ? ` — ${r.name}` : ''}`];
  const obligations = r.symbolic?.obligations ?? [];
  const width = Math.max(0, ...obligations.map((o) => o.name.length));
  for (const o of obligations) {
    const mark = o.status === 'proved' ? p.ok(MARKS[o.status]) : o.status === 'unknown' ? p.warn(MARKS[o.status]) : p.bad(MARKS[o.status]);
    const time = formatDuration(o.timeMs).padStart(8);
    out.push(`  ${mark} ${o.name.padEnd(width)}  ${time}${o.detail ? `  ${o.detail}` : ''}`);
  }
  if (obligations.length === 0) out.push(`  (no obligations: ${r.symbolic?.reason ?? 'the prover did not run'})`);
  const cert = r.certificate?.status === 'proved' || r.certificate?.status === 'refuted' ? r.certificate : null;
  if (cert) out.push(...certificateLines(cert).map((l) => `  ${l}`));
  const symbolic = r.counterexamples.filter((c) => c.source === 'symbolic' || c.source === 'certificate');
  for (const c of symbolic) out.push(...counterexampleLines(c).map((l) => `  ${l}`));
  if (symbolic.length > 0) out.push(`  ${p.dim(VOCABULARY)}`);
  const proved = obligations.filter((o) => o.status === 'proved').length;
  const total = formatDuration(r.timings.symbolicMs);
  const expect = r.expect ? ` (expect: ${r.expect}${r.met === false ? ' — not met' : ''})` : '';
  if (r.status === 'internal') out.push('', `${p.bad(p.bold('internal error'))}: ${r.summary}`);
  else if (cert && obligations.length === 0) out.push('', `${p.bold(verdictWithAssumption(r.verdict, r.assumption))}: by a periodicity certificate (${certificateFacts(cert)})${expect}`);
  else out.push('', `${p.bold(verdictWithAssumption(r.verdict, r.assumption))}: ${proved}/${obligations.length} obligations proved in ${total}${expect}`);
  return out.join('\n') + '\n';
}
