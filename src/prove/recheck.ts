// Stage: prove. Re-checks a counterexample found by Z3 with the evaluator on the concrete position:
// the violated condition must really fail there. If it does not, that is an internal error (the
// encoding and the evaluator disagree) — reported as such, never as a verdict. Values the evaluator
// cannot represent (beyond 2^53) or evaluation errors leave the counterexample unconfirmed.

import type { Spec } from '../model/model.js';
import { EvalError } from '../lang/runtime.js';
import type { Plan } from './plan.js';
import type { Exact } from './modelValues.js';
import { ConcreteGame, type ConcreteMove } from './concrete.js';
import { conjectureOracle, grundyAt, setsAt } from './concreteSets.js';
import { describe, flatten, toNumber, unflatten } from './recheckValues.js';
import { recheckWellDefined } from './recheckWellDefined.js';
import type { RecheckResult } from './recheckResult.js';
import { envAt, searchMoves, setsOver } from './realMoveSearch.js';
import { realMoveBinder } from '../lang/builtins.js';
import { T, type TV } from './exact/interval.js';
import type { IEnv } from './exact/intervalEval.js';
import { findNode } from '../lang/walk.js';

export interface ConcreteWitness {
  params: Map<string, Exact>;
  position?: Map<string, Exact>;
  move?: { schema: number; binders: Map<string, Exact> };
  values?: Map<string, Exact>;
  width?: number;
}

export function recheck(spec: Spec, plan: Plan, w: ConcreteWitness): RecheckResult {
  try {
    return run(spec, plan, w);
  } catch (e) {
    if (e instanceof EvalError) {
      if (plan.kind === 'well-defined' || plan.kind === 'lemma') return { confirmed: true, explanation: `the evaluator stops with: ${e.message}` };
      return { confirmed: false, explanation: `the evaluator stops with: ${e.message}` };
    }
    const why = e instanceof Error ? e.message : String(e);
    return { confirmed: false, explanation: w.position ? `${why} (Z3's position: ${positionText(spec, w.position)})` : why };
  }
}

/** A number the evaluator computed, if it is exact (|x| ≤ 2^53 − 1); otherwise nothing is confirmed. */
function exactNumber(x: number, what: string): number {
  if (!Number.isSafeInteger(x)) throw new Error(`${what} is ${x}, beyond what the evaluator compares exactly`);
  return x;
}

function positionText(spec: Spec, position: Map<string, Exact>): string {
  try {
    return describe(spec, flatten(spec, position));
  } catch {
    return [...position].map(([k, v]) => `${k} = ${typeof v === 'object' && !Array.isArray(v) ? `${v.num}/${v.den}` : String(v)}`).join(', ');
  }
}

function run(spec: Spec, plan: Plan, w: ConcreteWitness): RecheckResult {
  const params = new Map<string, number>();
  for (const [k, v] of w.params) params.set(k, toNumber(v));
  const game = new ConcreteGame(spec, params);
  if (plan.kind === 'claim') {
    const claim = spec.claims[plan.claimIndex!]!;
    const zero = new Array<number>(game.stateSize).fill(0);
    const holds = game.eval(claim.holds, game.frame(zero), conjectureOracle(game, spec, w.width));
    if (holds === false) return { confirmed: true, explanation: 'the claim is false here, with the conjecture as the truth' };
    // a claim's negation includes "the condition of a count is not downward closed" (the closure its
    // encoding needs, encodeMonotoneCount.ts): a model of that disjunct is not a counterexample to
    // the claim, and no disagreement either — the claim stays unproved
    if (findNode(claim.holds, (x) => x.kind === 'count'))
      return { confirmed: false, explanation: 'Z3 may have found a count whose condition is not downward closed (its encoding then needs closure), not a false claim' };
    return disagree(`the evaluator finds the claim true`);
  }
  if (!w.position) return { confirmed: false, explanation: 'no position in the model' };
  const p = flatten(spec, w.position);
  const at = describe(spec, p);
  // the evaluator counts without assuming closure: nothing to confirm, the position is the hint
  if (plan.id === 'count-closure')
    return { confirmed: false, explanation: `at ${at}, a count over a range that does not unroll may have a condition that is not downward closed (it holds at some v + 1 and not at v)` };
  if (plan.kind === 'well-defined') return recheckWellDefined(game, spec, p, at);
  if (plan.kind === 'lemma') {
    const lemma = spec.proof!.lemmas![plan.lemmaIndex!]!;
    if (!game.inDomain(p)) return disagree(`${at} is outside the state's domain`);
    if (plan.id.endsWith('.measure')) {
      const m = game.num(lemma.induction!, game.frame(p));
      return m < 0 ? { confirmed: true, explanation: `the induction measure of the lemma ${lemma.name} is ${m} < 0 at ${at}` } : disagree(`the measure is ${m} ≥ 0 at ${at}`);
    }
    if (game.eval(lemma.holds, game.frame(p)) === false) return { confirmed: true, explanation: `the lemma ${lemma.name} is false at ${at}` };
    return disagree(`the evaluator finds the lemma ${lemma.name} true at ${at}`);
  }
  const sets = (q: number[]) => setsAt(game, spec, q);
  const moveOf = (): ConcreteMove | undefined => {
    if (!w.move) return undefined;
    const m = spec.game.moves[w.move.schema]!;
    const binders = new Map([...w.move.binders].map(([k, v]) => [k, toNumber(v)]));
    if (game.endOf(p)) return undefined;
    for (const [k, b] of m.binders.entries()) {
      const f = game.frame(p, new Map([...binders].filter(([name]) => m.binders.slice(0, k).some((x) => x.name === name))));
      if (!game.inBinderDomain(b.domain, f, binders.get(b.name)!)) return undefined;
    }
    return game.moveWith(w.move.schema, p, binders);
  };
  const withMove = (bad: (t: number[], keeps: boolean) => string | undefined): RecheckResult => {
    const mv = moveOf();
    if (!mv) return disagree(`the move of the counterexample is not legal at ${at}`);
    const target = unflatten(spec, mv.target);
    const why = bad(mv.target, mv.keeps);
    const label = spec.game.moves[mv.schema]!.name ?? `move ${mv.schema + 1}`;
    const binders = [...mv.binders].map(([k, v]) => `${k} = ${v}`).join(', ');
    const text = `from ${at}, ${label}${binders ? ` (${binders})` : ''}${mv.keeps ? ' (keeps the turn)' : ''} leads to ${describe(spec, mv.target)}`;
    const moved = { target, ...(mv.keeps ? { keeps: true as const } : {}) };
    return why ? { confirmed: true, explanation: `${text}, ${why}`, ...moved } : { ...disagree(`${text}, where the condition holds`), ...moved };
  };
  const s = sets(p);
  // a real-valued move cannot be listed: "is there a move (into a set)?" is decided cell by cell
  const real = realMoveBinder(spec.game.moves) !== undefined;
  const search = (into: (t: IEnv) => TV): boolean => {
    const found = searchMoves(spec, envAt(game, spec, p, params), into);
    if (found === 'unknown') throw new Error(`whether a real-valued move exists at ${at} could not be decided exactly`);
    return found === 'some';
  };
  const terminal = (): 'lose' | 'draw' | 'win' | undefined => {
    if (!real) return game.terminalOf(p);
    const end = game.endOf(p);
    if (end) return end;
    return search(() => T) ? undefined : spec.game.play === 'misere' ? 'win' : 'lose';
  };
  switch (plan.kind) {
    case 'partition': {
      const count = [s.safe, s.fragile, s.neutral].filter(Boolean).length;
      return count !== 1 ? { confirmed: true, explanation: `at ${at}: S = ${s.safe}, F = ${s.fragile}, N = ${s.neutral}` } : disagree(`${at} is in exactly one set`);
    }
    case 'terminal-lose':
    case 'terminal-draw':
    case 'terminal-win': {
      const kind = plan.kind.slice('terminal-'.length) as 'lose' | 'draw' | 'win';
      const set = { lose: 'safe', draw: 'neutral', win: 'fragile' } as const;
      const ok = terminal() === kind && !s[set[kind]];
      return ok
        ? {
            confirmed: true,
            explanation: `${at} is a ${kind === 'lose' ? 'losing' : kind === 'win' ? 'winning' : 'draw'} terminal but not in ${set[kind] === 'safe' ? 'S' : set[kind] === 'fragile' ? 'F' : 'N'}`,
          }
        : disagree(`${at} does not break the rule`);
    }
    case 'condition-I': {
      if (!s.fragile || terminal() === 'win') return disagree(`${at} is not a non-terminal position of F`);
      // the strategy the plan used (the file's or a guessed one); the plain condition otherwise, even
      // when the file has a strategy (the fallback without it must fail for real)
      if (plan.strategy) {
        const f = game.frame(p);
        const good = plan.strategy.some((c) => {
          if (!game.test(c.when, f)) return false;
          const t = game.apply(c.move, p, f, true);
          return game.reaches(p, t) && sets(t).safe;
        });
        return good ? disagree(`a strategy case gives a legal move into S from ${at}`) : { confirmed: true, explanation: `${at} is in F, but no strategy case gives a legal move into S` };
      }
      if (real) {
        return search((t) => setsOver(spec, t).safe)
          ? disagree(`${at} has a real-valued move into S`)
          : { confirmed: true, explanation: `${at} is in F, but no move leads into S (decided exactly over the real moves)` };
      }
      const moves = game.moves(p);
      // a move that keeps the turn wins for its mover into F (the same player judges the target)
      const into = moves.find((m) => (m.keeps ? sets(m.target).fragile : sets(m.target).safe))?.target;
      const kept = moves.some((m) => m.keeps);
      const [one, each] = kept ? ['pass the turn into S or keep it into F', 'passes the turn into S or keeps it into F'] : ['lead into S', 'leads into S'];
      // a strategy zermelo guessed (guessStrategy.ts): Z3 showed that the guessed move fails here; a
      // different move into S means the guess is wrong, not the conjecture nor the encoding
      if (into && plan.guessed) return { confirmed: false, explanation: `the guessed strategy gives no move into S from ${at}, but a move to ${describe(spec, into)} does` };
      return into
        ? disagree(`${at} has a move that wins for its mover (to ${describe(spec, into)})`)
        : { confirmed: true, explanation: moves.length === 1 ? `${at} is in F, but its only move does not ${one}` : `${at} is in F, but none of its ${moves.length} moves ${each}` };
    }
    case 'condition-II':
      if (!s.safe) return disagree(`${at} is not in S`);
      return withMove((t, keeps) =>
        keeps ? (sets(t).safe ? undefined : 'which is not in S (a move that keeps the turn from S must lead into S)') : sets(t).fragile ? undefined : 'which is not in F',
      );
    case 'condition-III-a': {
      if (!s.neutral || terminal() === 'draw') return disagree(`${at} is not a non-terminal position of N`);
      if (real) {
        return search((t) => setsOver(spec, t).neutral)
          ? disagree(`${at} has a real-valued move into N`)
          : { confirmed: true, explanation: `${at} is in N, but no move leads into N (decided exactly over the real moves)` };
      }
      const into = game.moves(p).find((m) => sets(m.target).neutral);
      return into ? disagree(`${at} has a move into N`) : { confirmed: true, explanation: `${at} is in N, but no move leads into N` };
    }
    case 'condition-III-b':
      if (!s.neutral) return disagree(`${at} is not in N`);
      return withMove((t, keeps) => (keeps ? (sets(t).fragile ? 'which is in F (a move that keeps the turn from N must not lead into F)' : undefined) : sets(t).safe ? 'which is in S' : undefined));
    case 'value-local': {
      const value = spec.conjecture!.value!;
      const V = (q: number[]): number => exactNumber(game.num(value, game.frame(q)), 'the conjectured value');
      const here = V(p);
      const worth = (m: ConcreteMove): number => {
        const score = spec.game.moves[m.schema]!.score;
        const points = score ? exactNumber(game.num(score, game.frame(p, m.binders)), 'the points of a move') : 0;
        return exactNumber(m.keeps ? points + V(m.target) : points - V(m.target), 'the worth of a move');
      };
      if (plan.id === 'value-terminal') {
        return terminal() !== undefined && here !== 0 ? { confirmed: true, explanation: `${at} is terminal but its conjectured value is ${here}` } : disagree(`${at} does not break the rule`);
      }
      if (plan.id === 'value-bound') {
        const mv = moveOf();
        const total = mv ? worth(mv) : undefined;
        return withMove(() => (total !== undefined && total > here ? `a move worth ${total}, more than the conjectured value ${here}` : undefined));
      }
      if (terminal() !== undefined) return disagree(`${at} is terminal`);
      const totals = game.moves(p).map(worth);
      return totals.includes(here)
        ? disagree(`a move from ${at} is worth ${here}`)
        : { confirmed: true, explanation: `the conjectured value of ${at} is ${here}, but its moves are worth ${totals.join(', ')}` };
    }
    case 'domain':
      return withMove((t) =>
        game.inDomain(t, w.width) ? undefined : w.width !== undefined && game.inDomain(t) ? `which is beyond 2^${w.width} (the bitvector encoding's range)` : "which is outside the state's domain",
      );
    case 'grundy-nonneg': {
      const g = grundyAt(game, spec, p);
      return g < 0 ? { confirmed: true, explanation: `the conjectured Grundy value at ${at} is ${g}` } : disagree(`grundy = ${g} at ${at}`);
    }
    case 'grundy-terminal': {
      const g = grundyAt(game, spec, p);
      return game.terminalOf(p) === 'lose' && g !== 0 ? { confirmed: true, explanation: `${at} is terminal but its conjectured Grundy value is ${g}` } : disagree(`${at} does not break the rule`);
    }
    case 'grundy-no-equal': {
      const g = grundyAt(game, spec, p);
      return withMove((t) => (grundyAt(game, spec, t) === g ? `which has the same Grundy value ${g}` : undefined));
    }
    case 'grundy-mex': {
      const g = grundyAt(game, spec, p);
      const v = toNumber(w.values?.get('v') ?? 0n);
      const reached = game.moves(p).some((m) => grundyAt(game, spec, m.target) === v);
      // guessed moves (the value v free in them) are not re-checked one by one: that some move
      // reaches v says only that the guess missed it, which refutes nothing (the plan refutes 'none')
      if (plan.strategy && reached) return { confirmed: false, explanation: `value ${v} is reached from ${at}, but maybe not by the moves zermelo guessed` };
      return v >= 0 && v < g && !reached ? { confirmed: true, explanation: `${at} has conjectured Grundy value ${g}, but no move reaches value ${v}` } : disagree(`value ${v} is reached from ${at}`);
    }
    case 'finiteness': {
      const measures = spec.proof?.termination ?? [];
      const mu = (q: number[]) => measures.map((e) => game.num(e, game.frame(q)));
      const before = mu(p);
      return withMove((t) => {
        const after = mu(t);
        if (before.some((x) => x < 0)) return `and the measure is negative at ${at}`;
        for (let k = 0; k < before.length; k++) {
          const real = measures[k]!.type?.kind === 'real';
          if (real ? after[k]! <= before[k]! - 1 : after[k]! < before[k]!) return undefined;
          if (after[k] !== before[k]) break;
        }
        return `and the measure goes from (${before.join(', ')}) to (${after.join(', ')}), which is not a drop`;
      });
    }
    default:
      return { confirmed: false, explanation: `no re-check for ${plan.kind}` };
  }
}

function disagree(why: string): RecheckResult {
  return { confirmed: false, internalError: `Z3 reported a counterexample, but the evaluator disagrees: ${why}` };
}
