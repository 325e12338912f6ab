// Law: `zermelo table` shows the reference: every cell's class, Grundy value, terminal mark, the
// conjecture's class there and the mismatch flag, and the model's counts and mismatch total.

import { buildTable } from '../../src/teach/buildTable.js';
import { chooseParams, prepareGame } from '../../src/teach/engine.js';
import { tableCells } from '../../src/teach/tableModel.js';
import { evalReference } from '../../src/lang/reference.js';
import { EvalError } from '../../src/lang/runtime.js';
import { positionEnv, type Position, type RefGame } from '../../src/semantics/refGame.js';
import { refSolve } from '../../src/semantics/refSolve.js';
import type { Spec } from '../../src/model/model.js';

const NAMES = ['undetermined', 'safe', 'fragile', 'neutral', 'undetermined'];

/** What the table calls the conjecture's class (S, then F, then N; omitted sets completed). */
function tableClass(game: RefGame, spec: Spec, p: Position): number | bigint {
  const c = spec.conjecture!;
  const env = positionEnv(game, p);
  const ev = (e: typeof c.safe): boolean => evalReference(e!, env) === true;
  try {
    if (c.grundy && !c.safe && !c.fragile && !c.neutral) return evalReference(c.grundy, env) as bigint;
    const given = [c.safe, c.fragile, c.neutral].filter(Boolean).length;
    const n = (): boolean => (c.neutral ? ev(c.neutral) : given === 1 ? false : !s() && !f());
    const s = (): boolean => (c.safe ? ev(c.safe) : !f() && !n());
    const f = (): boolean => (c.fragile ? ev(c.fragile) : !s() && !n());
    return s() ? 1 : f() ? 2 : n() ? 3 : 0;
  } catch (e) {
    if (e instanceof EvalError) return c.grundy && !c.safe ? -1n : 0;
    throw e;
  }
}

export function lawTable(spec: Spec): string | undefined {
  const params = chooseParams(spec).value;
  const naive = params && refSolve(spec, params);
  if (naive?.kind === 'refused' && /too large/.test(naive.reason)) return undefined; // the naive misère search gave up
  // the whole region, whatever the file's check scope (a table from the start is compared below)
  const prepared = prepareGame(spec, { scope: 'region' });
  if (!prepared.value) return undefined; // the outcomes law covers games that cannot be solved
  const solved = prepared.value;
  const fromStart = prepareGame(spec).value?.solution;
  if (fromStart?.reachable) {
    for (let i = 0; i < fromStart.size; i++) {
      if (fromStart.outcome[i] === 0) continue;
      const [o, g] = [fromStart.outcome[i], fromStart.generation?.[i]];
      if (o !== solved.solution.outcome[i] || g !== solved.solution.generation?.[i]) {
        return `the table from the start has outcome ${o} (generation ${g}) at ${solved.game.formatPosition(solved.game.region.decode(i))}, the whole region's ${solved.solution.outcome[i]} (${solved.solution.generation?.[i]})`;
      }
    }
  }
  const t = refSolve(spec, solved.params);
  if (t.kind === 'refused' && /too large/.test(t.reason)) return undefined; // the naive misère search gave up
  if (t.kind !== 'solved') return `the table solved a game the reference cannot (${t.kind === 'refused' ? t.reason : t.kind})`;
  const model = buildTable(solved, { grundy: true });
  const grundy = typeof t.grundy === 'string' ? undefined : t.grundy.grundy;
  const conj = spec.conjecture && (spec.conjecture.safe || spec.conjecture.fragile || spec.conjecture.grundy) ? spec.conjecture : undefined;
  let mismatches = 0;
  const expected = t.graph.positions.map((p, i) => {
    const o = t.outcome[i]!;
    let conjectured: string | null = null;
    let mismatch = false;
    if (conj) {
      const c = tableClass(t.game, spec, p);
      if (typeof c === 'bigint') {
        conjectured = c < 0n ? 'error' : String(c);
        const g = grundy?.[i];
        mismatch = o !== 4 && (c < 0n ? true : g !== undefined && g >= 0 ? c !== BigInt(g) : (c === 0n) !== (o === 1));
      } else {
        conjectured = NAMES[c] && c !== 0 ? NAMES[c]! : 'error';
        mismatch = o !== 4 && c !== o;
      }
    }
    if (mismatch) mismatches++;
    const terminal = t.graph.terminal[i] !== 0 || t.graph.raw[i]!.length === 0;
    return { cls: NAMES[o], grundy: grundy && grundy[i]! >= 0 ? grundy[i] : null, terminal, conjectured, mismatch };
  });
  for (const cell of tableCells(model)) {
    const want = expected[cell.index]!;
    const have = { cls: cell.cls, grundy: cell.grundy, terminal: cell.terminal, conjectured: cell.conjectured, mismatch: cell.mismatch };
    if (JSON.stringify(want) !== JSON.stringify(have)) return `table cell ${cell.position}: reference ${JSON.stringify(want)}, table ${JSON.stringify(have)}`;
  }
  if (model.mismatches !== mismatches) return `table mismatches: reference ${mismatches}, table ${model.mismatches}`;
  const counts = { safe: 0, fragile: 0, neutral: 0, undetermined: 0 };
  for (const o of t.outcome) counts[NAMES[o] as keyof typeof counts]++;
  if (JSON.stringify(counts) !== JSON.stringify(model.counts)) return `table counts: reference ${JSON.stringify(counts)}, table ${JSON.stringify(model.counts)}`;
  return undefined;
}
