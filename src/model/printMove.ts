// Stage: model. Move schemas and positions back to one line of the surface syntax, for `explain`
// (what a family desugars to) and for tests. Input: MoveSpec / Update. Output: text such as
// `take k: for k ∈ {1, 4} if k ≤ n to { n: n − k }` (sums: `to [{ n: a }, { n: n − 2 − a }]`).

import { printBinders, printExpr } from '../lang/print.js';
import type { MoveSpec, Update } from './model.js';

export function printUpdate(u: Update): string {
  const parts = u.assignments.map((a) => `${a.field}${a.index ? `[${printExpr(a.index)}]` : ''}: ${printExpr(a.value)}`);
  return `{ ${parts.join(', ')} }`;
}

export function printMove(m: MoveSpec): string {
  const parts: string[] = [];
  if (m.by) parts.push(`by ${m.by}`);
  if (m.binders.length > 0) parts.push(`for ${printBinders(m.binders)}`);
  if (m.guard) parts.push(`if ${printExpr(m.guard)}`);
  if (m.again) parts.push(`again ${printExpr(m.again)}`);
  if (m.score) parts.push(`score ${printExpr(m.score)}`);
  const targets = m.targets.map(printUpdate);
  parts.push(`to ${targets.length === 1 ? targets[0] : `[${targets.join(', ')}]`}`);
  return `${m.name ? `${m.name}: ` : ''}${parts.join(' ')}`;
}
