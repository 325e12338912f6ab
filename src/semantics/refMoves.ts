// Stage: semantics. What a game file means, part 2: the moves of a position and its terminal status.
// A move target is a simultaneous assignment: every right-hand side and every computed index is
// evaluated in the position before the move, then the writes are applied in the order written (a
// later write to the same element wins); `turn` flips unless the move keeps it (`again:` holds in the
// position before the move); a move's points (`score:`) are read there too; a target outside a
// declared domain is an error.

import { isRealLine } from '../lang/builtins.js';
import type { Binder } from '../lang/ast.js';
import { evalReference, type RefEnv, type RefValue } from '../lang/reference.js';
import { EvalError } from '../lang/runtime.js';
import type { MoveSpec, Update } from '../model/model.js';
import { outsideDomain, positionEnv, RefUnsupported, type Position, type RefGame } from './refGame.js';

export interface RefMove {
  schema: number;
  binders: RefValue[];
  /** One target, or the components of a sum. */
  targets: Position[];
  sum: boolean;
  /** `again:` held: the same player moves next from the target. */
  keeps: boolean;
  /** `score:` in the position before the move (0 without it): the mover's points. */
  points: bigint;
}

/** A move leads outside a field's declared domain: the file is wrong (an error of the game). */
export class RefDomainError extends Error {
  constructor(
    readonly schema: number,
    readonly slot: number,
    readonly value: bigint,
  ) {
    super(`move schema ${schema} sets slot ${slot} to ${value}, outside its domain`);
  }
}

/** 0 not terminal, 1 lose, 2 draw, 3 win: the first `end:` rule that holds, in the order lose, draw, win. */
export function refTerminal(game: RefGame, p: Position): 0 | 1 | 2 | 3 {
  const end = game.spec.game.end;
  const env = positionEnv(game, p);
  if (end.lose && evalReference(end.lose, env) === true) return 1;
  if (end.draw && evalReference(end.draw, env) === true) return 2;
  if (end.win && evalReference(end.win, env) === true) return 3;
  return 0;
}

/** Every move of p (terminal status is not consulted here). Throws EvalError or RefDomainError. */
export function refMoves(game: RefGame, p: Position): RefMove[] {
  const out: RefMove[] = [];
  const turnField = game.fields.find((f) => f.elem === 'player');
  game.spec.game.moves.forEach((m, schema) => {
    if (m.by !== undefined && turnField && game.players && p[turnField.offset] !== BigInt(game.players.indexOf(m.by))) return;
    const env = positionEnv(game, p);
    each(m, m.binders, 0, env, [], (values) => {
      if (m.guard && evalReference(m.guard, env) !== true) return;
      const keeps = m.again !== undefined && evalReference(m.again, env) === true;
      const points = m.score ? cell(evalReference(m.score, env)) : 0n;
      const targets = m.targets.map((u) => target(game, p, u, env, schema, keeps));
      out.push({ schema, binders: [...values], targets, sum: m.targets.length !== 1, keeps, points });
    });
  });
  return out;
}

/** Nested binders, in order (a later domain may use an earlier binder); sets without repeats. */
function each(m: MoveSpec, binders: Binder[], k: number, env: RefEnv, values: RefValue[], visit: (values: RefValue[]) => void): void {
  if (k === binders.length) return visit(values);
  const b = binders[k]!;
  const d = b.domain;
  if (isRealLine(d)) throw new RefUnsupported(`the binder ${b.name} ranges over the reals`);
  let domain: RefValue[];
  if (d.kind === 'range') {
    const lo = evalReference(d.lo, env) as bigint;
    const hi = evalReference(d.hi, env) as bigint;
    domain = [];
    for (let v = lo; v <= hi; v++) domain.push(v);
  } else if (d.kind === 'set') {
    domain = [];
    for (const x of d.elems.map((e) => evalReference(e, env))) if (!domain.some((y) => y === x)) domain.push(x);
  } else domain = evalReference(d, env) as RefValue[];
  for (const v of domain) {
    env.values.set(b.name, v);
    values[k] = v;
    each(m, binders, k + 1, env, values, visit);
  }
  env.values.delete(b.name);
  values.length = k;
}

function cell(v: RefValue): bigint {
  return typeof v === 'boolean' ? (v ? 1n : 0n) : BigInt(v as bigint | number);
}

/** The target of one update: all values first, then the writes in order, then the turn flips. */
function target(game: RefGame, p: Position, u: Update, env: RefEnv, schema: number, keeps: boolean): Position {
  const writes: { slot: number; value: bigint }[] = [];
  for (const a of u.assignments) {
    const f = game.fields.find((x) => x.name === a.field)!;
    if (f.array && !a.index) {
      const values = evalReference(a.value, env) as RefValue[];
      values.forEach((v, k) => writes.push({ slot: f.offset + k, value: cell(v) }));
      continue;
    }
    const index = a.index ? (evalReference(a.index, env) as bigint) : 0n;
    const value = cell(evalReference(a.value, env));
    if (index < 0n || index >= BigInt(f.length)) throw new EvalError('index-out-of-range', `index ${index} is outside the array`, a.span);
    writes.push({ slot: f.offset + Number(index), value });
  }
  const next = [...p];
  for (const w of writes) next[w.slot] = w.value;
  const turn = game.fields.find((f) => f.elem === 'player');
  if (turn && !keeps) next[turn.offset] = 1n - next[turn.offset]!;
  const bad = outsideDomain(game, next);
  if (bad >= 0) throw new RefDomainError(schema, bad, next[bad]!);
  return next;
}
