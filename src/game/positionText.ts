// Stage: game. Positions as students read them: `n = 2`, `h = [1, 2, 3]`, `n = 3, turn = A`,
// `b = true`; a bool[k] field as the set of its indices that are true, `taken = {0, 3}` (for
// bool[edges], of the rows of the table: `drawn = {0-2, 1-3}`). Input: the layout and a position
// vector (state slots only), or a position given field by field as reported values (the prover's
// counterexamples: numbers, booleans, big integers and rationals as strings, player names). Output: text.

import type { FieldDomain } from '../model/model.js';
import type { Layout } from './layout.js';

/** One element as a report holds it: a slot's number, or the prover's boolean or string. */
type Element = number | string | boolean;

export function positionText(layout: Layout, players: readonly string[] | undefined, position: ArrayLike<number>): string {
  const parts: string[] = [];
  for (const [name, f] of layout.fields) parts.push(fieldText(name, f.spec.domain, f.length, (k) => position[f.offset + k]!, players));
  return parts.join(', ');
}

/** The same text for a position given as `{ field: value }` (a field's array as a list); a field
 *  the layout does not know, or a value of another shape, is shown as it is. */
export function shownPositionText(layout: Layout, players: readonly string[] | undefined, values: Readonly<Record<string, unknown>>): string {
  return Object.entries(values)
    .map(([name, v]) => {
      const f = layout.fields.get(name);
      const elements = Array.isArray(v) ? (v as unknown[]) : [v];
      const fits = f !== undefined && elements.length === f.length && elements.every(isElement) && Array.isArray(v) === (f.spec.domain.kind === 'array');
      return fits ? fieldText(name, f.spec.domain, f.length, (k) => elements[k] as Element, players) : `${name} = ${rawText(v)}`;
    })
    .join(', ');
}

function fieldText(name: string, d: FieldDomain, length: number, at: (k: number) => Element, players: readonly string[] | undefined): string {
  const kind = d.kind === 'array' ? d.elem.kind : d.kind;
  const show = (v: Element): string => {
    if (kind === 'bool') return truthy(v) ? 'true' : 'false';
    if (kind === 'player' && typeof v === 'number') return players?.[v] ?? String(v);
    return String(v);
  };
  if (d.kind === 'array' && d.elem.kind === 'bool') {
    const marked: string[] = [];
    for (let k = 0; k < length; k++) if (truthy(at(k))) marked.push(d.labels?.[k] ?? String(k));
    return `${name} = {${marked.join(', ')}}`;
  }
  if (d.kind === 'array') {
    const vs: string[] = [];
    for (let k = 0; k < length; k++) vs.push(show(at(k)));
    return `${name} = [${vs.join(', ')}]`;
  }
  return `${name} = ${show(at(0))}`;
}

const truthy = (v: Element): boolean => v !== 0 && v !== false && v !== '0';
const isElement = (v: unknown): v is Element => typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean';
const rawText = (v: unknown): string => (Array.isArray(v) ? `[${v.map(rawText).join(', ')}]` : String(v));
