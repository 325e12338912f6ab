// Stage: report. The `--json` report: the RunReport with keys sorted at every level, two-space
// indentation, and (in deterministic mode) every duration zeroed, so equal inputs give equal bytes.
// Input: a RunReport. Output: JSON text ending in a newline. Schema: docs/report.schema.json.

import { CASE_BY_CASE_ROUTE } from '../prove/routeDetail.js';
import type { FileReport, LineReport, MoveReport, RunReport } from './model.js';
import { moveNameText } from '../teach/moveName.js';

export function renderJson(report: RunReport, opts: { deterministic?: boolean } = {}): string {
  const data = withoutFacts(opts.deterministic ? zeroDurations(report) : report);
  return stableStringify(data) + '\n';
}

/** The sentences' facts are for the renderers of this process (text in every language), not the JSON
 *  contract: the JSON report carries the English sentence. */
function withoutFacts(report: RunReport): RunReport {
  return { ...report, files: report.files.map(fileWithoutFacts) };
}

/** One file's report as the JSON contract (docs/report.schema.json) has it: no sentence facts, and
 *  each move's name in English with its kept turn marked ("take 2 (keeps the turn)"). */
export function fileWithoutFacts(file: FileReport): FileReport {
  return { ...file, counterexamples: file.counterexamples.map(({ facts: _facts, ...c }) => ({ ...c, moves: c.moves.map(jsonMove), ...(c.line ? { line: jsonLine(c.line) } : {}) })) };
}

function jsonLine(line: LineReport): LineReport {
  return { ...line, steps: line.steps.map(({ keeps, generated: _generated, ...s }) => (keeps ? { ...s, move: moveNameText('en', s.move, { keeps }) } : s)) };
}

function jsonMove({ keeps, generated: _generated, ...m }: MoveReport): MoveReport {
  return m.name !== null && keeps ? { ...m, name: moveNameText('en', m.name, { keeps }) } : m;
}

/** JSON.stringify with object keys sorted (arrays keep their order); undefined members dropped. */
export function stableStringify(value: unknown, indent = 2): string {
  return JSON.stringify(sortKeys(value), null, indent);
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[key];
      if (v !== undefined) out[key] = sortKeys(v);
    }
    return out;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  return value;
}

export function zeroDurations(report: RunReport): RunReport {
  return { ...report, files: report.files.map(zeroFile) };
}

export function zeroFile(r: FileReport): FileReport {
  return {
    ...r,
    timings: { loadMs: 0, boundedMs: 0, symbolicMs: 0, totalMs: 0 },
    // which route Z3 answered by depends on timing, not on the file: left out of deterministic reports
    symbolic: r.symbolic && { ...r.symbolic, obligations: r.symbolic.obligations.map((o) => ({ ...o, timeMs: 0, ...(o.detail ? { detail: o.detail.replace(CASE_BY_CASE_ROUTE, '') } : {}) })) },
  };
}
