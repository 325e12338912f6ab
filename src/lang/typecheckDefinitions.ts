// Stage: lang (type checker). The `define:` section: definitions → signatures + diagnostics.
// Parameters are integers (the language has no parameter annotations; a body using one otherwise gets
// a type error). Result types are inferred: definitions are checked in dependency order (strongly
// connected components first-to-last); a recursive component is checked under each candidate result
// type (int, bool, real, player) and the first consistent assignment wins — so a base case decides.

import type { Diagnostic, Span } from '../diag/diagnostic.js';
import type { Expr } from './ast.js';
import { BOOL, INT, PLAYER, REAL, type Type } from './types.js';
import { assignable } from './typeRules.js';
import { visit } from './walk.js';
import { isReservedFunction, OUTCOME_CONSTANTS } from './builtins.js';
import { Checker } from './typecheck.js';
import type { DefinitionSig, TypeEnv } from './typeEnv.js';

/** A definition as spec hands it over (structurally the same as spec's Definition). */
export interface DefinitionInput {
  name: string;
  params: string[];
  body: Expr;
  span: Span;
}

const CANDIDATES: Type[] = [INT, BOOL, REAL, PLAYER];

/** Strongly connected components of the "refers to" graph, dependencies before dependents. */
function components(defs: DefinitionInput[], deps: Map<string, Set<string>>): DefinitionInput[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const byName = new Map(defs.map((d) => [d.name, d]));
  const out: DefinitionInput[][] = [];
  const strong = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of deps.get(v) ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const comp: DefinitionInput[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(byName.get(w)!);
      } while (w !== v);
      out.push(comp);
    }
  };
  for (const d of defs) if (!index.has(d.name)) strong(d.name);
  return out;
}

function referencedDefines(d: DefinitionInput, names: Set<string>): Set<string> {
  const found = new Set<string>();
  visit(d.body, (e) => {
    const n = e.kind === 'name' ? e.name : e.kind === 'call' ? e.callee : undefined;
    if (n !== undefined && names.has(n) && !d.params.includes(n)) found.add(n);
  });
  return found;
}

export function typecheckDefinitions(defs: readonly DefinitionInput[], env: TypeEnv): { sigs: Map<string, DefinitionSig>; env: TypeEnv; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const err = (message: string, span: Span, hint?: string): void => {
    diagnostics.push({ code: 'ZM3014', severity: 'error', message, file: env.file, span, ...(hint ? { hint } : {}) });
  };
  const accepted: DefinitionInput[] = [];
  const seen = new Set<string>();
  for (const d of defs) {
    const clash = env.fields.has(d.name) ? 'a state field' : env.params.has(d.name) ? 'a game parameter' : env.players?.includes(d.name) ? 'a player' : undefined;
    if (seen.has(d.name)) err(`'${d.name}' is defined twice`, d.span);
    else if (isReservedFunction(d.name)) err(`'${d.name}' is a built-in function and cannot be redefined`, d.span, 'choose another name');
    else if ((OUTCOME_CONSTANTS as readonly string[]).includes(d.name) || d.name === 'start') err(`'${d.name}' is reserved`, d.span);
    else if (clash) err(`'${d.name}' is already ${clash}`, d.span);
    else if (new Set(d.params).size !== d.params.length) err(`'${d.name}' names a parameter twice`, d.span);
    else accepted.push(d);
    seen.add(d.name);
  }
  const names = new Set(accepted.map((d) => d.name));
  const deps = new Map(accepted.map((d) => [d.name, referencedDefines(d, names)]));
  const sigs = new Map<string, DefinitionSig>(env.defines);
  const sigOf = (d: DefinitionInput, result: Type): DefinitionSig => ({
    name: d.name,
    params: d.params.map((p) => ({ name: p, type: INT })),
    result,
    span: d.span,
    usesFields: false,
  });
  const check = (comp: DefinitionInput[]): { diags: Diagnostic[]; types: (Type | undefined)[] } => {
    const c = new Checker({ ...env, binders: new Map(), defines: sigs, oracles: false, noCurrentPosition: false });
    const types = comp.map((d) => c.infer(d.body, new Map(d.params.map((p) => [p, INT]))));
    return { diags: c.diagnostics, types };
  };

  for (const comp of components(accepted, deps)) {
    const recursive = comp.length > 1 || deps.get(comp[0]!.name)!.has(comp[0]!.name);
    if (!recursive) {
      const { diags, types } = check(comp);
      diagnostics.push(...diags);
      sigs.set(comp[0]!.name, sigOf(comp[0]!, types[0] ?? INT));
      continue;
    }
    let best: { diags: Diagnostic[]; combo: Type[]; score: number } | undefined;
    for (const combo of combos(comp.length)) {
      comp.forEach((d, k) => sigs.set(d.name, sigOf(d, combo[k]!)));
      const { diags, types } = check(comp);
      const consistent = types.every((t, k) => t !== undefined && assignable(t, combo[k]!));
      const score = diags.length + (consistent ? 0 : 0.5);
      if (!best || score < best.score) best = { diags, combo, score };
      if (score === 0) break;
    }
    comp.forEach((d, k) => sigs.set(d.name, sigOf(d, best!.combo[k]!)));
    const { diags } = check(comp); // fills the types of the chosen assignment
    diagnostics.push(...diags);
    if (diags.length === 0 && best!.score > 0) {
      for (const d of comp) {
        diagnostics.push({
          code: 'ZM3009',
          severity: 'error',
          message: `cannot infer the type of the recursive definition '${d.name}'`,
          file: env.file,
          span: d.span,
          hint: 'give a base case that does not call the definition, e.g. if n = 0 then 0 else …',
        });
      }
    }
  }
  markFieldUse(accepted, sigs, deps);
  return { sigs, env: { ...env, defines: sigs }, diagnostics };
}

function* combos(size: number): Generator<Type[]> {
  if (size > 4) {
    for (const t of CANDIDATES) yield Array<Type>(size).fill(t);
    return;
  }
  const total = CANDIDATES.length ** size;
  for (let code = 0; code < total; code++) {
    const combo: Type[] = [];
    for (let k = 0, rest = code; k < size; k++, rest = Math.floor(rest / CANDIDATES.length)) combo.push(CANDIDATES[rest % CANDIDATES.length]!);
    yield combo;
  }
}

/** usesFields: the body reads a state field, directly or through another definition (fixpoint). */
function markFieldUse(defs: DefinitionInput[], sigs: Map<string, DefinitionSig>, deps: Map<string, Set<string>>): void {
  for (const d of defs) {
    let direct = false;
    visit(d.body, (e) => {
      if (e.kind === 'name' && e.ref?.kind === 'field') direct = true;
    });
    sigs.get(d.name)!.usesFields = direct;
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const d of defs) {
      const sig = sigs.get(d.name)!;
      if (!sig.usesFields && [...deps.get(d.name)!].some((n) => sigs.get(n)?.usesFields)) {
        sig.usesFields = true;
        changed = true;
      }
    }
  }
}
