// Stage: model (families). Builds general move schemas from generated expression text, so a family
// is desugared into exactly what a user could have written. Every span of the generated
// expressions points at the YAML node of the family (or of the digit / set element it came from).
// Input: text pieces of a move. Output: a MoveSpec (or undefined after an internal error).

import type { Span } from '../../diag/diagnostic.js';
import type { Assignment, FieldSpec, MoveSpec, Update } from '../model.js';
import { parseGenerated, parseGeneratedBinders } from '../parseScalar.js';
import type { SpecContext } from '../schemaContext.js';

export interface MoveText {
  name: string;
  by?: string;
  for?: string; // binders, e.g. `k ∈ {1, 4}`
  if?: string;
  /** each target: field (or `h[i]`-style `{ field, index }`) → value text */
  to: { field: string; index?: string; value: string }[][];
}

export function generateMove(ctx: SpecContext, span: Span, m: MoveText): MoveSpec | undefined {
  const move: MoveSpec = { name: m.name, generated: true, binders: [], targets: [], span };
  if (m.by) move.by = m.by;
  if (m.for) {
    const binders = parseGeneratedBinders(ctx, m.for, span);
    if (!binders) return undefined;
    move.binders = binders;
  }
  if (m.if) {
    const guard = parseGenerated(ctx, m.if, span);
    if (!guard) return undefined;
    move.guard = guard;
  }
  for (const target of m.to) {
    const assignments: Assignment[] = [];
    for (const a of target) {
      const value = parseGenerated(ctx, a.value, span);
      if (!value) return undefined;
      const assignment: Assignment = { field: a.field, value, span };
      if (a.index) {
        const index = parseGenerated(ctx, a.index, span);
        if (!index) return undefined;
        assignment.index = index;
      }
      assignments.push(assignment);
    }
    const update: Update = { assignments, span };
    move.targets.push(update);
  }
  return move;
}

/** The one-heap state of `subtraction` and `octal`. */
export function heapState(span: Span): FieldSpec[] {
  return [{ name: 'n', domain: { kind: 'nat' }, span }];
}
