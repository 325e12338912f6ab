// Stage: lang. What the type checker reads (TypeEnv: fields, params, binders, definitions, players)
// and what the checks of names and calls (checkName.ts, checkCall.ts) need from the checker: in its
// own file so that those checks and typecheck.ts do not import each other.

import type { Code } from '../diag/codes.js';
import type { Span } from '../diag/diagnostic.js';
import type { Expr } from './ast.js';
import type { Type } from './types.js';

/** A definition from `define:` as the checker sees it: parameters are ints (see typecheckDefinitions). */
export interface DefinitionSig {
  name: string;
  params: { name: string; type: Type }[];
  result: Type;
  span: Span;
  /** the body (transitively) reads the current position's fields */
  usesFields: boolean;
}

export interface TypeEnv {
  file: string;
  /** state fields in state-layout order (records and positional oracle arguments follow it) */
  fields: Map<string, Type>;
  params: Map<string, Type>;
  binders: Map<string, Type>;
  defines: Map<string, DefinitionSig>;
  players?: [string, string];
  /** true only in claims: safe/fragile/neutral/outcome/grundy, `start` and outcome constants */
  oracles: boolean;
  /** true where there is no current position (claims): fields may only appear as record keys */
  noCurrentPosition?: boolean;
}

export function makeTypeEnv(file: string, parts: Partial<Omit<TypeEnv, 'file'>> = {}): TypeEnv {
  return {
    file,
    fields: parts.fields ?? new Map(),
    params: parts.params ?? new Map(),
    binders: parts.binders ?? new Map(),
    defines: parts.defines ?? new Map(),
    oracles: parts.oracles ?? false,
    ...(parts.players ? { players: parts.players } : {}),
    ...(parts.noCurrentPosition ? { noCurrentPosition: true } : {}),
  };
}

/** Local binders; a binder whose domain had an error maps to undefined (so uses stay silent). */
export type Scope = Map<string, Type | undefined>;

/** The checker as the checks of names and calls use it (typecheck.ts's Checker implements it). */
export interface ExprChecker {
  readonly env: TypeEnv;
  error(code: Code, message: string, span: Span, hint?: string): undefined;
  /** Infers e's type (undefined after an error). Sets are legal only where `setAllowed`. */
  infer(e: Expr, scope: Scope, setAllowed?: boolean): Type | undefined;
  /** Checks that e has a type usable as `want`; returns e's type. */
  expect(e: Expr, scope: Scope, want: Type, what?: string): Type | undefined;
  numeric(e: Expr, scope: Scope, op: string): Type | undefined;
  integer(e: Expr, scope: Scope, op: string): Type | undefined;
  /** The names visible here (binders, fields, params, definitions, players), for "did you mean". */
  visibleNames(scope: Scope): string[];
}
