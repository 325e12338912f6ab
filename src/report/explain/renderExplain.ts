// Stage: report (explain). `zermelo explain FILE`: the game after desugaring (move schemas as
// formulas), the state space and bounded region, the conjecture in both vocabularies, and Theorem 4.1
// instantiated for this game, in words and as formulas. Input: a loaded Spec. Output: text.

import { printExpr } from '../../lang/print.js';
import type { Family, Spec } from '../../spec/model.js';
import { CLASS_NAMES, classSets } from './classes.js';
import { theoremConditions } from './conditions.js';
import { describeMove, moveViews, usesElementUpdates, usesRepeatedWrites } from './moves.js';
import { domainText, regionOf } from './region.js';
import { checkScope } from '../../check/checkScope.js';

export function renderExplain(spec: Spec): string {
  const out: string[] = [];
  out.push(`${spec.name}${spec.title ? ` — ${spec.title}` : ''}`);
  out.push(`file: ${spec.file}${spec.kind === 'proof' ? ' (under proofs/: every obligation must be proved)' : ''}`);
  out.push('', ...gameSection(spec), '', ...stateSection(spec));
  if (spec.conjecture) out.push('', ...conjectureSection(spec), '', ...theoremSection(spec));
  if (spec.claims.length > 0) {
    out.push('', 'Claims (checked on the solved game, for every swept parameter value):');
    for (const c of spec.claims) out.push(`  - ${c.name ? `${c.name}: ` : ''}${printExpr(c.holds)}`);
  }
  out.push('', `Expected verdict: ${spec.expect ?? '(none: the file fails only when refuted)'}; check.symbolic: ${spec.check.symbolic}.`);
  return out.join('\n') + '\n';
}

function gameSection(spec: Spec): string[] {
  const g = spec.game;
  const kind = g.impartial ? 'impartial' : `partizan, players ${g.players?.join(' and ')}`;
  const play = g.play === 'misere' ? 'misère play: a player with no move wins' : 'normal play: a player with no move loses';
  const out = [`Game (${kind}; ${play})`];
  if (g.family) out.push(`  family: ${familyText(g.family)}, desugared into the general rules below`);
  out.push('  moves:');
  const views = moveViews(g);
  views.forEach((v, i) => out.push(`    ${v.label ?? `move ${i + 1}`}: ${describeMove(g, v)}`));
  if (views.length === 0) out.push('    (none)');
  if (usesElementUpdates(views)) out.push('    (h[i ↦ v] is the array h with element i replaced by v)');
  if (usesRepeatedWrites(views)) out.push('    (h[i ↦ v, j ↦ w]: values read before the move, replacements made left to right: when j = i the later wins)');
  if (g.moves.some((m) => m.targets.length > 1)) out.push('    (A + B: the move leads to a sum of independent positions)');
  const ends = (['lose', 'draw', 'win'] as const).filter((k) => g.end[k]);
  if (ends.length > 0) {
    out.push('  end (the game is over for the player to move, who has):');
    for (const k of ends) out.push(`    ${k === 'lose' ? 'lost' : k === 'win' ? 'won' : 'drawn'} when ${printExpr(g.end[k]!)}`);
  }
  if (g.start) out.push(`  start: ${g.start.assignments.map((a) => `${a.field} = ${printExpr(a.value)}`).join(', ')}`);
  return out;
}

function familyText(f: Family): string {
  switch (f.kind) {
    case 'subtraction':
      return `subtraction [${f.set.join(', ')}]`;
    case 'partizan-subtraction':
      return `partizan subtraction ${Object.entries(f.sets).map(([p, s]) => `${p}: [${s.join(', ')}]`).join(', ')}`;
    case 'nim':
      return `nim, ${f.heaps} heaps${f.take ? `, take ${f.take.join(' or ')}` : ''}`;
    case 'octal':
      return `octal ${f.code}`;
  }
}

function stateSection(spec: Spec): string[] {
  const g = spec.game;
  const out = ['State space'];
  out.push(`  fields: ${g.state.map((f) => `${f.name} ∈ ${domainText(f.domain, g.players)}`).join(', ')}`);
  if (g.params.length > 0) {
    const swept = g.params.map((p) => {
      const b = spec.check.params[p.name];
      return `${p.name} ∈ ${domainText(p.domain)}${b ? ` (swept over ${printExpr(b.lo)}..${printExpr(b.hi)})` : ''}`;
    });
    out.push(`  params: ${swept.join(', ')}`);
  }
  const region = regionOf(spec);
  out.push('  bounded region:');
  for (const line of region.lines) out.push(`    ${line}`);
  if (region.total === null) out.push('    size: depends on values zermelo cannot fold here (see `zermelo check`)');
  else if (region.sizes.length === 1) out.push(`    size: ${region.total} positions`);
  else out.push(`    size: ${region.total} positions over ${region.sizes.length} parameter values`);
  const scope = checkScope(spec);
  if (scope === 'start') {
    const why = spec.check.from ? 'check.from: start' : 'the claims ask about `start` alone';
    out.push(`  solved: only the positions of the region reachable from the start position (${why})`);
  }
  return out;
}

function conjectureSection(spec: Spec): string[] {
  const c = spec.conjecture!;
  const out = ['Conjecture'];
  if (c.grundy) {
    out.push(`  G = the Grundy value (nim-value): ${printExpr(c.grundy)}`);
    out.push('  so S = safe = P-position exactly where G = 0, and F = fragile = N-position where G > 0');
    return out;
  }
  const sets = classSets(c);
  if (!sets) return [...out, '  (only N is given: S and F are not determined)'];
  for (const k of ['safe', 'fragile', 'neutral'] as const) {
    const how = sets.origin[k];
    const text = how === 'empty' ? 'empty' : `${printExpr(sets[k])}${how === 'complement' ? '   (the complement of the given sets)' : ''}`;
    out.push(`  ${CLASS_NAMES[k]}:`, `      ${text}`);
  }
  return out;
}

function theoremSection(spec: Spec): string[] {
  const quantifiers = [...spec.game.params, ...spec.game.state].map((f) => `${f.name} ∈ ${domainText(f.domain, spec.game.players)}`).join(', ');
  const grundy = spec.conjecture?.grundy !== undefined;
  const out = [
    grundy
      ? 'Grundy conditions: the conjectured values are right if the game is finite and, for every position:'
      : 'Theorem 4.1: the conjecture is right if the game is finite and, for every position:',
  ];
  for (const c of theoremConditions(spec)) {
    const label = c.id === 'requirements' ? 'Requirements:' : `${c.id}.`;
    out.push(`  ${label} ${c.words}${c.formula ? ':' : '.'}`);
    if (c.formula) out.push(`      ∀ ${quantifiers}: ${printExpr(c.formula)}`);
    if (c.note) out.push(`      (${c.note})`);
  }
  const termination = spec.proof?.termination;
  out.push(
    termination
      ? `  Finiteness: every move decreases ${termination.map(printExpr).join(', then ')} (proof.termination), which is ≥ 0.`
      : '  Finiteness: no proof.termination is given; the bounded check looks for cycles and the prover tries obvious measures.',
  );
  return out;
}
