// Stage: report (explain). The conjectured sets S, F, N as predicates of the current position, with
// an omitted set being the complement of the given ones (format.md §2), and how each was obtained.
// Input: the spec's conjecture. Output: one Expr per set (FALSE for an empty set) and a description.

import type { Expr } from '../../lang/ast.js';
import type { ConjectureSpec } from '../../model/model.js';
import { FALSE, and, not, or } from './build.js';

export type ClassKey = 'safe' | 'fragile' | 'neutral';

export interface ClassSets {
  safe: Expr;
  fragile: Expr;
  neutral: Expr;
  origin: Record<ClassKey, 'given' | 'complement' | 'empty'>;
}

export function classSets(c: ConjectureSpec): ClassSets | undefined {
  const given = (['safe', 'fragile', 'neutral'] as const).filter((k) => c[k] !== undefined);
  if (given.length === 0 || (given.length === 1 && given[0] === 'neutral')) return undefined;
  const origin = { safe: 'given', fragile: 'given', neutral: 'given' } as ClassSets['origin'];
  const get = (k: ClassKey): Expr | undefined => c[k];
  const sets = { safe: get('safe'), fragile: get('fragile'), neutral: get('neutral') };
  if (given.length === 1) {
    // One set given: neutral is empty unless it is the one given; the third is the complement.
    if (sets.neutral === undefined) {
      sets.neutral = FALSE;
      origin.neutral = 'empty';
    }
  }
  const missing = (['safe', 'fragile', 'neutral'] as const).filter((k) => sets[k] === undefined);
  for (const k of missing) {
    const others = (['safe', 'fragile', 'neutral'] as const).filter((o) => o !== k).map((o) => sets[o]!);
    sets[k] = and(...others.map(not));
    origin[k] = 'complement';
  }
  return { safe: sets.safe!, fragile: sets.fragile!, neutral: sets.neutral!, origin };
}

/** "every position is in exactly one set": the given sets are pairwise disjoint, and cover every
 *  position when all three are given (a complement makes that part true by construction). */
export function partitionFormula(s: ClassSets): Expr | undefined {
  const keys = (['safe', 'fragile', 'neutral'] as const).filter((k) => s.origin[k] === 'given');
  const parts: Expr[] = [];
  if (keys.length === 3) parts.push(or(s.safe, s.fragile, s.neutral));
  for (let i = 0; i < keys.length; i++) {
    for (let j = i + 1; j < keys.length; j++) parts.push(not(and(s[keys[i]!], s[keys[j]!])));
  }
  return parts.length > 0 ? and(...parts) : undefined;
}
