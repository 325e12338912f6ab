// Stage: lang. The parser: expression text (a YAML scalar's content) → Expr with FILE-offset spans.
// Input: the text, the file name and offsetMap (char index → file offset). Output: Result<Expr>.
// Recursive descent, one function per precedence level (lowest first); `if` and quantifiers are
// primaries whose last part extends as far right as possible. See docs in format.md §3.
// Nesting is capped (nestingLimit.ts, ZM2010) so that no later stage overflows the JS stack.

import type { Diagnostic, Result, Span } from '../diag/diagnostic.js';
import type { Binder, CmpOp, Expr } from './ast.js';
import { SyntaxProblem, tokenize, type Token } from './lexer.js';
import { MAX_EXPR_DEPTH, MAX_NESTING, tooDeep } from './nestingLimit.js';
import { OPENERS, TokenStream, describe } from './tokenStream.js';
import { DIFFERENCE, SIZE, UNION } from './setSyntax.js';

const CMP_OPS = new Set(['=', '!=', '<', '<=', '>', '>=']);

class Parser extends TokenStream {
  private nesting = 0;
  /** Runs one nested level of the grammar; more than MAX_NESTING levels is a ZM2010 error. */
  private deeper<T>(sub: () => T): T {
    if (++this.nesting > MAX_NESTING) {
      this.fail(
        'ZM2010',
        `expression nested too deeply: more than ${MAX_NESTING} levels of parentheses, brackets, if-then-else or prefix operators`,
        this.peek(),
        'split it into definitions (define:)',
      );
    }
    const e = sub();
    this.nesting--;
    return e;
  }
  parseTop(): Expr {
    const e = this.parseExpr();
    this.expectEnd();
    return e;
  }
  parseExpr(): Expr {
    return this.deeper(() => this.parseIff());
  }
  private binaryLeft(ops: string[], sub: () => Expr, build: (op: string, l: Expr, r: Expr, s: number) => Expr): Expr {
    const s = this.peek().start;
    let left = sub();
    while (this.peek().kind === 'op' && ops.includes(this.peek().value)) {
      const op = this.next().value;
      const right = sub();
      left = build(op, left, right, s);
    }
    return left;
  }
  parseIff(): Expr {
    return this.binaryLeft(
      ['iff'],
      () => this.parseImplies(),
      (_op, left, right, s) => this.node(s, { kind: 'logic', op: 'iff', left, right }),
    );
  }
  parseImplies(): Expr {
    const s = this.peek().start;
    const left = this.parseOr();
    if (!this.isOp('implies')) return left;
    this.next();
    const right = this.deeper(() => this.parseImplies()); // right-associative
    return this.node(s, { kind: 'logic', op: 'implies', left, right });
  }
  parseOr(): Expr {
    return this.binaryLeft(
      ['or'],
      () => this.parseAnd(),
      (_op, left, right, s) => this.node(s, { kind: 'logic', op: 'or', left, right }),
    );
  }
  parseAnd(): Expr {
    return this.binaryLeft(
      ['and'],
      () => this.parseNot(),
      (_op, left, right, s) => this.node(s, { kind: 'logic', op: 'and', left, right }),
    );
  }
  parseNot(): Expr {
    if (!this.isOp('not') || this.isOp('in', 1)) return this.parseCmp();
    const s = this.next().start;
    const arg = this.deeper(() => this.parseNot());
    return this.node(s, { kind: 'not', arg });
  }
  private atIn(): 'in' | 'notin' | undefined {
    if (this.isOp('in')) return 'in';
    if (this.isOp('notin')) return 'notin';
    if (this.isOp('not') && this.isOp('in', 1)) return 'notin';
    return undefined;
  }
  parseCmp(): Expr {
    const s = this.peek().start;
    const first = this.parseRange();
    let result = first;
    const inOp = this.atIn();
    if (inOp) {
      if (this.next().value === 'not') this.next();
      const set = this.parseSetOperand();
      result = this.node(s, { kind: 'in', negated: inOp === 'notin', elem: first, set });
    } else if (this.peek().kind === 'op' && CMP_OPS.has(this.peek().value)) {
      const ops: CmpOp[] = [];
      const args = [first];
      while (this.peek().kind === 'op' && CMP_OPS.has(this.peek().value)) {
        ops.push(this.next().value as CmpOp);
        args.push(this.parseRange());
      }
      result = this.node(s, { kind: 'cmp', ops, args });
    } else return first;
    const t = this.peek();
    if (this.atIn() || (t.kind === 'op' && CMP_OPS.has(t.value))) {
      this.fail('ZM2007', `${describe(t)} cannot follow ${result.kind === 'in' ? "'∈'" : 'a comparison'} without parentheses`, t, 'add parentheses, e.g. (x ∈ S) = b');
    }
    return result;
  }
  /** After ∈ / ∉ and in binders: an angle set <0,2>, or anything at range level. */
  parseSetOperand(): Expr {
    if (!this.isOp('<')) return this.parseRange();
    const open = this.next();
    const elems: Expr[] = [];
    if (this.isOp('>')) this.fail('ZM2002', "an angle set needs at least one element, e.g. '<0,2>'");
    for (;;) {
      elems.push(this.parseXor());
      if (this.isOp(',')) {
        this.next();
        continue;
      }
      if (this.isOp('>')) break;
      const t = this.peek();
      throw new SyntaxProblem(t.kind === 'eof' ? 'ZM2005' : 'ZM2002', `expected ',' or '>' in the set '<…>', found ${describe(t)}`, t.start, t.end, undefined, {
        message: "the '<' opened here",
        start: open.start,
        end: open.end,
      });
    }
    this.next();
    return this.node(open.start, { kind: 'set', style: 'angle', elems });
  }
  parseRange(): Expr {
    const s = this.peek().start;
    const lo = this.parseXor();
    if (!this.isOp('..')) return lo;
    this.next();
    const hi = this.parseXor();
    if (this.isOp('..')) this.fail('ZM2007', "a range has two bounds: 'a..b..c' is not allowed");
    return this.node(s, { kind: 'range', lo, hi });
  }
  parseXor(): Expr {
    return this.binaryLeft(
      ['xor', 'union', 'setminus'],
      () => this.parseAdd(),
      // `s ∪ {e}`, `s ∖ {e}` (a bool[k] field and a set): calls the model desugars (model/setOperations.ts)
      (op, left, right, s) =>
        op === 'xor'
          ? this.node(s, { kind: 'xor', left, right })
          : this.node(s, { kind: 'call', callee: op === 'union' ? UNION : DIFFERENCE, calleeSpan: { start: left.span.end, end: right.span.start }, args: [left, right] }),
    );
  }
  parseAdd(): Expr {
    return this.binaryLeft(
      ['+', '-'],
      () => this.parseMul(),
      (op, left, right, s) => this.node(s, { kind: 'arith', op: op as '+' | '-', left, right }),
    );
  }
  parseMul(): Expr {
    return this.binaryLeft(
      ['*', '/', 'div', 'mod'],
      () => this.parseUnary(),
      (op, left, right, s) => this.node(s, { kind: 'arith', op: op as '*' | '/' | 'div' | 'mod', left, right }),
    );
  }
  parseUnary(): Expr {
    const s = this.peek().start;
    if (!this.isOp('-')) return this.parsePostfix(this.parsePrimary(), s);
    this.next();
    const lit = this.peek();
    // `-7` is one literal (so that -7 mod 5 reads as the book writes it)
    if (lit.kind === 'int' || lit.kind === 'real') {
      this.next();
      const e: Expr = lit.kind === 'int' ? this.node(s, { kind: 'int', value: -BigInt(lit.value) }) : this.node(s, { kind: 'real', value: -Number(lit.value), text: `-${lit.value}` });
      return this.parsePostfix(e, s);
    }
    const arg = this.deeper(() => this.parseUnary());
    return this.node(s, { kind: 'neg', arg });
  }
  parsePostfix(target: Expr, s: number): Expr {
    let e = target;
    while (this.isOp('[')) {
      const open = this.next();
      const index = this.parseExpr();
      this.close(open);
      e = this.node(s, { kind: 'index', target: e, index });
    }
    return e;
  }
  parsePrimary(): Expr {
    const t = this.peek();
    if (t.kind === 'int') {
      this.next();
      return this.node(t.start, { kind: 'int', value: BigInt(t.value) });
    }
    if (t.kind === 'real') {
      this.next();
      return this.node(t.start, { kind: 'real', value: Number(t.value), text: t.value });
    }
    if (t.kind === 'name') return this.parseNameOrCall();
    if (t.kind === 'eof') this.fail('ZM2003', 'the expression ends too early: expected a value');
    switch (t.value) {
      case 'true':
      case 'false':
        this.next();
        return this.node(t.start, { kind: 'bool', value: t.value === 'true' });
      case 'xor':
        if (this.isOp('(', 1)) return this.parseNameOrCall();
        break;
      case '(': {
        this.next();
        const inner = this.parseExpr();
        this.close(t);
        return inner;
      }
      case '[':
        return this.parseArray();
      case '|': {
        // |s|: the number of elements of a set (a bool[k] field), desugared by the model
        this.next();
        const arg = this.parseExpr();
        const end = this.peek();
        this.expectOp('|', "expected '|' to close the size |…|", 'write |s| for the number of elements of the set s');
        return this.node(t.start, { kind: 'call', callee: SIZE, calleeSpan: this.sp(t.start, end.end), args: [arg] });
      }
      case '{':
        return this.parseBraces();
      case 'if':
        return this.parseIf();
      case 'forall':
      case 'exists':
        return this.parseQuant();
      case '<':
        return this.angleOutsideIn();
      case 'not':
        this.fail('ZM2007', `'${t.text}' cannot appear inside an operand without parentheses`, t, `write (${t.text} …)`);
    }
    return this.fail('ZM2002', `expected a value, found ${describe(t)}`, t);
  }
  private angleOutsideIn(): never {
    const open = this.peek();
    let k = 1;
    while (this.peek(k).kind !== 'eof' && !this.isOp('>', k)) k++;
    const end = this.isOp('>', k) ? this.peek(k).end : open.end;
    throw new SyntaxProblem('ZM2004', "'<0,2>' sets are only allowed after ∈ or ∉", open.start, end, 'write a brace set such as {0, 2}');
  }
  private parseList(open: Token, item: () => Expr): Expr[] {
    const items: Expr[] = [];
    const closer = OPENERS[open.value]!;
    if (this.isOp(closer)) {
      this.next();
      return items;
    }
    for (;;) {
      items.push(item());
      if (!this.isOp(',')) break;
      this.next();
    }
    this.close(open);
    return items;
  }
  private parseArray(): Expr {
    const open = this.next();
    if (this.isOp(']')) {
      this.next();
      return this.node(open.start, { kind: 'array', elems: [] });
    }
    const first = this.parseExpr();
    if (this.peek().kind === 'name' && this.peek().value === 'for') return this.parseComprehension(open, first);
    const elems = [first];
    while (this.isOp(',')) {
      this.next();
      elems.push(this.parseExpr());
    }
    this.close(open);
    return this.node(open.start, { kind: 'array', elems });
  }
  /** `[body for i ∈ D, j ∈ E if cond]`, after the body: the binders nest left to right. */
  private parseComprehension(open: Token, body: Expr): Expr {
    this.next();
    const binders = this.parseBinderList("'for'");
    let filter: Expr | undefined;
    if (this.isOp('if')) {
      this.next();
      filter = this.parseExpr();
    }
    this.close(open);
    return this.node(open.start, filter ? { kind: 'comp', body, binders, filter } : { kind: 'comp', body, binders });
  }
  private parseBraces(): Expr {
    const open = this.next();
    if (this.peek().kind === 'name' && this.isOp(':', 1)) {
      const fields: { name: string; nameSpan: Span; value: Expr }[] = [];
      for (;;) {
        const nameTok = this.peek();
        if (nameTok.kind !== 'name') this.fail('ZM2002', `expected a field name in the position record, found ${describe(nameTok)}`);
        this.next();
        this.expectOp(':', `expected ':' after the field name '${nameTok.text}'`);
        fields.push({ name: nameTok.value, nameSpan: this.sp(nameTok.start, nameTok.end), value: this.parseExpr() });
        if (!this.isOp(',')) break;
        this.next();
      }
      this.close(open);
      return this.node(open.start, { kind: 'record', fields });
    }
    const elems = this.parseList(open, () => this.parseExpr());
    return this.node(open.start, { kind: 'set', style: 'braces', elems });
  }
  private parseIf(): Expr {
    const s = this.next().start;
    const cond = this.parseExpr();
    this.expectOp('then', "expected 'then' after the condition of 'if'");
    const then = this.parseExpr();
    this.expectOp('else', "expected 'else' after the 'then' branch", "'if c then x else y' always needs an else branch");
    const otherwise = this.parseExpr();
    return this.node(s, { kind: 'ite', cond, then, else: otherwise });
  }
  private parseQuant(): Expr {
    const q = this.next();
    const sym = q.value === 'forall' ? '∀' : '∃';
    const binders = this.parseBinderList(sym);
    this.expectOp(':', `expected ':' after the binder of ${sym}`, `e.g. ${sym} i ∈ 0..2: h[i] > 0`);
    const body = this.parseExpr();
    return this.node(q.start, { kind: 'quant', quantifier: q.value as 'forall' | 'exists', binders, body });
  }
  parseBinderList(what: string): Binder[] {
    const binders = [this.parseBinder(what)];
    while (this.isOp(',')) {
      this.next();
      binders.push(this.parseBinder(what));
    }
    return binders;
  }
  parseBinder(what: string): Binder {
    const name = this.peek();
    if (name.kind !== 'name') this.fail(name.kind === 'eof' ? 'ZM2003' : 'ZM2008', `expected a binder name after ${what}, found ${describe(name)}`);
    this.next();
    if (!this.atIn()) {
      this.fail(
        'ZM2008',
        `expected '∈' after the binder '${name.text}', found ${describe(this.peek())}`,
        this.peek(),
        `binders are bounded: ${name.text} ∈ 0..n, ${name.text} ∈ {1, 4} or ${name.text} ∈ h`,
      );
    }
    if (!this.isOp('in')) this.fail('ZM2008', `a binder ranges over its domain: write '${name.text} ∈ …', not '∉'`);
    this.next();
    const domain = this.parseSetOperand();
    return { name: name.value, domain, span: this.sp(name.start, this.lastEnd) };
  }
  private parseNameOrCall(): Expr {
    const t = this.next();
    if (!this.isOp('(')) return this.node(t.start, { kind: 'name', name: t.value });
    const open = this.next();
    if (t.value === 'count' && this.peek().kind === 'name' && (this.isOp('in', 1) || this.isOp('notin', 1))) {
      const binders = this.parseBinderList('count(');
      this.expectOp(':', "expected ':' after the binder of count", 'e.g. count(i ∈ 0..2: h[i] = 1)');
      const body = this.parseExpr();
      this.close(open);
      return this.node(t.start, { kind: 'count', binders, body });
    }
    const args = this.parseList(open, () => this.parseExpr());
    return this.node(t.start, { kind: 'call', callee: t.value, calleeSpan: this.sp(t.start, t.end), args });
  }
}

function run<T>(text: string, file: string, offsetMap: (i: number) => number, go: (p: Parser) => T): Result<T> {
  try {
    const p = new Parser(tokenize(text), offsetMap);
    const value = go(p);
    const roots = Array.isArray(value) ? (value as Binder[]).map((b) => b.domain) : [value as Expr];
    for (const root of roots) {
      const deep = tooDeep(root);
      if (deep) {
        const message = `expression nested too deeply: more than ${MAX_EXPR_DEPTH} levels of operators (a chain a + b + … counts one level per operator)`;
        return { diagnostics: [{ code: 'ZM2010', severity: 'error', message, file, span: deep.span, hint: 'split it into definitions (define:)' }] };
      }
    }
    return { value, diagnostics: [] };
  } catch (err) {
    if (!(err instanceof SyntaxProblem)) throw err;
    const p = new Parser([], offsetMap);
    const d: Diagnostic = { code: err.code, severity: 'error', message: err.message, file, span: p.sp(err.start, err.end) };
    if (err.hint) d.hint = err.hint;
    if (err.related) d.related = [{ message: err.related.message, file, span: p.sp(err.related.start, err.related.end) }];
    return { diagnostics: [d] };
  }
}

/** Parses one expression; spans are file offsets through offsetMap (char index → file offset). */
export function parseExpr(text: string, file: string, offsetMap: (i: number) => number): Result<Expr> {
  return run(text, file, offsetMap, (p) => p.parseTop());
}

/** `parseExpr` for text that starts at file offset `base` and contains no escapes. */
export function parseExprAt(text: string, file: string, base = 0): Result<Expr> {
  return parseExpr(text, file, (i) => base + i);
}

/** Parses the `for:` key of a move: `k ∈ {1, 4}`, `i ∈ 0..2, k ∈ 1..h[i]`. */
export function parseBinders(text: string, file: string, offsetMap: (i: number) => number): Result<Binder[]> {
  return run(text, file, offsetMap, (p) => {
    const binders = p.parseBinderList('for:');
    p.expectEnd();
    return binders;
  });
}

/** `parseBinders` for text at file offset `base`. */
export function parseBindersAt(text: string, file: string, base = 0): Result<Binder[]> {
  return parseBinders(text, file, (i) => base + i);
}
