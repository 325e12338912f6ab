// Stage: prove. Finiteness (theory.md: Theorem 4.1 needs every play to end). A measure μ — a number,
// or a tuple compared lexicographically — that is ≥ 0 at every position with a move and drops by at
// least 1 on every move (for integers that is "strictly"; for reals it keeps the order well-founded).
// Without `proof.termination`, obvious candidates are tried in order; the first proved one is used.

import type { Expr } from '../lang/ast.js';
import type { Spec } from '../model/model.js';
import type { BoolT, NumT } from './backend.js';
import { overPositionParts, type Built, type Plan } from './plan.js';
import { asNum, unify, type NumSym, type Sym } from './sym.js';
import type { SymGame, SymPos } from './symGame.js';
import { printExpr } from '../lang/print.js';

type Measure = (p: SymPos) => NumSym[];
export interface Candidate {
  label: string;
  build(): Built;
}

export function finitenessPlan(g: SymGame, spec: Spec): Plan & { candidates?: Candidate[] } {
  const given = spec.proof?.termination;
  const title = 'finiteness: every play ends (a measure ≥ 0 drops on every move)';
  if (given) {
    const label = given.map((e) => printExpr(e)).join(', ');
    const measure: Measure = (p) => given.map((e: Expr) => g.enc.num(e, g.scope(p)));
    return {
      id: 'finiteness',
      kind: 'finiteness',
      title,
      refutes: 'none',
      detail: `measure (proof.termination): ${given.length > 1 ? `(${label}) lexicographically` : label}`,
      build: () => decreases(g, measure),
    };
  }
  const candidates = candidateMeasures(g, spec).map(({ label, measure }) => ({ label, build: () => decreases(g, measure) }));
  return { id: 'finiteness', kind: 'finiteness', title, refutes: 'none', build: () => candidates[0]!.build(), candidates };
}

/** Negation: some legal move from some position where μ is negative or does not drop. */
function decreases(g: SymGame, measure: Measure): Built {
  const { ctx, be } = g;
  return overPositionParts(g, (p, w) => {
    const moves = g.freeMoves(p, g.ends(p).over.not());
    w.moves = moves;
    const before = measure(p);
    const zero = be.intVal(0n);
    const nonNeg = g.all(before.map((m) => (m.real ? be.le(be.toReal(zero), m.term) : be.le(zero, m.term))));
    return (w.moveHits = moves.map((m) =>
      ctx.And(
        m.legal,
        g.enc.under(m.legal, () => ctx.And(nonNeg, lexDrop(g, measure(m.target), before)).not()),
      ),
    ));
  });
}

/** after <lex before, each component dropping by at least 1. */
function lexDrop(g: SymGame, after: NumSym[], before: NumSym[]): BoolT {
  const { be } = g;
  const options: BoolT[] = [];
  const equalSoFar: BoolT[] = [];
  after.forEach((a, i) => {
    const [x, y, real] = unify(be, a, before[i]!);
    // integers: x < y; reals: x + 1 ≤ y (a real measure must drop by a fixed amount)
    options.push(g.all([...equalSoFar, real ? be.le(be.add(x, be.toReal(be.intVal(1n))), y) : be.lt(x, y)]));
    equalSoFar.push(be.eq(x, y));
  });
  return g.any(options);
}

interface NamedMeasure {
  label: string;
  measure: Measure;
}

/** Sum of the natural fields; each field; ranges counted up or down; lexicographic orders. */
function candidateMeasures(g: SymGame, spec: Spec): NamedMeasure[] {
  const { be } = g;
  const singles: NamedMeasure[] = [];
  const sumParts: ((p: SymPos) => NumSym)[] = [];
  const sumLabels: string[] = [];
  for (const f of spec.game.state) {
    const d = f.domain;
    const read = (p: SymPos): Sym => p.get(f.name)!;
    if (d.kind === 'nat' || d.kind === 'real') {
      singles.push({ label: f.name, measure: (p) => [asNum(read(p))] });
      if (d.kind === 'nat') (sumParts.push((p) => asNum(read(p))), sumLabels.push(f.name));
    } else if (d.kind === 'range') {
      const lo = (): NumSym => g.enc.num(d.lo, g.scope());
      const hi = (): NumSym => g.enc.num(d.hi, g.scope());
      const up = (p: SymPos): NumSym => ({ kind: 'num', real: false, term: be.sub(asNum(read(p)).term, lo().term) });
      singles.push({ label: `${f.name} - ${printExpr(d.lo)}`, measure: (p) => [up(p)] });
      singles.push({ label: `${printExpr(d.hi)} - ${f.name}`, measure: (p) => [{ kind: 'num', real: false, term: be.sub(hi().term, asNum(read(p)).term) }] });
      (sumParts.push(up), sumLabels.push(`(${f.name} - ${printExpr(d.lo)})`));
    } else if (d.kind === 'array' && (d.elem.kind === 'nat' || d.elem.kind === 'range')) {
      const sum = (p: SymPos): NumSym => {
        const v = read(p);
        const elems = v.kind === 'array' ? v.elems.map((x) => asNum(x).term) : [];
        return { kind: 'num', real: false, term: elems.reduce((a, b) => be.add(a, b), be.intVal(0n)) };
      };
      singles.push({ label: `sum(${f.name})`, measure: (p) => [sum(p)] });
      (sumParts.push(sum), sumLabels.push(`sum(${f.name})`));
    } else if (d.kind === 'array' && d.elem.kind === 'bool') {
      // a set marked element by element (node Kayles, drawn edges): the unmarked elements, or the marked
      const counting =
        (marked: boolean) =>
        (p: SymPos): NumSym => {
          const v = read(p);
          const one = (x: Sym): NumT => g.ctx.If(x.kind === 'bool' ? x.term : g.ctx.Bool.val(false), be.intVal(marked ? 1n : 0n), be.intVal(marked ? 0n : 1n)) as NumT;
          const elems = v.kind === 'array' ? v.elems.map(one) : [];
          return { kind: 'num', real: false, term: elems.reduce((a, b) => be.add(a, b), be.intVal(0n)) };
        };
      const k = d.length;
      singles.push({ label: `count(i ∈ 0..${k - 1}: ¬${f.name}[i])`, measure: (p) => [counting(false)(p)] });
      singles.push({ label: `count(i ∈ 0..${k - 1}: ${f.name}[i])`, measure: (p) => [counting(true)(p)] });
    }
  }
  const out: NamedMeasure[] = [];
  if (sumParts.length > 1) {
    out.push({ label: sumLabels.join(' + '), measure: (p) => [{ kind: 'num', real: false, term: sumParts.map((s) => s(p).term).reduce((a, b) => be.add(a, b)) }] });
  }
  out.push(...singles);
  const lexOrders = singles.length <= 3 ? permutations(singles) : [singles, [...singles].reverse()];
  for (const order of lexOrders) {
    if (order.length < 2) continue;
    out.push({ label: `(${order.map((m) => m.label).join(', ')}) lexicographically`, measure: (p) => order.flatMap((m) => m.measure(p)) });
  }
  return out.slice(0, 12);
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}
