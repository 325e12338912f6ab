// Stage: model. Bounds for unbounded state fields (nat, int) that check.bounds leaves out, chosen so
// the region stays small: with u values of unbounded type in the state (an array of k counts k,
// whether or not check.bounds bounds them) each missing one gets 0..R with R = 1000 (u = 1),
// 100 (u = 2), 30 (u = 3), 10 (u ≥ 4); int fields get -R..R. A note says which were chosen.
// Input: the game and the check section. Output: check.bounds completed, a ZM1015 note.

import type { CheckSpec, FieldDomain, GameSpec } from './model.js';
import { parseGenerated } from './parseScalar.js';
import { REAL_LINE } from '../lang/builtins.js';
import type { SpecContext } from './schemaContext.js';

export function defaultRadius(unboundedValues: number): number {
  return unboundedValues <= 1 ? 1000 : unboundedValues === 2 ? 100 : unboundedValues === 3 ? 30 : 10;
}

function unboundedCount(d: FieldDomain): number {
  if (d.kind === 'nat' || d.kind === 'int') return 1;
  if (d.kind === 'array') return d.length * unboundedCount(d.elem);
  return 0;
}

function elemKind(d: FieldDomain): FieldDomain['kind'] {
  return d.kind === 'array' ? elemKind(d.elem) : d.kind;
}

export function addDefaultBounds(ctx: SpecContext, game: GameSpec, check: CheckSpec): void {
  const missing = game.state.filter((f) => !check.bounds[f.name] && unboundedCount(f.domain) > 0);
  if (missing.length === 0) return;
  const total = game.state.reduce((acc, f) => acc + unboundedCount(f.domain), 0);
  const r = defaultRadius(total);
  const chosen: string[] = [];
  for (const f of missing) {
    const lo = elemKind(f.domain) === 'int' ? `-${r}` : '0';
    const loExpr = parseGenerated(ctx, lo, f.span);
    const hiExpr = parseGenerated(ctx, String(r), f.span);
    if (!loExpr || !hiExpr) return;
    check.bounds[f.name] = { lo: loExpr, hi: hiExpr, span: f.span };
    chosen.push(`${f.name}: ${lo}..${r}`);
  }
  // a real field or a real-valued move: nothing is enumerated (ZM4002), so the chosen bound is moot
  const realField = game.state.some((f) => elemKind(f.domain) === 'real');
  const realMove = game.moves.some((m) => m.binders.some((b) => b.domain.kind === 'name' && REAL_LINE.includes(b.domain.name)));
  if (realField || realMove) return;
  ctx.report('note', 'ZM1015', missing[0]!.span, `no bound given for ${missing.map((f) => `\`${f.name}\``).join(', ')}: checking ${chosen.join(', ')}`, {
    hint: `choose the region in the file, e.g. check: { bounds: { ${chosen.join(', ')} } }`,
  });
}
