// Stage: game. Positions as students read them: `n = 2`, `h = [1, 2, 3]`, `n = 3, turn = A`,
// `b = true`; a bool[k] field as the set of its indices that are true, `taken = {0, 3}` (for
// bool[edges], of the rows of the table: `drawn = {0-2, 1-3}`). Input: the layout and a position vector (state slots only). Output: text.

import type { Layout } from './layout.js';

export function positionText(layout: Layout, players: readonly string[] | undefined, position: ArrayLike<number>): string {
  const parts: string[] = [];
  for (const [name, f] of layout.fields) {
    const d = f.spec.domain;
    const show = (v: number): string => {
      const kind = d.kind === 'array' ? d.elem.kind : d.kind;
      if (kind === 'bool') return v !== 0 ? 'true' : 'false';
      if (kind === 'player') return players?.[v] ?? String(v);
      return String(v);
    };
    if (d.kind === 'array' && d.elem.kind === 'bool') {
      const marked: string[] = [];
      for (let k = 0; k < f.length; k++) if (position[f.offset + k] !== 0) marked.push(d.labels?.[k] ?? String(k));
      parts.push(`${name} = {${marked.join(', ')}}`);
    } else if (d.kind === 'array') {
      const vs: string[] = [];
      for (let k = 0; k < f.length; k++) vs.push(show(position[f.offset + k]!));
      parts.push(`${name} = [${vs.join(', ')}]`);
    } else parts.push(`${name} = ${show(position[f.offset]!)}`);
  }
  return parts.join(', ');
}
