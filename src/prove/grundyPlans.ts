// Stage: prove. Obligations for a Grundy conjecture g (impartial games, normal play): g ≥ 0,
// terminals have value 0, no move keeps the value, and every smaller value is reached by a move
// (mex). With finiteness these characterise the Grundy function (theory.md, Sprague–Grundy).

import type { Spec } from '../model/model.js';
import type { NumT } from './backend.js';
import { overPosition, overPositionParts, type Plan } from './plan.js';
import type { SymGame, SymPos } from './symGame.js';
import { Unsupported } from './unsupported.js';
import { asNum } from './sym.js';
import { guessedMexMoves, MEX_VALUE } from './guessStrategy.js';
import { strategyMoves } from './strategy.js';

export function grundyPlans(g: SymGame, spec: Spec, grundy: (p: SymPos) => NumT): Plan[] {
  const { ctx, be } = g;
  const applicable = (): void => {
    if (!spec.game.impartial) throw new Unsupported('a Grundy conjecture needs an impartial game (no players)');
    if (spec.game.play !== 'normal') throw new Unsupported('Grundy values do not describe misère play');
    if (spec.game.end.draw || spec.game.end.win) throw new Unsupported('Grundy values need a game without draw or winning terminals');
  };
  const zero = be.intVal(0n);
  // Without a strategy Z3 must find the move to each smaller value itself; for a nim-sum Grundy
  // value zermelo offers Bouton's move as a hint first (guessStrategy.ts), the plain form after.
  const guessed = guessedMexMoves(spec);
  const mex = (withGuess: boolean): Plan => ({
    id: 'grundy-mex',
    kind: 'grundy-mex',
    title: 'every smaller Grundy value is reached by a move (mex)',
    refutes: withGuess ? 'none' : 'conjecture',
    ...(withGuess
      ? {
          detail: 'with moves found by zermelo (Bouton’s move: a heap x with x ⊕ g ⊕ v < x goes to x ⊕ g ⊕ v, g the Grundy value, v the smaller value)',
          fallback: mex(false),
          guessed: true,
          ...(guessed ? { strategy: guessed } : {}),
        }
      : {}),
    build: () => {
      applicable();
      return overPosition(g, (p, w) => {
        const v = g.enc.fresh('v');
        w.values = [{ name: 'v', sym: v }];
        const vt = asNum(v).term;
        const notOver = g.ends(p).over.not();
        const hits = (t: SymPos) => be.eq(grundy(t), vt);
        const reach = withGuess
          ? strategyMoves(g, spec, p, hits, guessed, new Map([[MEX_VALUE, v]]))
          : ctx.And(
              notOver,
              g.enc.under(notOver, () => g.overMoves('exists', p, hits)),
            );
        return g.all([be.le(zero, vt), be.lt(vt, grundy(p)), g.widthGuard(new Map([['v', v]])), reach.not()]);
      });
    },
  });
  return [
    {
      id: 'grundy-nonneg',
      kind: 'grundy-nonneg',
      title: 'the Grundy value is a natural number',
      refutes: 'conjecture',
      build: () => (applicable(), overPosition(g, (p) => be.lt(grundy(p), zero))),
    },
    {
      id: 'grundy-terminal',
      kind: 'grundy-terminal',
      title: 'terminal positions have Grundy value 0',
      refutes: 'conjecture',
      build: () => (applicable(), overPosition(g, (p) => ctx.And(g.terminals(p).lose, be.eq(grundy(p), zero).not()))),
    },
    {
      id: 'grundy-no-equal',
      kind: 'grundy-no-equal',
      title: 'no move keeps the Grundy value',
      refutes: 'conjecture',
      build: () => {
        applicable();
        return overPositionParts(g, (p, w) => {
          const moves = (w.moves = g.freeMoves(p, g.ends(p).over.not()));
          const here = grundy(p);
          return (w.moveHits = moves.map((m) =>
            ctx.And(
              m.legal,
              g.enc.under(m.legal, () => be.eq(grundy(m.target), here)),
            ),
          ));
        });
      },
    },
    mex(guessed !== undefined),
  ];
}
