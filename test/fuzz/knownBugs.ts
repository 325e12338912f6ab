// Known bugs in other stages, found by the fuzzers and reported to the integrator with these
// reproducers. Cases that hit one are skipped (and counted) so that a campaign keeps looking for new
// ones; when a bug is fixed, delete its entry and turn its test.todo into a regression test.

export interface KnownBug {
  name: string;
  matches: (text: string) => boolean;
  reproducer: string;
}

export const KNOWN_BUGS: readonly KnownBug[] = [
  // none open: the last ones (huge arrays, deep nesting, huge binder ranges, huge parameter sweeps)
  // are fixed; their reproducers are regression tests in fixedBugs.test.ts
];

export function knownBug(text: string): string | undefined {
  return KNOWN_BUGS.find((b) => b.matches(text))?.name;
}
