// Stage: model. `proof:` hints for the symbolic prover: `termination` (a measure ≥ 0 that every move
// decreases, or a list = lexicographic) and `strategy` (cases { when, move } giving the good move
// from a fragile position). Input: the YAML node and the state fields. Output: ProofSpec.

import type { Expr } from '../lang/ast.js';
import type { FieldSpec, ProofSpec, StrategyCase } from './model.js';
import { loadUpdate } from './loadUpdate.js';
import { parseScalarExpr } from './parseScalar.js';
import { checkKeys, expectMap, expectSeq, requireKey, type SpecContext } from './schemaContext.js';
import type { YNode } from './yamlNode.js';

export function loadProof(ctx: SpecContext, node: YNode, fields: FieldSpec[]): ProofSpec | undefined {
  const map = expectMap(ctx, node, 'proof');
  if (!map) return undefined;
  const keys = checkKeys(ctx, map, ['termination', 'strategy'], '`proof`');
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
  return proof;
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
