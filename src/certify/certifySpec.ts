// Stage: certify. One file through the certificate stage, for every swept parameter value: check
// the theorem's hypothesis, compute and certify the period of the rows, recheck the certificate,
// then decide the conjecture and the claims for every n. Input: a loaded Spec; output: proved /
// refuted (with a re-confirmed counterexample) / not certified (with the reason), and the evidence.

import { buildGame, type SpecGame } from '../game/buildGame.js';
import { evalInteger, isDiagnostic } from '../game/evalConst.js';
import { buildLayout } from '../game/layout.js';
import type { Expr } from '../lang/ast.js';
import { parameterSweep } from '../game/parameterSweep.js';
import { findNode, visit } from '../lang/walk.js';
import { firstKeptMove } from '../model/checkKeptMoves.js';
import { firstScoringMove } from '../model/checkScores.js';
import type { Spec } from '../model/model.js';
import { octalRowsWithin } from '../solve/octalMoves.js';
import type { PeriodCertificate } from '../solve/period/index.js';
import { decideClaims, type ClaimDecision } from './certClaims.js';
import { certifyTable } from './certifyTable.js';
import { decideConjecture, type ConjectureDecision } from './decideConjecture.js';
import { octalRules } from './octalRules.js';
import { oneHeapHypothesis, type Hypothesis } from './hypothesis.js';
import { rulesShape } from './moveShape.js';
import { confirmCounterexample, type CertifiedCounterexample } from './confirm.js';
import { columnPosition, solveRows, type RowValues } from './solveRows.js';

export type CertifyStatus = 'proved' | 'refuted' | 'not-certified';

export interface CertifiedRun {
  params: Record<string, number>;
  status: CertifyStatus;
  reason: string | null;
  hypothesis: Hypothesis | null;
  values: RowValues | null;
  /** What each entry of a row is, e.g. ["r = 0", …] or ["turn = A", "turn = B"]; [] for one value per n. */
  columns: string[];
  certificate: PeriodCertificate | null;
  rowsComputed: number;
  conjecture: ConjectureDecision | null;
  claims: ClaimDecision[];
  counterexample: CertifiedCounterexample | null;
}

export interface CertifySpecResult {
  /** not-applicable: nothing to decide, or the rules do not fit any certificate theorem. */
  status: CertifyStatus;
  reason: string | null;
  runs: CertifiedRun[];
  seconds: number;
}

/** Moves of the largest octal table the certifier computes (about a second; the table doubles up to it). */
export const CERTIFY_OCTAL_MOVES = 1e8;

export interface CertifySpecOptions {
  /** Most rows computed for the rows theorem (default 10^6) and for octal games (default 10^5). */
  maxRows?: number;
  maxOctalRows?: number;
  /** Most values of n compared with the pattern when deciding (default 4·10^6). */
  decideLimit?: number;
}

export function certifySpec(spec: Spec, opts: CertifySpecOptions = {}): CertifySpecResult {
  const started = performance.now();
  const done = (status: CertifyStatus, reason: string | null, runs: CertifiedRun[] = []): CertifySpecResult => ({
    status,
    reason,
    runs,
    seconds: (performance.now() - started) / 1000,
  });
  if (!spec.conjecture && spec.claims.length === 0) return done('not-certified', 'nothing to decide: the file has no conjecture and no claims');
  // the certificates' row recurrences and re-checks read every move as passing the turn
  if (firstKeptMove(spec)) return done('not-certified', 'periodicity certificates do not cover moves that keep the turn (`again:`)');
  // a row holds outcomes or Grundy values, never points: a value conjecture or value(…) is left to the bounded check
  if (firstScoringMove(spec) || spec.conjecture?.value || spec.claims.some((c) => findNode(c.holds, (e) => e.kind === 'call' && e.callee === 'value' && e.ref?.kind === 'oracle')))
    return done('not-certified', 'periodicity certificates do not cover points (`score:`, values)');
  const shape = rulesShape(spec);
  if (spec.game.family?.kind !== 'octal' && !shape.ok) {
    const octal = octalRules(spec);
    if (!octal.ok) return done('not-certified', `${shape.reason}; ${octal.reason}`);
  }
  const sweep = parameterSweep(spec);
  if (isDiagnostic(sweep)) return done('not-certified', sweep.message);
  const runs: CertifiedRun[] = [];
  for (const params of sweep) {
    const run = certifyRun(spec, params, shape, opts);
    runs.push(run);
    if (run.status !== 'proved') return done(run.status, run.reason, runs);
  }
  const gap = uncoveredParam(spec);
  if (gap) return done('not-certified', gap, runs);
  return done('proved', null, runs);
}

/** A certificate per swept value proves the file only when the sweep covers every value of each
 *  parameter's declared domain (the prover's proof is for all of them): `m: nat` swept 1..6 leaves
 *  m = 7, … undecided. Returns the reason when some value is left out; a domain that is not a
 *  constant range counts as not covered. */
function uncoveredParam(spec: Spec): string | null {
  const layout = buildLayout(spec);
  const frame = new Float64Array(layout.frameSize);
  const value = (e: Expr): number | null => {
    const v = evalInteger(e, layout, frame, spec.file, 'a parameter bound');
    return isDiagnostic(v) ? null : v;
  };
  for (const p of spec.game.params) {
    const swept = spec.check.params[p.name];
    const lo = swept ? value(swept.lo) : null;
    const hi = swept ? value(swept.hi) : null;
    const d = p.domain;
    const declared = d.kind === 'bool' ? [0, 1] : d.kind === 'range' && !mentionsName(d.lo) && !mentionsName(d.hi) ? [value(d.lo), value(d.hi)] : null;
    const covered = lo !== null && hi !== null && declared !== null && declared[0] !== null && declared[1] !== null && lo <= declared[0] && declared[1] <= hi;
    if (!covered) {
      const range = swept && lo !== null && hi !== null ? `${lo}..${hi}` : 'no values';
      return `the certificates cover only the swept values ${p.name} ∈ ${range} of a parameter declared over ${d.kind === 'range' ? 'a larger range' : d.kind}; a proof must hold for every value (left to the prover)`;
    }
  }
  return null;
}

const mentionsName = (e: Expr): boolean => findNode(e, (x) => x.kind === 'name') !== undefined;

function certifyRun(spec: Spec, params: Record<string, number>, shape: ReturnType<typeof rulesShape>, opts: CertifySpecOptions): CertifiedRun {
  const run: CertifiedRun = {
    params,
    status: 'not-certified',
    reason: null,
    hypothesis: null,
    values: null,
    columns: [],
    certificate: null,
    rowsComputed: 0,
    conjecture: null,
    claims: [],
    counterexample: null,
  };
  const stop = (reason: string): CertifiedRun => Object.assign(run, { status: 'not-certified', reason });
  const built = buildGame(spec, params);
  if (!built.value) return stop(`the game could not be built: ${built.diagnostics.map((d) => d.message).join('; ')}`);
  const game = built.value;
  const hyp = oneHeapHypothesis(spec, game, shape);
  if (!hyp.ok) return stop(hyp.reason);
  const h = hyp.hypothesis;
  run.hypothesis = h;
  const kind = valuesNeeded(spec, h);
  run.values = kind;
  const heapSlot = game.layout.fields.get(h.heap)!.offset;
  const fileRows = Number.isFinite(game.region.hi[heapSlot]!) ? game.region.hi[heapSlot]! + 1 : 1;
  // an octal game that splits heaps costs about rows²/4 moves per split digit (values of 32 and more
  // take the recurrence's slow path): the rows searched are capped by that work, before any is done
  const family = spec.game.family;
  const octalCap = family?.kind === 'octal' ? octalRowsWithin(family.digits, CERTIFY_OCTAL_MOVES) : Infinity;
  const maxRows = h.kind === 'octal' ? Math.min(opts.maxOctalRows ?? 100_000, octalCap) : (opts.maxRows ?? 1_000_000);
  const table = certifyTable(h, (rows) => solveRows(spec, params, h.heap, rows, kind), { startRows: Math.max(fileRows, 64), maxRows });
  if (!table.ok) return Object.assign(stop(`no period could be certified: ${table.reason}`), { rowsComputed: table.rows });
  const cert = table.certificate;
  const rowGame = table.table.game;
  run.certificate = cert;
  run.rowsComputed = table.table.rows;
  run.columns = columnNames(rowGame, heapSlot, cert.rowWidth);

  if (spec.conjecture) {
    const decision = decideConjecture(rowGame, spec.conjecture, cert, h.heap, kind, opts.decideLimit !== undefined ? { limit: opts.decideLimit } : {});
    run.conjecture = decision;
    if (decision.kind === 'undecided') return stop(decision.reason);
    if (decision.kind === 'refuted') {
      const confirmed = confirmCounterexample(spec, params, rowGame, table.table, cert, decision, h.heap, kind);
      if (typeof confirmed === 'string') return stop(confirmed);
      return Object.assign(run, { status: 'refuted', reason: confirmed.sentence, counterexample: confirmed });
    }
  }
  run.claims = decideClaims(rowGame, spec.claims, cert, h.heap, kind);
  const refuted = run.claims.find((c) => c.status === 'refuted');
  if (refuted) return Object.assign(run, { status: 'refuted', reason: `claim "${refuted.name}" is ${refuted.detail}` });
  const open = run.claims.find((c) => c.status === 'undecided');
  if (open) return stop(`claim "${open.name}" could not be decided with the certificate: ${open.detail}`);
  return Object.assign(run, { status: 'proved', reason: null });
}

/** Grundy values for octal games, and when the file asks for them and they are defined; else outcomes. */
function valuesNeeded(spec: Spec, h: Hypothesis): RowValues {
  if (h.kind === 'octal') return 'grundy';
  let asks = spec.conjecture?.grundy !== undefined;
  for (const c of spec.claims) visit(c.holds, (e) => (asks ||= e.kind === 'call' && e.ref?.kind === 'oracle' && e.callee === 'grundy'));
  const g = spec.game;
  const defined = g.impartial && g.play === 'normal' && g.end.draw === undefined && g.end.win === undefined;
  return asks && defined ? 'grundy' : 'outcome';
}

function columnNames(game: SpecGame, heapSlot: number, width: number): string[] {
  if (game.slots.length === 1) return [];
  return Array.from({ length: width }, (_, c) => {
    const p = columnPosition(game, heapSlot, 0, c);
    return game
      .formatPosition(p)
      .split(', ')
      .filter((part) => !part.startsWith(`${game.slots[heapSlot]!.name} = `))
      .join(', ');
  });
}
