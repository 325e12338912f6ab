// Stage: prove. Exact model values → plain data for reports: safe integers as numbers, other integers
// and rationals as strings, `turn` by player name, arrays element-wise.

import type { Spec } from '../model/model.js';
import type { Exact } from './modelValues.js';
import type { ShownValue } from './result.js';

export function shown(v: Exact): ShownValue {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString();
  if (Array.isArray(v)) return v.map(shown);
  return `${v.num}/${v.den}`;
}

export function shownPosition(spec: Spec, pos: Map<string, Exact>): Record<string, ShownValue> {
  const out: Record<string, ShownValue> = {};
  for (const [f, v] of pos) {
    const field = spec.game.state.find((x) => x.name === f);
    if (field?.domain.kind === 'player' && typeof v === 'bigint' && spec.game.players) out[f] = spec.game.players[Number(v)] ?? shown(v);
    else out[f] = shown(v);
  }
  return out;
}
