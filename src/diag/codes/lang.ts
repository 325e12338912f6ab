// Diagnostic codes of the lang range (see ../codes.ts). Append only; never renumber.
// ZM2xxx: expression syntax (lexer, parser). ZM3xxx: names and types (typecheck).
import type { CodeInfo } from './codeInfo.js';

export const langCodes = [
  { code: 'ZM2001', title: 'unexpected character in an expression' },
  { code: 'ZM2002', title: 'unexpected token: something else was expected here' },
  { code: 'ZM2003', title: 'the expression ends too early' },
  { code: 'ZM2004', title: "an angle set '<0,2>' outside '∈' / '∉'" },
  { code: 'ZM2005', title: 'an unclosed parenthesis, bracket or brace' },
  { code: 'ZM2006', title: 'a malformed number literal' },
  { code: 'ZM2007', title: 'operators that do not combine without parentheses' },
  { code: 'ZM2008', title: "a malformed binder (expected 'name ∈ domain')" },
  { code: 'ZM2009', title: 'text after the end of the expression' },
  { code: 'ZM2010', title: 'an expression nested too deeply (parentheses, if-then-else, prefix operators, long operator chains)' },
  { code: 'ZM3001', title: 'unknown name' },
  { code: 'ZM3002', title: 'type mismatch' },
  { code: 'ZM3003', title: 'wrong number of arguments' },
  { code: 'ZM3004', title: 'unknown function' },
  { code: 'ZM3005', title: 'unbounded quantifier, count or binder (the domain must be a set, a range or an array)' },
  { code: 'ZM3006', title: 'a set used outside ∈ / ∉ or a binder domain' },
  { code: 'ZM3007', title: 'a claim oracle (safe, fragile, neutral, outcome, grundy, start) outside claims' },
  { code: 'ZM3008', title: 'a bad position record (unknown, missing or duplicate field)' },
  { code: 'ZM3009', title: 'the type of a (recursive) definition cannot be inferred' },
  { code: 'ZM3010', title: 'a name bound twice in the same binder list' },
  { code: 'ZM3011', title: 'an operator applied to a type it does not support' },
  { code: 'ZM3012', title: 'a constant index outside an array' },
  { code: 'ZM3013', title: 'a name used as a function, or a function used as a value' },
  { code: 'ZM3014', title: 'a duplicate or invalid definition' },
  { code: 'ZM3015', title: 'an integer literal outside the safe range ±(2^53 − 1) (no longer raised: integers are exact at any size)' },
  { code: 'ZM3016', title: 'a malformed data table (rows of integer literals) in define, or more entries than --max-table-entries (default 20 000)' },
  { code: 'ZM3017', title: 'a data table or one of its rows used where only its entries, lengths or members can be' },
  { code: 'ZM3018', title: 'a constant row or index outside a data table' },
] as const satisfies readonly CodeInfo[];
