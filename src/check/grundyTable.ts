// Stage: check. A Grundy conjecture evaluated once per position of the region into a table, by a
// generated loop running the same evaluation code as the check pass (grundyPass.ts). No table when
// some value is not an integer in [0, 2^31) or an evaluation fails: the pass then evaluates the
// conjecture at every move as before and reports what it meets where it meets it.

import type { Game } from '../game/game.js';
import { compileKernelFunction } from '../game/kernel.js';
import type { GrundyConjecture } from './grundyCheckPass.js';

const LIMIT = 2 ** 31;

type TableFn = (table: Int32Array, size: number) => boolean;

export function grundyTable(game: Game, conj: GrundyConjecture): Int32Array | undefined {
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
  const table = new Int32Array(game.region.size);
  const fill = compileKernelFunction<TableFn>({ ...session.bindings(), ...conj.bindings }, body, `grundyTable_${game.name}`);
  try {
    return fill(table, game.region.size) ? table : undefined;
  } catch {
    return undefined; // an evaluation error: the check pass meets it again and reports it
  }
}

/** The table as bytes when every value is below 32 (the octal check's engine reads bytes). */
export function smallValues(table: Int32Array): Uint8Array | undefined {
  for (let i = 0; i < table.length; i++) if (table[i]! >= 32) return undefined;
  return Uint8Array.from(table);
}
