// Stage: report (explain). Theorem 4.1 instantiated for one game (theory.md): the requirements and
// conditions I, II, III — or, for a Grundy conjecture, the two mex conditions — in words and as
// formulas about one position p and its moves. Input: the Spec. Output: a list of ConditionViews.

import type { Expr } from '../../lang/ast.js';
import type { Spec } from '../../model/model.js';
import { FALSE, TRUE, and, binder, eq, implies, int, minus, name, not, or, quant, range, xor } from './build.js';
import { classSets, partitionFormula, type ClassKey, type ClassSets } from './classes.js';
import { conditionViews, targetRecord, type MoveView } from './moves.js';
import { simplify } from './simplify.js';
import { letter, type Lang } from '../../teach/vocabulary.js';
import { CannotInline, substContext, substitute, type SubstContext } from './substitute.js';

export interface ConditionView {
  id: string; // 'requirements' | 'I' | 'II' | 'III' | 'G1' | 'G2'
  words: string;
  formula: Expr | null; // null: void (e.g. III when N is empty)
  note: string | null;
}

interface Ctx {
  spec: Spec;
  moves: MoveView[];
  subst: SubstContext;
  terminal: Expr; // the end conditions: a position where one holds has no moves
  misere: boolean;
  lang: Lang; // the letters of the sets in formulas: S/F/N, or the book's I/F/N
}

function context(spec: Spec, lang: Lang): Ctx {
  const e = spec.game.end;
  return {
    spec,
    moves: conditionViews(spec.game),
    subst: substContext(
      spec.game.state.map((f) => f.name),
      spec.defines,
    ),
    terminal: or(e.lose ?? FALSE, e.draw ?? FALSE, e.win ?? FALSE),
    misere: spec.game.play === 'misere',
    lang,
  };
}

/** P at the target of a move: the substitution, or the notation P({…}) when it cannot be inlined. */
function atTarget(c: Ctx, predicate: Expr, letter: string, m: MoveView): Expr {
  if (m.targets.length > 1) return name(`${letter}(${m.targets.map((t) => targetRecord(c.spec.game, t)).join(' + ')})`);
  try {
    return substitute(predicate, m.targets[0]!, c.subst);
  } catch (error) {
    if (!(error instanceof CannotInline)) throw error;
    return name(`${letter}(${targetRecord(c.spec.game, m.targets[0]!)})`);
  }
}

/** ∃ a move (of some schema) whose target satisfies P — the moves only exist off terminal positions. */
function someMove(c: Ctx, body: (m: MoveView) => Expr): Expr {
  return and(not(c.terminal), or(...c.moves.map((m) => quant('exists', m.binders, and(m.guard, body(m))))));
}

function everyMove(c: Ctx, body: (m: MoveView) => Expr): Expr {
  return and(...c.moves.map((m) => quant('forall', m.binders, implies(m.guard, body(m)))));
}

/** Some schema has a legal move here (regardless of the end conditions). */
function anyMove(c: Ctx): Expr {
  return or(...c.moves.map((m) => quant('exists', m.binders, m.guard)));
}

function hasMove(c: Ctx): Expr {
  return and(not(c.terminal), anyMove(c));
}

export function theoremConditions(spec: Spec, lang: Lang = 'en'): ConditionView[] {
  if (!spec.conjecture) return [];
  const views = spec.conjecture.grundy
    ? grundyConditions(context(spec, lang), spec.conjecture.grundy)
    : (() => {
        const sets = classSets(spec.conjecture!);
        return sets ? classConditions(context(spec, lang), sets) : [];
      })();
  return views.map((v) => (v.formula ? { ...v, formula: simplify(v.formula) } : v));
}

function classConditions(c: Ctx, s: ClassSets): ConditionView[] {
  const e = c.spec.game.end;
  // a move that keeps the turn reads its target with S and F exchanged (theory.md): "into S" means
  // a passing move into S or a kept move into F
  const seen = (k: ClassKey, m: MoveView): ClassKey => (m.keeps !== true || k === 'neutral' ? k : k === 'safe' ? 'fragile' : 'safe');
  const into = (k: ClassKey) => (m: MoveView) => atTarget(c, s[seen(k, m)], letter(c.lang, seen(k, m)), m);
  const notInto = (k: ClassKey) => (m: MoveView) => not(atTarget(c, s[seen(k, m)], letter(c.lang, seen(k, m)), m));
  const kept = c.moves.some((m) => m.keeps !== undefined);
  // Without moves, a position is a losing terminal under normal play and a winning one in misère.
  const noMove = not(anyMove(c));
  const lose = or(e.lose ?? FALSE, c.misere ? FALSE : and(not(c.terminal), noMove));
  const win = or(e.win ?? FALSE, c.misere ? and(not(c.terminal), noMove) : FALSE);
  const requirements = and(
    partitionFormula(s) ?? TRUE,
    e.lose || c.misere ? implies(lose, s.safe) : TRUE,
    e.draw ? implies(e.draw, s.neutral) : TRUE,
    e.win || c.misere ? implies(win, s.fragile) : TRUE,
  );
  const neutralEmpty = s.origin.neutral === 'empty';
  const allMovesIntoF = s.origin.fragile === 'complement' && s.neutral === FALSE ? notInto('safe') : into('fragile');
  return [
    {
      id: 'requirements',
      words: 'every position is in exactly one of S, F, N; losing terminals are in S, draw terminals in N, winning terminals in F',
      formula: requirements === TRUE ? null : requirements,
      note: requirements === TRUE ? 'true by construction: the omitted sets are complements of the given ones' : null,
    },
    {
      id: 'I',
      words: `every position of F ${c.misere || e.win ? 'is a winning terminal or ' : ''}has ${kept ? 'a move that passes the turn into S or keeps it into F' : 'a move into S'}`,
      formula: implies(s.fragile, or(win, someMove(c, into('safe')))),
      note: null,
    },
    {
      id: 'II',
      words: kept
        ? 'every position of S is a losing terminal, or all its moves that pass the turn lead into F and all that keep it into S'
        : 'every position of S is a losing terminal or all its moves lead into F',
      formula: implies(s.safe, or(e.lose ?? FALSE, c.misere ? and(hasMove(c), everyMove(c, allMovesIntoF)) : everyMove(c, allMovesIntoF))),
      note: c.misere ? null : 'under normal play a position without moves is a losing terminal; it meets II vacuously',
    },
    {
      id: 'III',
      words: kept
        ? 'every position of N is a draw terminal or has a move into N; and no move passes the turn from N into S or keeps it from N into F'
        : 'every position of N is a draw terminal or has a move into N; and no move leads from N into S',
      formula: neutralEmpty ? null : implies(s.neutral, and(or(e.draw ?? FALSE, someMove(c, into('neutral'))), everyMove(c, notInto('safe')))),
      note: neutralEmpty ? 'void: N is empty, no draws are conjectured' : null,
    },
  ];
}

function grundyConditions(c: Ctx, g: Expr): ConditionView[] {
  const at = (m: MoveView): Expr => {
    if (m.targets.length === 1) return atTarget(c, g, 'G', m);
    return m.targets.map((t) => atTarget(c, g, 'G', { ...m, targets: [t] })).reduce(xor);
  };
  const v = freshName(c, 'v');
  return [
    {
      id: 'G0',
      words: 'the conjectured value is a natural number',
      formula: { kind: 'cmp', ops: ['>='], args: [g, int(0)], span: { start: 0, end: 0 } },
      note: null,
    },
    {
      id: 'G1',
      words: 'no move leads to a position of the same value',
      formula: everyMove(c, (m) => eq(at(m), g, '!=')),
      note: c.spec.game.moves.some((m) => m.targets.length > 1) ? 'a move to a sum has the nim-sum (⊕) of its components’ values' : null,
    },
    {
      id: 'G2',
      words: 'for every smaller value v, some move leads to a position of value v (so the value is the mex)',
      formula: quant(
        'forall',
        [binder(v, range(int(0), minus(g, int(1))))],
        someMove(c, (m) => eq(at(m), name(v))),
      ),
      note: null,
    },
  ];
}

function freshName(c: Ctx, base: string): string {
  const taken = new Set([...c.spec.game.state.map((f) => f.name), ...c.spec.game.params.map((p) => p.name), ...c.moves.flatMap((m) => m.binders.map((b) => b.name))]);
  let fresh = base;
  while (taken.has(fresh)) fresh += "'";
  return fresh;
}
