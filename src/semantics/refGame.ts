// Stage: semantics. What a game file means, part 1: the positions. A RefGame is a Spec with values
// for its params: each state field flattened into slots (arrays element by element, bool and turn
// as 0/1), each slot's declared domain and bounded region evaluated with the BigInt interpreter.
// Deliberately simple and slow: it is the definition the fast engines are tested against.

import { specForParams } from '../model/tableInstances.js';
import type { Expr } from '../lang/ast.js';
import { evalReference, type RefEnv, type RefValue } from '../lang/reference.js';
import type { StateLayoutField } from '../lang/runtime.js';
import { BOOL, INT, PLAYER, type Type } from '../lang/types.js';
import type { FieldDomain, Spec } from '../model/model.js';

/** A position: one exact integer per slot. */
export type Position = bigint[];

export interface RefField {
  name: string;
  offset: number;
  length: number;
  array: boolean;
  elem: 'int' | 'bool' | 'player';
}

export interface RefGame {
  spec: Spec;
  params: Map<string, bigint>;
  fields: RefField[];
  slots: number;
  /** Declared domain per slot; undefined = unbounded on that side. */
  domainLo: (bigint | undefined)[];
  domainHi: (bigint | undefined)[];
  regionLo: bigint[];
  regionHi: bigint[];
  players?: [string, string];
  defines: Map<string, { params: string[]; body: Expr }>;
  layout: StateLayoutField[];
}

/** Why the reference gives the file no meaning it can enumerate (real fields, unbounded fields). */
export class RefUnsupported extends Error {}

function elemKind(d: FieldDomain): FieldDomain {
  return d.kind === 'array' ? d.elem : d;
}

export function buildRefGame(file: Spec, params: Record<string, number>): RefGame {
  // data tables computed from a parameter: the Spec of these values (model/tableInstances.ts)
  const instance = specForParams(file, params);
  if (!instance.value) throw new RefUnsupported(`the data tables for ${JSON.stringify(params)} could not be computed`);
  const spec = instance.value;
  const paramValues = new Map(Object.entries(params).map(([k, v]) => [k, BigInt(v)] as const));
  const defines = new Map(spec.defines.map((d) => [d.name, { params: d.params, body: d.body }] as const));
  const fields: RefField[] = [];
  const layout: StateLayoutField[] = [];
  let slots = 0;
  for (const f of spec.game.state) {
    const elem = elemKind(f.domain);
    if (elem.kind === 'real') throw new RefUnsupported(`the field ${f.name} is real`);
    const length = f.domain.kind === 'array' ? f.domain.length : 1;
    const kind = elem.kind === 'bool' ? 'bool' : elem.kind === 'player' ? 'player' : 'int';
    fields.push({ name: f.name, offset: slots, length, array: f.domain.kind === 'array', elem: kind });
    const base: Type = kind === 'bool' ? BOOL : kind === 'player' ? PLAYER : INT;
    layout.push({ name: f.name, offset: slots, type: f.domain.kind === 'array' ? { kind: 'array', elem: base, length } : base });
    slots += length;
  }
  const game: RefGame = { spec, params: paramValues, fields, slots, domainLo: [], domainHi: [], regionLo: [], regionHi: [], defines, layout };
  if (spec.game.players) game.players = spec.game.players;
  const constant = (e: Expr): bigint => evalReference(e, constEnv(game)) as bigint;
  for (const f of spec.game.state) {
    const d = elemKind(f.domain);
    let lo: bigint | undefined;
    let hi: bigint | undefined;
    if (d.kind === 'nat') lo = 0n;
    else if (d.kind === 'bool' || d.kind === 'player') [lo, hi] = [0n, 1n];
    else if (d.kind === 'range') [lo, hi] = [constant(d.lo), constant(d.hi)];
    const bound = spec.check.bounds[f.name];
    let rlo = lo;
    let rhi = hi;
    if (bound) {
      const blo = constant(bound.lo);
      const bhi = constant(bound.hi);
      rlo = rlo === undefined || blo > rlo ? blo : rlo;
      rhi = rhi === undefined || bhi < rhi ? bhi : rhi;
    }
    if (rlo === undefined || rhi === undefined) throw new RefUnsupported(`the field ${f.name} has no bound`);
    const length = f.domain.kind === 'array' ? f.domain.length : 1;
    for (let k = 0; k < length; k++) {
      game.domainLo.push(lo);
      game.domainHi.push(hi);
      game.regionLo.push(rlo);
      game.regionHi.push(rhi);
    }
  }
  return game;
}

/** The environment of expressions that read only params (and definitions). */
export function constEnv(game: RefGame): RefEnv {
  const env: RefEnv = { values: new Map<string, RefValue>(game.params), defines: game.defines, unchecked: true, state: game.layout, stateSize: game.slots };
  if (game.players) env.players = game.players;
  return env;
}

/** The environment at a position: params, every field (arrays as lists, bools as booleans). */
export function positionEnv(game: RefGame, p: Position): RefEnv {
  const env = constEnv(game);
  for (const f of game.fields) {
    const cells: RefValue[] = p.slice(f.offset, f.offset + f.length).map((v) => (f.elem === 'bool' ? v !== 0n : f.elem === 'player' ? Number(v) : v));
    env.values.set(f.name, f.array ? cells : cells[0]!);
  }
  return env;
}

/** Every position of the region, in the engine's index order (first slot most significant). */
export function regionPositions(game: RefGame): Position[] {
  let out: Position[] = [[]];
  for (let s = 0; s < game.slots; s++) {
    const next: Position[] = [];
    for (const prefix of out) for (let v = game.regionLo[s]!; v <= game.regionHi[s]!; v++) next.push([...prefix, v]);
    out = next;
  }
  return out;
}

/** Region index of a position (the same numbering as the engine), or -1 outside the region. */
export function regionIndex(game: RefGame, p: Position): number {
  let index = 0;
  for (let s = 0; s < game.slots; s++) {
    const v = p[s]!;
    if (v < game.regionLo[s]! || v > game.regionHi[s]!) return -1;
    index = index * Number(game.regionHi[s]! - game.regionLo[s]! + 1n) + Number(v - game.regionLo[s]!);
  }
  return index;
}

/** The start position (`game.start`), each field's value evaluated with the BigInt interpreter
 *  (a field the start leaves out reads 0), or undefined when the game has none. */
export function refStart(game: RefGame): Position | undefined {
  const start = game.spec.game.start;
  if (!start) return undefined;
  const p: Position = new Array<bigint>(game.slots).fill(0n);
  const env = constEnv(game);
  for (const a of start.assignments) {
    const f = game.fields.find((x) => x.name === a.field)!;
    const v = evalReference(a.value, env);
    (Array.isArray(v) ? v : [v]).forEach((x, k) => (p[f.offset + k] = typeof x === 'boolean' ? (x ? 1n : 0n) : BigInt(x as bigint | number)));
  }
  return p;
}

/** The first slot outside its declared domain, or -1 (such a vector is no position at all). */
export function outsideDomain(game: RefGame, p: Position): number {
  return p.findIndex((v, s) => (game.domainLo[s] !== undefined && v < game.domainLo[s]!) || (game.domainHi[s] !== undefined && v > game.domainHi[s]!));
}
