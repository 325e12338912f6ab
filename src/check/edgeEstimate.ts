// Stage: check. Refuses, before any work, a region the general retrograde algorithm could not store:
// when moves sampled at positions spread over the region are not all backward (so the forward pass
// will not do) and the region's estimated number of moves exceeds MAX_EDGES by a margin. Without it,
// counting the moves exactly took 9 s for game 22's natural box before the same refusal (ZM4012).
// The exact limit still applies after the count. Output: the ZM4012 error naming the widest bound.

import type { Diagnostic } from '../diag/diagnostic.js';
import type { SpecGame } from '../game/buildGame.js';
import { gameError } from '../game/gameErrors.js';
import { moveCounter } from '../game/memoryEstimate.js';
import { printExpr } from '../lang/print.js';
import { MAX_EDGES } from '../solve/retrogradeGraph.js';
import type { Spec } from '../model/model.js';

const SAMPLED = 128;
const LISTED_AT_MOST = 4096;
/** Refuse only clearly: the sample's mean may be off. */
const MARGIN = 1.25;

export function edgeProblem(game: SpecGame, spec: Spec): Diagnostic | undefined {
  const size = game.region.size;
  if (size * LISTED_AT_MOST <= MAX_EDGES || game.hasSums) return undefined;
  const count = moveCounter(game);
  let moves = 0;
  let backward = true;
  const n = Math.min(SAMPLED, size);
  for (let k = 0; k < n; k++) {
    const index = Math.floor(((k + 0.5) * size) / n);
    const position = game.region.decode(index);
    const candidates = count(position, LISTED_AT_MOST);
    if (candidates > LISTED_AT_MOST) {
      // too many to list: the candidates before the guards stand for the moves, direction unknown
      moves += candidates;
      backward = false;
      continue;
    }
    try {
      for (const m of game.listMoves(position)) {
        moves += 1;
        if (m.targets.some((t) => t.index >= index)) backward = false;
      }
    } catch {
      return undefined; // a rule failing here is the solver's business (it reports it at its position)
    }
  }
  const estimate = (moves / n) * size;
  if (backward || estimate <= MAX_EDGES * MARGIN) return undefined;
  const widest = Object.entries(spec.check.bounds).sort(([, a], [, b]) => width(b) - width(a))[0];
  const bound = widest ? `check.bounds.${widest[0]} = ${printExpr(widest[1].lo)}..${printExpr(widest[1].hi)}` : 'the region';
  const message = `${bound} gives a region of ${size} positions with about ${estimate.toExponential(1).replace('e+', '·10^')} moves (estimated from ${n} positions), more than the ${MAX_EDGES} the general retrograde algorithm stores (some moves go to larger indices, so the region is not solved in index order); refused before solving`;
  const hint = game.start
    ? `to answer questions about the start position, add \`check.from: start\` to the check section: only the positions reachable from it are solved; or lower ${widest ? `${widest[0]}'s bound` : 'the bounds'}`
    : `lower ${widest ? `${widest[0]}'s bound` : 'the bounds'}`;
  return gameError(game, 'ZM4012', message, widest?.[1].span, hint);
}

function width(b: Spec['check']['bounds'][string]): number {
  const lo = b.lo.kind === 'int' ? Number(b.lo.value) : 0;
  const hi = b.hi.kind === 'int' ? Number(b.hi.value) : 0;
  return hi - lo;
}
