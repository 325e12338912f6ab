// Stage: report. JUnit XML for CI dashboards: one <testsuite> per file, holding one <testcase> for the
// file's verdict and one per claim; failures carry the counterexamples as text. Input: FileReports.
// Output: an XML document (UTF-8). Durations in seconds, as JUnit readers expect.

import type { ClaimReport, FileReport } from './model.js';
import { counterexampleLines } from './renderText.js';
import { verdictWithAssumption } from './assumption.js';

interface Case {
  name: string;
  classname: string;
  file: string;
  timeMs: number;
  /** out: said on a passing case as <system-out> (the assumption a passing holds carries). */
  outcome: { kind: 'pass'; out?: string } | { kind: 'failure' | 'error' | 'skipped'; type: string; message: string; body: string };
}

export function renderJunit(files: readonly FileReport[]): string {
  const suites = files.map((r) => ({ report: r, cases: casesOf(r) }));
  const all = suites.flatMap((s) => s.cases);
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  out.push(`<testsuites name="zermelo" ${counts(all)}>`);
  for (const { report, cases } of suites) {
    out.push(`  <testsuite name="${attr(report.file)}" ${counts(cases)}>`);
    for (const c of cases) out.push(...caseXml(c));
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return out.join('\n') + '\n';
}

function casesOf(r: FileReport): Case[] {
  const base = { classname: r.file.replace(/\.ya?ml$/, ''), file: r.file };
  const verdictCase: Case = {
    ...base,
    name: `${r.name ?? r.file}: ${r.expect ? `expect ${r.expect}` : 'not refuted'}${r.kind === 'proof' ? ', proved' : ''}`,
    timeMs: r.timings.totalMs,
    outcome: fileOutcome(r),
  };
  return [verdictCase, ...r.claims.map((c) => claimCase(r, c, base))];
}

function fileOutcome(r: FileReport): Case['outcome'] {
  const body = [r.summary, ...r.counterexamples.flatMap((c) => counterexampleLines(c))].join('\n');
  const verdict = verdictWithAssumption(r.verdict, r.assumption);
  switch (r.status) {
    case 'pass':
      return r.assumption ? { kind: 'pass', out: `verdict ${verdict}` } : { kind: 'pass' };
    case 'fail':
      return { kind: 'failure', type: r.verdict, message: `verdict ${verdict}${r.expect ? `, expected ${r.expect}` : ''}`, body };
    case 'unproved':
      return { kind: 'failure', type: 'unproved', message: `verdict ${verdict}: a proof is required`, body };
    case 'internal':
    case 'invalid': {
      const lines = r.diagnostics.map((d) => `${r.file}${d.at ? `:${d.at.line}:${d.at.col}` : ''}: ${d.severity} ${d.code}: ${d.message}`);
      return { kind: 'error', type: r.status, message: lines[0] ?? r.summary, body: lines.join('\n') };
    }
    case 'skipped':
      return { kind: 'skipped', type: 'skipped', message: r.summary, body: '' };
  }
}

function claimCase(r: FileReport, c: ClaimReport, base: { classname: string; file: string }): Case {
  const name = `claim: ${c.name}`;
  const examples = r.counterexamples.filter((x) => x.condition === 'claim' && x.claim === c.name);
  const body = [c.detail ?? '', ...examples.flatMap((c) => counterexampleLines(c))].filter(Boolean).join('\n');
  const where = c.at ? ` (line ${c.at.line})` : '';
  if (c.status === 'refuted') return { ...base, name, timeMs: 0, outcome: { kind: 'failure', type: 'refuted', message: `claim refuted${where}`, body } };
  if (c.status === 'unknown' && r.status === 'unproved') {
    return { ...base, name, timeMs: 0, outcome: { kind: 'failure', type: 'unproved', message: `claim not proved${where}`, body } };
  }
  if (c.status === 'unknown' || c.status === 'unchecked') {
    return { ...base, name, timeMs: 0, outcome: { kind: 'skipped', type: 'skipped', message: `claim ${c.status}`, body } };
  }
  return { ...base, name, timeMs: 0, outcome: { kind: 'pass' } };
}

function counts(cases: readonly Case[]): string {
  const n = (k: string): number => cases.filter((c) => c.outcome.kind === k).length;
  const time = cases.reduce((t, c) => t + c.timeMs, 0) / 1000;
  return `tests="${cases.length}" failures="${n('failure')}" errors="${n('error')}" skipped="${n('skipped')}" time="${time.toFixed(3)}"`;
}

function caseXml(c: Case): string[] {
  const head = `    <testcase name="${attr(c.name)}" classname="${attr(c.classname)}" file="${attr(c.file)}" time="${(c.timeMs / 1000).toFixed(3)}"`;
  if (c.outcome.kind === 'pass') return c.outcome.out === undefined ? [`${head}/>`] : [`${head}>`, `      <system-out>${text(c.outcome.out)}</system-out>`, '    </testcase>'];
  const o = c.outcome;
  const inner = o.kind === 'skipped' ? `      <skipped message="${attr(o.message)}"/>` : `      <${o.kind} type="${attr(o.type)}" message="${attr(o.message)}">${text(o.body)}</${o.kind}>`;
  return [`${head}>`, inner, '    </testcase>'];
}

// XML 1.0 forbids most control characters even as references; drop them.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function text(s: string): string {
  return s.replace(CONTROL, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function attr(s: string): string {
  return text(s).replace(/"/g, '&quot;').replace(/\n/g, '&#10;');
}
