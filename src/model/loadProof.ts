// Stage: model. `proof:` hints for the symbolic prover: `termination` (a measure ≥ 0 that every move
// decreases, or a list = lexicographic) and `strategy` (cases { when, move } giving the good move
// from a fragile position) and `lemmas` (named formulas proved before the other obligations,
// ZM1047 for a bad or repeated name). Input: the YAML node and the state fields. Output: ProofSpec.

import type { Expr } from '../lang/ast.js';
import type { FieldSpec, LemmaSpec, ProofSpec, StrategyCase, Update } from './model.js';
import { loadUpdate } from './loadUpdate.js';
import { parseScalarExpr, parseScalarPart } from './parseScalar.js';
import { checkKeys, expectMap, expectScalar, expectSeq, requireKey, type SpecContext } from './schemaContext.js';
import type { YNode } from './yamlNode.js';

export function loadProof(ctx: SpecContext, node: YNode, fields: FieldSpec[]): ProofSpec | undefined {
  const map = expectMap(ctx, node, 'proof');
  if (!map) return undefined;
  const keys = checkKeys(ctx, map, ['termination', 'strategy', 'lemmas'], '`proof`');
  const proof: ProofSpec = { span: map.span };
  const t = keys.get('termination');
  if (t) {
    const items = t.value.kind === 'seq' ? t.value.items : [t.value];
    const measures = items.map((item) => parseScalarExpr(ctx, item, 'proof.termination')).filter((e): e is Expr => e !== undefined);
    if (measures.length === items.length && measures.length > 0) proof.termination = measures;
  }
  const s = keys.get('strategy');
  if (s) {
    const seq = expectSeq(ctx, s.value, 'proof.strategy', 'write each case as an item: - when: …\n    move: { … }');
    if (seq) proof.strategy = seq.items.map((item) => loadCase(ctx, item, fields)).filter((c): c is StrategyCase => c !== undefined);
  }
  const l = keys.get('lemmas');
  if (l) {
    const seq = expectSeq(ctx, l.value, 'proof.lemmas', 'write each lemma as an item: - name: …\n    holds: …');
    if (seq) {
      const lemmas = seq.items.map((item) => loadLemma(ctx, item, fields)).filter((x): x is LemmaSpec => x !== undefined);
      const seen = new Set<string>();
      for (const x of lemmas) {
        if (seen.has(x.name)) ctx.error('ZM1047', x.span, `two lemmas are named \`${x.name}\``, { hint: 'give each lemma its own name: it names its obligation in the report' });
        seen.add(x.name);
      }
      proof.lemmas = lemmas;
    }
  }
  return proof;
}

/** A lemma's name names its obligation (`lemma-<name>`): a word, so that the id stays readable. */
const LEMMA_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

function loadLemma(ctx: SpecContext, node: YNode, fields: FieldSpec[]): LemmaSpec | undefined {
  const map = expectMap(ctx, node, 'proof.lemmas item');
  if (!map) return undefined;
  const keys = checkKeys(ctx, map, ['name', 'holds', 'by', 'at'], 'a lemma');
  const n = requireKey(ctx, keys, 'name', map, 'this lemma', 'name: a word naming the lemma, e.g. name: evenSum');
  const h = requireKey(ctx, keys, 'holds', map, 'this lemma', 'holds: a condition over the state, e.g. holds: a + b ≥ 0');
  const scalar = n && expectScalar(ctx, n.value, 'name');
  const name = scalar?.text.trim();
  if (scalar && name !== undefined && !LEMMA_NAME.test(name)) {
    ctx.error('ZM1047', scalar.span, `\`${name}\` is not a valid lemma name`, { hint: 'a lemma name is a letter followed by letters, digits, _ or -' });
    return undefined;
  }
  const holds = h && parseScalarExpr(ctx, h.value, 'holds');
  const by = keys.get('by');
  const induction = by && loadInduction(ctx, by.value);
  if (by && !induction) return undefined;
  const atKey = keys.get('at');
  if (atKey && !by) {
    ctx.error('ZM1055', atKey.keyNode.span, '`at:` gives where an induction hypothesis is taken, and this lemma has no `by: induction on m`', {
      hint: 'add by: induction on m (a measure ≥ 0 that is smaller at each position under at:), or remove at:',
    });
    return undefined;
  }
  const at = atKey && loadInstances(ctx, atKey.value, fields);
  if (atKey && !at) return undefined;
  return name && holds ? { name, holds, ...(induction ? { induction } : {}), ...(at ? { at } : {}), span: map.span } : undefined;
}

/** `at: { n: n div 2 }` or a list of such updates (fields not named keep their value). */
function loadInstances(ctx: SpecContext, node: YNode, fields: FieldSpec[]): Update[] | undefined {
  const items = node.kind === 'seq' ? node.items : [node];
  if (items.length === 0 || items.some((item) => item.kind !== 'map')) {
    ctx.error('ZM1055', node.span, '`at:` must be a position or a list of positions, each written as { field: value }', {
      hint: 'e.g. at: { n: n div 2 } (the fields not named keep their value), or at: [{ n: n - 1 }, { n: n div 2 }]',
    });
    return undefined;
  }
  const updates = items.map((item) => loadUpdate(ctx, item, fields, { where: 'at', indexKeys: true, requireAll: false }));
  return updates.every((u): u is Update => u !== undefined) ? updates : undefined;
}

const INDUCTION = /^\s*induction\s+on\s+/;

/** `by: induction on m` → m (ZM1047 for any other form). */
function loadInduction(ctx: SpecContext, node: YNode): Expr | undefined {
  const s = expectScalar(ctx, node, 'by');
  if (!s) return undefined;
  const head = INDUCTION.exec(s.text);
  if (!head || s.text.slice(head[0].length).trim() === '') {
    ctx.error('ZM1047', s.span, `\`by: ${s.text.trim()}\` is not a way to prove a lemma`, { hint: 'write by: induction on m, with m an integer measure ≥ 0 over the state, e.g. by: induction on n' });
    return undefined;
  }
  return parseScalarPart(ctx, s, head[0].length, s.text.length);
}

function loadCase(ctx: SpecContext, node: YNode, fields: FieldSpec[]): StrategyCase | undefined {
  const map = expectMap(ctx, node, 'proof.strategy item');
  if (!map) return undefined;
  const keys = checkKeys(ctx, map, ['when', 'move'], 'a strategy case');
  const w = requireKey(ctx, keys, 'when', map, 'this strategy case');
  const m = requireKey(ctx, keys, 'move', map, 'this strategy case', 'move: { field: value } — the position to move to');
  const when = w && parseScalarExpr(ctx, w.value, 'when');
  const move = m && loadUpdate(ctx, m.value, fields, { where: 'move', indexKeys: true, requireAll: false });
  return when && move ? { when, move, span: map.span } : undefined;
}
