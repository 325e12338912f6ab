// Stage: lang (type checker, continued). Calls — builtins, definitions, claim oracles — and position
// records. Input: a call/record node and the Checker; output: its type, `ref` set on calls.
// Oracle arguments: one position (`start`, `{ n: 5 }`) or the values in state-field order (`safe(5)`).

import { SIZE, UNION } from './setSyntax.js';
import type { ExprOf } from './ast.js';
import { INT, BOOL, OUTCOME, POSITION, showType, type Type } from './types.js';
import { assignable, isNumeric, join } from './typeRules.js';
import { didYouMean } from './suggest.js';
import { BUILTIN_FUNCTIONS, ORACLE_FUNCTIONS, isBuiltin, isOracle } from './builtins.js';
import type { ExprChecker, Scope } from './typeEnv.js';

function plural(k: number, word: string): string {
  return `${k} ${word}${k === 1 ? '' : 's'}`;
}

export function checkCall(c: ExprChecker, e: ExprOf<'call'>, scope: Scope): Type | undefined {
  const env = c.env;
  const name = e.callee;
  // |s| and s ∪ {…} the model did not rewrite (model/setOperations.ts): only bool[k] fields have them
  if (name === SIZE || name === UNION)
    return c.error('ZM3024', `${name === SIZE ? '|s|' : 's ∪ {…}'} is defined for a bool[k] field only`, e.span, 'write |s| or s ∪ {e} for a state field s: bool[k]');
  if (scope.has(name) || env.fields.has(name) || env.params.has(name)) {
    e.args.forEach((a) => c.infer(a, scope));
    return c.error('ZM3013', `'${name}' is not a function`, e.calleeSpan, `to read an element of an array write ${name}[i]`);
  }
  const def = env.defines.get(name);
  if (def) {
    e.ref = { kind: 'define' };
    if (e.args.length !== def.params.length) {
      e.args.forEach((a) => c.infer(a, scope));
      return c.error('ZM3003', `'${name}' takes ${plural(def.params.length, 'argument')}, given ${e.args.length}`, e.span);
    }
    e.args.forEach((a, k) => c.expect(a, scope, def.params[k]!.type, `argument ${k + 1} of '${name}': expected`));
    if (def.usesFields && env.noCurrentPosition) {
      return c.error('ZM3001', `'${name}' reads the current position, but there is none here`, e.span);
    }
    return def.result;
  }
  if (isOracle(name)) {
    e.ref = { kind: 'oracle' };
    if (!env.oracles) {
      e.args.forEach((a) => c.infer(a, scope));
      return c.error('ZM3007', `'${name}(…)' asks the solved game and can only be used in claims`, e.calleeSpan, 'move it under claims: - holds: …');
    }
    checkOracleArgs(c, e, scope);
    return name === 'outcome' ? OUTCOME : name === 'grundy' || name === 'value' ? INT : BOOL;
  }
  if (isBuiltin(name)) {
    e.ref = { kind: 'builtin' };
    return checkBuiltin(c, e, scope);
  }
  e.args.forEach((a) => c.infer(a, scope));
  const candidates: string[] = [...BUILTIN_FUNCTIONS, ...env.defines.keys(), ...(env.oracles ? ORACLE_FUNCTIONS : [])];
  return c.error('ZM3004', `unknown function '${name}'`, e.calleeSpan, didYouMean(name, candidates));
}

function checkOracleArgs(c: ExprChecker, e: ExprOf<'call'>, scope: Scope): void {
  const fields = [...c.env.fields];
  const usage = `${e.callee}(start), ${e.callee}({ ${fields.map(([f]) => `${f}: …`).join(', ')} }) or ${e.callee}(${fields.map(([f]) => f).join(', ')})`;
  if (e.args.length === 0) {
    c.error('ZM3003', `'${e.callee}' needs a position`, e.span, `write ${usage}`);
    return;
  }
  const types = e.args.map((a) => c.infer(a, scope));
  if (e.args.length === 1 && types[0]?.kind === 'position') return;
  if (e.args.length !== fields.length) {
    c.error(
      'ZM3003',
      `'${e.callee}' with values in state-field order needs ${plural(fields.length, 'value')} (${fields.map(([f]) => f).join(', ')}), given ${e.args.length}`,
      e.span,
      `write ${usage}`,
    );
    return;
  }
  e.args.forEach((a, k) => {
    const t = types[k];
    const [field, want] = fields[k]!;
    if (t && !assignable(t, want)) c.error('ZM3002', `the value for field '${field}' must be ${showType(want)}, found ${showType(t)}`, a.span);
  });
}

function checkBuiltin(c: ExprChecker, e: ExprOf<'call'>, scope: Scope): Type | undefined {
  const name = e.callee;
  const arity = (k: number): boolean => {
    if (e.args.length === k) return true;
    e.args.forEach((a) => c.infer(a, scope));
    c.error('ZM3003', `'${name}' takes ${plural(k, 'argument')}, given ${e.args.length}`, e.span);
    return false;
  };
  const arrayArg = (numericOnly: boolean, intOnly = false): Type | undefined => {
    const t = c.infer(e.args[0]!, scope);
    if (!t) return undefined;
    const ok = t.kind === 'array' && (!numericOnly || isNumeric(t.elem)) && (!intOnly || t.elem.kind === 'int');
    if (!ok) {
      const want = intOnly ? 'an array of integers' : numericOnly ? 'an array of numbers' : 'an array';
      return c.error('ZM3002', `'${name}' of one argument needs ${want}, found ${showType(t)}`, e.args[0]!.span);
    }
    return t.kind === 'array' ? t.elem : undefined;
  };
  switch (name) {
    case 'min':
    case 'max': {
      if (e.args.length === 0) return c.error('ZM3003', `'${name}' needs an array or at least two numbers`, e.span);
      if (e.args.length === 1) return arrayArg(true);
      let acc: Type | undefined = INT;
      for (const a of e.args) {
        const t = c.numeric(a, scope, name);
        acc = t && acc ? join(acc, t) : undefined;
      }
      return acc;
    }
    case 'abs':
      return arity(1) ? c.numeric(e.args[0]!, scope, 'abs') : undefined;
    case 'floor':
    case 'ceil':
      // the result is an int whatever the argument, so a bad argument causes no follow-on errors
      if (arity(1)) c.numeric(e.args[0]!, scope, name);
      return INT;
    case 'xor':
      if (e.args.length === 0) return c.error('ZM3003', "'xor' needs an array or at least two integers", e.span);
      if (e.args.length === 1) return arrayArg(true, true) ? INT : undefined;
      e.args.forEach((a) => c.integer(a, scope, 'xor'));
      return INT;
    case 'bit':
      if (!arity(2)) return INT;
      c.integer(e.args[0]!, scope, 'bit');
      c.integer(e.args[1]!, scope, 'bit');
      return INT;
    case 'len':
      return arity(1) && arrayArg(false) ? INT : undefined;
    case 'sum':
      return arity(1) ? arrayArg(true) : undefined;
    case 'count':
      e.args.forEach((a) => c.infer(a, scope));
      return c.error('ZM3003', "'count' needs a binder and a condition", e.span, 'e.g. count(i ∈ 0..2: h[i] = 1)');
    default:
      throw new Error(`typecheck: builtin '${name}' has no rule`);
  }
}

export function checkRecord(c: ExprChecker, e: ExprOf<'record'>, scope: Scope): Type {
  const fields = c.env.fields;
  const given = new Set<string>();
  for (const f of e.fields) {
    const want = fields.get(f.name);
    if (given.has(f.name)) c.error('ZM3008', `field '${f.name}' is given twice in this position`, f.nameSpan);
    given.add(f.name);
    if (!want) {
      c.infer(f.value, scope);
      const unused = [...fields.keys()].filter((k) => !e.fields.some((g) => g.name === k));
      c.error('ZM3008', `unknown field '${f.name}' in a position`, f.nameSpan, didYouMean(f.name, unused) ?? `the fields are ${[...fields.keys()].join(', ')}`);
      continue;
    }
    c.expect(f.value, scope, want, `field '${f.name}': expected`);
  }
  const missing = [...fields.keys()].filter((f) => !given.has(f));
  if (missing.length > 0) {
    c.error(
      'ZM3008',
      `this position does not give ${missing.map((f) => `'${f}'`).join(', ')}`,
      e.span,
      'a position names every state field' + (missing.includes('turn') && c.env.players ? `, including turn (${c.env.players.join(' or ')})` : ''),
    );
  }
  return POSITION;
}
