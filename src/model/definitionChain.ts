// Stage: model. The longest chain of definitions each calling the next (d0 → d1 → … → dk), found
// without recursion: a stack overflow while loading or checking a file with such a chain is the
// chain's depth (ZM7004), and the error points at the chain's first definition instead of nowhere.
// Input: the file's definitions (typechecked or not: calls are matched by name). Output: the chain.

import type { Span } from '../diag/diagnostic.js';
import type { Diagnostic } from '../diag/diagnostic.js';
import { children } from '../lang/walk.js';
import type { Definition } from './model.js';

/** A chain at least this deep explains a stack overflow (shallower ones do not). */
export const DEEP_CHAIN = 200;

export interface DefinitionChain {
  /** the definitions' names, first caller first (at most a few are kept for the message) */
  readonly head: readonly string[];
  /** how many definitions the chain holds */
  readonly depth: number;
  /** the first definition's key */
  readonly span: Span;
}

/** The names of the other definitions `d` calls (its parameters shadow them). */
function callees(d: Definition, names: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const stack = [d.body];
  while (stack.length) {
    const e = stack.pop()!;
    const n = e.kind === 'name' ? e.name : e.kind === 'call' ? e.callee : undefined;
    if (n !== undefined && n !== d.name && names.has(n) && !d.params.includes(n)) found.add(n);
    stack.push(...children(e));
  }
  return [...found];
}

/** The longest acyclic chain of calls between definitions (a call back into the chain, recursion,
 *  is not followed), or undefined when there are no definitions. */
export function longestDefinitionChain(defines: readonly Definition[]): DefinitionChain | undefined {
  if (defines.length === 0) return undefined;
  const byName = new Map(defines.map((d) => [d.name, d]));
  const names = new Set(byName.keys());
  const calls = new Map(defines.map((d) => [d.name, callees(d, names)]));
  const depth = new Map<string, number>();
  const next = new Map<string, string | undefined>();
  const onPath = new Set<string>();
  // depth-first, post-order, with an explicit stack: a chain of 10^5 definitions must not overflow here
  for (const root of defines) {
    if (depth.has(root.name)) continue;
    const stack: { name: string; k: number }[] = [{ name: root.name, k: 0 }];
    onPath.add(root.name);
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const out = calls.get(top.name)!;
      if (top.k < out.length) {
        const callee = out[top.k++]!;
        if (!depth.has(callee) && !onPath.has(callee)) {
          onPath.add(callee);
          stack.push({ name: callee, k: 0 });
        }
        continue;
      }
      let best = 0;
      let via: string | undefined;
      for (const callee of out) {
        const d = depth.get(callee) ?? 0; // a callee on the path (recursion) adds nothing
        if (d > best) [best, via] = [d, callee];
      }
      depth.set(top.name, best + 1);
      next.set(top.name, via);
      onPath.delete(top.name);
      stack.pop();
    }
  }
  let first = defines[0]!;
  for (const d of defines) if (depth.get(d.name)! > depth.get(first.name)!) first = d;
  const head: string[] = [];
  for (let n: string | undefined = first.name; n !== undefined && head.length < 3; n = next.get(n)) head.push(n);
  return { head, depth: depth.get(first.name)!, span: first.span };
}

/** `overflow` (ZM7004) placed at the first definition of a chain deep enough to explain it. */
export function placeStackOverflow(overflow: Diagnostic, defines: readonly Definition[] | undefined): Diagnostic {
  let chain: DefinitionChain | undefined;
  try {
    chain = defines ? longestDefinitionChain(defines) : undefined;
  } catch {
    return overflow; // a body too deep to walk: the overflow stays unplaced
  }
  if (!chain || chain.depth < DEEP_CHAIN) return overflow;
  const names = chain.head.map((n) => `\`${n}\``).join(' → ');
  return {
    ...overflow,
    span: chain.span,
    message: `${overflow.message}: the definitions ${names} → … form a chain ${chain.depth} deep`,
    hint: `shorten the chain: merge definitions that only call the next one, or compute several steps in one expression`,
  };
}
