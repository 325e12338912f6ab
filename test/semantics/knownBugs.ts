// Known bugs of the engines, found by these laws and reported with minimal reproducers (see the
// README's soundness section). A case whose law fails on a game that has the bug's trigger is
// counted and skipped, so a campaign keeps looking for new bugs; delete an entry once it is fixed.

import type { Spec } from '../../src/spec/model.js';

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
  // The bounded check solves without generations: the forward pass stops scanning a position's moves
  // at the first move to a safe position (and the condition pass at the first move that decides the
  // condition), so a later move that leaves a declared domain, or whose guard or target fails to
  // evaluate, is never generated: the check says holds (or refuted) on a file that `table`, `explain`
  // and the reference reject with ZM4001 — and when such a position is a counterexample, describing
  // its moves throws: exit 70 (ZM9001). Reproducers: README, "How zermelo can be wrong".
  {
    name: 'early-exit-hides-move-errors',
    triggers: (_spec, problem) => /the reference cannot solve the game \(failed: (RefDomainError|EvalError)/.test(problem) || /exception: MoveDomainError[\s\S]*describe/.test(problem),
  },
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
