// Stage: solve. The value sweep over bit masks: the tables of maskMoves.ts spliced into one generated
// function (each move's table reads as constant shifts of the index), the values in an Int8Array, no
// allocation per position: for Dots and Boxes the work per position of the C reference
// (../shared/bench-ref/extra/dots_boxes.c). Like valueSweep.ts it gives up at the first move that
// breaks the order, a rule that fails where it is read, or a value outside ±127.

import type { SpecGame } from '../../game/buildGame.js';
import { compileKernelFunction } from '../../game/kernel.js';
import { kernelTicks } from '../../lang/deadline.js';
import { FAILS, maskGame, NO, YES, type BitTable, type MaskMove } from './maskMoves.js';
import type { SweepFailure, Swept } from './sweepResult.js';

type MaskSweepFn = (values: Int8Array, last: number) => number;

/** Positions per deadline tick. */
export const CHUNK = 4096;

/** The table with its bits in ascending order (the entries moved to match), so that bits next to
 *  each other in the position are read with one shift and one mask. */
export function ascending(t: BitTable): BitTable {
  const order = t.bits.map((_, j) => j).sort((x, y) => t.bits[x]! - t.bits[y]!);
  const table = new Int32Array(t.table.length);
  for (let a = 0; a < table.length; a++) {
    let old = 0;
    order.forEach((j, k) => (old |= ((a >> k) & 1) << j));
    table[a] = t.table[old]!;
  }
  return { bits: order.map((j) => t.bits[j]!), slots: order.map((j) => t.slots[j]!), table };
}

/** JS expression: the index into an ascending table at position p: each run of consecutive bits
 *  moved into place by one shift and one mask. */
function tableIndex(t: BitTable): string {
  const parts: string[] = [];
  for (let j = 0; j < t.bits.length;) {
    let k = j + 1;
    while (k < t.bits.length && t.bits[k] === t.bits[k - 1]! + 1) k++;
    const mask = (2 ** (k - j) - 1) * 2 ** j;
    const shift = t.bits[j]! - j;
    // bits below 2^31: a left shift may drop high bits, which the mask clears anyway
    parts.push(shift === 0 ? `(p & ${mask})` : shift > 0 ? `((p >>> ${shift}) & ${mask})` : `((p << ${-shift}) & ${mask})`);
    j = k;
  }
  return parts.join(' | ') || '0';
}

/** JS expression: the entry of table `name` at index p. */
export function lookup(name: string, t: BitTable): string {
  return `${name}[${tableIndex(t)}]`;
}

/** JS expression: the guard at p — 1 (a move), 0 (none) or FAILS. A guard of yes/no entries over at
 *  most 5 bits is a constant: a test of the slot for one bit, a 32-bit word indexed by the bits else. */
export function guardCode(name: string, t: BitTable): string {
  if (!t.table.every((x) => x === YES || x === NO) || t.bits.length > 5) return lookup(name, t);
  if (t.bits.length === 0) return String(t.table[0]);
  if (t.bits.length === 1) {
    const [no, yes] = [t.table[0], t.table[1]];
    const set = `(p & ${2 ** t.bits[0]!})`;
    return no === yes ? String(no) : no === YES ? `(${set} === 0 ? 1 : 0)` : `(${set} === 0 ? 0 : 1)`;
  }
  const word = t.table.reduce((w, x, i) => (x === YES ? w | (1 << i) : w), 0);
  return `((${word} >>> (${tableIndex(t)})) & 1)`;
}

/** Below every total (points are at most 2^28 in size, values 127). */
export const NONE = -(2 ** 30);

/** The opening of move i's code in a sweep: its guard (`test`, a one-bit test, or the guard's table,
 *  returning 2 where the guard fails to evaluate), then its effect (`s_e`: points and whether the turn
 *  is kept; 2 where it fails) and `s_pass` (−1 for a passing move, 0 for a kept one). Leaves the
 *  guard's block open. */
export function moveOpening(i: number, m: MaskMove, test: string | undefined): string {
  return `${
    test !== undefined
      ? `if (${test}) {`
      : `const s_g = ${guardCode(`G${i}`, m.guard)};
      if (s_g !== 0) {
        if (s_g !== 1) return 2;`
  }
        const s_e = ${lookup(`E${i}`, m.effect)};
        ${m.effect.table.includes(FAILS) ? `if (s_e === ${FAILS}) return 2;` : ''}
        const s_pass = (s_e & 1) - 1;`;
}

/** Whether the move's target is above p wherever its guard holds: it sets a bit the guard needs at 0,
 *  clears only such bits, and a passed turn's flip (a lower bit) cannot undo the rise. */
function risesAlways(m: MaskMove): boolean {
  const rise = m.set & m.zeros;
  if (rise === 0 || (m.clear & ~m.zeros) !== 0) return false;
  return m.turn === 0 || ((m.turn & (m.set | m.clear)) === 0 && m.turn < 2 ** Math.floor(Math.log2(rise)));
}

function sweepSource(mg: ReturnType<typeof maskGame> & object, down: boolean): { body: string; bindings: Record<string, unknown> } {
  if (typeof mg === 'string') throw new Error('internal: no mask game');
  const bindings: Record<string, unknown> = { K_ticks: kernelTicks };
  const outOfOrder = down ? 's_t <= p' : 's_t >= p';
  const moves = mg.moves.map((move, i) => {
    const m = { ...move, guard: ascending(move.guard), effect: ascending(move.effect) };
    bindings[`G${i}`] = m.guard.table;
    bindings[`E${i}`] = m.effect.table;
    const target = m.clear === 0 ? `p | ${m.set}` : `(p & ${~m.clear}) | ${m.set}`;
    // a guard of one bit that is 0 or 1 where it holds: a test of that bit
    const oneBit = m.guard.bits.length === 1 && m.guard.table[0] !== m.guard.table[1] && m.guard.table.every((x) => x === YES || x === NO);
    const test = oneBit ? `(p & ${2 ** m.guard.bits[0]!}) ${m.guard.table[0] === YES ? '===' : '!=='} 0` : undefined;
    return `{
      ${moveOpening(i, m, test)}
        const s_t = ${m.turn === 0 ? target : `s_pass === 0 ? ${target} : (${target}) ^ ${m.turn}`};
        ${down && risesAlways(m) ? '' : `if (${outOfOrder}) return 1;`}
        const s_v = values[s_t];
        // s_pass is −1 where the turn passes (−v: ~v + 1), 0 where it is kept (v)
        const s_tot = (s_e >> 1) + ((s_v ^ s_pass) - s_pass);
        if (s_tot > s_best) s_best = s_tot;
      }
    }`;
  });
  let terminal = '';
  if (mg.terminal) {
    const t = ascending(mg.terminal);
    bindings.T = t.table;
    terminal = `const s_term = ${lookup('T', t)};
    if (s_term === ${FAILS}) return 2;
    if (s_term !== 0) { values[p] = 0; continue; }`;
  }
  const loop = down ? 'for (let p = last; p >= 0; p--)' : 'for (let p = 0; p <= last; p++)';
  const body = `return function maskSweep(values, last) {
  ${loop} {
    if ((p & ${CHUNK - 1}) === 0) K_ticks(${CHUNK});
    ${terminal}
    let s_best = ${NONE};
    ${moves.join('\n')}
    if (s_best === ${NONE}) s_best = 0;
    else if (s_best > 127 || s_best < -127) return 3;
    values[p] = s_best;
  }
  return 0;
};`;
  return { body, bindings };
}

/** The values of every position by the mask sweep; a string says why the sweep is not used. */
export function maskSweepValues(game: SpecGame): Swept | SweepFailure | string {
  const mg = maskGame(game);
  if (typeof mg === 'string') return mg;
  const values = new Int8Array(game.region.size);
  for (const direction of ['down', 'up'] as const) {
    const { body, bindings } = sweepSource(mg, direction === 'down');
    const code = compileKernelFunction<MaskSweepFn>(bindings, body, `mask_${direction}_${game.name}`)(values, game.region.size - 1);
    if (code === 0) return { values, direction };
    if (code !== 1) return code === 2 ? 'error' : 'range';
  }
  return 'order';
}
