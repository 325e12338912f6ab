// Stage: prove. Conversions for re-checking: exact model values ↔ the evaluator's numbers (which
// must be safe integers or doubles), flattened positions, and "n = 2, turn = A" descriptions.

import type { Spec } from '../model/model.js';
import type { Exact } from './modelValues.js';
import { buildLayout } from '../game/layout.js';
import { positionText } from '../game/positionText.js';

export function toNumber(v: Exact): number {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'bigint') {
    if (v > BigInt(Number.MAX_SAFE_INTEGER) || v < -BigInt(Number.MAX_SAFE_INTEGER)) {
      throw new Error(`the value ${v} is beyond what the evaluator computes with (±2^53)`);
    }
    return Number(v);
  }
  if (Array.isArray(v)) throw new Error('internal: an array where a number was expected');
  if (!exactDouble(v)) throw new Error(`the rational ${v.num}/${v.den} has no exact double for the evaluator`);
  return Number(v.num) / Number(v.den);
}

export function flatten(spec: Spec, pos: Map<string, Exact>): number[] {
  const out: number[] = [];
  for (const f of spec.game.state) {
    const v = pos.get(f.name);
    if (v === undefined) throw new Error(`internal: no value for field '${f.name}'`);
    if (Array.isArray(v)) out.push(...v.map(toNumber));
    else out.push(toNumber(v));
  }
  return out;
}

export function unflatten(spec: Spec, pos: number[]): Map<string, Exact> {
  const out = new Map<string, Exact>();
  let k = 0;
  const exact = (x: number): Exact => (Number.isInteger(x) ? BigInt(x) : rational(x));
  for (const f of spec.game.state) {
    if (f.domain.kind === 'array') {
      out.set(f.name, pos.slice(k, k + f.domain.length).map(exact));
      k += f.domain.length;
    } else if (f.domain.kind === 'bool') out.set(f.name, pos[k++] !== 0);
    else out.set(f.name, exact(pos[k++]!));
  }
  return out;
}

function rational(x: number): Exact {
  let den = 1n;
  let y = x;
  while (!Number.isInteger(y) && den < 1n << 60n) ((y *= 2), (den *= 2n));
  return { num: BigInt(y), den };
}

/** The position as the bounded check prints it (game/positionText.ts): a bool[k] field as its set. */
export function describe(spec: Spec, pos: number[]): string {
  return positionText(buildLayout(spec), spec.game.players, pos) || '(the only position)';
}

/** Whether a number has an exact double: a safe integer, or a rational with a power-of-two
 *  denominator and a numerator within 53 bits (1/3 has none: its double is another number, at which
 *  the evaluator would re-check a different position). */
export function exactDouble(v: Exact): boolean {
  if (typeof v === 'bigint') return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= -BigInt(Number.MAX_SAFE_INTEGER);
  if (typeof v !== 'object' || Array.isArray(v)) return true;
  return (v.den & (v.den - 1n)) === 0n && v.num <= 2n ** 53n && v.num >= -(2n ** 53n);
}
