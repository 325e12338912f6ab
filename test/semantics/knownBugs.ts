// Known bugs of the engines, found by these laws and reported with minimal reproducers (see the
// docs/soundness.md). A case whose law fails on a game that has the bug's trigger is
// counted and skipped, so a campaign keeps looking for new bugs; delete an entry once it is fixed.

import type { Spec } from '../../src/model/model.js';

export interface KnownBug {
  name: string;
  /** The game has the construct that triggers the bug, and the disagreement is one it explains. */
  triggers: (spec: Spec, problem: string) => boolean;
}

/** Some move target writes one array element twice (an element and a computed index that may be
 *  equal, or a whole array and one of its elements). */
function writesAnElementTwice(spec: Spec): boolean {
  return spec.game.moves.some((m) =>
    m.targets.some((u) => {
      const byField = new Map<string, (bigint | 'whole' | 'computed')[]>();
      for (const a of u.assignments) {
        const idx = !a.index ? 'whole' : a.index.kind === 'int' ? a.index.value : 'computed';
        byField.set(a.field, [...(byField.get(a.field) ?? []), idx]);
      }
      return [...byField.values()].some((xs) => xs.length > 1 && !(xs.every((x) => typeof x === 'bigint') && new Set(xs).size === xs.length));
    }),
  );
}

export const KNOWN_BUGS: readonly KnownBug[] = [
  // Fixed: 'early-exit-hides-move-errors' (the forward pass stopped scanning a position's moves at
  // the first move into S, so a later move leaving its domain or failing to evaluate was never seen:
  // holds where table said ZM4001, exit 70 describing such a counterexample); regressions in
  // regressions.test.ts and test/check/earlyExit.test.ts.
  // Fixed: 'write-order' (the generated kernel added both changes of one element written twice,
  // index = p + Σ (new − old)·stride, where the lister, the evaluator and the reference apply the writes
  // in order) was fixed on branch writeorder (2b435c7): the trigger stays for a future entry
  // { name: 'write-order', triggers: (spec, problem) => writesAnElementTwice(spec) && !/, lister /.test(problem) },
];

/** Exported so that a reintroduced entry (and its tests) can use it. */
export const triggers = { writesAnElementTwice };

export function knownBug(spec: Spec, problem: string): string | undefined {
  return KNOWN_BUGS.find((b) => b.triggers(spec, problem))?.name;
}
