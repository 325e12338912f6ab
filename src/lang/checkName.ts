// Stage: lang (type checker, continued). Name resolution: a name → its type and `ref` — a local
// binder, a state field, a game parameter, a 0-ary definition, a player, or (in claims only) an
// outcome constant or `start`. Unknown names get a "did you mean" hint from the visible names.

import type { ExprOf } from './ast.js';
import { OUTCOME, PLAYER, POSITION, type Type } from './types.js';
import { didYouMean } from './suggest.js';
import { OUTCOME_ALIASES, OUTCOME_CONSTANTS, isBuiltin, isOracle } from './builtins.js';
import type { ExprChecker, Scope } from './typeEnv.js';

export function checkName(c: ExprChecker, e: ExprOf<'name'>, scope: Scope): Type | undefined {
  const env = c.env;
  const local = scope.get(e.name);
  if (local) {
    e.ref = { kind: 'binder', name: e.name };
    return local;
  }
  if (scope.has(e.name)) return undefined; // a binder whose domain had an error
  const field = env.fields.get(e.name);
  if (field) {
    if (env.noCurrentPosition) {
      return c.error('ZM3001', `'${e.name}' is a state field, but there is no current position here`, e.span, `name a position instead, e.g. safe({ ${e.name}: … })`);
    }
    e.ref = { kind: 'field', name: e.name };
    return field;
  }
  const param = env.params.get(e.name);
  if (param) {
    e.ref = { kind: 'param', name: e.name };
    return param;
  }
  const def = env.defines.get(e.name);
  if (def) {
    if (def.params.length > 0) {
      return c.error('ZM3013', `'${e.name}' is a definition with ${def.params.length} parameter(s): call it as ${e.name}(…)`, e.span);
    }
    if (def.usesFields && env.noCurrentPosition) {
      return c.error('ZM3001', `'${e.name}' reads the current position, but there is none here`, e.span);
    }
    e.ref = { kind: 'define', name: e.name };
    return def.result;
  }
  if (env.players?.includes(e.name)) {
    e.ref = { kind: 'player', name: e.name };
    return PLAYER;
  }
  // an alias counts only in claims: elsewhere S, F, N are just unknown names (common letters)
  const canonical = (OUTCOME_CONSTANTS as readonly string[]).includes(e.name) ? (e.name as 'safe' | 'fragile' | 'neutral') : undefined;
  const outcome = canonical ?? (env.oracles && Object.hasOwn(OUTCOME_ALIASES, e.name) ? OUTCOME_ALIASES[e.name] : undefined);
  if (outcome || e.name === 'start') {
    if (!env.oracles) return c.error('ZM3007', `'${e.name}' can only be used in claims`, e.span);
    e.ref = outcome ? { kind: 'outcome', name: outcome } : { kind: 'start' };
    return outcome ? OUTCOME : POSITION;
  }
  if (isBuiltin(e.name) || isOracle(e.name)) {
    return c.error('ZM3013', `'${e.name}' is a function: call it as ${e.name}(…)`, e.span);
  }
  const hint = didYouMean(e.name, c.visibleNames(scope));
  return c.error('ZM3001', `unknown name '${e.name}'`, e.span, hint);
}
