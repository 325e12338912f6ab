// Stage: prove. Obligations for a `value:` conjecture V (scores as values, theory.md): V is 0 at
// every terminal position (an `end:` rule, or no legal move), no legal move is worth more than V
// (points + V(target) for a move that keeps the turn, points − V(target) for one that passes it),
// and some legal move is worth exactly V at every other position. With the moves staying in the
// domain and finiteness, these characterise the value: by induction on the longest play from p,
// V(p) is the best of points ± v over the moves, which is v(p).

import type { Spec } from '../model/model.js';
import type { BoolT, NumT } from './backend.js';
import { overPosition, overPositionParts, type Plan } from './plan.js';
import type { SymGame, SymPos } from './symGame.js';
import { Unsupported } from './unsupported.js';

export function valuePlans(g: SymGame, spec: Spec, value: (p: SymPos) => NumT): Plan[] {
  const { ctx, be } = g;
  const zero = be.intVal(0n);
  const applicable = (): void => {
    if (spec.game.moves.some((m) => m.targets.length !== 1)) throw new Unsupported('a move leading to a sum of positions: the equation of the value is not encoded for sums');
  };
  /** What a move is worth to its mover: points + V(target) if it keeps the turn, points − V(target) if it passes it. */
  const worth = (here: NumT, keeps: BoolT | undefined, points: NumT | undefined, target: SymPos, cmp: (here: NumT, total: NumT) => BoolT): BoolT => {
    const p = points ?? zero;
    return g.judged(
      keeps,
      () => cmp(here, be.sub(p, value(target))),
      () => cmp(here, be.add(p, value(target))),
    );
  };
  const terminal = (p: SymPos): BoolT => {
    const t = g.terminals(p);
    return g.any([t.lose, t.draw, t.win]);
  };
  return [
    {
      id: 'value-terminal',
      kind: 'value-local',
      title: 'value: every terminal position has value 0',
      refutes: 'conjecture',
      build: () => (applicable(), overPosition(g, (p) => ctx.And(terminal(p), be.eq(value(p), zero).not()))),
    },
    {
      id: 'value-bound',
      kind: 'value-local',
      title: 'value: no move is worth more than the value (points + value if it keeps the turn, points − value if it passes it)',
      refutes: 'conjecture',
      build: () => {
        applicable();
        return overPositionParts(g, (p, w) => {
          const moves = (w.moves = g.freeMoves(p, g.ends(p).over.not()));
          const here = value(p);
          return (w.moveHits = moves.map((m) =>
            ctx.And(
              m.legal,
              g.enc.under(m.legal, () => worth(here, m.keeps, m.points, m.target, (v, total) => be.lt(v, total))),
            ),
          ));
        });
      },
    },
    {
      id: 'value-attained',
      kind: 'value-local',
      title: 'value: every position that is not terminal has a move worth exactly its value',
      refutes: 'conjecture',
      build: () => {
        applicable();
        return overPosition(g, (p) => {
          const notOver = g.ends(p).over.not();
          const here = value(p);
          const attained = g.enc.under(notOver, () => g.overMoves('exists', p, (t, keeps, points) => worth(here, keeps, points, t, (v, total) => be.eq(v, total))));
          return g.all([notOver, g.hasMove(p), attained.not()]);
        });
      },
    },
  ];
}
