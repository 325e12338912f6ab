// Stage: model. Typechecks every expression of a loaded spec in the environment of its place:
// fields, params and definitions everywhere; move binders inside `if`/`to`; claims with oracles and
// `start` but no current position; conjecture sets bool, grundy int, end bool, termination int or real.
// Input: the Spec (expressions parsed). Output: diagnostics (ZM3xxx from lang, ZM1023/ZM1013 here).

import type { Expr } from '../lang/ast.js';
import { typecheckBinders, typecheckExpr } from '../lang/typecheck.js';
import { makeTypeEnv, type TypeEnv } from '../lang/typeEnv.js';
import { typecheckDefinitions } from '../lang/typecheckDefinitions.js';
import { assignable } from '../lang/typeRules.js';
import { BOOL, INT, REAL, showType, type Type } from '../lang/types.js';
import { typeOfDomain } from './loadFields.js';
import type { FieldDomain, FieldSpec, Spec, Update } from './model.js';
import type { SpecContext } from './schemaContext.js';

export function typecheckSpec(ctx: SpecContext, spec: Spec): void {
  // With a field or parameter undeclared, every use of it would be one more (misleading) error.
  if (ctx.broken.size > 0) return;
  const game = spec.game;
  const fields = new Map<string, Type>(game.state.map((f) => [f.name, typeOfDomain(f.domain)]));
  const params = new Map<string, Type>(game.params.map((f) => [f.name, typeOfDomain(f.domain)]));
  const players = game.players;
  const paramEnv = makeTypeEnv(ctx.file, { params, ...(players ? { players } : {}) });
  for (const p of game.params) checkDomain(ctx, p, makeTypeEnv(ctx.file));
  for (const f of game.state) checkDomain(ctx, f, paramEnv);
  const defined = typecheckDefinitions(spec.defines, makeTypeEnv(ctx.file, { fields, params, ...(players ? { players } : {}) }));
  ctx.add(defined.diagnostics);
  const env: TypeEnv = defined.env;
  const check = (e: Expr | undefined, where: TypeEnv, want: Type, what: string): void => {
    if (e) expectType(ctx, e, where, want, what);
  };

  for (const move of game.moves) {
    const bound = typecheckBinders(move.binders, env);
    ctx.add(bound.diagnostics);
    check(move.guard, bound.env, BOOL, 'the condition `if` of a move');
    check(move.again, bound.env, BOOL, 'the condition `again` of a move');
    check(move.score, bound.env, INT, 'the score of a move');
    for (const t of move.targets) checkUpdate(ctx, t, game.state, bound.env);
  }
  if (game.start) checkUpdate(ctx, game.start, game.state, { ...env, noCurrentPosition: true });
  for (const m of game.symmetry?.maps ?? []) checkSymmetryMap(ctx, m, { ...env, noCurrentPosition: true });
  check(game.end.lose, env, BOOL, '`end.lose`');
  check(game.end.draw, env, BOOL, '`end.draw`');
  check(game.end.win, env, BOOL, '`end.win`');

  const c = spec.conjecture;
  if (c) {
    check(c.safe, env, BOOL, 'the safe set (S)');
    check(c.fragile, env, BOOL, 'the fragile set (F)');
    check(c.neutral, env, BOOL, 'the neutral set (N)');
    if (c.grundy && !game.impartial) {
      ctx.error('ZM1013', c.grundy.span, 'Grundy values are defined for impartial games only; this game names its players', {
        hint: 'characterise the positions with S/F/N instead (the player to move is the field `turn`)',
      });
    } else check(c.grundy, env, INT, 'the Grundy value');
    check(c.value, env, INT, 'the value conjecture');
  }
  const claimEnv: TypeEnv = { ...env, oracles: true, noCurrentPosition: true };
  for (const claim of spec.claims) check(claim.holds, claimEnv, BOOL, 'a claim');
  for (const b of Object.values(spec.check.bounds)) {
    check(b.lo, paramEnv, INT, 'a bound');
    check(b.hi, paramEnv, INT, 'a bound');
  }
  for (const b of Object.values(spec.check.params)) {
    check(b.lo, makeTypeEnv(ctx.file), INT, 'a parameter value');
    check(b.hi, makeTypeEnv(ctx.file), INT, 'a parameter value');
  }
  // a real measure is allowed: termination then asks every move to lower it by at least 1
  for (const m of spec.proof?.termination ?? []) check(m, env, REAL, 'a termination measure');
  for (const l of spec.proof?.lemmas ?? []) {
    check(l.holds, env, BOOL, `the lemma \`${l.name}\``);
    if (l.induction) check(l.induction, env, INT, `the induction measure of the lemma \`${l.name}\``);
    for (const u of l.at ?? []) checkUpdate(ctx, u, game.state, env);
  }
  for (const s of spec.proof?.strategy ?? []) {
    check(s.when, env, BOOL, 'the condition `when` of a strategy case');
    checkUpdate(ctx, s.move, game.state, env);
  }
}

/** Typechecks e and reports (ZM1023) when its type is not usable as `want`. */
function expectType(ctx: SpecContext, e: Expr, env: TypeEnv, want: Type, what: string): void {
  const diagnostics = typecheckExpr(e, env);
  ctx.add(diagnostics);
  if (diagnostics.length > 0 || !e.type || assignable(e.type, want)) return;
  const wanted = want.kind === 'bool' ? 'a condition (bool)' : want.kind === 'int' ? 'an integer' : want.kind === 'real' ? 'a number (int or real)' : showType(want);
  ctx.error('ZM1023', e.span, `${what} must be ${wanted}, found ${showType(e.type)}`);
}

/** A symmetry map is a list of indices (its length and values are checked per parameter value when
 *  the game is built: game/symmetryGroup.ts). */
function checkSymmetryMap(ctx: SpecContext, e: Expr, env: TypeEnv): void {
  const diagnostics = typecheckExpr(e, env);
  ctx.add(diagnostics);
  if (diagnostics.length > 0 || !e.type) return;
  if (e.type.kind !== 'array' || e.type.elem.kind !== 'int')
    ctx.error('ZM1051', e.span, `a map of game.symmetry must be a list of indices (an int array), found ${showType(e.type)}`, {
      hint: 'e.g. [1, 2, 0], or the name of a list computed from the parameters',
    });
}

function checkUpdate(ctx: SpecContext, u: Update, state: FieldSpec[], env: TypeEnv): void {
  for (const a of u.assignments) {
    const field = state.find((f) => f.name === a.field);
    if (!field) continue;
    const t = typeOfDomain(field.domain);
    if (a.index) {
      expectType(ctx, a.index, env, INT, 'an array index');
      const elem = t.kind === 'array' ? t.elem : t;
      expectType(ctx, a.value, env, elem, `the value of \`${a.field}[…]\``);
    } else {
      expectType(ctx, a.value, env, t, `the value of \`${a.field}\``);
    }
  }
}

function checkDomain(ctx: SpecContext, f: FieldSpec, env: TypeEnv): void {
  const d: FieldDomain = f.domain.kind === 'array' ? f.domain.elem : f.domain;
  if (d.kind !== 'range') return;
  expectType(ctx, d.lo, env, INT, 'the lower end of a range');
  expectType(ctx, d.hi, env, INT, 'the upper end of a range');
  if (d.lo.kind === 'int' && d.hi.kind === 'int' && d.lo.value > d.hi.value) {
    ctx.error('ZM1007', { start: d.lo.span.start, end: d.hi.span.end }, `the range ${d.lo.value}..${d.hi.value} of \`${f.name}\` is empty`);
  }
}
