// Stage: report (explain). `zermelo explain FILE`: the game after desugaring (move schemas as
// formulas), the state space and bounded region, the conjecture in both vocabularies, and Theorem 4.1
// instantiated for this game, in words and as formulas. Input: a loaded Spec. Output: text.

import { printExpr } from '../../lang/print.js';
import type { Family, Spec } from '../../model/model.js';
import { classSets } from './classes.js';
import { theoremConditions } from './conditions.js';
import { describeMove, moveViews, usesElementUpdates, usesRepeatedWrites } from './moves.js';
import { domainText, perValue, regionOf, valuesText } from './region.js';
import type { Lang } from '../../teach/vocabulary.js';
import { explainWordsOf, type ExplainWords } from './explainWords.js';
import { checkScope } from '../../check/checkScope.js';
import { moveNameText } from '../../teach/moveName.js';
import { printable } from '../../diag/printable.js';

export function renderExplain(spec: Spec, lang: Lang = 'en'): string {
  const w = explainWordsOf(lang);
  const out: string[] = [];
  out.push(`${spec.name}${spec.title ? ` — ${spec.title}` : ''}`);
  out.push(`${w.file}: ${printable(spec.file)}${spec.kind === 'proof' ? w.underProofs : ''}`);
  out.push('', ...gameSection(spec, w, lang), '', ...stateSection(spec, w));
  if (spec.conjecture) out.push('', ...conjectureSection(spec, w), '', ...theoremSection(spec, w, lang));
  if (spec.claims.length > 0) {
    out.push('', w.claims);
    for (const c of spec.claims) out.push(`  - ${c.name ? `${c.name}: ` : ''}${printExpr(c.holds)}`);
  }
  out.push('', w.expected(spec.expect ?? null, spec.check.symbolic));
  return out.join('\n') + '\n';
}

function gameSection(spec: Spec, w: ExplainWords, lang: Lang): string[] {
  const g = spec.game;
  const kind = g.impartial ? w.impartial : w.partizan(g.players?.join(w.and) ?? '');
  const play = g.play === 'misere' ? w.misere : w.normalPlay;
  const out = [w.game(kind, play)];
  if (g.family) out.push(w.family(familyText(g.family, w)));
  out.push(w.moves);
  const views = moveViews(g);
  // a family's move names are zermelo's words: translated (a file's own names stay as written)
  views.forEach((v, i) => out.push(`    ${typeof v.label === 'string' ? moveNameText(lang, v.label, { generated: v.schema.generated === true }) : w.move(i + 1)}: ${describeMove(g, v, w)}`));
  if (views.length === 0) out.push(w.none);
  if (usesElementUpdates(views)) out.push(w.elementUpdate);
  if (usesRepeatedWrites(views)) out.push(w.repeatedWrites);
  if (g.moves.some((m) => m.targets.length > 1)) out.push(w.sumTarget);
  out.push(...tablesLines(spec, w));
  const ends = (['lose', 'draw', 'win'] as const).filter((k) => g.end[k]);
  if (ends.length > 0) {
    out.push(w.endHeading);
    for (const k of ends) out.push(`    ${w.end[k]} ${w.when} ${printExpr(g.end[k]!)}`);
  }
  if (g.start) out.push(`  ${w.start}: ${g.start.assignments.map((a) => `${a.field} = ${printExpr(a.value)}`).join(', ')}`);
  if (g.symmetry) out.push(w.symmetry(g.symmetry.maps.map((m) => printExpr(m)).join(', '), g.symmetry.field));
  return out;
}

/** How many rows of a data table explain shows before "… (k more rows)". */
const PREVIEW_ROWS = 4;

/** `define:`'s data tables, one line each: name, shape, the first rows. The tables' uses are expanded
 *  into array literals everywhere else, so this is where a reader sees them as written. */
function tablesLines(spec: Spec, w: ExplainWords): string[] {
  const tables = spec.tables ?? [];
  if (tables.length === 0) return [];
  const per = spec.tableParams;
  return [
    per ? w.tablesPerValue(per.names.join(', '), valuesText(per.values)) : w.tablesHeading,
    ...tables.map((t) => {
      const lengths = t.rows.length > 0 ? t.rows.map((r) => r.length) : [0];
      const shape = w.tableShape(t.rows.length, Math.min(...lengths), Math.max(...lengths));
      const shown = t.rows.slice(0, PREVIEW_ROWS).map((r) => `[${r.join(', ')}]`);
      if (t.rows.length > PREVIEW_ROWS) shown.push(w.moreRows(t.rows.length - PREVIEW_ROWS));
      return `    ${t.name}: ${shape}: ${shown.join(', ')}`;
    }),
  ];
}

function familyText(f: Family, w: ExplainWords): string {
  const t = w.familyText;
  switch (f.kind) {
    case 'subtraction':
      return `${t.subtraction} [${f.set.join(', ')}]`;
    case 'partizan-subtraction':
      return `${t.partizanSubtraction} ${Object.entries(f.sets)
        .map(([p, s]) => `${p}: [${s.join(', ')}]`)
        .join(', ')}`;
    case 'nim':
      return t.nim(f.heaps, f.take ? f.take.join(w.or) : null);
    case 'octal':
      return `${t.octal} ${f.code}`;
  }
}

function stateSection(spec: Spec, w: ExplainWords): string[] {
  const g = spec.game;
  const out = [w.stateSpace];
  out.push(`  ${w.fields}: ${g.state.map((f) => `${f.name} ∈ ${domainText(f.domain, g.players, w)}${perValue(spec, f.domain, w)}`).join(', ')}`);
  // a real parameter was fixed to its exact value (model/realParams.ts): `r = 0.1 ∈ ℝ`
  const fixed = spec.defines.filter((d) => d.fromParam).map((d) => `${d.name} = ${printExpr(d.body)} ∈ ${domainText({ kind: 'real' }, undefined, w)}`);
  if (g.params.length > 0 || fixed.length > 0) {
    const swept = g.params.map((p) => {
      const b = spec.check.params[p.name];
      return `${p.name} ∈ ${domainText(p.domain, undefined, w)}${b ? w.sweptOver(`${printExpr(b.lo)}..${printExpr(b.hi)}`) : ''}`;
    });
    out.push(`  ${w.params}: ${[...swept, ...fixed].join(', ')}`);
  }
  const region = regionOf(spec, w);
  out.push(w.boundedRegion);
  for (const line of region.lines) out.push(`    ${line}`);
  if (region.total === null) out.push(w.sizeUnknown);
  else if (region.sizes.length === 1) out.push(w.size(region.total));
  else out.push(w.sizeOver(region.total, region.sizes.length));
  const scope = checkScope(spec);
  if (scope === 'start') out.push(w.solvedFromStart(spec.check.from !== undefined));
  return out;
}

function conjectureSection(spec: Spec, w: ExplainWords): string[] {
  const c = spec.conjecture!;
  const out = [w.conjecture];
  if (c.grundy) {
    out.push(`  ${w.grundyValue}: ${printExpr(c.grundy)}`);
    out.push(w.grundyClasses);
    return out;
  }
  if (c.value) out.push(`  ${w.valueLine}: ${printExpr(c.value)}`);
  const sets = classSets(c);
  if (!sets) return c.value ? out : [...out, w.onlyNeutral];
  for (const k of ['safe', 'fragile', 'neutral'] as const) {
    const how = sets.origin[k];
    const text = how === 'empty' ? w.empty : `${printExpr(sets[k])}${how === 'complement' ? w.complement : ''}`;
    out.push(`  ${w.className[k]}:`, `      ${text}`);
  }
  return out;
}

function theoremSection(spec: Spec, w: ExplainWords, lang: Lang): string[] {
  const quantifiers = [...spec.game.params, ...spec.game.state].map((f) => `${f.name} ∈ ${domainText(f.domain, spec.game.players, w)}`).join(', ');
  const grundy = spec.conjecture?.grundy !== undefined;
  const c = spec.conjecture;
  // a value conjecture alone: its equation instead of Theorem 4.1's conditions
  if (c?.value && !grundy && !classSets(c))
    return [w.valueHeading, ...w.valueEquation, spec.proof?.termination ? w.finitenessGiven(spec.proof.termination.map(printExpr).join(w.thenJoin)) : w.finitenessNone];
  const out = [grundy ? w.grundyHeading : w.theoremHeading];
  for (const c of theoremConditions(spec, lang)) {
    const label = c.id === 'requirements' ? w.requirements : `${c.id}.`;
    out.push(`  ${label} ${w.condition(c.words)}${c.formula ? ':' : '.'}`);
    if (c.formula) out.push(`      ∀ ${quantifiers}: ${printExpr(c.formula)}`);
    if (c.note) out.push(`      (${w.condition(c.note)})`);
  }
  const termination = spec.proof?.termination;
  out.push(termination ? w.finitenessGiven(termination.map(printExpr).join(w.thenJoin)) : w.finitenessNone);
  return out;
}
