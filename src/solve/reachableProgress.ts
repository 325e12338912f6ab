// Stage: solve. The progress of the exploration from a start position, for a front end that shows
// it (the CLI's progress line on a terminal): a process-wide listener, called about every 65 536
// positions explored with the numbers explored and found so far. No listener: nothing is reported.

export type ExploreListener = (explored: number, found: number) => void;

let listener: ExploreListener | undefined;

/** Sets the listener (undefined: none); returns the previous one. */
export function onExploreProgress(next: ExploreListener | undefined): ExploreListener | undefined {
  const previous = listener;
  listener = next;
  return previous;
}

export function exploreProgress(): ExploreListener | undefined {
  return listener;
}
