// Law: the Z3 encoding of the moves (prove/symGame.ts) = the reference on concrete positions. At a
// sample of region positions, fixed as numerals: every reference target is reachable by a legal
// encoded move, no encoded move reaches anything else (a move: its target and whether it keeps the
// turn, `again:`), and the encoded `end:` rules give the reference's terminal status. Sums are not encoded (the prover refuses them), so those games are skipped.

import type { BoolT } from '../../src/prove/backend.js';
import { intBackend } from '../../src/prove/backend.js';
import { Encoder } from '../../src/prove/encoder.js';
import { folding } from '../../src/prove/fold.js';
import { runCheck } from '../../src/prove/runCheck.js';
import { asNum, bool, num, symEq, type Sym } from '../../src/prove/sym.js';
import { SymGame, type SymPos } from '../../src/prove/symGame.js';
import { Unsupported } from '../../src/prove/unsupported.js';
import { getZ3 } from '../../src/prove/z3.js';
import { buildRefGame, regionPositions, type Position, type RefGame } from '../../src/semantics/refGame.js';
import { refMoves, refTerminal } from '../../src/semantics/refMoves.js';
import type { Spec } from '../../src/model/model.js';
import { runs } from './lawSetup.js';

const CHECK_MS = 2000;

export async function lawZ3Moves(spec: Spec, perRun = 5, stats: Record<string, number> = {}): Promise<string | undefined> {
  if (spec.game.moves.some((m) => m.targets.length !== 1)) return undefined;
  const { ctx } = await getZ3();
  for (const run of runs(spec)) {
    if (!run.built.value) continue;
    const ref = buildRefGame(spec, run.params);
    const be = folding(ctx, intBackend(ctx, 128));
    const enc = new Encoder(ctx, be, {
      defines: new Map(spec.defines.map((d) => [d.name, d])),
      stateFields: spec.game.state.map((f) => f.name),
      ...(spec.game.players ? { players: spec.game.players } : {}),
    });
    const g = new SymGame(enc, spec, undefined);
    const fixed: BoolT[] = [...g.params].map(([name, s]) => be.eq(asNum(s).term, be.intVal(BigInt(run.params[name]!))));
    const sat = async (f: BoolT, side: BoolT[] = []): Promise<string> => {
      const s = new ctx.Solver();
      try {
        s.add(...fixed, ...side, ...be.drain(), f);
        return (await runCheck(s, CHECK_MS)).status;
      } finally {
        s.release();
      }
    };
    const positions = regionPositions(ref);
    const step = Math.max(1, Math.floor(positions.length / perRun));
    for (let i = 0; i < positions.length; i += step) {
      const p = positions[i]!;
      let moves;
      let term;
      try {
        term = refTerminal(ref, p);
        moves = refMoves(ref, p);
      } catch {
        continue; // an error of the file at p: the well-defined and domain obligations cover it
      }
      const at = `at ${JSON.stringify(p.map(Number))} (params ${JSON.stringify(run.params)})`;
      try {
        const pos = concrete(ref, p, be, ctx);
        const ends = g.ends(pos);
        const kinds: [BoolT, number][] = [
          [ends.lose, 1],
          [ends.draw, 2],
          [ends.win, 3],
        ];
        // one check for the three kinds (each must agree with the reference); only a sat or unknown
        // answer asks kind by kind, to name the disagreement
        const wrongKind = kinds.map(([e, kind]) => (term === kind ? e.not() : e));
        const side = be.drain(); // the side conditions of the end rules, given to each of these checks
        if ((await sat(ctx.Or(...wrongKind), side)) !== 'unsat') {
          for (const [i, [, kind]] of kinds.entries()) {
            const r = await sat(wrongKind[i]!, side);
            if (r === 'sat') return `Z3's end: rules ${at}: ${kind === term ? 'not' : 'also'} terminal kind ${kind}, the reference says ${term}`;
          }
        }
        const targets = moves.map((m) => concrete(ref, m.targets[0]!, be, ctx));
        // a move is its target and whether it keeps the turn (`again:`), as the reference lists it
        const same = (a: SymPos, b: SymPos): BoolT => ctx.And(...spec.game.state.map((f) => symEq(ctx, be, a.get(f.name)!, b.get(f.name)!)));
        const sameMove = (t: SymPos, keeps: BoolT | undefined, k: number): BoolT => {
          const kept = keeps ?? ctx.Bool.val(false);
          return ctx.And(same(t, targets[k]!), moves[k]!.keeps ? kept : kept.not());
        };
        for (const [k, m] of moves.entries()) {
          const r = await sat(g.overMoves('exists', pos, (t, keeps) => sameMove(t, keeps, k)));
          stats[r] = (stats[r] ?? 0) + 1;
          if (r === 'unsat') return `Z3 finds no legal move ${at} to the reference target ${JSON.stringify(m.targets[0]!.map(Number))}${m.keeps ? ' that keeps the turn' : ''}`;
        }
        const other = await sat(g.overMoves('exists', pos, (t, keeps) => (targets.length ? ctx.And(...targets.map((_, k) => sameMove(t, keeps, k).not())) : ctx.Bool.val(true))));
        stats[other] = (stats[other] ?? 0) + 1;
        if (other === 'sat') return `Z3 finds a legal move ${at} to a target the reference does not list (reference: ${JSON.stringify(moves.map((m) => m.targets[0]!.map(Number)))})`;
      } catch (e) {
        if (e instanceof Unsupported) return undefined;
        throw e;
      }
    }
  }
  return undefined;
}

/** A concrete position as symbolic values (numerals). */
function concrete(game: RefGame, p: Position, be: ReturnType<typeof intBackend>, ctx: Awaited<ReturnType<typeof getZ3>>['ctx']): SymPos {
  const pos: SymPos = new Map();
  for (const f of game.fields) {
    const cell = (v: bigint): Sym => (f.elem === 'bool' ? bool(ctx.Bool.val(v !== 0n)) : num(be.intVal(v)));
    const cells = p.slice(f.offset, f.offset + f.length).map(cell);
    pos.set(f.name, f.array ? { kind: 'array', elems: cells } : cells[0]!);
  }
  return pos;
}
