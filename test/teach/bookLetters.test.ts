// The book's letters against every Portuguese legend. *Jogos e Estratégias* defines the types in
// Definição 2.1 and names them in the paragraph after Teorema 2.3 ("Uma posição de tipo S será também
// chamada inatacável…"), and Teorema 4.1 names the conjectured sets I, F, N. Both are read from the
// reference text here, never written into the test: every Portuguese legend (the check report's
// vocabulary line, the text table's legend, the HTML legend and cell titles, explain's sets) must give
// each word its book type and its Theorem 4.1 letter, and never the English "posição P/N".

import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { textWordsOf } from '../../src/report/words/textWordsOf.js';
import { tableLegend } from '../../src/report/html/tableLegend.js';
import { explainWordsOf } from '../../src/report/explain/explainWords.js';
import { ROOT, repoHost } from '../docs/repoHost.js';

type Word = 'inatacável' | 'frágil' | 'neutra';
const WORDS: readonly Word[] = ['inatacável', 'frágil', 'neutra'];
/** Singular and plural spellings of each word. */
const FORMS: Record<Word, RegExp> = { inatacável: /inatacáve(?:l|is)/gu, frágil: /frág(?:il|eis)/gu, neutra: /neutras?/gu };

const flat = (text: string): string => text.normalize('NFC').replace(/\s+/g, ' ');
// The sentences of the book the test reads (Definição 2.1's naming paragraph, Teorema 4.1), quoted in
// the repository so that a clone without ../shared/ runs the test; where the book itself is at hand,
// every quoted line must be found in it word for word.
const EXCERPT = readFileSync(join(ROOT, 'test/teach/fixtures/jogos-e-estrategias-excerpt.txt'), 'utf8');
const FULL_BOOK = join(ROOT, '../shared/reference/jogos-e-estrategias.txt');
const BOOK = flat(EXCERPT);

/** Definição 2.1 and its naming paragraph: "Uma posição de tipo S será também chamada inatacável". */
function bookTypes(): Record<Word, string> {
  const named = [...BOOK.matchAll(/Uma posição de tipo ([A-Z]) será também chamada (\p{L}+)/gu)];
  const types: Partial<Record<Word, string>> = {};
  for (const m of named) {
    const word = WORDS.find((w) => FORMS[w].source && new RegExp(`^${FORMS[w].source}$`, 'u').test(m[2]!));
    if (word) types[word] = m[1]!;
  }
  // "E diz-se de tipo-N se não é de tipo-S nem de tipo-P": the third type is the neutral one
  const third = /diz-se de tipo-([A-Z]) se não é de tipo-([A-Z]) nem de tipo-([A-Z])/u.exec(BOOK)!;
  expect([third[2], third[3]].sort()).toEqual([types.inatacável, types.frágil].sort());
  types.neutra = third[1]!;
  return types as Record<Word, string>;
}

/** Teorema 4.1: "A sua conjectura I, F, N sobre os conjuntos das inatacáveis, frágeis e neutras". */
function theoremSets(): Record<Word, string> {
  const m = /conjectura ([A-Z]), ([A-Z]), ([A-Z]) sobre os conjuntos das (\p{L}+), (\p{L}+) e (\p{L}+)/u.exec(BOOK)!;
  const sets: Partial<Record<Word, string>> = {};
  for (let i = 0; i < 3; i++) {
    const word = WORDS.find((w) => new RegExp(`^${FORMS[w].source}$`, 'u').test(m[4 + i]!))!;
    sets[word] = m[1 + i]!;
  }
  return sets as Record<Word, string>;
}

interface Mention {
  at: number;
  kind: 'word' | 'type' | 'letter';
  value: string;
}

/** The class words, "tipo X" and the lone capital letters of a legend, in order (English terms in «» left out). */
function mentions(legend: string): Mention[] {
  const text = legend.replace(/«[^»]*»/g, (s) => ' '.repeat(s.length));
  const out: Mention[] = [];
  for (const w of WORDS) for (const m of text.matchAll(FORMS[w])) out.push({ at: m.index, kind: 'word', value: w });
  for (const m of text.matchAll(/tipo[ -]([A-Z])\b/gu)) out.push({ at: m.index, kind: 'type', value: m[1]! });
  for (const m of text.matchAll(/(?<![\p{L}-])([A-Z])(?![\p{L}-])/gu)) {
    if (!/tipo[ -]$/u.test(text.slice(0, m.index))) out.push({ at: m.index, kind: 'letter', value: m[1]! });
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Problems of one legend: a type not the book's for the word before it, a letter not the set's of the nearest word. */
function problems(legend: string, types: Record<Word, string>, sets: Record<Word, string>): string[] {
  const out: string[] = [];
  if (/posiç(?:ão|ões) [PN]\b/u.test(legend)) out.push(`the English P/N named as the book's: ${legend}`);
  const ms = mentions(legend);
  const words = ms.filter((m) => m.kind === 'word');
  for (const m of ms) {
    if (m.kind === 'type') {
      const before = words.filter((w) => w.at < m.at).at(-1);
      if (!before || types[before.value as Word] !== m.value) out.push(`tipo ${m.value} after ${before?.value ?? 'nothing'}: ${legend}`);
    } else if (m.kind === 'letter' && ['I', 'F', 'N', 'S', 'P'].includes(m.value)) {
      const nearest = [...words].sort((a, b) => Math.abs(a.at - m.at) - Math.abs(b.at - m.at))[0];
      if (nearest && sets[nearest.value as Word] !== m.value) out.push(`letter ${m.value} next to ${nearest.value}: ${legend}`);
    }
  }
  for (const w of words) {
    const next = words.find((x) => x.at > w.at)?.at ?? Infinity;
    if (!ms.some((m) => m.kind === 'type' && m.at > w.at && m.at < next)) out.push(`${w.value} without its type: ${legend}`);
  }
  return out;
}

async function run(argv: string[]): Promise<{ out: string; written: string[] }> {
  const host = repoHost();
  const written: string[] = [];
  await main([...argv, '--lang', 'pt'], { ...host, writeFile: async (_: string, text: string) => void written.push(text) } as typeof host);
  return { out: host.transcript(), written };
}

/** The HTML page's legend rows and cell titles as plain text. */
function htmlLegends(html: string): string[] {
  const rows = [...html.matchAll(/<tr data-class="(?:safe|fragile|neutral)">([\s\S]*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' '));
  const titles = [...html.matchAll(/title="([^"]*)"/g)].map((m) => m[1]!.split(';')[0]!);
  return [...rows, ...titles];
}

describe('the Portuguese legends follow the book (Definição 2.1, Teorema 4.1)', () => {
  const types = bookTypes();
  const sets = theoremSets();

  it('the book is read as expected: tipo S inatacável, tipo P frágil, tipo N neutra; sets I, F, N', () => {
    expect(types).toEqual({ inatacável: 'S', frágil: 'P', neutra: 'N' });
    expect(sets).toEqual({ inatacável: 'I', frágil: 'F', neutra: 'N' });
  });

  it('the check report, explain and the HTML vocabulary', () => {
    const all = { classes: new Set(['safe', 'fragile', 'neutral'] as const), generations: false, mismatches: false, counterexamples: false };
    const ew = explainWordsOf('pt');
    const legends = [
      textWordsOf('pt').vocabulary,
      ...Object.values(ew.className),
      ew.grundyClasses,
      ...htmlLegends(tableLegend({ ...all, mode: 'symbols' }, 'pt')),
      ...htmlLegends(tableLegend({ ...all, mode: 'letters' }, 'pt')),
    ];
    expect(legends.flatMap((l) => problems(l, types, sets))).toEqual([]);
  });

  it('the text and HTML tables, with symbols and with letters', async () => {
    const file = 'examples/take-1-or-4-wrong.yaml';
    const legends: string[] = [];
    for (const extra of [[], ['--letters']]) {
      const { out, written } = await run(['table', file, '--to', '12', '--html', 'out.html', ...extra]);
      const text = await run(['table', file, '--to', '12', ...extra]);
      legends.push(text.out.split('\n')[1]!, ...htmlLegends(written.join('\n')));
      expect(out).not.toMatch(/posição [PN]\b/u);
    }
    expect(legends.filter((l) => l.startsWith('Tabela:'))).toHaveLength(2);
    expect(legends.flatMap((l) => problems(l, types, sets))).toEqual([]);
  });

  it('the letters table uses the sets I and F', async () => {
    const { out } = await run(['table', 'examples/take-1-or-4-wrong.yaml', '--to', '12', '--letters']);
    expect(out).toMatch(/^I\/F +I +F +I\* +F\* +F +I /mu);
  });

  it('a legend with the English letters of the book swapped is caught', () => {
    expect(problems('inatacável = S = posição P (quem joga perde), frágil = F = posição N', types, sets)).not.toEqual([]);
    expect(problems('+ inatacável (I, tipo P)   − frágil (F, tipo S)', types, sets)).toHaveLength(2);
    expect(problems('+ frágil (I, tipo P)', types, sets)).toHaveLength(1);
  });
});

describe.skipIf(!existsSync(FULL_BOOK))('the quoted excerpt', () => {
  it('is word for word the book (../shared/reference/jogos-e-estrategias.txt)', () => {
    const book = flat(readFileSync(FULL_BOOK, 'utf8'));
    const lines = EXCERPT.split('\n').filter((l) => l.trim() !== '');
    expect(lines.length).toBe(4);
    for (const line of lines) expect(book).toContain(flat(line));
  });
});
