// Stage: prove. The game seen symbolically: fresh positions with their domain constraints, the
// `end:` rules, the moves of a position (free binders, or ∀/∃ over them), targets (assignments read
// the old position; `turn` flips unless assigned), and the bitvector width assumption.
// Terminal order follows game/: `end:` rules first (lose, then draw, then win), then "no legal move".

import type { Expr } from '../lang/ast.js';
import type { FieldDomain, FieldSpec, LemmaSpec, MoveSpec, Spec, Update } from '../model/model.js';
import type { BoolT, NumT } from './backend.js';
import { Encoder, type Scope } from './encoder.js';
import { freeBinders, quantify } from './encodeBinders.js';
import { asNum, num, symIte, type Sym } from './sym.js';
import { Unsupported } from './unsupported.js';
import { conjoined } from './conjoined.js';

export type SymPos = Map<string, Sym>;

export interface FreeMove {
  schema: number;
  vars: { name: string; sym: Sym }[];
  legal: BoolT; // binders in their domains, the player may use it, the guard holds (position not ended)
  target: SymPos;
  /** The move keeps the turn (its schema's `again:`, under legal); undefined: the schema has none. */
  keeps?: BoolT;
  /** The points it scores for its mover (`score:`, under legal), where points are encoded. */
  points?: NumT;
}

/** A move's legality, target and, for a schema with `again:`, where it keeps the turn; the points it
 *  scores (`score:`) when the game encodes points (a `value:` conjecture, valuePlans.ts). */
export interface MoveInstance {
  legal: BoolT;
  target: SymPos;
  keeps?: BoolT;
  points?: NumT;
}

export class SymGame {
  readonly params = new Map<string, Sym>();
  /** The lemmas proved so far (proveSpec.ts adds each when its obligation is proved): assumed at
   *  every obligation's position and at the targets of its free moves. */
  readonly assumedLemmas: LemmaSpec[] = [];
  readonly ctx;
  readonly be;
  /** Moves carry their points (`score:`): only for a `value:` conjecture, so that the other
   *  obligations meet no side condition of a score they do not read. */
  readonly encodePoints: boolean;
  constructor(
    readonly enc: Encoder,
    readonly spec: Spec,
    /** Hypothesis of this encoding (bitvectors): every integer field/param lies in [-2^width, 2^width). */
    readonly width: number | undefined,
    /** The region the whole proof covers (when any obligation used bitvectors): moves must stay in
     *  it, and claims may only ask about positions in it. */
    readonly regionWidth: number | undefined = width,
  ) {
    this.ctx = enc.ctx;
    this.be = enc.be;
    this.encodePoints = spec.conjecture?.value !== undefined;
    for (const p of spec.game.params) this.params.set(p.name, this.freshField(p, `param_${p.name}`));
  }

  private freshField(f: FieldSpec, name: string): Sym {
    const make = (d: FieldDomain, id: string): Sym => {
      switch (d.kind) {
        case 'bool':
          return this.enc.fresh(id, 'bool');
        case 'real':
          return this.enc.fresh(id, 'real');
        case 'array':
          return { kind: 'array', elems: Array.from({ length: d.length }, (_, k) => make(d.elem, `${id}[${k}]`)) };
        default:
          return this.enc.fresh(id);
      }
    };
    return make(f.domain, name);
  }

  /** The proved lemmas at pos, as hypotheses (lemmas.ts). */
  lemmaFacts(pos: SymPos): BoolT[] {
    return this.assumedLemmas.map((l) => this.lemmaFact(l, pos));
  }

  /**
   * A proved lemma at pos as a hypothesis: its axioms (definitions met on the way) and "its conjoined
   * side conditions ⇒ L(pos)" — the lemma's obligation conjoined the same side conditions to
   * ¬L(p), so it proved exactly this implication; assuming L(pos) alone would be unsound where the
   * lemma is undefined (a division by zero in it, a recursion cut-off).
   */
  lemmaFact(lemma: LemmaSpec, pos: SymPos): BoolT {
    const [holds, sides] = this.enc.collect(() => this.enc.bool(lemma.holds, this.scope(pos)));
    const axioms = sides.filter((s) => s.kind === 'axiom').map((s) => s.cond);
    const defined = sides.filter((s) => s.kind !== 'axiom' && conjoined(s)).map((s) => s.cond);
    return this.all([...axioms, defined.length === 0 ? holds : this.ctx.Implies(this.all(defined), holds)]);
  }

  scope(fields?: SymPos, binders = new Map<string, Sym>()): Scope {
    return fields ? { fields, params: this.params, binders } : { params: this.params, binders };
  }

  freshPosition(prefix: string): SymPos {
    const pos: SymPos = new Map();
    for (const f of this.spec.game.state) pos.set(f.name, this.freshField(f, `${prefix}_${f.name}`));
    return pos;
  }

  /** The declared domains of the fields of `pos` (range bounds may use params). */
  inDomain(pos: SymPos): BoolT {
    return this.all(this.spec.game.state.map((f) => this.fieldDomain(f.domain, pos.get(f.name)!)));
  }

  paramDomain(): BoolT {
    return this.all(this.spec.game.params.map((p) => this.fieldDomain(p.domain, this.params.get(p.name)!)));
  }

  private fieldDomain(d: FieldDomain, v: Sym): BoolT {
    const { be, ctx } = this;
    switch (d.kind) {
      case 'nat':
        return be.le(be.intVal(0n), asNum(v).term);
      case 'player':
        return ctx.And(be.le(be.intVal(0n), asNum(v).term), be.le(asNum(v).term, be.intVal(1n)));
      case 'range': {
        const lo = this.enc.num(d.lo, this.scope());
        const hi = this.enc.num(d.hi, this.scope());
        return ctx.And(this.enc.compare('<=', lo, v), this.enc.compare('<=', v, hi));
      }
      case 'array':
        return this.all(v.kind === 'array' ? v.elems.map((x) => this.fieldDomain(d.elem, x)) : []);
      default:
        return ctx.Bool.val(true);
    }
  }

  /** Bitvector mode: every integer field (and param) of `pos` lies in [-2^w, 2^w), nat in [0, 2^w). */
  widthGuard(pos?: SymPos, width = this.width): BoolT {
    if (width === undefined) return this.ctx.Bool.val(true);
    const parts: BoolT[] = [];
    const bound = (v: Sym): void => {
      if (v.kind === 'array') return v.elems.forEach(bound);
      if (v.kind !== 'num') return;
      const { be } = this;
      const w = 1n << BigInt(width);
      parts.push(be.le(be.intVal(-w), v.term), be.lt(v.term, be.intVal(w)));
    };
    for (const v of (pos ?? this.params).values()) bound(v);
    return this.all(parts);
  }

  /** pos lies in the region the proof covers (see regionWidth). */
  regionGuard(pos: SymPos): BoolT {
    return this.widthGuard(pos, this.regionWidth);
  }

  all(parts: BoolT[]): BoolT {
    return parts.length === 0 ? this.ctx.Bool.val(true) : this.ctx.And(...parts);
  }

  /** a ∧ b ∧ …, each encoded under the previous ones (the evaluator's short-circuit order). */
  andThen(parts: (() => BoolT)[]): BoolT {
    const done: BoolT[] = [];
    for (const part of parts) done.push(done.length === 0 ? part() : this.enc.under(this.all(done), part));
    return this.all(done);
  }

  any(parts: BoolT[]): BoolT {
    return parts.length === 0 ? this.ctx.Bool.val(false) : this.ctx.Or(...parts);
  }

  private endRule(e: Expr | undefined, pos: SymPos): BoolT {
    return e ? this.enc.bool(e, this.scope(pos)) : this.ctx.Bool.val(false);
  }

  /** The `end:` rules at pos, in priority order: lose, draw, win (each excludes the earlier ones). */
  ends(pos: SymPos): { lose: BoolT; draw: BoolT; win: BoolT; over: BoolT } {
    const { ctx } = this;
    const end = this.spec.game.end;
    const lose = this.endRule(end.lose, pos);
    const draw = ctx.And(
      lose.not(),
      this.enc.under(lose.not(), () => this.endRule(end.draw, pos)),
    );
    const notYet = ctx.And(lose.not(), draw.not());
    const win = ctx.And(
      notYet,
      this.enc.under(notYet, () => this.endRule(end.win, pos)),
    );
    return { lose, draw, win, over: ctx.Or(lose, draw, win) };
  }

  private byOk(m: MoveSpec, pos: SymPos): BoolT {
    if (!m.by) return this.ctx.Bool.val(true);
    const k = this.spec.game.players?.indexOf(m.by) ?? -1;
    return this.be.eq(asNum(pos.get('turn')!).term, this.be.intVal(BigInt(k)));
  }

  private single(m: MoveSpec): Update {
    if (m.targets.length !== 1) {
      const hint =
        this.spec.game.play === 'misere'
          ? 'under misère play Grundy values do not decide sums either: only the bounded checker, which solves the sums, decides this file'
          : 'use a grundy conjecture with the bounded checker';
      throw new Unsupported(`a move leading to a sum of positions (octal games): Theorem 4.1 is not encoded for sums; ${hint}`, m.span);
    }
    return m.targets[0]!;
  }

  /** Some move may keep the turn (`again:`): the conditions then read kept targets with S and F exchanged. */
  get kept(): boolean {
    return this.spec.game.moves.some((m) => m.again !== undefined);
  }

  /** The legality of a schema's move and its target, for binder values in `scope`; with `again:`,
   *  where the move keeps the turn (read, like the guard, in the position before the move, as
   *  semantics/refMoves.ts does) — then `turn` stays as it is in the target. */
  instanceOf(m: MoveSpec, pos: SymPos, scope: Scope): MoveInstance {
    const { ctx } = this;
    const upd = this.single(m);
    const by = this.byOk(m, pos);
    const guard = m.guard ? this.enc.under(by, () => this.enc.bool(m.guard!, scope)) : ctx.Bool.val(true);
    const legal = ctx.And(by, guard);
    const target = this.enc.under(legal, () => this.applyUpdate(upd, pos, scope, true));
    // points are read, like the guard, in the position before the move
    const scored = this.encodePoints && m.score ? { points: this.enc.under(legal, () => this.enc.num(m.score!, scope).term) } : {};
    if (!m.again) return (this.assumeLemmasAt(target, legal), { legal, target, ...scored });
    const keeps = this.enc.under(legal, () => this.enc.bool(m.again!, scope));
    if (this.spec.game.players && !upd.assignments.some((a) => a.field === 'turn')) target.set('turn', symIte(ctx, this.be, keeps, pos.get('turn')!, target.get('turn')!));
    this.assumeLemmasAt(target, legal);
    return { legal, target, keeps, ...scored };
  }

  /** The proved lemmas hold at every position of the domain, so at a move's target in it too: an
   *  axiom side (conjoined to every obligation's negation). Not under a Z3 quantifier, where the
   *  target's terms name bound variables. */
  private assumeLemmasAt(target: SymPos, legal: BoolT): void {
    if (this.assumedLemmas.length === 0 || this.enc.quantDepth > 0) return;
    const facts = this.lemmaFacts(target);
    this.enc.under(legal, () => this.enc.side('axiom', "the proved lemmas at a move's target", this.ctx.Implies(this.inDomain(target), this.all(facts))));
  }

  /** What a move's target must satisfy, by whether the move passes the turn or keeps it (the same
   *  player then judges the target): `passing` alone for a schema without `again:`. */
  judged(keeps: BoolT | undefined, passing: () => BoolT, kept: () => BoolT): BoolT {
    if (keeps === undefined) return passing();
    const { ctx } = this;
    return ctx.Or(ctx.And(keeps, this.enc.under(keeps, kept)), ctx.And(keeps.not(), this.enc.under(keeps.not(), passing)));
  }

  /** The legality alone of a schema's move (no target, so none of its side conditions). */
  private legalOnly(m: MoveSpec, pos: SymPos, scope: Scope): BoolT {
    this.single(m);
    const by = this.byOk(m, pos);
    const guard = m.guard ? this.enc.under(by, () => this.enc.bool(m.guard!, scope)) : this.ctx.Bool.val(true);
    return this.ctx.And(by, guard);
  }

  /** Some legal move exists at pos. Targets are not computed: their side conditions, quantified over
   *  the binders, would only slow Z3 down (the well-defined obligation checks every target through
   *  freeMoves), and without them a binder used by no guard needs no quantifier at all. */
  hasMove(pos: SymPos): BoolT {
    return this.any(this.spec.game.moves.map((m) => quantify(this.enc, 'exists', m.binders, this.scope(pos), (s) => this.legalOnly(m, pos, s))));
  }

  /** The position after `upd` (values read the old position); `turn` flips when flip is set. */
  applyUpdate(upd: Update, pos: SymPos, scope: Scope, flip: boolean): SymPos {
    const { ctx, be } = this;
    const next: SymPos = new Map(pos);
    for (const a of upd.assignments) {
      const value = this.enc.encode(a.value, scope);
      if (!a.index) {
        next.set(a.field, value);
        continue;
      }
      const arr = next.get(a.field)!;
      if (arr.kind !== 'array') throw new Error(`internal: '${a.field}' is not an array`);
      const i = this.enc.num(a.index, scope).term;
      const k = be.numeral(i);
      if (k !== undefined && k >= 0n && k < BigInt(arr.elems.length)) {
        next.set(a.field, { kind: 'array', elems: arr.elems.map((old, j) => (BigInt(j) === k ? value : old)) });
        continue;
      }
      this.enc.side('defined', 'index out of range', ctx.And(be.le(be.intVal(0n), i), be.lt(i, be.intVal(BigInt(arr.elems.length)))), a.span);
      const elems = arr.elems.map((old, k) => symIte(ctx, be, be.eq(i, be.intVal(BigInt(k))), value, old));
      next.set(a.field, { kind: 'array', elems });
    }
    if (flip && this.spec.game.players && !upd.assignments.some((a) => a.field === 'turn')) {
      next.set('turn', num(be.sub(be.intVal(1n), asNum(pos.get('turn')!).term)));
    }
    return next;
  }

  /** Free moves (binders as constants, or one instance per value of a small domain) per schema;
   *  `legal` includes "the position is not ended". */
  freeMoves(pos: SymPos, notOver: BoolT): FreeMove[] {
    return this.spec.game.moves.flatMap((m, schema) =>
      this.enc
        .under(notOver, () => freeBinders(this.enc, m.binders, this.scope(pos)))
        .map((fb) => {
          const inst = this.enc.under(this.ctx.And(notOver, fb.member), () => this.instanceOf(m, pos, fb.scope));
          return {
            schema,
            vars: fb.vars,
            legal: this.ctx.And(notOver, fb.member, inst.legal),
            target: inst.target,
            ...(inst.keeps ? { keeps: inst.keeps } : {}),
            ...(inst.points ? { points: inst.points } : {}),
          };
        }),
    );
  }

  /** ∀ legal moves (q = forall: legal ⇒ body) or ∃ a legal move (legal ∧ body), over all schemas. */
  overMoves(q: 'forall' | 'exists', pos: SymPos, body: (target: SymPos, keeps: BoolT | undefined, points: NumT | undefined) => BoolT): BoolT {
    const parts = this.spec.game.moves.map((m) =>
      quantify(this.enc, q, m.binders, this.scope(pos), (s) => {
        const inst = this.instanceOf(m, pos, s);
        const b = this.enc.under(inst.legal, () => body(inst.target, inst.keeps, inst.points));
        return q === 'forall' ? this.ctx.Implies(inst.legal, b) : this.ctx.And(inst.legal, b);
      }),
    );
    return q === 'forall' ? this.all(parts) : this.any(parts);
  }

  /** Terminal kinds at pos: losing, drawn, winning — "no legal move" counts per `play`, and is
   *  only encoded where it matters (it is an ∃ over the binders). */
  terminals(pos: SymPos): Terminals {
    const { ctx } = this;
    const e = this.ends(pos);
    const misere = this.spec.game.play === 'misere';
    let stuck: BoolT | undefined;
    const noMove = (): BoolT => (stuck ??= ctx.And(e.over.not(), this.enc.under(e.over.not(), () => this.hasMove(pos)).not()));
    return {
      draw: e.draw,
      over: e.over,
      get lose() {
        return misere ? e.lose : ctx.Or(e.lose, noMove());
      },
      get win() {
        return misere ? ctx.Or(e.win, noMove()) : e.win;
      },
    };
  }
}

/** Terminal kinds of a position; `lose`/`win` are computed on first use (one of them needs an ∃). */
export interface Terminals {
  readonly lose: BoolT;
  readonly draw: BoolT;
  readonly win: BoolT;
  readonly over: BoolT;
}
