// Stage: game. Positions as students read them: `n = 2`, `h = [1, 2, 3]`, `n = 3, turn = A`,
// `b = true`. Input: the layout and a position vector (state slots only). Output: text.

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
    if (d.kind === 'array') {
      const vs: string[] = [];
      for (let k = 0; k < f.length; k++) vs.push(show(position[f.offset + k]!));
      parts.push(`${name} = [${vs.join(', ')}]`);
    } else parts.push(`${name} = ${show(position[f.offset]!)}`);
  }
  return parts.join(', ');
}
