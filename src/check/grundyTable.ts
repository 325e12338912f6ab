// Stage: check. A Grundy conjecture evaluated once per position of the region into a byte table, by
// a generated loop running the same evaluation code as the check pass (grundyPass.ts). No table when
// some value is not an integer in [0, 32) or an evaluation fails: the pass then runs as before and
// reports what it meets where it meets it.

import type { Game } from '../game/game.js';
import { compileKernelFunction } from '../game/kernel.js';
import type { GrundyConjecture } from './grundyPass.js';

const LIMIT = 32;

type TableFn = (table: Uint8Array, size: number) => boolean;

export function grundyTable(game: Game, conj: GrundyConjecture): Uint8Array | undefined {
  const session = game.kernel.begin();
  const here = conj.value(session);
  const body = `return function grundyTable(table, size) {
  ${session.declarations()}
  let p = 0;
  if (size > 0) {
  ${session.enter('0')}
  }
  for (; p < size; p++) {
    ${here.code}
    const g_f = ${here.value};
    if (typeof g_f !== 'number' || !(g_f >= 0 && g_f < ${LIMIT}) || Math.floor(g_f) !== g_f) return false;
    table[p] = g_f;
    ${session.advance()}
  }
  return true;
};`;
  const table = new Uint8Array(game.region.size);
  const fill = compileKernelFunction<TableFn>({ ...session.bindings(), ...conj.bindings }, body, `grundyTable_${game.name}`);
  try {
    return fill(table, game.region.size) ? table : undefined;
  } catch {
    return undefined; // an evaluation error: the check pass meets it again and reports it
  }
}
