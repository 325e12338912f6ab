// Stage: lang (parser). The token stream under the grammar: lookahead, consuming, `expected …`
// errors, bracket matching with the opener as related information, and node construction with
// FILE-offset spans (char index → offsetMap). Input: tokens; output: spans and SyntaxProblems.

import type { Code } from '../diag/codes.js';
import type { Span } from '../diag/diagnostic.js';
import type { Expr, ExprKind, ExprOf } from './ast.js';
import { SyntaxProblem, type Token } from './lexer.js';

/** The fields of some node kind, without its span (which `node` computes). */
export type NodeFields = { [K in ExprKind]: Omit<ExprOf<K>, 'span'> }[ExprKind];

export const OPENERS: Record<string, string> = { '(': ')', '[': ']', '{': '}' };

export function describe(t: Token): string {
  return t.kind === 'eof' ? 'the end of the expression' : `'${t.text}'`;
}

export class TokenStream {
  protected pos = 0;
  protected lastEnd = 0;
  constructor(
    private readonly toks: Token[],
    private readonly offsetMap: (i: number) => number,
  ) {}

  /** File span of the characters [start, end) of the text. */
  sp(start: number, end: number): Span {
    return { start: this.offsetMap(start), end: end > start ? this.offsetMap(end - 1) + 1 : this.offsetMap(start) };
  }
  peek(k = 0): Token {
    return this.toks[Math.min(this.pos + k, this.toks.length - 1)]!;
  }
  isOp(value: string, k = 0): boolean {
    const t = this.peek(k);
    return t.kind === 'op' && t.value === value;
  }
  next(): Token {
    const t = this.peek();
    if (t.kind !== 'eof') this.pos++;
    this.lastEnd = t.end;
    return t;
  }
  fail(code: Code, message: string, t: Token = this.peek(), hint?: string): never {
    throw new SyntaxProblem(code, message, t.start, t.end, hint);
  }
  expectOp(value: string, message: string, hint?: string): Token {
    if (this.isOp(value)) return this.next();
    const t = this.peek();
    return this.fail(t.kind === 'eof' ? 'ZM2003' : 'ZM2002', `${message}, found ${describe(t)}`, t, hint);
  }
  close(open: Token): void {
    const closer = OPENERS[open.value]!;
    if (this.isOp(closer)) {
      this.next();
      return;
    }
    const t = this.peek();
    throw new SyntaxProblem(
      t.kind === 'eof' ? 'ZM2005' : 'ZM2002',
      t.kind === 'eof' ? `'${open.text}' is never closed: expected '${closer}'` : `expected '${closer}' to close the '${open.text}', found ${describe(t)}`,
      t.start,
      t.end,
      undefined,
      { message: `the '${open.text}' opened here`, start: open.start, end: open.end },
    );
  }
  node(start: number, fields: NodeFields): Expr {
    return { ...fields, span: this.sp(start, this.lastEnd) } as Expr;
  }

  expectEnd(): void {
    const t = this.peek();
    if (t.kind === 'eof') return;
    if (t.kind === 'op' && [')', ']', '}'].includes(t.value)) this.fail('ZM2009', `unmatched '${t.text}'`, t);
    // `a | b`: a bar is the size of a set, |s|, never an operator
    if (t.kind === 'op' && t.value === '|') this.fail('ZM2001', "unexpected character '|'", t, "did you mean '||' or '∨'? (|s| is the number of elements of a set)");
    this.fail('ZM2009', `unexpected ${describe(t)} after the end of the expression`, t, 'an operator may be missing');
  }
}
