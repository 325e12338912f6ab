// Stage: report (explain). The moves of a position as formula pieces: for each move schema its
// binders, its guard (with `turn = A` for a player's schema), and each target as a substitution
// field ↦ new value (array element updates shown as h[i ↦ v], in the order written; `turn` flips
// in partizan games, unless the move keeps the turn: `again:`).

import type { Binder, Expr } from '../../lang/ast.js';
import { printExpr } from '../../lang/print.js';
import type { GameSpec, MoveSpec, Update } from '../../model/model.js';
import { TRUE, and, eq, name } from './build.js';
import { explainWordsOf, type ExplainWords } from './explainWords.js';

export interface MoveView {
  label: string | null;
  binders: Binder[];
  guard: Expr; // TRUE when the schema has no `if:` (and no player restriction)
  targets: Map<string, Expr>[]; // one substitution per component (≥ 2: a sum of positions)
  schema: MoveSpec;
  /** conditionViews only: the moves of a schema with `again:` where it holds (true: `turn` stays)
   *  or fails (false); undefined for a schema without `again:`. */
  keeps?: boolean;
}

/** The moves as Theorem 4.1 reads them: a schema with `again:` becomes two views, its moves that keep
 *  the turn (guard ∧ again, `turn` unchanged) and those that pass it (guard ∧ ¬again). */
export function conditionViews(game: GameSpec): MoveView[] {
  return moveViews(game).flatMap((v) => {
    const again = v.schema.again;
    if (!again) return [v];
    const m = v.schema;
    const notAgain: Expr = { kind: 'not', arg: again, span: { start: 0, end: 0 } };
    return [
      { ...v, guard: and(v.guard, again), targets: m.targets.map((t) => targetMap(game, m, t, true)), keeps: true },
      { ...v, guard: and(v.guard, notAgain), targets: m.targets.map((t) => targetMap(game, m, t, false)), keeps: false },
    ];
  });
}

export function moveViews(game: GameSpec): MoveView[] {
  return game.moves.map((m) => ({
    label: m.name ?? null,
    binders: m.binders,
    guard: and(playerGuard(game, m), m.guard ?? TRUE),
    targets: m.targets.map((t) => targetMap(game, m, t)),
    schema: m,
  }));
}

function playerGuard(game: GameSpec, m: MoveSpec): Expr {
  if (!game.players || m.by === undefined) return TRUE;
  return eq(player('turn', 'field'), player(m.by, 'player'));
}

function player(text: string, kind: 'field' | 'player'): Expr {
  return { kind: 'name', name: text, span: { start: 0, end: 0 }, ref: { kind, name: text } } as Expr;
}

/** keeps: true — the move keeps the turn (`turn` not in the map); false — it passes it; undefined —
 *  as the schema says (with `again:`, `turn` ↦ if again then turn else the other player). */
export function targetMap(game: GameSpec, m: MoveSpec, u: Update, keeps?: boolean): Map<string, Expr> {
  const map = new Map<string, Expr>();
  // in the order written (the later write wins): a whole value replaces the field, element updates
  // after it apply to that value, `[h[1], h[0]][j ↦ 0]`
  const elementUpdates = new Map<string, { base: Expr | undefined; list: string[] }>();
  for (const a of u.assignments) {
    if (a.index === undefined) {
      map.set(a.field, a.value);
      elementUpdates.delete(a.field);
    } else {
      const entry = elementUpdates.get(a.field) ?? { base: map.get(a.field), list: [] };
      entry.list.push(`${printExpr(a.index)} ↦ ${printExpr(a.value)}`);
      elementUpdates.set(a.field, entry);
    }
  }
  // Not an expression of the language: a readable notation, explained in the output's legend.
  for (const [field, { base, list }] of elementUpdates) map.set(field, name(`${base ? printExpr(base) : field}[${list.join(', ')}]`));
  if (game.players && keeps !== true) {
    const [a, b] = game.players;
    const passed: Expr =
      m.by !== undefined
        ? player(m.by === a ? b : a, 'player')
        : { kind: 'ite', cond: eq(player('turn', 'field'), player(a, 'player')), then: player(b, 'player'), else: player(a, 'player'), span: { start: 0, end: 0 } };
    const stays = m.by !== undefined ? player(m.by, 'player') : player('turn', 'field');
    map.set('turn', m.again && keeps === undefined ? { kind: 'ite', cond: m.again, then: stays, else: passed, span: { start: 0, end: 0 } } : passed);
  }
  return map;
}

export function usesElementUpdates(moves: readonly MoveView[]): boolean {
  return moves.some((m) => m.schema.targets.some((t) => t.assignments.some((a) => a.index !== undefined)));
}

/** Some target writes one array field more than once (two element updates, or the whole and one). */
export function usesRepeatedWrites(moves: readonly MoveView[]): boolean {
  return moves.some((m) => m.schema.targets.some((t) => t.assignments.some((a, i) => a.index !== undefined && t.assignments.some((b, j) => j !== i && b.field === a.field))));
}

/** "take k: for k ∈ {1, 4}, if k ≤ n: n ↦ n - k" */
export function describeMove(game: GameSpec, view: MoveView, w: ExplainWords = explainWordsOf()): string {
  const parts: string[] = [];
  if (view.schema.by !== undefined) parts.push(`${w.by} ${view.schema.by}`);
  if (view.binders.length > 0) parts.push(`${w.for} ${view.binders.map((b) => `${b.name} ∈ ${printExpr(b.domain)}`).join(', ')}`);
  if (view.schema.guard) parts.push(`${w.if} ${printExpr(view.schema.guard)}`);
  if (view.schema.again) parts.push(`${w.again} ${printExpr(view.schema.again)}`);
  if (view.schema.score) parts.push(`${w.score} ${printExpr(view.schema.score)}`);
  const targets = view.targets.map((t) => describeTarget(game, t, w));
  const to = targets.length === 1 ? targets[0]! : targets.map((t) => `(${t})`).join(' + ');
  return `${parts.length > 0 ? parts.join(', ') + ': ' : ''}${to}`;
}

export function describeTarget(game: GameSpec, t: Map<string, Expr>, w: ExplainWords = explainWordsOf()): string {
  const changed = game.state.filter((f) => t.has(f.name) && f.name !== 'turn').map((f) => `${f.name} ↦ ${printExpr(t.get(f.name)!)}`);
  if (t.has('turn')) changed.push(`turn ↦ ${printExpr(t.get('turn')!)}`);
  return changed.length > 0 ? changed.join(', ') : w.samePosition;
}

/** The target as a position literal `{ n: n - k }` (fields not assigned keep their value). */
export function targetRecord(game: GameSpec, t: Map<string, Expr>): string {
  return `{ ${game.state.map((f) => `${f.name}: ${t.has(f.name) ? printExpr(t.get(f.name)!) : f.name}`).join(', ')} }`;
}
