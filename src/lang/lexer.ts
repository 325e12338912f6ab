// Stage: lang. The lexer: expression text → tokens with character indices (not yet file offsets).
// Every ASCII and Unicode spelling of format.md §3 is mapped to one canonical operator, so the parser
// never sees `&&` vs `∧`. Errors are thrown as SyntaxProblem and turned into diagnostics by the parser.

import type { Code } from '../diag/codes.js';

export type TokenKind = 'int' | 'real' | 'name' | 'op' | 'eof';

export interface Token {
  kind: TokenKind;
  /** canonical operator ('and', '<=', 'forall', …), the name, or the literal's digits */
  value: string;
  /** the text as written (for messages) */
  text: string;
  start: number; // char index in the expression text
  end: number; // exclusive
}

/** A syntax problem at character indices [start, end) of the text; the parser adds the file. */
export class SyntaxProblem extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly start: number,
    readonly end: number,
    readonly hint?: string,
    readonly related?: { message: string; start: number; end: number },
  ) {
    super(message);
  }
}

const KEYWORDS: Record<string, string> = {
  and: 'and',
  or: 'or',
  not: 'not',
  in: 'in',
  xor: 'xor',
  div: 'div',
  mod: 'mod',
  if: 'if',
  then: 'then',
  else: 'else',
  forall: 'forall',
  exists: 'exists',
  true: 'true',
  false: 'false',
};

// Longest spellings first: the lexer takes the first that matches at the current position.
const SYMBOLS: [string, string][] = [
  ['<=>', 'iff'],
  ['==', '='],
  ['!=', '!='],
  ['<=', '<='],
  ['>=', '>='],
  ['=>', 'implies'],
  ['&&', 'and'],
  ['||', 'or'],
  ['..', '..'],
  ['∧', 'and'],
  ['∨', 'or'],
  ['¬', 'not'],
  ['!', 'not'],
  ['⇒', 'implies'],
  ['→', 'implies'],
  ['⇔', 'iff'],
  ['↔', 'iff'],
  ['=', '='],
  ['≠', '!='],
  ['≤', '<='],
  ['≥', '>='],
  ['<', '<'],
  ['>', '>'],
  ['∈', 'in'],
  ['∉', 'notin'],
  ['⊕', 'xor'],
  ['∪', 'union'],
  ['∖', 'setminus'],
  ['\\', 'setminus'],
  ['|', '|'],
  ['∀', 'forall'],
  ['∃', 'exists'],
  ['+', '+'],
  ['-', '-'],
  ['−', '-'],
  ['*', '*'],
  ['/', '/'],
  ['(', '('],
  [')', ')'],
  ['[', '['],
  [']', ']'],
  ['{', '{'],
  ['}', '}'],
  [',', ','],
  [':', ':'],
];

const NAME_START = /[\p{L}_]/u;
const NAME_PART = /[\p{L}\p{N}_]/u;
const DIGIT = /[0-9]/;

/** How each canonical operator is printed (the canonical Unicode spelling). */
export const CANONICAL: Record<string, string> = {
  and: '∧',
  or: '∨',
  not: '¬',
  implies: '⇒',
  iff: '⇔',
  in: '∈',
  notin: '∉',
  xor: '⊕',
  forall: '∀',
  exists: '∃',
  '!=': '≠',
  '<=': '≤',
  '>=': '≥',
};

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const start = i;
    if (DIGIT.test(c)) {
      while (i < text.length && DIGIT.test(text[i]!)) i++;
      // `1.5` is a real; `0..2` is an int followed by '..'
      if (text[i] === '.' && text[i + 1] !== '.') {
        i++;
        if (!DIGIT.test(text[i] ?? '')) {
          throw new SyntaxProblem('ZM2006', `expected digits after the decimal point in '${text.slice(start, i)}'`, start, i);
        }
        while (i < text.length && DIGIT.test(text[i]!)) i++;
        tokens.push({ kind: 'real', value: text.slice(start, i), text: text.slice(start, i), start, end: i });
      } else {
        tokens.push({ kind: 'int', value: text.slice(start, i), text: text.slice(start, i), start, end: i });
      }
      if (i < text.length && NAME_START.test(text[i]!)) {
        throw new SyntaxProblem('ZM2006', `a number cannot be followed directly by a letter: '${text.slice(start, i + 1)}'`, start, i + 1, 'write the multiplication explicitly, e.g. 2 * n');
      }
      continue;
    }
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    if (NAME_START.test(ch)) {
      i += ch.length;
      while (i < text.length) {
        const next = String.fromCodePoint(text.codePointAt(i)!);
        if (!NAME_PART.test(next)) break;
        i += next.length;
      }
      const word = text.slice(start, i);
      const kw = KEYWORDS[word];
      tokens.push({ kind: kw ? 'op' : 'name', value: kw ?? word, text: word, start, end: i });
      continue;
    }
    const sym = SYMBOLS.find(([s]) => text.startsWith(s, i));
    if (sym) {
      i += sym[0].length;
      tokens.push({ kind: 'op', value: sym[1], text: sym[0], start, end: i });
      continue;
    }
    const hints: Record<string, string> = {
      '|': "did you mean '||' or '∨'?",
      '&': "did you mean '&&' or '∧'?",
      '%': "use 'mod' (Euclidean: -7 mod 5 = 3)",
      '^': "use '⊕' or 'xor' for the nim-sum; there is no power operator",
      '≡': "write 'a mod m = b mod m'",
    };
    throw new SyntaxProblem('ZM2001', `unexpected character '${ch}'`, start, start + ch.length, hints[ch]);
  }
  tokens.push({ kind: 'eof', value: 'eof', text: '', start: text.length, end: text.length });
  return tokens;
}
