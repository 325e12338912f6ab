// Stage: model. `check:` — bounds of the exhaustive region (per field; for an array field the range
// bounds every element), swept parameter values, symbolic (auto|off|required), timeout (30s, 500ms,
// 2m), sample, from (start|region). Input: the YAML node, the game. Output: CheckSpec, defaults filled (defaultBounds.ts).

import type { BoundSpec, CheckSpec, FieldSpec, GameSpec } from './model.js';
import { didYouMean } from './didYouMean.js';
import { addDefaultBounds } from './defaultBounds.js';
import { topLevelDots } from './loadFields.js';
import { parseScalarPart } from './parseScalar.js';
import { checkKeys, expectMap, expectScalar, readChoice, readNat, type SpecContext } from './schemaContext.js';
import type { YNode } from './yamlNode.js';

const FROM: Record<string, 'start' | 'region'> = { start: 'start', region: 'region' };
const SYMBOLIC: Record<string, CheckSpec['symbolic']> = { auto: 'auto', off: 'off', required: 'required' };
const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000 };
export const DEFAULT_TIMEOUT_MS = 30_000;

export function loadCheck(ctx: SpecContext, node: YNode | undefined, game: GameSpec | undefined): CheckSpec {
  const check: CheckSpec = { bounds: {}, params: {}, symbolic: 'auto', timeoutMs: DEFAULT_TIMEOUT_MS };
  const map = node ? expectMap(ctx, node, 'check') : undefined;
  if (map) {
    const keys = checkKeys(ctx, map, ['bounds', 'params', 'symbolic', 'timeout', 'sample', 'from'], '`check`');
    const b = keys.get('bounds');
    if (b && game)
      check.bounds = loadRanges(
        ctx,
        b.value,
        'bounds',
        game.state.filter((f) => f.domain.kind !== 'player'),
        'state field',
      );
    const p = keys.get('params');
    if (p && game) check.params = loadRanges(ctx, p.value, 'params', game.params, 'parameter');
    const s = keys.get('symbolic');
    if (s) check.symbolic = readChoice(ctx, s.value, 'check.symbolic', SYMBOLIC) ?? 'auto';
    const t = keys.get('timeout');
    if (t) check.timeoutMs = readTimeout(ctx, t.value) ?? DEFAULT_TIMEOUT_MS;
    const from = keys.get('from');
    if (from) {
      const v = readChoice(ctx, from.value, 'check.from', FROM);
      if (v) check.from = { value: v, span: from.value.span };
    }
    const n = keys.get('sample');
    if (n) {
      const v = readNat(ctx, n.value, 'check.sample');
      if (v !== undefined) check.sample = v;
    }
  }
  if (game) {
    addDefaultBounds(ctx, game, check);
    requireParamValues(ctx, game, check);
  }
  return check;
}

function loadRanges(ctx: SpecContext, node: YNode, where: string, fields: FieldSpec[], what: string): Record<string, BoundSpec> {
  const map = expectMap(ctx, node, `check.${where}`);
  const out: Record<string, BoundSpec> = {};
  if (!map) return out;
  const names = fields.map((f) => f.name);
  for (const entry of map.entries) {
    if (!names.includes(entry.key)) {
      const guess = didYouMean(entry.key, names);
      const hint = guess ? `did you mean \`${guess}\`?` : `the ${what}s are: ${names.join(', ') || '(none)'}`;
      ctx.error('ZM1014', entry.keyNode.span, `\`${entry.key}\` is not a ${what} (in \`check.${where}\`)`, { hint });
      continue;
    }
    const field = fields.find((f) => f.name === entry.key)!;
    const kind = field.domain.kind === 'array' ? field.domain.elem.kind : field.domain.kind;
    if (kind === 'bool' || (kind === 'real' && where !== 'params')) {
      ctx.error('ZM1014', entry.keyNode.span, `\`${entry.key}\` is a ${kind} ${what}: only integer ones take a range`);
      continue;
    }
    const s = expectScalar(ctx, entry.value, `check.${where}.${entry.key}`);
    if (!s) continue;
    const dots = topLevelDots(s.text, 0, s.text.length);
    if (kind === 'real' && dots >= 0) {
      // a real parameter is fixed to one exact value (model/realParams.ts): reals are not swept
      ctx.error('ZM1014', s.span, `\`${entry.key}\` is a real parameter: it takes one value, not a range`, { hint: `e.g. ${entry.key}: 0.5` });
      ctx.broken.add(entry.key); // its uses, and its missing value, would only repeat the error
      continue;
    }
    if (dots < 0) {
      if (where === 'params') {
        // a single value: the parameter is fixed
        const v = parseScalarPart(ctx, s, 0, s.text.length);
        if (v) out[entry.key] = { lo: v, hi: v, span: s.span };
        else ctx.broken.add(entry.key); // its value was reported bad: "has no values" would only repeat it
        continue;
      }
      ctx.error('ZM1014', s.span, `a bound is a range lo..hi, found \`${s.text}\``, { hint: `e.g. ${entry.key}: 0..100` });
      continue;
    }
    const lo = parseScalarPart(ctx, s, 0, dots);
    const hi = parseScalarPart(ctx, s, dots + 2, s.text.length);
    if (!lo || !hi) {
      if (where === 'params') ctx.broken.add(entry.key);
      continue;
    }
    if (lo.kind === 'int' && hi.kind === 'int' && lo.value > hi.value) {
      ctx.error('ZM1014', s.span, `the range ${s.text.trim()} is empty (${lo.value} > ${hi.value})`);
      continue;
    }
    out[entry.key] = { lo, hi, span: s.span };
  }
  return out;
}

function readTimeout(ctx: SpecContext, node: YNode): number | undefined {
  const s = expectScalar(ctx, node, 'check.timeout');
  if (!s) return undefined;
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|min|m|h)\s*$/.exec(s.text);
  const ms = m ? Math.round(Number(m[1]) * UNIT_MS[m[2]!]!) : NaN;
  if (!m || !(ms > 0)) {
    const bare = /^\s*\d+(\.\d+)?\s*$/.test(s.text);
    ctx.error('ZM1012', s.span, `bad timeout \`${s.text}\``, {
      hint: bare ? `give a unit: ${s.text.trim()}s or ${s.text.trim()}ms` : 'a positive duration such as 30s, 500ms or 2m',
    });
    return undefined;
  }
  return ms;
}

/** Every parameter needs values: from check.params, or from its declared range `a..b`. */
function requireParamValues(ctx: SpecContext, game: GameSpec, check: CheckSpec): void {
  for (const p of game.params) {
    if (check.params[p.name] || ctx.broken.has(p.name)) continue;
    if (p.domain.kind === 'real' && ctx.limits.realParams?.[p.name] !== undefined) continue; // --param r=0.1
    if (p.domain.kind === 'range') {
      check.params[p.name] = { lo: p.domain.lo, hi: p.domain.hi, span: p.span };
      continue;
    }
    if (p.domain.kind === 'bool') continue;
    ctx.error('ZM1014', p.span, `parameter \`${p.name}\` has no values to check`, {
      hint:
        p.domain.kind === 'real'
          ? `give it one exact value in check: params: { ${p.name}: 0.5 } (a decimal, or a fraction such as 1/3)`
          : `give them in check: params: { ${p.name}: 1..10 }, or declare it as a range (${p.name}: 1..10)`,
    });
  }
}
