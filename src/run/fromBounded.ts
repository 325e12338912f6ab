// Stage: run. Adapter: check/'s BoundedResult → the report model (bounded summary, counterexamples
// with named fields, claims, de-duplicated diagnostics). The only file of report/ that knows the
// bounded checker's result shape; if it changes, only this file changes.

import type { Diagnostic } from '../diag/diagnostic.js';
import { lineColOf } from '../diag/lineMap.js';
import type { BoundedResult, BoundedRun as CheckRun, ClaimTruth, Condition, Counterexample, MoveReport as CheckMove, TruthPosition } from '../check/result.js';
import type { PlayLine } from '../solve/principalLine.js';
import { compareCounterexamples } from '../check/mergeSlices.js';
import { buildLayout } from '../game/layout.js';
import { printExpr } from '../lang/print.js';
import type { Spec } from '../model/model.js';
import type { BoundedRun } from './engines.js';
import { claimName } from './fromProof.js';
import type { ClaimReport, CounterexampleReport, LineReport, Location, MoveReport, ParamSummary, PositionValue, ValueReport } from '../report/model.js';
import { formatParams } from '../report/renderText.js';
import { factsOfCounterexample, type ClaimFacts } from '../teach/sentences/facts.js';
import { renderSentenceEn } from '../teach/sentences/en.js';

const CONDITION: Record<Condition, string> = {
  partition: 'requirement',
  'terminal-lose': 'requirement',
  'terminal-draw': 'requirement',
  'terminal-win': 'requirement',
  I: 'I',
  II: 'II',
  IIIa: 'III',
  IIIb: 'III',
  truth: 'truth',
  'grundy-value': 'grundy',
  'grundy-keep': 'grundy',
  'grundy-reach': 'grundy',
  'grundy-truth': 'truth',
  'value-local': 'value',
  'value-truth': 'truth',
};

export function fromBounded(spec: Spec, result: BoundedResult): BoundedRun {
  const failures: Record<string, number> = {};
  const perParam: ParamSummary[] = [];
  const counterexamples: CounterexampleReport[] = [];
  const swept = spec.game.params.length > 0;
  for (const run of result.runs) {
    let runFailures = 0;
    const found: Counterexample[] = [];
    for (const c of run.conditions) {
      if (c.failures === 0) continue;
      failures[c.condition] = (failures[c.condition] ?? 0) + c.failures;
      runFailures += c.failures;
      found.push(...c.counterexamples);
    }
    // "The smallest counterexample" is the smallest failing position, whichever condition it breaks:
    // each condition keeps its own smallest few, so they are merged smallest first (a stable sort, so
    // one position's conditions keep their order: requirements, I, II, III, agreement).
    for (const cx of found.sort(compareCounterexamples)) counterexamples.push(counterexampleOf(spec, cx));
    run.claims.forEach((cl, i) => {
      if (cl.status !== 'fails') return;
      runFailures++;
      failures.claim = (failures.claim ?? 0) + 1;
      counterexamples.push(claimCounterexample(spec, i, run, cl.instance ?? [], cl.message, cl.truth));
    });
    if (swept) perParam.push({ params: run.params, positions: run.reachable ?? run.regionSize, undetermined: run.undetermined, cyclic: run.cyclic, failures: runFailures });
  }
  const runs = result.runs;
  const status = result.outcome === 'refuted' ? 'refuted' : result.outcome === 'holds' ? 'holds' : 'skipped';
  const fromStart = runs.length > 0 && runs.every((r) => r.reachable !== undefined);
  return {
    summary: {
      status,
      region: regionText(spec),
      positions: runs.reduce((t, r) => t + (r.reachable ?? r.regionSize), 0),
      ...(fromStart ? { from: 'start' as const } : {}),
      ...(fromStart && runs.some((r) => r.searched) ? { searched: true as const } : {}),
      ...storageSummary(runs),
      ...(runs.some((r) => r.symmetryUnused) ? { symmetryUnused: true as const } : {}),
      ...symmetrySummary(runs),
      undetermined: runs.reduce((t, r) => t + r.undetermined, 0),
      cyclic: runs.some((r) => r.cyclic),
      failures,
      perParam,
      notes: unique(runs.flatMap((r) => r.notes)),
    },
    counterexamples,
    claims: spec.claims.map((_, i) => claimOf(spec, i, runs)),
    diagnostics: uniqueDiagnostics([...result.diagnostics, ...runs.flatMap((r) => r.diagnostics)]),
  };
}

/** "n ≤ 10000", "size ∈ 2..60, i ∈ 1..size, j ∈ 1..size", "h[·] ≤ 7". */
export function regionText(spec: Spec): string {
  const parts: string[] = [];
  for (const p of spec.game.params) {
    const b = spec.check.params[p.name];
    if (b) parts.push(`${p.name} ∈ ${printExpr(b.lo)}..${printExpr(b.hi)}`);
  }
  for (const f of spec.game.state) {
    if (f.domain.kind === 'player' || f.domain.kind === 'bool') continue;
    const b = spec.check.bounds[f.name] ?? (f.domain.kind === 'range' ? f.domain : undefined);
    if (!b) continue;
    const name = f.domain.kind === 'array' ? `${f.name}[·]` : f.name;
    const lo = printExpr(b.lo);
    parts.push(lo === '0' ? `${name} ≤ ${printExpr(b.hi)}` : `${name} ∈ ${lo}..${printExpr(b.hi)}`);
  }
  return parts.join(', ') || 'the whole game';
}

export function counterexampleOf(spec: Spec, cx: Counterexample): CounterexampleReport {
  const expr = cx.condition.startsWith('grundy') ? spec.conjecture?.grundy : undefined;
  const span = expr?.span ?? spec.conjecture?.span;
  const facts = factsOfCounterexample(cx);
  return {
    facts,
    source: 'bounded',
    condition: CONDITION[cx.condition],
    params: cx.params,
    position: positionRecord(spec, cx.position),
    positionText: cx.text,
    sentence: renderSentenceEn(facts),
    moves: cx.moves.map(moveOf),
    truth: { class: cx.trueGrundy !== undefined ? `${cx.truth} (Grundy value ${cx.trueGrundy})` : cx.conjecturedValue !== undefined ? valueClass(cx) : cx.truth, generation: cx.generation ?? null },
    ...(cx.line ? { line: lineOf(cx.text, cx.line) } : {}),
    ...(cx.conjecturedValue !== undefined ? { value: valueReport(cx) } : {}),
    claim: null,
    at: span ? at(spec, span.start) : null,
  };
}

/** A value counterexample's numbers for the JSON report. */
function valueReport(cx: Counterexample): ValueReport {
  const b = cx.bestMove;
  return {
    conjectured: cx.conjecturedValue!,
    local: cx.localValue ?? 0,
    truth: cx.trueValue ?? null,
    best: b ? { name: b.label, to: b.target, points: b.points ?? 0, ...(b.keeps ? { keeps: true as const } : {}) } : null,
  };
}

/** A value counterexample's truth: "value 2" or "value not determined within the bounds". */
function valueClass(cx: Counterexample): string {
  return cx.trueValue !== undefined ? `value ${cx.trueValue}` : 'value not determined within the bounds';
}

function moveOf(m: CheckMove): MoveReport {
  if (m.conjecturedValue !== undefined) {
    const scores = `scores ${m.points ?? 0}`;
    return {
      name: m.label,
      to: m.target,
      conjectured: `value ${m.conjecturedValue} (${scores})`,
      truth: m.trueValue !== undefined ? `value ${m.trueValue}` : m.inRegion ? null : 'outside the region',
      ...(m.keeps ? { keeps: true as const } : {}),
      ...(m.generated ? { generated: true as const } : {}),
    };
  }
  const conjectured = m.conjectured ?? (m.conjecturedGrundy !== undefined ? `Grundy ${m.conjecturedGrundy}` : undefined);
  const truth = m.truth ?? (m.trueGrundy !== undefined ? `Grundy ${m.trueGrundy}` : m.inRegion ? undefined : 'outside the region');
  return { name: m.label, to: m.target, conjectured: conjectured ?? null, truth: truth ?? null, ...(m.keeps ? { keeps: true as const } : {}), ...(m.generated ? { generated: true as const } : {}) };
}

/** A line of perfect play as the report has it. */
export function lineOf(from: string, line: PlayLine): LineReport {
  return {
    from,
    steps: line.steps.map((s) => ({
      move: s.label,
      to: s.text,
      class: s.outcome,
      generation: s.generation ?? null,
      ...(s.keeps ? { keeps: true as const } : {}),
      ...(s.generated ? { generated: true as const } : {}),
    })),
    end: line.end,
  };
}

/** A failing claim's truth: the last position it asks about (the one its evaluation stopped at), the
 *  values of its sides and of the other positions, and perfect play from that position. */
function claimTruthReport(truth: ClaimTruth | undefined): Pick<CounterexampleReport, 'truth' | 'values' | 'line'> {
  if (!truth) return { truth: null };
  const last = truth.positions[truth.positions.length - 1];
  const cls = (p: TruthPosition): string => (p.value !== undefined ? valueText(p) : p.grundy !== undefined ? `${p.truth} (Grundy value ${p.grundy})` : p.truth);
  const others = truth.positions.slice(0, -1).map((p) => ({ expression: `outcome(${p.text})`, value: cls(p) }));
  return {
    truth: last ? { class: cls(last), generation: last.generation ?? null, position: last.text } : null,
    values: [...truth.values, ...others],
    ...(last && truth.line ? { line: lineOf(last.text, truth.line) } : {}),
  };
}

function claimCounterexample(spec: Spec, index: number, run: CheckRun, instance: { name: string; value: number }[], message?: string, truth?: ClaimTruth): CounterexampleReport {
  const name = claimName(spec, index);
  const where = instance.length > 0 ? instance.map((b) => `${b.name} = ${b.value}`).join(', ') : '';
  const claim = spec.claims[index];
  const facts: ClaimFacts = {
    kind: 'claim',
    name,
    params: Object.keys(run.params).length > 0 ? formatParams(run.params) : '',
    where,
    ...(message && !message.startsWith('fails for') && message !== 'is false' ? { message } : {}),
  };
  return {
    facts,
    source: 'bounded',
    condition: 'claim',
    params: run.params,
    position: Object.fromEntries(instance.map((b) => [b.name, b.value])),
    positionText: [where, formatParams(run.params)].filter(Boolean).join(', '),
    sentence: renderSentenceEn(facts),
    moves: [],
    ...claimTruthReport(truth),
    claim: name,
    at: claim ? at(spec, claim.span.start) : null,
  };
}

function claimOf(spec: Spec, index: number, runs: readonly CheckRun[]): ClaimReport {
  const results = runs.map((r) => ({ run: r, claim: r.claims[index] })).filter((x) => x.claim !== undefined);
  const failed = results.find((x) => x.claim!.status === 'fails');
  const broken = results.find((x) => x.claim!.status === 'error');
  const status = failed ? 'refuted' : broken ? 'unknown' : results.length > 0 ? 'holds' : 'unchecked';
  const pick = failed ?? broken;
  const params = pick && Object.keys(pick.run.params).length > 0 ? ` (${formatParams(pick.run.params)})` : '';
  return {
    name: claimName(spec, index),
    status,
    at: spec.claims[index] ? at(spec, spec.claims[index]!.span.start) : null,
    detail: pick?.claim!.message ? `${pick.claim!.message}${params}` : null,
  };
}

/** Field name → value: arrays as lists, players by name, booleans as booleans. */
export function positionRecord(spec: Spec, slots: readonly number[]): Record<string, PositionValue> {
  const layout = buildLayout(spec);
  const out: Record<string, PositionValue> = {};
  for (const [name, f] of layout.fields) {
    const d = f.spec.domain;
    const kind = d.kind === 'array' ? d.elem.kind : d.kind;
    const show = (v: number): PositionValue => (kind === 'bool' ? v !== 0 : kind === 'player' ? (spec.game.players?.[v] ?? v) : v);
    out[name] = d.kind === 'array' ? slots.slice(f.offset, f.offset + f.length).map(show) : show(slots[f.offset]!);
  }
  return out;
}

function at(spec: Spec, offset: number): Location {
  return lineColOf(spec.source, offset);
}

function unique(list: readonly string[]): string[] {
  return [...new Set(list)];
}

function uniqueDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.code}|${d.span?.start}|${d.span?.end}|${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** "worth 1 to the player to move (a best move: take 1, keeps the turn, scores 1 → n = 29)". */
function valueText(p: TruthPosition): string {
  const b = p.best;
  const move = b ? ` (a best move: ${b.move}${b.keeps ? ', keeps the turn' : ''}, scores ${b.points} → ${b.to})` : '';
  return `worth ${p.value} to the player to move${move}`;
}

/** How the runs stored their positions: by key where one did (and why, where every such run says
 *  the same), else tier by tier where one did. */
function storageSummary(runs: readonly { storage?: 'sparse' | 'tiers'; storageWhy?: 'values-large' | 'values-symmetry' }[]): {
  storage?: 'sparse' | 'tiers';
  storageWhy?: 'values-large' | 'values-symmetry';
} {
  const keyed = runs.filter((r) => r.storage === 'sparse');
  if (keyed.length === 0) return runs.some((r) => r.storage === 'tiers') ? { storage: 'tiers' } : {};
  const why = keyed[0]!.storageWhy;
  return { storage: 'sparse', ...(why && keyed.every((r) => r.storageWhy === why) ? { storageWhy: why } : {}) };
}

/** The symmetry used by the runs, summed (the largest group). */
function symmetrySummary(runs: readonly { symmetry?: { group: number; orbits: number; positions: number } }[]): { symmetry?: { group: number; orbits: number; positions: number } } {
  const used = runs.flatMap((r) => (r.symmetry ? [r.symmetry] : []));
  if (used.length === 0) return {};
  return { symmetry: { group: Math.max(...used.map((s) => s.group)), orbits: used.reduce((t, s) => t + s.orbits, 0), positions: used.reduce((t, s) => t + s.positions, 0) } };
}
