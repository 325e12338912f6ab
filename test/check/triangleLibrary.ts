// What zermelo answers on the library's file of the monochromatic triangle game on n points: the
// winner its one claim names (fragile(start): the first player; safe(start): the second) and the
// bounded check's status of that claim. Compared with triangleSearch.ts by triangleWinners*.test.ts.

import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { triangleWinner } from './triangleSearch.js';

/** The winner the library file for n claims (its one claim), and the bounded check's verdict on it. */
export function libraryAnswer(n: number): { claimsFirst: boolean; status: string | undefined; storage: string | undefined } {
  // the large instances live in bench/games/, out of the library `zermelo check` reads by default
  const file = n >= 20 ? `bench/games/monochromatic-triangle-n${n}.yaml` : `conjectures/triangulation/monochromatic-triangle-n${n}.yaml`;
  const text = readFileSync(file, 'utf8');
  const spec = loadSpec(file, text).value!;
  const holds = spec.claims[0]!.holds.span;
  // fragile(start): the player to move (the first) wins; safe(start): the second
  const claimsFirst = { 'fragile(start)': true, 'safe(start)': false }[text.slice(holds.start, holds.end)];
  if (claimsFirst === undefined) throw new Error(`${file}: the claim is not fragile(start) or safe(start)`);
  const run = checkBounded(spec).runs[0]!;
  return { claimsFirst, status: run.claims[0]?.status, storage: run.storage };
}

/** The independent search and the library file for n agree, and name the first player iff `firstWins`. */
export function expectWinnerByBoth(n: number, firstWins: boolean): void {
  const independent = triangleWinner(n);
  expect(independent.firstWins).toBe(firstWins);
  const answer = libraryAnswer(n);
  expect(answer.storage).toBe('sparse');
  expect(answer.claimsFirst).toBe(independent.firstWins);
  expect(answer.status).toBe('holds');
}
