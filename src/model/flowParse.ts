// Stage: model. A lenient parser for YAML flow collections `{ … }` / `[ … ]` that holds expressions:
// inside a value, brackets of the expression language nest, so `{ for: k ∈ {1, 4}, if: k ≤ n }`,
// `[di ∈ {-1, 1}]` and `{ S: n mod 5 ∈ <0,2> }` mean what a reader expects (strict YAML splits them).
// Input: the file text and the offset of `{` or `[`. Output: a YNode (yamlTree.ts) and its end offset.

import type { Span } from '../diag/diagnostic.js';
import { flowScalarText } from './scalarFlow.js';
import type { YEntry, YNode, YScalar } from './yamlNode.js';

export interface FlowResult {
  node: YNode;
  end: number;
}

class FlowError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

export function parseFlow(source: string, start: number): FlowResult | { error: string; at: number } {
  try {
    const p = new FlowParser(source);
    const node = p.collection(start);
    return { node, end: node.span.end };
  } catch (e) {
    if (e instanceof FlowError) return { error: e.message, at: e.at };
    throw e;
  }
}

const CLOSE: Record<string, string> = { '{': '}', '[': ']', '(': ')', '<': '>' };

class FlowParser {
  constructor(private readonly src: string) {}

  /** Skips whitespace, line breaks and comments (`#` after whitespace). */
  ws(p: number): number {
    const s = this.src;
    while (p < s.length) {
      const c = s[p]!;
      if (c === ' ' || c === '\t' || c === '\n' || c === '\r') p++;
      else if (c === '#' && (p === 0 || /\s/.test(s[p - 1]!))) while (p < s.length && s[p] !== '\n') p++;
      else break;
    }
    return p;
  }

  collection(start: number): YNode {
    const open = this.src[start]!;
    const close = CLOSE[open]!;
    const entries: YEntry[] = [];
    const items: YNode[] = [];
    let p = this.ws(start + 1);
    while (this.src[p] !== close) {
      if (p >= this.src.length) throw new FlowError(`missing \`${close}\` to close this \`${open}\``, start);
      if (open === '{') {
        const key = this.node(p, close, true);
        if (key.node.kind !== 'scalar') throw new FlowError('a key must be a plain name', p);
        p = this.ws(key.end);
        let value: YNode = { kind: 'null', span: { start: key.end, end: key.end } };
        if (this.src[p] === ':') {
          const v = this.ws(p + 1);
          if (this.src[v] === ',' || this.src[v] === close) value = { kind: 'null', span: { start: p + 1, end: p + 1 } };
          else {
            const r = this.node(v, close, false);
            value = r.node;
            p = r.end;
          }
        }
        entries.push({ key: key.node.text, keyNode: key.node, value });
      } else {
        const r = this.node(p, close, false);
        items.push(r.node);
        p = r.end;
      }
      p = this.ws(p);
      if (this.src[p] === ',') p = this.ws(p + 1);
      else if (this.src[p] !== close) {
        if (p >= this.src.length) throw new FlowError(`missing \`${close}\` to close this \`${open}\``, start);
        throw new FlowError(`expected \`,\` or \`${close}\``, p);
      }
    }
    const span: Span = { start, end: p + 1 };
    return open === '{' ? { kind: 'map', entries, span } : { kind: 'seq', items, span };
  }

  /** One node of a collection: a nested collection, a quoted scalar or a plain (expression) scalar. */
  node(p: number, close: string, isKey: boolean): { node: YNode; end: number } {
    const c = this.src[p];
    if (c === '{' || c === '[') {
      const node = this.collection(p);
      const after = this.ws(node.span.end);
      const next = this.src[after];
      // `[4, 1, 2][n mod 12] = 0`: the collection was the start of an expression after all.
      if (next === ',' || next === close || (isKey && next === ':') || after >= this.src.length) {
        return { node, end: node.span.end };
      }
    } else if (c === '"' || c === "'") {
      const end = this.quotedEnd(p);
      return { node: this.scalar(p, end, c === '"' ? 'QUOTE_DOUBLE' : 'QUOTE_SINGLE'), end };
    }
    const end = this.plainEnd(p, close, isKey);
    if (end === p) return { node: { kind: 'null', span: { start: p, end: p } }, end };
    return { node: this.scalar(p, end, 'PLAIN'), end };
  }

  scalar(start: number, end: number, style: string): YScalar {
    let mapped;
    try {
      mapped = flowScalarText(this.src, start, end, style);
    } catch (e) {
      // a bad escape: leave the whole collection to yaml, which reports it
      throw new FlowError(e instanceof Error ? e.message : 'bad scalar', start);
    }
    return { kind: 'scalar', text: mapped.text, style, mapped, span: { start, end } };
  }

  quotedEnd(p: number): number {
    const q = this.src[p]!;
    for (let i = p + 1; i < this.src.length; i++) {
      const c = this.src[i];
      if (q === '"' && c === '\\') i++;
      else if (c === q) {
        if (q === "'" && this.src[i + 1] === "'") i++;
        else return i + 1;
      }
    }
    throw new FlowError(`missing closing ${q}`, p);
  }

  /**
   * The end of a plain scalar: the first `,` or closer outside the brackets of the expression (and,
   * for a key, the first `: `). `<0,2>` after ∈/∉/in nests like a bracket. Trailing blanks excluded.
   */
  plainEnd(p: number, close: string, isKey: boolean): number {
    const s = this.src;
    const stack: string[] = [];
    let i = p;
    let last = p; // just past the last non-blank character
    for (; i < s.length; i++) {
      const c = s[i]!;
      if (c === '#' && i > p && /\s/.test(s[i - 1]!)) break;
      if (stack.length === 0 && (c === ',' || c === close)) break;
      if (isKey && stack.length === 0 && c === ':' && /[\s,}\]]|^$/.test(s[i + 1] ?? '')) break;
      if (c === '(' || c === '[' || c === '{') stack.push(c);
      else if (c === '<' && afterMembership(s, p, i)) stack.push(c);
      else if (c === ')' || c === ']' || c === '}' || c === '>') {
        const top = stack[stack.length - 1];
        if (top !== undefined && CLOSE[top] === c) stack.pop();
        else if (c !== '>' && c !== ')') {
          // a closer that does not match: the expression is unbalanced; end at the collection's closer
          if (c === close) break;
        }
      }
      if (!/\s/.test(c)) last = i + 1;
    }
    return last;
  }
}

/** True when the `<` at i follows ∈, ∉ or the word `in` (a `<0,2>` set), not a comparison. */
function afterMembership(s: string, from: number, i: number): boolean {
  let j = i - 1;
  while (j >= from && /\s/.test(s[j]!)) j--;
  if (j < from) return false;
  if (s[j] === '∈' || s[j] === '∉') return true;
  return j - 1 >= from && s.slice(j - 1, j + 1) === 'in' && (j - 2 < from || !/[\p{L}\p{N}_]/u.test(s[j - 2]!));
}
