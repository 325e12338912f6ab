// Law (spec ↔ lang ↔ diag): for random expressions placed in plain, single-quoted, double-quoted
// (with escapes and escaped line breaks) and block (`|`, `>`) YAML scalars, in block maps, flow maps
// and lists, possibly over several lines, an illegal character planted at token k is reported at
// that character's file line:col. fast-check prints the seed and the shrunk case on failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineColOf } from '../../src/diag/lineMap.js';
import { loadSpec } from '../../src/model/loadSpec.js';

const GAME = 'game:\n  state: { n: nat }\n  moves:\n    - { for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }\n';
// Lexically valid, bracket-balanced pieces of expressions (the lexer stops at the planted character).
const TOKENS = [
  'n',
  'k',
  'h[0]',
  '12',
  '+',
  '-',
  '*',
  'mod',
  'div',
  '≤',
  '>=',
  '<',
  '=',
  '≠',
  '∧',
  '∨',
  '¬',
  '⊕',
  '∈ <0,2>',
  '∈ {1, 4}',
  '(n + 1)',
  'xor(n, 3)',
  'max(n, k)',
  '..',
  '⇒',
  'and',
  '→',
  'ℕ',
];
const STYLES = ['plain', 'single', 'double', 'literal', 'folded'] as const;
const PLACES = ['block', 'flow', 'list'] as const;
type Style = (typeof STYLES)[number];

interface Case {
  words: string[];
  at: number; // the marker goes before words[at]
  marker: '$' | '@';
  style: Style;
  place: (typeof PLACES)[number];
  breaks: boolean[];
  escapes: boolean[];
  chomp: '' | '-' | '+';
}

function escapeWord(w: string): string {
  return [...w].map((ch) => (ch.codePointAt(0)! > 127 ? `\\u${ch.codePointAt(0)!.toString(16).padStart(4, '0')}` : ch)).join('');
}

/** Builds the file; returns it with the offset where the marker (or its escape) starts. */
function build(c: Case): { file: string; at: number } {
  const words = [...c.words];
  const markerText = c.style === 'double' && c.escapes[c.at] ? (c.marker === '$' ? '\\x24' : '\\u0040') : c.marker;
  words.splice(c.at, 0, '\u0000'); // placeholder, replaced below
  const indent = c.place === 'list' ? '      ' : '    ';
  const multiLine = c.place !== 'flow' || c.style !== 'plain';
  let body = '';
  words.forEach((w0, i) => {
    let w = w0 === '\u0000' ? markerText : w0;
    if (c.style === 'double' && w0 !== '\u0000' && c.escapes[i]) w = escapeWord(w);
    if (i > 0) {
      const br = multiLine && c.breaks[i];
      if (c.style === 'literal' || c.style === 'folded') body += br ? `\n${indent}` : ' ';
      else if (c.style === 'double' && br && c.escapes[i])
        body += ` \\\n${indent}`; // escaped break
      else body += br ? `\n${indent}` : ' ';
    }
    body += w;
  });
  let value: string;
  if (c.style === 'plain') value = body;
  else if (c.style === 'single') value = `'${body}'`;
  else if (c.style === 'double') value = `"${body}"`;
  else value = `${c.style === 'literal' ? '|' : '>'}${c.chomp}\n${indent}${body}`;
  let file: string;
  if (c.place === 'block') file = `${GAME}conjecture:\n  S: ${value}\n`;
  else if (c.place === 'flow') file = `${GAME}conjecture: { S: ${value} }\n`;
  else file = `${GAME}claims:\n  - name: planted\n    holds: ${value}\n`;
  if (c.place === 'flow' && (c.style === 'literal' || c.style === 'folded')) file = `${GAME}conjecture:\n  S: ${value}\n`;
  return { file, at: file.indexOf(markerText, GAME.length) };
}

const arbCase: fc.Arbitrary<Case> = fc
  .record({
    words: fc.array(fc.constantFrom(...TOKENS), { minLength: 1, maxLength: 12 }),
    at: fc.nat(),
    marker: fc.constantFrom('$' as const, '@' as const),
    style: fc.constantFrom(...STYLES),
    place: fc.constantFrom(...PLACES),
    breaks: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
    escapes: fc.array(fc.boolean(), { minLength: 14, maxLength: 14 }),
    chomp: fc.constantFrom('' as const, '-' as const, '+' as const),
  })
  .map((c) => {
    // a plain scalar cannot start with `@`, and must not start with a bracket or an operator
    const plainLike = c.style === 'plain';
    const words = plainLike ? ['n', ...c.words] : c.words;
    const min = plainLike ? 1 : 0;
    return { ...c, words, at: min + (c.at % (words.length + 1 - min)) };
  });

describe('scalar offsets (property)', () => {
  it('an illegal character at token k is reported at its file line:col, in every scalar style', () => {
    fc.assert(
      fc.property(arbCase, (c) => {
        const { file, at } = build(c);
        expect(at).toBeGreaterThan(0);
        const r = loadSpec('planted.yaml', file);
        const errors = r.diagnostics.filter((d) => d.severity === 'error');
        expect(
          errors.map((d) => d.code),
          file,
        ).toEqual(['ZM2001']);
        expect(lineColOf(file, errors[0]!.span!.start), file).toEqual(lineColOf(file, at));
      }),
      { numRuns: 1000, verbose: 1 },
    );
  });
});
