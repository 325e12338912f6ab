// Library files whose check takes more than 20 s, left out of the suites that check the whole library
// (test/library.long.test.ts, test/scale/shard.library.long.test.ts): each is checked on demand,
// e.g. `zermelo check conjectures/board/dots-and-boxes-3x3.yaml`. CPU time of that command on
// 2026-12-07 (2 shared cores): the reachable outcome solve of every position is most of it, the
// value of the start about 1 s.
export const SLOW_LIBRARY_FILES: ReadonlySet<string> = new Set([
  'conjectures/board/dots-and-boxes-2x4.yaml', // 2^22 positions: 13 s CPU alone, 44 s wall on the loaded machine
  'conjectures/board/dots-and-boxes-3x3.yaml', // 2^24 positions: 72 s CPU
]);
