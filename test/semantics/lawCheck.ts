// Laws: the bounded check reports what the reference implies. Per run: the failures of every
// condition (requirements, Theorem 4.1's I–III checked naively at every move, the truth; the mex
// characterisation for Grundy conjectures), the verdict, and each claim's status evaluated with the
// BigInt interpreter against the reference truth (value(p): refValueFrom, by play from p); a false
// claim's truth: the classes, values and best moves it shows are the reference's.
// No internal error (ZM9xxx) is ever acceptable.

import { checkBounded } from '../../src/check/checkBounded.js';
import type { BoundedRun, TruthPosition } from '../../src/check/result.js';
import { EvalError } from '../../src/lang/runtime.js';
import { refClaim } from '../../src/semantics/refClaims.js';
import { refGrundyCheck, refPartitionCheck, type Counts } from '../../src/semantics/refConditions.js';
import type { RefTruth } from '../../src/semantics/refSolve.js';
import type { Spec } from '../../src/model/model.js';
import { regionIndex } from '../../src/semantics/refGame.js';
import { refValueFrom } from '../../src/semantics/refValues.js';
import type { Game } from '../../src/game/game.js';
import { errorsOf, runs } from './lawSetup.js';

type Solved = Extract<RefTruth, { kind: 'solved' }>;

function expectedCounts(t: Solved, spec: Spec): Counts | 'error' {
  const c = spec.conjecture;
  if (!c) return {};
  try {
    const counts: Counts = {};
    if (c.grundy) Object.assign(counts, refGrundyCheck(t, c.grundy));
    if (c.safe || c.fragile || c.neutral) Object.assign(counts, refPartitionCheck(t, c));
    return counts;
  } catch (e) {
    if (e instanceof EvalError) return 'error';
    throw e;
  }
}

const actualCounts = (run: BoundedRun): Counts => Object.fromEntries(run.conditions.filter((s) => s.failures > 0).map((s) => [s.condition, s.failures]));
const sorted = (c: Counts): string =>
  JSON.stringify(
    Object.keys(c)
      .sort()
      .map((k) => [k, c[k]]),
  );

export function lawCheck(spec: Spec, claimsOnly = false): string | undefined {
  // nothing to compare where the naive misère search gave up on every run
  if (runs(spec).every((r) => r.scoped.kind === 'refused' && /too large/.test(r.scoped.reason))) return undefined;
  const result = checkBounded(spec);
  const internal = [...result.diagnostics, ...result.runs.flatMap((r) => r.diagnostics)].find((d) => d.code.startsWith('ZM9'));
  if (internal) return `internal error: ${internal.code} ${internal.message}`;
  const expected = runs(spec);
  if (expected.length !== result.runs.length) return `${result.runs.length} runs, the sweep has ${expected.length}`;
  for (const run of result.runs) {
    const both = expected.find((r) => JSON.stringify(r.params) === JSON.stringify(run.params));
    const at = `(params ${JSON.stringify(run.params)})`;
    if (!both) return `a run with unexpected params ${at}`;
    const t = both.scoped;
    if (t.kind !== 'solved') {
      if (t.kind === 'refused' && /too large/.test(t.reason)) continue;
      if (run.status !== 'error' && errorsOf(run.diagnostics).length === 0)
        return `the reference cannot solve the game (${t.kind === 'failed' ? `failed: ${t.failure.error.constructor.name} ${t.failure.error.message}` : t.kind}), the check's run is ${run.status} ${at}`;
      continue;
    }
    const claims = spec.claims.map((c) => refClaim(t, c));
    const got = run.claims.map((c) => c.status);
    if (JSON.stringify(claims) !== JSON.stringify(got)) return `claims ${at}: reference ${claims.join(', ')}, check ${got.join(', ')}`;
    const untrue = claimTruthAgrees(t, run, both.built.value);
    if (untrue) return `${untrue} ${at}`;
    if (claimsOnly) continue;
    const want = expectedCounts(t, spec);
    if (want === 'error') {
      if (!run.diagnostics.some((d) => d.code === 'ZM4202')) return `the conjecture fails to evaluate somewhere (reference), the check reports no ZM4202 ${at}`;
      continue;
    }
    if (spec.conjecture?.grundy && typeof t.grundy === 'string') {
      if (!run.diagnostics.some((d) => d.severity === 'error')) return `a Grundy conjecture where the reference has no Grundy values (${t.grundy}), the check reports no error ${at}`;
      continue;
    }
    const have = actualCounts(run);
    if (sorted(want) !== sorted(have)) return `condition failures ${at}: reference ${sorted(want)}, check ${sorted(have)}`;
    const refuted = Object.keys(want).length > 0 || claims.includes('fails');
    if ((run.outcome === 'refuted') !== refuted) return `outcome ${at}: ${run.outcome}, the reference implies ${refuted ? 'refuted' : 'not refuted'}`;
  }
  return undefined;
}

const CLASS = ['', 'safe', 'fragile', 'neutral', 'undetermined'];

/** A false claim's truth is the reference's: every position it names has the reference's class (and
 *  value, where it asked one, with a best move worth it), and so has every position its line of
 *  perfect play reaches. */
function claimTruthAgrees(t: Extract<RefTruth, { kind: 'solved' }>, run: BoundedRun, game: Game | undefined): string | undefined {
  const classAt = (position: readonly number[]): string =>
    CLASS[
      t.outcome[
        regionIndex(
          t.game,
          position.map((v) => BigInt(v)),
        )
      ] ?? 0
    ] ?? '?';
  for (const c of run.claims) {
    if (c.status !== 'fails' || !c.truth) continue;
    for (const p of c.truth.positions) {
      if (classAt(p.position) !== p.truth) return `claim ${c.text}: the truth says ${p.text} is ${p.truth}, the reference ${classAt(p.position)}`;
      if (p.value === undefined) continue;
      const wrong = valueAgrees(t, p, game);
      if (wrong) return `claim ${c.text}: ${wrong}`;
    }
    for (const step of c.truth.line?.steps ?? [])
      if (classAt(step.position) !== step.outcome) return `claim ${c.text}: its line reaches ${step.text}, ${step.outcome}; the reference ${classAt(step.position)}`;
  }
  return undefined;
}

/** A value the truth shows is the reference's (refValueFrom: by play from the position), and its
 *  best move is a reference move worth it. */
function valueAgrees(t: Extract<RefTruth, { kind: 'solved' }>, p: TruthPosition, game: Game | undefined): string | undefined {
  const i = regionIndex(
    t.game,
    p.position.map((v) => BigInt(v)),
  );
  const from = refValueFrom(t.game, i);
  if ('error' in from) return `the truth says ${p.text} is worth ${p.value}, the reference fails on the way (${from.error.message})`;
  const want = from.value;
  if (want.kind !== 'value' || BigInt(p.value!) !== want.value) return `the truth says ${p.text} is worth ${p.value}, the reference ${want.kind === 'value' ? String(want.value) : want.kind}`;
  const moves = from.graph.raw[i]!;
  if (!p.best) return moves.length === 0 ? undefined : `the truth gives no best move at ${p.text}, which has ${moves.length}`;
  if (!game) return `a best move at ${p.text} in a game the engine did not build`;
  const best = p.best;
  const worth = moves.flatMap((m) => {
    const target = from.values[regionIndex(t.game, m.targets[0]!)];
    const same = m.keeps === (best.keeps === true) && m.points === BigInt(best.points) && game.formatPosition(Float64Array.from(m.targets[0]!, Number)) === best.to;
    return same && target?.kind === 'value' ? [m.keeps ? m.points + target.value : m.points - target.value] : [];
  });
  if (!worth.includes(want.value))
    return `the best move at ${p.text} (${best.move} → ${best.to}, scoring ${best.points}) is worth ${worth.join(' or ') || 'no reference move'}, the value is ${want.value}`;
  return undefined;
}
