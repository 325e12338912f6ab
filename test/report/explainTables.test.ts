// `explain` lists `define:`'s data tables as written — name, shape, the first rows — since every
// other surface sees them expanded into array literals; in both languages.

import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import { renderExplain } from '../../src/report/explain/renderExplain.js';

function spec(yaml: string) {
  const r = loadSpec('conjectures/test.yaml', yaml);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.value!;
}

const PATH_GAME = (adj: string, extra = '') => `name: node-kayles
game:
  state: { taken: bool[4] }
  start: { taken: {} }
  moves:
    - name: take v
      for: v ∈ 0..3
      if: ¬taken[v] ∧ ∀ w ∈ adj[v]: ¬taken[w]
      to: { taken[v]: true }
define:
  adj: ${adj}
${extra}expect: holds
`;

describe('explain: data tables', () => {
  it('names each table with its rows and entries and previews its first rows', () => {
    const text = renderExplain(spec(PATH_GAME('[[1], [0, 2], [1, 3], [2]]', '  pts: [[0, 0], [1, 0], [2, 1], [3, 3], [4, 6], [5, 10]]\n')));
    expect(text).toContain('  data tables (define):\n    adj: 4 rows of 1 to 2 entries: [1], [0, 2], [1, 3], [2]\n');
    expect(text).toContain('    pts: 6 rows of 2 entries: [0, 0], [1, 0], [2, 1], [3, 3], … (2 more rows)\n');
  });

  it('says it in Portuguese under --lang pt', () => {
    const text = renderExplain(spec(PATH_GAME('[[1], [0, 2], [1, 3], [2], [], []]')), 'pt');
    expect(text).toContain('  tabelas de dados (define):\n    adj: 6 linhas de 0 a 2 entradas: [1], [0, 2], [1, 3], [2], … (mais 2 linhas)\n');
  });

  it('a file without tables has no such section', () => {
    const text = renderExplain(
      spec(PATH_GAME('[[1], [0, 2], [1, 3], [2]]').replace('¬taken[v] ∧ ∀ w ∈ adj[v]: ¬taken[w]', '¬taken[v]').replace('  adj: [[1], [0, 2], [1, 3], [2]]\n', '  unused: 1\n')),
    );
    expect(text).not.toContain('data tables');
  });
});
