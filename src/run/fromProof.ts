// Stage: run. Adapter: prove/'s ProofResult → the report model (obligations, symbolic
// counterexamples, claims, internal errors as ZM9001 diagnostics, a second solver's disagreement as
// ZM9013, and which solvers confirmed each obligation). The only file of report/ that
// knows the prover's result shape; if it changes, only this file changes.

import type { Diagnostic } from '../diag/diagnostic.js';
import { lineColOf } from '../diag/lineMap.js';
import type { Confirmation, ObligationKind, ObligationResult, ProofResult } from '../prove/result.js';
import type { Spec } from '../model/model.js';
import type { SymbolicRun } from './engines.js';
import type { ClaimReport, ConfirmationReport, ConfirmationSummary, CounterexampleReport, Location, ObligationReport, PositionValue } from '../report/model.js';
import { showValue } from '../report/renderText.js';
import { internalError } from '../diag/internalError.js';
import type { ProofFacts } from '../teach/sentences/facts.js';
import { renderSentenceEn } from '../teach/sentences/en.js';
import { buildLayout } from '../game/layout.js';
import { shownPositionText } from '../game/positionText.js';

const CONDITION: Record<ObligationKind, string> = {
  'well-defined': 'well-defined',
  domain: 'domain',
  partition: 'requirement',
  'terminal-lose': 'requirement',
  'terminal-draw': 'requirement',
  'terminal-win': 'requirement',
  'condition-I': 'I',
  'condition-II': 'II',
  'condition-III-a': 'III',
  'condition-III-b': 'III',
  'grundy-nonneg': 'grundy',
  'grundy-terminal': 'grundy',
  'grundy-no-equal': 'grundy',
  'grundy-mex': 'grundy',
  'value-local': 'value',
  finiteness: 'finiteness',
  claim: 'claim',
  lemma: 'lemma',
};

export function fromProof(spec: Spec, result: ProofResult): SymbolicRun {
  const obligations = result.obligations.map((o) => obligationReport(o, spec));
  const counterexamples = result.obligations.flatMap((o) => counterexampleOf(spec, o));
  const claims = result.obligations.filter((o) => o.kind === 'claim').map((o) => claimOf(spec, o));
  const diagnostics: Diagnostic[] = [
    ...result.obligations.filter((o) => o.internalError !== undefined).map((o) => internalError(spec.file, `internal error in obligation "${o.title}": ${o.internalError}`, spec.conjecture?.span)),
    ...result.obligations.flatMap((o) => disagreements(spec, o)),
  ];
  const confirmation = confirmationSummary(result.obligations);
  const assumptions = result.assumptions.length > 0 ? `assuming ${result.assumptions.join('; ')}` : null;
  const bounded =
    result.status === 'width-bounded'
      ? `every obligation was proved, but ${boundedCount(result.obligations)} only for integers below 2^${result.widthBound} (bitvectors), not for every value`
      : undefined;
  const limited = result.obligations.find(timeLimited);
  return {
    ...(limited ? { timeLimited: `${limited.title}: ${limited.detail ?? 'unknown'}` } : {}),
    summary: {
      status: result.status,
      reason: [result.detail, bounded, assumptions].filter(Boolean).join('; ') || null,
      obligations,
      ...(result.status === 'width-bounded' && result.widthBound !== undefined ? { width: result.widthBound } : {}),
      ...(confirmation ? { confirmation } : {}),
    },
    counterexamples,
    claims,
    diagnostics,
  };
}

/** Unknowns that would stay unknown in any run: a construct the encoder does not handle (ZM6004), a
 *  claim that needs the conjecture proved (ZM6007; if that proof timed out, its own obligation says
 *  so). Every other unknown — Z3 out of time (ZM6002) or giving up within its time (ZM6003, whose
 *  retry depends on the time left), no measure found when one candidate was undecided (ZM6005 with
 *  timeLimited), an unconfirmed model, the
 *  prover process stopped (no code) — may come out otherwise with more time or without a crash. */
const SETTLED_UNKNOWN = new Set(['ZM6004', 'ZM6007']);
function timeLimited(o: ObligationResult): boolean {
  if (o.status !== 'unknown' || o.internalError) return false;
  if (o.code === 'ZM6005') return o.timeLimited === true; // every measure failed for good, or not
  return !(o.code !== undefined && SETTLED_UNKNOWN.has(o.code));
}

export function obligationReport(o: ObligationResult, spec?: Spec): ObligationReport {
  // a refuted hint (a strategy whose move is wrong, a measure that does not drop) refutes nothing,
  // so it is no counterexample of the file; its detail still says where it fails
  const cx = o.status === 'refuted' && o.refutes === 'none' ? o.counterexample : undefined;
  const where = cx ? [describe(cx.params), spec ? positionOf(spec, cx.position) : describe(cx.position)].filter(Boolean).join(', ') : '';
  const failed = cx && where ? `fails at ${where}${cx.explanation ? `: ${cx.explanation}` : ''}` : undefined;
  const detail = [o.internalError ? `internal error: ${o.internalError}` : undefined, o.detail, failed, ...o.assumptions, o.smtFile ? `SMT-LIB: ${o.smtFile}` : undefined]
    .filter((x): x is string => x !== undefined && x !== '')
    .join('; ');
  const disagrees = o.confirmations?.some((c) => c.status === 'disagrees') ?? false;
  return {
    name: o.title,
    status: o.internalError || disagrees ? 'error' : o.status,
    timeMs: o.timeMs,
    detail: detail || null,
    ...(o.confirmations && o.status === 'proved'
      ? { solvers: ['z3', ...o.confirmations.filter((c) => c.status === 'confirmed').map((c) => c.solver)], confirmations: o.confirmations.map(confirmationReport) }
      : {}),
    ...(o.axioms && o.status === 'proved' ? { axioms: [...o.axioms] } : {}),
  };
}

function confirmationReport(c: Confirmation): ConfirmationReport {
  return { solver: c.solver, status: c.status, timeMs: c.timeMs, detail: c.detail ?? null, settled: c.settled ?? 0 };
}

/** A second solver that finds sat where Z3 proved unsat: a bug in one of them or in zermelo (ZM9013). */
function disagreements(spec: Spec, o: ObligationResult): Diagnostic[] {
  return (o.confirmations ?? [])
    .filter((c) => c.status === 'disagrees')
    .map((c) => ({
      code: 'ZM9013',
      severity: 'error' as const,
      file: spec.file,
      message: `internal error in obligation "${o.title}": ${c.detail ?? `${c.solver} disagrees with Z3`}; the obligation is neither proved nor refuted`,
      hint: `both scripts are written by \`zermelo prove ${spec.file} --emit-smt DIR\`; please report it with them`,
      ...(spec.conjecture?.span ? { span: spec.conjecture.span } : {}),
    }));
}

/** How many obligations Z3 proved the second solver confirmed (undefined without --confirm). */
function confirmationSummary(obligations: readonly ObligationResult[]): ConfirmationSummary | undefined {
  const proved = obligations.filter((o) => o.status === 'proved' && o.confirmations);
  const solver = proved[0]?.confirmations?.[0]?.solver;
  if (!solver) return undefined;
  const confirmed = proved.filter((o) => o.confirmations!.some((c) => c.solver === solver && c.status === 'confirmed')).length;
  return { solver, confirmed, proved: proved.length };
}

/** A refutation counts only when the evaluator confirmed it and it refutes the conjecture or a claim. */
function counterexampleOf(spec: Spec, o: ObligationResult): CounterexampleReport[] {
  const cx = o.counterexample;
  if (o.status !== 'refuted' || !cx || !cx.confirmed || o.refutes === 'none' || o.internalError) return [];
  const positionText = positionOf(spec, cx.position);
  const where = [describe(cx.params), positionText].filter(Boolean).join(', ');
  const claimIndex = o.kind === 'claim' ? claimIndexOf(o) : undefined;
  const claim = claimIndex !== undefined ? spec.claims[claimIndex] : undefined;
  const move = cx.move;
  const facts: ProofFacts = { kind: 'proof', obligation: o.kind, title: o.title, where, ...(cx.explanation ? { explanation: cx.explanation } : {}), minimised: cx.minimised };
  return [
    {
      facts,
      source: 'symbolic',
      condition: CONDITION[o.kind],
      params: cx.params as Record<string, PositionValue>,
      position: cx.position as Record<string, PositionValue>,
      positionText: where,
      // a claim is about no position (only parameters, if any): nothing to name, nothing to minimise
      sentence: renderSentenceEn(facts),
      moves: move
        ? [
            {
              name: bindersText(move.label, move.binders),
              to: move.target ? positionOf(spec, move.target) : '?',
              conjectured: null,
              truth: null,
              ...(zermelosName(spec, move.schema) ? { generated: true as const } : {}),
              // marked as the bounded check marks it ("(keeps the turn)", "(joga outra vez)")
              ...(move.keeps ? { keeps: true as const } : {}),
            },
          ]
        : [],
      truth: null,
      claim: claim ? claimName(spec, claimIndex!) : null,
      at: claim ? at(spec, claim.span.start) : spec.conjecture ? at(spec, spec.conjecture.span.start) : null,
    },
  ];
}

function claimOf(spec: Spec, o: ObligationResult): ClaimReport {
  const index = claimIndexOf(o);
  const claim = index !== undefined ? spec.claims[index] : undefined;
  // a claim proved only below the bitvector width is not proved: it holds there, and says so
  const belowWidth = o.status === 'proved' && o.widthBound !== undefined;
  const detail = belowWidth ? [`proved for values below 2^${o.widthBound} only (bit-vector obligation)`, o.detail].filter(Boolean).join('; ') : o.detail;
  return {
    name: index !== undefined && claim ? claimName(spec, index) : o.title.replace(/^claim: /, ''),
    status: o.internalError ? 'unknown' : o.status === 'refuted' && !o.counterexample?.confirmed ? 'unknown' : belowWidth ? 'holds' : o.status,
    at: claim ? at(spec, claim.span.start) : null,
    detail: detail ?? null,
  };
}

/** "3 of 7 obligations" proved only below the width. */
function boundedCount(obligations: readonly ObligationResult[]): string {
  const n = obligations.filter((o) => o.status === 'proved' && o.widthBound !== undefined).length;
  return `${n} of ${obligations.length} ${obligations.length === 1 ? 'obligation' : 'obligations'}`;
}

/** Claims are named by their `name:`, else "claim k" (1-based), the same in both engines. */
export function claimName(spec: Spec, index: number): string {
  return spec.claims[index]?.name ?? `claim ${index + 1}`;
}

function claimIndexOf(o: ObligationResult): number | undefined {
  const m = /^claim-(\d+)$/.exec(o.id);
  return m ? Number(m[1]) - 1 : undefined;
}

function at(spec: Spec, offset: number): Location {
  return lineColOf(spec.source, offset);
}

function describe(values: Record<string, unknown>): string {
  return Object.entries(values)
    .map(([k, v]) => `${k} = ${showValue(v as PositionValue)}`)
    .join(', ');
}

/** The schema's name is zermelo's (a family's move, or none given): renderers translate it. */
function zermelosName(spec: Spec, schema: number): boolean {
  const m = spec.game.moves[schema];
  return m !== undefined && (m.generated === true || m.name === undefined);
}

/** A position as the bounded check prints it (game/positionText.ts): a bool[k] field as its set. */
function positionOf(spec: Spec, values: Record<string, unknown>): string {
  return shownPositionText(buildLayout(spec), spec.game.players, values);
}

function bindersText(label: string, binders: Record<string, unknown>): string {
  const b = describe(binders);
  return b ? `${label} (${b})` : label;
}
