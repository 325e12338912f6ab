// Stage: scale. The shape check of a cached FileReport (report/model.ts): every field the renderers
// and the exit code read, with its type and allowed values (the word lists of report/outcomes.ts).
// Input: parsed JSON of unknown shape. Output: whether it is a FileReport (and the stored Diagnostic
// shape). A cache entry failing it is ignored and recomputed.

import type { FileReport } from '../report/model.js';
import { BOUNDED_STATUSES, CLAIM_STATUSES, COUNTEREXAMPLE_SOURCES, EXPECTATIONS, FILE_KINDS, FILE_STATUSES, FILE_VERDICTS, OBLIGATION_STATUSES, SYMBOLIC_STATUSES } from '../report/outcomes.js';

type Check = (v: unknown) => boolean;

const str: Check = (v) => typeof v === 'string';
const num: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const bool: Check = (v) => typeof v === 'boolean';
const oneOf =
  (...values: readonly unknown[]): Check =>
  (v) =>
    values.includes(v);
const orNull =
  (c: Check): Check =>
  (v) =>
    v === null || c(v);
const list =
  (c: Check): Check =>
  (v) =>
    Array.isArray(v) && v.every(c);
const record =
  (c: Check): Check =>
  (v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.values(v).every(c);
const obj =
  (fields: Record<string, Check>, optional: Record<string, Check> = {}): Check =>
  (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
    const o = v as Record<string, unknown>;
    return Object.entries(fields).every(([k, c]) => c(o[k])) && Object.entries(optional).every(([k, c]) => o[k] === undefined || c(o[k]));
  };

const location = orNull(obj({ line: num, col: num }));
const value: Check = (v) => str(v) || num(v) || bool(v) || list(value)(v);
const diagnostic = obj({ code: str, severity: oneOf('error', 'warning', 'note'), message: str, at: location, hint: orNull(str) });
const move = obj({ name: orNull(str), to: str, conjectured: orNull(str), truth: orNull(str) }, { keeps: bool, generated: bool });
const lineStep = obj({ move: str, to: str, class: str, generation: orNull(num) }, { keeps: bool, generated: bool });
const line = obj({ from: str, steps: list(lineStep), end: oneOf('terminal', 'limit', 'repeat', 'undetermined', 'sum') });
const counterexample = obj(
  {
    source: oneOf(...COUNTEREXAMPLE_SOURCES),
    condition: str,
    params: record(value),
    position: record(value),
    positionText: str,
    sentence: str,
    moves: list(move),
    truth: orNull(obj({ class: str, generation: orNull(num) }, { position: str })),
    claim: orNull(str),
    at: location,
  },
  { values: list(obj({ expression: str, value: str })), line },
);
const sample = obj({ status: oneOf(...BOUNDED_STATUSES), reason: orNull(str), samples: num, checked: num, skipped: num, seed: num, ranges: list(str), command: str });
const bounded = orNull(
  obj(
    {
      status: oneOf(...BOUNDED_STATUSES),
      region: str,
      positions: num,
      undetermined: num,
      cyclic: bool,
      failures: record(num),
      perParam: list(obj({ params: record(value), positions: num, undetermined: num, cyclic: bool, failures: num })),
      notes: list(str),
    },
    { sample },
  ),
);
const obligation = obj({ name: str, status: oneOf(...OBLIGATION_STATUSES), timeMs: num, detail: orNull(str) });
const symbolic = orNull(obj({ status: oneOf(...SYMBOLIC_STATUSES), reason: orNull(str), obligations: list(obligation) }, { width: num }));
const assumption = obj({ kind: oneOf('bitvector-width'), width: num, text: str });
const claim = obj({ name: str, status: oneOf(...CLAIM_STATUSES), at: location, detail: orNull(str) });
const certificate = orNull(obj({ status: str, reason: orNull(str), runs: list(record(() => true)) }));

const fileReport = obj(
  {
    file: str,
    sha256: (v) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v),
    tool: obj({ name: str, version: str }),
    name: orNull(str),
    title: orNull(str),
    kind: oneOf(...FILE_KINDS),
    verdict: oneOf(...FILE_VERDICTS),
    expect: orNull(oneOf(...EXPECTATIONS)),
    met: orNull(bool),
    status: oneOf(...FILE_STATUSES),
    summary: str,
    at: location,
    diagnostics: list(diagnostic),
    bounded,
    symbolic,
    counterexamples: list(counterexample),
    claims: list(claim),
    timings: obj({ loadMs: num, boundedMs: num, symbolicMs: num, totalMs: num }),
  },
  { certificate, assumption },
);

const span = obj({ start: num, end: num });
const cachedDiagnostic = obj({ code: str, severity: oneOf('warning', 'note'), message: str, file: str }, { span, hint: str, related: list(obj({ message: str }, { file: str, span })) });

/** A Diagnostic (diag/diagnostic.ts) stored with a cached report, to be rendered again from the
 *  file's text; only warnings and notes are ever stored. */
export function isCachedDiagnostic(v: unknown): v is import('../diag/diagnostic.js').Diagnostic {
  return cachedDiagnostic(v);
}

export function isFileReport(v: unknown): v is FileReport {
  return fileReport(v);
}
