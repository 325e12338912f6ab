// Stage: prove. Claims from a proved conjecture: `safe(p)`, `fragile(p)`, `neutral(p)`, `outcome(p)`
// and `grundy(p)` are replaced by the conjecture's sets (which are then the truth), `start` by the
// start position; the claim must hold for every value of the params (claim ⇐ conjecture).
// Asking about a position outside the domain is a side condition (the evaluator refuses it too).
// A claim A ⇔ B with an ∃ on a side is split in two, and the ∃ of the side that holds is skolemised.

import type { Spec } from '../model/model.js';
import type { BoolT, NumT } from './backend.js';
import type { SymSets } from './conjectureSets.js';
import type { OracleHooks } from './encoder.js';
import { countInstances, overParams, type Plan, type Witness } from './plan.js';
import { isGoal, type Scope, type Side } from './encoder.js';
import { freeBinders } from './encodeBinders.js';
import { bool, num, type Sym } from './sym.js';
import type { SymGame, SymPos } from './symGame.js';
import { Unsupported } from './unsupported.js';
import { printExpr } from '../lang/print.js';
import { visit } from '../lang/walk.js';
import type { Expr } from '../lang/ast.js';

export interface Truth {
  sets?: SymSets;
  grundy?: (p: SymPos) => NumT;
  /** A proved `value:` conjecture: value(p) in a claim reads it. */
  value?: (p: SymPos) => NumT;
}

export function usesOracles(e: Expr): boolean {
  let found = false;
  visit(e, (x) => {
    if ((x.kind === 'call' && x.ref?.kind === 'oracle') || (x.kind === 'name' && x.ref?.kind === 'start')) found = true;
  });
  return found;
}

export function claimPlans(g: SymGame, spec: Spec, truth: Truth): Plan[] {
  return spec.claims.map((c, k) => ({
    id: `claim-${k + 1}`,
    kind: 'claim' as const,
    title: `claim: ${c.name ?? printExpr(c.holds)}`,
    refutes: 'claim' as const,
    claimIndex: k,
    ...(usesOracles(c.holds) ? { detail: 'the oracles (safe, fragile, …) are read from the proved conjecture' } : {}),
    build: () => {
      g.enc.program.oracle = oracleHooks(g, spec, truth);
      try {
        return overParams(g, (w) => claimNegation(g, c.holds, g.scope(), w));
      } finally {
        delete g.enc.program.oracle;
      }
    },
  }));
}

/**
 * The ways a claim can fail, as separate disjuncts: false, or one of its side conditions broken
 * (the claim must be well-defined too). ∧, ⇒ and ∀ at the top are split (∀ by free binders), so Z3
 * gets small quantifier-free problems where it can.
 */
export function claimNegation(g: SymGame, e: Expr, scope: Scope, w: Witness): BoolT[] {
  const { ctx, enc } = g;
  // the side conditions to prove are ways to fail (the closure of counts too); axioms (the
  // definitions of counts) are conjoined to every part, and so is "closure ⇒ what it implies"
  const broken = (sides: Side[]): BoolT[] => sides.filter(isGoal).map((s) => s.cond.not());
  const defining = (sides: Side[], parts: BoolT[]): BoolT[] => {
    // the closure of a count, proved here, is used only where it holds: closure ⇒ its instances
    const axioms = [...sides.filter((s) => s.kind === 'axiom').map((s) => s.cond), ...countInstances(sides, true)];
    return axioms.length === 0 ? parts : parts.map((p) => g.all([p, ...axioms]));
  };
  if (e.kind === 'logic' && (e.op === 'and' || e.op === 'implies')) {
    const [left, sides] = enc.collect(() => enc.bool(e.left, scope));
    const first = e.op === 'and' ? [g.any([left.not(), ...broken(sides)])] : broken(sides);
    const rest = enc.under(left, () => claimNegation(g, e.right, scope, w)).map((p) => ctx.And(left, p));
    return defining(sides, [...first, ...rest]);
  }
  if (e.kind === 'quant' && e.quantifier === 'forall') {
    const [instances, sides] = enc.collect(() => freeBinders(enc, e.binders, scope));
    const parts = broken(sides);
    for (const inst of instances) {
      // a single instance: its free binders are worth showing with a counterexample
      if (instances.length === 1) for (const v of inst.vars) if (v.sym.kind === 'num' && g.be.numeral(v.sym.term) === undefined) (w.values ??= []).push(v);
      parts.push(...enc.under(inst.member, () => claimNegation(g, e.body, inst.scope, w)).map((p) => ctx.And(inst.member, p)));
    }
    return defining(sides, parts);
  }
  if (e.kind === 'logic' && e.op === 'iff' && (hasExists(e.left) || hasExists(e.right))) {
    // ¬(A ⇔ B) as two parts, A ∧ ¬B and ¬A ∧ B. In each, the side that holds has its ∃ witnessed
    // by free constants (skolemised: the part is about one w, not a quantifier Z3 must instantiate),
    // and the counts' facts are instantiated at the witnesses as well as at their ends (closure
    // implies them at every value). Game 22's formula (6) claim: 3–18 s as one quantified
    // disjunction, under 1 s so (its ¬A ∧ B part needs the facts at w).
    const [[a, b], sides] = enc.collect(() => {
      const left = enc.bool(e.left, scope);
      return [left, enc.bool(e.right, scope)] as const;
    });
    const holding = (x: Expr, plain: BoolT): BoolT[] => {
      if (!hasExists(x)) return [plain];
      let done: [[BoolT, NumT[]], Side[]];
      try {
        done = enc.collect(() => witnessed(g, x, scope));
      } catch (err) {
        if (err instanceof Unsupported) return [plain]; // e.g. a large domain of records: the ∃ as it is
        throw err;
      }
      const [[holds, points], extra] = done;
      // the side conditions met here are those of `plain` at one value of its binders, proved (as
      // ∀) by broken(sides) below; the axioms (definitions of fresh constants) hold for any values
      const axioms = extra.filter((s) => s.kind === 'axiom').map((s) => s.cond);
      return [holds, ...axioms, ...countInstances([...sides, ...extra], true, points)];
    };
    const failures = broken(sides);
    const parts = [...(failures.length > 0 ? [g.any(failures)] : []), g.all([...holding(e.left, a), b.not()]), g.all([a.not(), ...holding(e.right, b)])];
    return defining(sides, parts);
  }
  const [holds, sides] = enc.collect(() => enc.bool(e, scope));
  return defining(sides, [g.any([holds.not(), ...broken(sides)])]);
}

/** Whether e is an ∃, or an ∧ / ∨ with one at its top (what witnessed() can skolemise). */
function hasExists(e: Expr): boolean {
  if (e.kind === 'quant') return e.quantifier === 'exists';
  return e.kind === 'logic' && (e.op === 'and' || e.op === 'or') && (hasExists(e.left) || hasExists(e.right));
}

/**
 * e encoded where it is asserted true (not under a negation): each ∃ reached through ∧ / ∨ gets its
 * binders as free constants with their membership (freeBinders: small domains become one instance
 * per value), satisfiable exactly when e is. Returns the formula and the integer witnesses. The
 * short-circuit paths are those of encodeLogic (the right side of ∧ under the left, of ∨ under its
 * negation).
 */
function witnessed(g: SymGame, e: Expr, scope: Scope): [BoolT, NumT[]] {
  const { ctx, enc, be } = g;
  const points: NumT[] = [];
  const walk = (x: Expr, s: Scope): BoolT => {
    if (!hasExists(x)) return enc.bool(x, s);
    if (x.kind === 'quant') {
      const options = freeBinders(enc, x.binders, s).map((inst) => {
        for (const v of inst.vars) if (v.sym.kind === 'num' && !v.sym.real && be.numeral(v.sym.term) === undefined) points.push(v.sym.term);
        return ctx.And(
          inst.member,
          enc.under(inst.member, () => walk(x.body, inst.scope)),
        );
      });
      return options.length === 0 ? ctx.Bool.val(false) : ctx.Or(...options);
    }
    if (x.kind !== 'logic') return enc.bool(x, s);
    const left = walk(x.left, s);
    const right = enc.under(x.op === 'and' ? left : left.not(), () => walk(x.right, s));
    return x.op === 'and' ? ctx.And(left, right) : ctx.Or(left, right);
  };
  return [walk(e, scope), points];
}

function oracleHooks(g: SymGame, spec: Spec, truth: Truth): OracleHooks {
  const { ctx, be, enc } = g;
  const sets = truth.sets;
  const grundy = truth.grundy;
  const safe = (p: SymPos): BoolT => (sets ? sets.safe(p) : grundy ? be.eq(grundy(p), be.intVal(0n)) : none());
  const fragile = (p: SymPos): BoolT => (sets ? sets.fragile(p) : grundy ? be.eq(grundy(p), be.intVal(0n)).not() : none());
  const neutral = (p: SymPos): BoolT => (sets ? sets.neutral(p) : grundy ? ctx.Bool.val(false) : none());
  return {
    query(kind, position, span) {
      if (position.kind !== 'pos') throw new Error('internal: an oracle argument is not a position');
      const p = position.fields;
      enc.side('defined', 'a claim asks about a position outside the domain', g.all([g.inDomain(p), g.regionGuard(p)]), span);
      switch (kind) {
        case 'safe':
          return bool(safe(p));
        case 'fragile':
          return bool(fragile(p));
        case 'neutral':
          return bool(neutral(p));
        case 'outcome':
          return num(ctx.If(safe(p), be.intVal(1n), ctx.If(fragile(p), be.intVal(2n), be.intVal(3n))) as NumT);
        case 'grundy':
          if (!grundy) throw new Unsupported('grundy(…) in a claim needs a proved Grundy conjecture', span);
          return num(grundy(p));
        case 'value':
          if (!truth.value) throw new Unsupported('value(…) in a claim needs a proved value conjecture', span);
          return num(truth.value(p));
      }
    },
    start(span) {
      const start = spec.game.start;
      if (!start) throw new Unsupported('the claim uses `start`, but the game has no start position', span);
      const fields = new Map<string, Sym>();
      for (const f of spec.game.state) {
        const a = start.assignments.find((x) => x.field === f.name && !x.index);
        if (!a) throw new Unsupported(`the start position does not give '${f.name}'`, span);
        fields.set(f.name, enc.encode(a.value, g.scope()));
      }
      return { kind: 'pos', fields };
    },
  };
  function none(): never {
    throw new Unsupported('the claim needs a proved conjecture (S/F/N or grundy)');
  }
}
