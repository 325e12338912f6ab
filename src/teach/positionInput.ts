// Stage: teach. Positions and assignments typed on the command line: `n=20`, `{ n: 20, turn: B }`,
// `h = [1, 2, 3]`, `taken = {0, 3}` (a bool[k] field as the set of its true indices, or of its rows'
// labels, `drawn = {0-2, 1-3}`), `20` (values in field order), and `size=8,k=2` for parameters. Input: the text and
// the game's slots. Output: a position vector (missing fields from a fallback) or a message.

import type { Game } from '../game/game.js';

/** Splits at top-level commas (not inside brackets). */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '[' || ch === '(' || ch === '{') depth++;
    else if (ch === ']' || ch === ')' || ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((p) => p.trim()).filter((p) => p !== '');
}

/** --param `size=8,r=0.1`: the integers (for integer parameters) and every value as written (for
 *  a real parameter, which takes a decimal or a fraction exactly: model/realParams.ts). */
export function parseParamAssignments(text: string): { ints: Record<string, number>; texts: Record<string, string> } | string {
  const ints: Record<string, number> = {};
  const texts: Record<string, string> = {};
  for (const part of splitTop(text)) {
    const m = /^([\p{L}_][\p{L}\p{N}_]*)\s*[=:]\s*(-?\d+(?:\.\d+)?(?:\s*\/\s*\d+)?)$/u.exec(part);
    if (!m) return `'${part}' is not an assignment such as size=8 or r=0.1`;
    texts[m[1]!] = m[2]!;
    if (/^-?\d+$/.test(m[2]!)) ints[m[1]!] = Number(m[2]);
  }
  return { ints, texts };
}

/** `size=8,k=2` → { size: 8, k: 2 }. */
export function parseAssignments(text: string): Record<string, number> | string {
  const out: Record<string, number> = {};
  for (const part of splitTop(text)) {
    const m = /^([\p{L}_][\p{L}\p{N}_]*)\s*[=:]\s*(-?\d+)$/u.exec(part);
    if (!m) return `'${part}' is not an assignment such as size=8`;
    out[m[1]!] = Number(m[2]);
  }
  return out;
}

export function parsePosition(text: string, game: Game, fallback?: ArrayLike<number>): Float64Array | string {
  const fields: { name: string; slots: number[] }[] = [];
  game.slots.forEach((s, k) => {
    const f = fields.find((x) => x.name === s.field);
    if (f) f.slots.push(k);
    else fields.push({ name: s.field, slots: [k] });
  });
  const position = Float64Array.from(fallback ?? game.region.lo);
  const body = text.trim().replace(/^\{([\s\S]*)\}$/, '$1');
  const value = (slot: number, raw: string): string | undefined => {
    const s = game.slots[slot]!;
    const t = raw.trim();
    if (s.kind === 'player') {
      const k = game.players?.indexOf(t) ?? -1;
      if (k < 0) return `'${t}' is not a player (${game.players?.join(', ')})`;
      position[slot] = k;
    } else if (s.kind === 'bool' && (t === 'true' || t === 'false')) position[slot] = t === 'true' ? 1 : 0;
    else if (/^-?\d+$/.test(t)) position[slot] = Number(t);
    else return `'${t}' is not a value for ${s.name}`;
    if (position[slot]! < s.domainLo || position[slot]! > s.domainHi) return `${s.name} = ${t} is outside its domain ${s.domainLo}..${s.domainHi}`;
    return undefined;
  };
  const assignSet = (field: { name: string; slots: number[] }, raw: string): string | undefined => {
    for (const k of field.slots) position[k] = 0;
    for (const item of splitTop(raw.trim().slice(1, -1))) {
      const k = field.slots.find((s, j) => game.slots[s]!.label === item || (/^\d+$/.test(item) && Number(item) === j));
      if (k === undefined) return `'${item}' is not an element of ${field.name} (${field.slots.length} elements)`;
      position[k] = 1;
    }
    return undefined;
  };
  const assign = (field: { name: string; slots: number[] }, raw: string): string | undefined => {
    const isSet = /^\{[\s\S]*\}$/.test(raw.trim()) && field.slots.every((s) => game.slots[s]!.kind === 'bool' && game.slots[s]!.element !== undefined);
    if (isSet) return assignSet(field, raw);
    if (field.slots.length === 1 && !/^\[/.test(raw.trim())) return value(field.slots[0]!, raw);
    const items = splitTop(raw.trim().replace(/^\[([\s\S]*)\]$/, '$1'));
    if (items.length !== field.slots.length) return `${field.name} needs ${field.slots.length} values, found ${items.length}`;
    for (let k = 0; k < items.length; k++) {
      const problem = value(field.slots[k]!, items[k]!);
      if (problem) return problem;
    }
    return undefined;
  };
  const parts = splitTop(body);
  for (const [k, part] of parts.entries()) {
    const m = /^([\p{L}_][\p{L}\p{N}_]*)\s*[=:]\s*([\s\S]+)$/u.exec(part);
    const field = m ? fields.find((f) => f.name === m[1]) : fields[k];
    if (!field) return m ? `'${m[1]}' is not a field of this game (${fields.map((f) => f.name).join(', ')})` : `too many values: the game has ${fields.length} fields`;
    const problem = assign(field, m ? m[2]! : part);
    if (problem) return problem;
  }
  return position;
}
