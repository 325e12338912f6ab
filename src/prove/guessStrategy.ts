// Stage: prove. A strategy for condition I when the file gives none. "Some move leads into S" is an
// existential Z3 must instantiate itself, which it rarely manages through xor (Nim without
// proof.strategy timed out). When S reads `E = 0` with E a nim-sum, Bouton's move is the natural
// witness: a heap x with x ⊕ E < x goes to x ⊕ E. The guess is only a hint: the strategy obligation
// checks that each case names a legal move into S, and when it is not proved the plain existential
// runs as before (runPlan's fallback). Input: the spec. Output: the cases, typechecked by reloading
// the file with them added under proof.strategy, or undefined.

import { isMap, parseDocument } from 'yaml';
import type { Expr } from '../lang/ast.js';
import { printExpr } from '../lang/print.js';
import { loadSpec } from '../spec/loadSpec.js';
import type { Spec, StrategyCase } from '../spec/model.js';

const cache = new WeakMap<Spec, StrategyCase[] | null>();

export function guessedStrategy(spec: Spec): StrategyCase[] | undefined {
  let cases = cache.get(spec);
  if (cases === undefined) cache.set(spec, (cases = guess(spec) ?? null));
  return cases ?? undefined;
}

function guess(spec: Spec): StrategyCase[] | undefined {
  if (!spec.game.impartial || spec.game.play !== 'normal' || spec.proof?.strategy?.length) return undefined;
  const nimSum = nimSumOf(spec, spec.conjecture?.safe);
  if (!nimSum) return undefined;
  const heaps: string[] = [];
  for (const f of spec.game.state) {
    if (f.domain.kind === 'nat' || f.domain.kind === 'int' || f.domain.kind === 'range') heaps.push(f.name);
    else if (f.domain.kind === 'array' && f.domain.elem.kind !== 'bool') for (let i = 0; i < f.domain.length; i++) heaps.push(`${f.name}[${i}]`);
  }
  if (heaps.length === 0 || heaps.length > 16) return undefined;
  const e = `(${printExpr(nimSum)})`;
  const strategy = heaps.map((x) => ({ when: `(${x} ⊕ ${e}) < ${x}`, move: { [x]: `${x} ⊕ ${e}` } }));
  // Reload the file with the cases added, so that they are parsed and typechecked like a user's.
  const doc = parseDocument(spec.source);
  if (doc.errors.length > 0 || !isMap(doc.contents)) return undefined;
  const proof = doc.get('proof');
  if (proof !== undefined && !isMap(proof)) return undefined;
  doc.setIn(['proof', 'strategy'], strategy);
  const reloaded = loadSpec(spec.file, doc.toString({ lineWidth: 0 }));
  if (!reloaded.value || reloaded.diagnostics.some((d) => d.severity === 'error')) return undefined;
  const cases = reloaded.value.proof?.strategy;
  return cases && cases.length === heaps.length ? cases : undefined;
}

/** E when S is `E = 0` or `0 = E` and E is a nim-sum (⊕, xor(…), or a definition that is one). */
function nimSumOf(spec: Spec, s: Expr | undefined): Expr | undefined {
  if (!s || s.kind !== 'cmp' || s.ops.length !== 1 || s.ops[0] !== '=') return undefined;
  const [a, b] = s.args as [Expr, Expr];
  const zero = (x: Expr): boolean => x.kind === 'int' && x.value === 0n;
  const e = zero(b) ? a : zero(a) ? b : undefined;
  return e && isNimSum(spec, e, 0) ? e : undefined;
}

function isNimSum(spec: Spec, e: Expr, depth: number): boolean {
  if (depth > 20) return false;
  if (e.kind === 'xor') return true;
  if (e.kind === 'call' && e.callee === 'xor' && e.ref?.kind === 'builtin') return true;
  if (e.kind === 'name' && e.ref?.kind === 'define') {
    const d = spec.defines.find((x) => x.name === e.name && x.params.length === 0);
    return d !== undefined && isNimSum(spec, d.body, depth + 1);
  }
  return false;
}
