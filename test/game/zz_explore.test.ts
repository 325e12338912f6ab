import { test } from 'vitest';
import { loadSpec } from '../../src/spec/loadSpec.js';
import { printExpr } from '../../src/lang/print.js';
test('explore', () => {
  for (const text of [
`name: p13
game: { subtraction: { A: [1, 4], B: [2, 3] } }
check: { bounds: { n: 0..70 } }
`, `name: g14
game:
  params: { size: nat }
  state: { i: 1..size, j: 1..size, b: bool, r: real }
  start: { i: size, j: size, b: true, r: 0 }
  moves:
    - for: [di ∈ {-1, 1}]
      if: i - 2 ≥ 1 ∧ 1 ≤ j + di ≤ size
      to: { i: i - 2, j: j + di }
  end: { draw: i = 1 }
define:
  big(x): x > 1
  z: i + j
claims:
  - holds: fragile(start) ⇔ size mod 4 = 3
check:
  params: { size: 2..6 }
`]) {
    const r = loadSpec('x.yaml', text);
    console.log(r.diagnostics.map(d => d.code + ' ' + d.message));
    const s = r.value!;
    console.log(JSON.stringify(s.game.state.map(f => [f.name, f.domain.kind])), s.game.players, s.game.impartial, s.game.moves.map(m => m.by), s.game.params);
    console.log(JSON.stringify(s.check, (k, v) => k === 'span' ? undefined : typeof v === 'bigint' ? Number(v) : v));
    console.log(s.defines.map(d => d.name + '(' + d.params + ') = ' + printExpr(d.body)), s.claims.map(c => printExpr(c.holds)), s.game.start?.assignments.map(a => a.field));
  }
});
