// Stage: lang. The expression AST. Every node carries a span in FILE offsets: the parser is given
// a map from the expression text's character index to the file offset (see model/scalarMap.ts).
// `type` and `ref` are filled in by typecheck; the parser leaves them undefined.

import type { Span } from '../diag/diagnostic.js';
import type { Type } from './types.js';

export type ArithOp = '+' | '-' | '*' | '/' | 'div' | 'mod';
export type LogicOp = 'and' | 'or' | 'implies' | 'iff';
export type CmpOp = '=' | '!=' | '<' | '<=' | '>' | '>=';

/** What a name refers to, decided by typecheck. */
export type Ref =
  | { kind: 'field'; name: string } // a state field of the position under consideration
  | { kind: 'param'; name: string } // a game parameter (params:)
  | { kind: 'binder'; name: string } // bound by for:, ∀/∃, count, or a definition's parameter
  | { kind: 'define'; name: string } // a 0-ary definition from define:
  | { kind: 'player'; name: string } // A / B (players:)
  | { kind: 'outcome'; name: 'safe' | 'fragile' | 'neutral' } // outcome constants in claims
  | { kind: 'start' }; // the start position (claims)

export interface Binder {
  name: string;
  domain: Expr; // a set, a range a..b, or an array
  span: Span;
}

interface NodeBase {
  span: Span;
  type?: Type;
  /** The node as written, when spec expanded it (a data-table access, model/dataTables.ts); the
   *  printer shows it. Non-enumerable: a copy `{ ...e }` (substitution) drops it, so a changed
   *  copy is never printed as the unchanged original. */
  readonly surface?: Expr;
}

export type Expr =
  | (NodeBase & { kind: 'int'; value: bigint }) // integer literal, exact
  | (NodeBase & { kind: 'real'; value: number; text: string }) // decimal literal such as 2.5
  | (NodeBase & { kind: 'bool'; value: boolean })
  | (NodeBase & { kind: 'name'; name: string; ref?: Ref })
  | (NodeBase & { kind: 'neg'; arg: Expr })
  | (NodeBase & { kind: 'not'; arg: Expr })
  | (NodeBase & { kind: 'arith'; op: ArithOp; left: Expr; right: Expr })
  | (NodeBase & { kind: 'xor'; left: Expr; right: Expr }) // a ⊕ b
  | (NodeBase & { kind: 'logic'; op: LogicOp; left: Expr; right: Expr })
  // a chain `1 ≤ j + di ≤ size`: ops.length === args.length - 1, meaning the conjunction of pairs
  | (NodeBase & { kind: 'cmp'; ops: CmpOp[]; args: Expr[] })
  | (NodeBase & { kind: 'in'; negated: boolean; elem: Expr; set: Expr })
  // `{0, 2}` (braces) or `<0,2>` (angle, only after ∈/∉)
  | (NodeBase & { kind: 'set'; style: 'braces' | 'angle'; elems: Expr[] })
  | (NodeBase & { kind: 'range'; lo: Expr; hi: Expr }) // a..b inclusive
  | (NodeBase & { kind: 'array'; elems: Expr[] }) // [4, 1, 2]
  | (NodeBase & { kind: 'index'; target: Expr; index: Expr }) // h[i]
  | (NodeBase & { kind: 'ite'; cond: Expr; then: Expr; else: Expr })
  | (NodeBase & { kind: 'quant'; quantifier: 'forall' | 'exists'; binders: Binder[]; body: Expr })
  | (NodeBase & { kind: 'count'; binders: Binder[]; body: Expr }) // count(i ∈ 0..2: h[i] = 1)
  // a comprehension `[[i, j] for i ∈ 0..n - 1, j ∈ i + 1..n - 1 if …]`: only the body of a data table
  // in `define:`, evaluated there once (model/computedTables.ts); nothing downstream sees one
  | (NodeBase & { kind: 'comp'; body: Expr; binders: Binder[]; filter?: Expr })
  // builtins (min, max, abs, floor, ceil, xor, bit, len, sum, count…), definitions with parameters,
  // and the oracles of claims (safe, fragile, neutral, outcome, grundy)
  | (NodeBase & {
      kind: 'call';
      callee: string;
      calleeSpan: Span;
      args: Expr[];
      ref?: { kind: 'builtin' | 'define' | 'oracle' };
    })
  // a position literal { n: 5, turn: A }
  | (NodeBase & { kind: 'record'; fields: { name: string; nameSpan: Span; value: Expr }[] });

export type ExprKind = Expr['kind'];
export type ExprOf<K extends ExprKind> = Extract<Expr, { kind: K }>;
