// Law: the generated kernel, the move lister and the reference list the same moves at every position
// of the region (targets as region indices, sums as their components; the lister's targets also as
// positions), agree on terminal status, and fail (a move leaving a domain, an evaluation error) at
// the same positions.

import { kernelMoves } from '../../src/game/kernelMoves.js';
import { regionPositions } from '../../src/semantics/refGame.js';
import { refMoves, refTerminal } from '../../src/semantics/refMoves.js';
import { buildRefGame } from '../../src/semantics/refGame.js';
import type { Spec } from '../../src/model/model.js';
import { buildAgreement, key, runs, sameList } from './lawSetup.js';
import { regionIndex } from '../../src/semantics/refGame.js';

function attempt<T>(f: () => T): { value: T } | { error: unknown } {
  try {
    return { value: f() };
  } catch (error) {
    return { error };
  }
}

export function lawMoves(spec: Spec): string | undefined {
  for (const run of runs(spec)) {
    const refusal = buildAgreement(run);
    if (refusal) return refusal;
    const game = run.built.value;
    if (!game) continue;
    const ref = buildRefGame(spec, run.params);
    const kernel = kernelMoves(game);
    const positions = regionPositions(ref);
    for (let i = 0; i < positions.length; i++) {
      const p = positions[i]!;
      const at = `at ${game.formatPosition(game.region.decode(i))} (params ${JSON.stringify(run.params)})`;
      const term = attempt(() => refTerminal(ref, p));
      const moves = attempt(() => refMoves(ref, p));
      const k = attempt(() => kernel(i));
      const listed = attempt(() => game.listMoves(game.region.decode(i)));
      const lterm = attempt(() => game.terminalOf(game.region.decode(i)));
      if ('error' in term || 'error' in lterm) {
        if ('error' in term !== 'error' in lterm || 'error' in term !== 'error' in k) return `terminal rules fail to evaluate ${at} in some engines only`;
        continue;
      }
      if (term.value !== lterm.value) return `terminal ${at}: reference ${term.value}, lister ${lterm.value}`;
      if ('error' in moves !== 'error' in listed)
        return `moves ${at}: the reference ${'error' in moves ? `fails (${String((moves as { error: unknown }).error)})` : 'lists them'}, the lister ${'error' in listed ? `fails (${String((listed as { error: unknown }).error)})` : 'lists them'}`;
      if (term.value !== 0) {
        if ('error' in k) return `kernel fails ${at} at a terminal position`;
        if (k.value.terminal !== term.value || k.value.moves.length) return `kernel ${at}: terminal ${k.value.terminal} with ${k.value.moves.length} moves, reference terminal ${term.value}`;
      } else if ('error' in moves !== 'error' in k) {
        return `moves ${at}: the reference ${'error' in moves ? 'fails' : 'lists them'}, the kernel ${'error' in k ? `fails (${String((k as { error: unknown }).error)})` : 'lists them'}`;
      }
      if ('error' in moves || 'error' in listed) continue;
      const refIdx = key(moves.value.map((m) => m.targets.map((t) => regionIndex(ref, t))));
      const refPos = moves.value.map((m) => m.targets.map((t) => t.map(Number)).join(' + ')).sort();
      const lisIdx = key(listed.value.map((m) => m.targets.map((t) => t.index)));
      const lisPos = listed.value.map((m) => m.targets.map((t) => Array.from(t.position)).join(' + ')).sort();
      if (!sameList(refPos, lisPos)) return `move targets ${at}: reference ${JSON.stringify(refPos)}, lister ${JSON.stringify(lisPos)}`;
      if (!sameList(refIdx, lisIdx)) return `move target indices ${at}: reference ${refIdx}, lister ${lisIdx}`;
      if (term.value === 0 && !('error' in k)) {
        const kIdx = key(k.value.moves);
        if (!sameList(refIdx, kIdx)) return `move target indices ${at}: reference ${refIdx.join(' ')}, kernel ${kIdx.join(' ')}`;
      }
    }
  }
  return undefined;
}
