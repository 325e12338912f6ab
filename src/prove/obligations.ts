// Stage: prove. The obligations of Theorem 4.1 for a conjecture { S, F, N }: partition, terminals in
// the right sets, conditions I, II, III, and moves staying in the domain. Each plan builds the
// NEGATION over one arbitrary position p (and, for "every move" conditions, one free move per
// schema, so the negation stays quantifier-free). Finiteness and claims are in their own files.
// A move that keeps the turn (`again:`) has its target judged by the same player, so the conditions
// read it with S and F exchanged (theory.md, "Moves that keep the turn"), as check/ and explain do.

import type { Spec } from '../model/model.js';
import type { BoolT } from './backend.js';
import type { SymSets } from './conjectureSets.js';
import { overPosition, overPositionParts, type Plan, type Witness } from './plan.js';
import { guessedStrategy, guessedStrategyDetail } from './guessStrategy.js';
import { strategyCases, strategyMoves } from './strategy.js';
import type { SymGame, SymPos } from './symGame.js';
import { CASE_BY_CASE_ROUTE } from './routeDetail.js';

/** Every legal move from a position of the domain leads into the domain (and stays below the
 *  region's width): each characterisation (Theorem 4.1, Grundy values, values) speaks of the
 *  positions of the domain only, so a move out of it would make a proof of it say nothing. */
export function domainPlan(g: SymGame): Plan {
  const { ctx } = g;
  return {
    id: 'domain',
    kind: 'domain',
    title: g.regionWidth === undefined ? "moves stay in the state's domain" : `moves stay in the state's domain and below 2^${g.regionWidth}`,
    refutes: 'none',
    build: () =>
      overPositionParts(g, (p, w) => {
        const moves = (w.moves = g.freeMoves(p, g.ends(p).over.not()));
        return (w.moveHits = moves.map((m) =>
          ctx.And(
            m.legal,
            g.enc.under(m.legal, () => ctx.Or(g.inDomain(m.target).not(), ctx.And(g.regionGuard(p), g.regionGuard(m.target).not()))),
          ),
        ));
      }),
  };
}

export function theoremPlans(g: SymGame, spec: Spec, sets: () => SymSets, neutralEmpty: boolean): Plan[] {
  const { ctx } = g;
  const hasDraws = spec.game.end.draw !== undefined;
  const hasWins = spec.game.end.win !== undefined || spec.game.play === 'misere';
  const kept = g.kept;
  // a strategy case names a target, not the move that reaches it, so whether it keeps the turn is
  // not known: in a game with `again:` condition I is always the plain form
  const strategy = kept ? undefined : spec.proof?.strategy;
  const plans: Plan[] = [];
  const exactlyOne = (s: SymSets, p: SymPos): BoolT => {
    const [a, b, c] = [s.safe(p), s.fragile(p), s.neutral(p)];
    return ctx.Or(ctx.And(a, b.not(), c.not()), ctx.And(a.not(), b, c.not()), ctx.And(a.not(), b.not(), c));
  };
  /** One disjunct per free move (one per schema): the move is legal and bad(target, keeps). */
  const someMove = (p: SymPos, w: Witness, bad: (t: SymPos, keeps: BoolT | undefined) => BoolT): BoolT[] => {
    const moves = (w.moves = g.freeMoves(p, g.ends(p).over.not()));
    return (w.moveHits = moves.map((m) =>
      ctx.And(
        m.legal,
        g.enc.under(m.legal, () => bad(m.target, m.keeps)),
      ),
    ));
  };
  /** p is not ended and has a legal move into the set `into` (by the target and whether it keeps the turn). */
  const hasMoveInto = (p: SymPos, into: (t: SymPos, keeps: BoolT | undefined) => BoolT): BoolT => {
    const notOver = g.ends(p).over.not();
    return ctx.And(
      notOver,
      g.enc.under(notOver, () => g.overMoves('exists', p, into)),
    );
  };

  plans.push(domainPlan(g));
  plans.push({
    id: 'partition',
    kind: 'partition',
    title: 'partition: every position is in exactly one of S, F, N',
    refutes: 'conjecture',
    build: () => overPosition(g, (p) => exactlyOne(sets(), p).not()),
  });
  plans.push({
    id: 'terminal-lose',
    kind: 'terminal-lose',
    title: spec.game.play === 'misere' ? 'losing terminals (end: lose) are in S' : 'losing terminals (no legal move, or end: lose) are in S',
    refutes: 'conjecture',
    build: () => overPosition(g, (p) => ctx.And(g.terminals(p).lose, sets().safe(p).not())),
  });
  if (hasDraws) {
    plans.push({
      id: 'terminal-draw',
      kind: 'terminal-draw',
      title: 'draw terminals are in N',
      refutes: 'conjecture',
      build: () => overPosition(g, (p) => ctx.And(g.terminals(p).draw, sets().neutral(p).not())),
    });
  }
  if (hasWins) {
    plans.push({
      id: 'terminal-win',
      kind: 'terminal-win',
      title: spec.game.play === 'misere' ? 'winning terminals (no legal move under misère play) are in F' : 'winning terminals are in F',
      refutes: 'conjecture',
      build: () => overPosition(g, (p) => ctx.And(g.terminals(p).win, sets().fragile(p).not())),
    });
  }
  // Without proof.strategy, Bouton's move when S is a nim-sum = 0 (guessStrategy.ts), as a hint.
  const guessed = kept || (strategy !== undefined && strategy.length > 0) ? undefined : guessedStrategy(spec);
  // Condition I with a strategy, first case by case: some case applies (part 1), and the first case
  // that applies works (one part per case). That is more than condition I asks (there, any working
  // case suffices), so a part that fails is no counterexample: the plain form runs then (quietFallback).
  const conditionISplit = (plain: Plan): Plan => ({
    ...plain,
    detail: `${plain.detail}${CASE_BY_CASE_ROUTE}`,
    fallback: plain,
    quietFallback: true,
    build: () => {
      let parts: BoolT[] = [];
      const built = overPosition(g, (p) => {
        const s = sets();
        const given = g.andThen([() => s.fragile(p), () => g.terminals(p).win.not()]);
        // encoded under `given`, as in the plain form, so their side conditions keep that premise
        const cases = g.enc.under(given, () => strategyCases(g, spec, p, s.safe, guessed));
        // the first case that applies must work (cases read as an if / else-if chain)
        parts = [g.any(cases.map((c) => c.applies)).not(), ...cases.map((c, i) => g.ctx.And(...cases.slice(0, i).map((e) => e.applies.not()), c.applies, c.works.not()))];
        return given;
      });
      // each part conjoined with the hypotheses, F and the side conditions (built.negation)
      return { ...built, parts: parts.map((x) => g.ctx.And(built.negation, x)), sufficient: true };
    },
  });
  const conditionI = (withStrategy: boolean): Plan => ({
    id: 'condition-I',
    kind: 'condition-I',
    title: `condition I: every position of F ${hasWins ? 'is a winning terminal or ' : ''}has ${kept ? 'a move that passes the turn into S or keeps it into F' : 'a move into S'}${withStrategy ? ' (the strategy’s move)' : ''}`,
    refutes: withStrategy ? 'none' : 'conjecture',
    ...(withStrategy
      ? {
          detail: guessed ? guessedStrategyDetail(spec) : 'with proof.strategy: a case whose `when` holds names a legal move into S',
          strategy: guessed ?? spec.proof?.strategy ?? [],
          fallback: conditionI(false),
          ...(guessed ? { guessed: true } : {}),
        }
      : kept && spec.proof?.strategy?.length
        ? { detail: 'proof.strategy is not read in a game whose moves can keep the turn (a case names a target, not whether its move keeps the turn): the plain condition is proved' }
        : {}),
    build: () =>
      overPosition(g, (p) => {
        const s = sets();
        const winning = (t: SymPos, keeps: BoolT | undefined): BoolT =>
          g.judged(
            keeps,
            () => s.safe(t),
            () => s.fragile(t),
          );
        const good = (): BoolT => (withStrategy ? strategyMoves(g, spec, p, s.safe, guessed) : hasMoveInto(p, winning)).not();
        return g.andThen([() => s.fragile(p), () => g.terminals(p).win.not(), good]);
      }),
  });
  const withStrategy = (strategy !== undefined && strategy.length > 0) || guessed !== undefined;
  plans.push(withStrategy ? conditionISplit(conditionI(true)) : conditionI(false));
  plans.push({
    id: 'condition-II',
    kind: 'condition-II',
    title: kept ? 'condition II: every move from S that passes the turn lands in F, and every move that keeps it in S' : 'condition II: every move from S lands in F',
    refutes: 'conjecture',
    build: () =>
      overPositionParts(g, (p, w) => {
        const safe = sets().safe(p);
        const losing = (t: SymPos, keeps: BoolT | undefined): BoolT =>
          g.judged(
            keeps,
            () => sets().fragile(t),
            () => sets().safe(t),
          );
        return g.enc.under(safe, () => someMove(p, w, (t, keeps) => losing(t, keeps).not())).map((m) => ctx.And(safe, m));
      }),
  });
  if (neutralEmpty) return plans; // N is empty by construction: condition III is vacuous
  plans.push({
    id: 'condition-III-a',
    kind: 'condition-III-a',
    title: 'condition III: every position of N is a draw terminal or has a move into N',
    refutes: 'conjecture',
    build: () =>
      overPosition(g, (p) => {
        const s = sets();
        return g.andThen([() => s.neutral(p), () => g.terminals(p).draw.not(), () => hasMoveInto(p, s.neutral).not()]);
      }),
  });
  plans.push({
    id: 'condition-III-b',
    kind: 'condition-III-b',
    title: kept ? 'condition III: no move passes the turn from N into S or keeps it from N into F' : 'condition III: no move leads from N into S',
    refutes: 'conjecture',
    build: () =>
      overPositionParts(g, (p, w) => {
        const neutral = sets().neutral(p);
        const winning = (t: SymPos, keeps: BoolT | undefined): BoolT =>
          g.judged(
            keeps,
            () => sets().safe(t),
            () => sets().fragile(t),
          );
        return g.enc.under(neutral, () => someMove(p, w, winning)).map((m) => ctx.And(neutral, m));
      }),
  });
  return plans;
}
