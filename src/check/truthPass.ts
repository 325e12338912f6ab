// Stage: check. The truth alone: the conjecture evaluated once at every position of [from, to) and
// compared with the solved outcome, without reading any move. Used as a gate before the local
// pass (partitionPasses.ts): where the conjecture equals the solved game at every position of a region
// closed under moves, conditions I–III hold there by the solve's own recurrence, and the pass that
// reads every move's target is not needed.

import type { Game } from '../game/game.js';
import { compileKernelFunction } from '../game/kernel.js';
import { chunkedLoop, enterRange, LOOP_BINDINGS } from '../game/kernelLoop.js';
import type { Classifier } from './classifier.js';
import type { FailFn } from './conditionPass.js';

/** Returns the number of positions whose conjecture differs from the truth (stop: at most 1, the
 *  pass returns at the first). Reports each to `fail` as condition 8 (truth), like conditionPass. */
export type TruthPassFn = (truth: Uint8Array, fail: FailFn, from: number, to: number) => number;

export function truthPass(game: Game, classifier: Classifier, options: { stop: boolean }): TruthPassFn {
  const session = game.kernel.begin();
  const slots = game.region.lo.length;
  const key = Array.from({ length: slots }, (_, s) => `Math.abs(${session.slot(s)})`).join(' + ') || '0';
  const here = classifier.mask(session);
  const enter = session.enter('c_from');
  const advance = session.advance();
  // truth codes: 1 safe, 2 fragile, 3 draw, 4 undetermined (not compared), as conditionPass reads them
  const compare = `${here.code}
      const c_p = ${here.value};
      const c_o = truth[p];
      if (c_o !== 4 && c_o !== (c_p === 1 ? 1 : c_p === 2 ? 2 : c_p === 4 ? 3 : 0)) {
        c_n++;
        fail(8, p, ${key});
        ${options.stop ? 'return c_n;' : ''}
      }`;
  const body = `return function truthPass(truth, fail, c_from, c_to) {
  ${session.declarations()}
  let c_n = 0;
  ${enterRange('c_from', 'c_to', enter)}
  ${chunkedLoop('c_to', compare, advance)}
  return c_n;
};`;
  return compileKernelFunction<TruthPassFn>({ ...session.bindings(), ...classifier.bindings, ...LOOP_BINDINGS }, body, `truth_${game.name}`);
}
