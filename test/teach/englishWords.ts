// The English words that must not appear in Portuguese output, shared by the check of every command
// (portugueseEverywhere.test.ts) and of the `serve` page (test/serve/servePt.test.ts), each of which
// adds the words of its own surfaces; and how a word is found in a text (as a whole word, any case).

export const COMMON_ENGLISH = [
  'the',
  'is',
  'of',
  'for',
  'with',
  'from',
  'to',
  'not',
  'every',
  'move',
  'moves',
  'position',
  'positions',
  'safe',
  'fragile',
  'game',
  'solved',
  'condition',
  'fails',
  'counterexample',
  'counterexamples',
  'refuted',
  'truth',
  'you',
  'your',
  'file',
  'table',
  'region',
  'conjecture',
  'generation',
  'champion',
  'good',
];

/** Whether `word` stands in `text` as a word of its own (not inside a longer word), in any case. */
export function hasWord(text: string, word: string): boolean {
  return new RegExp(`(^|[^\\p{L}])${word}(?![\\p{L}])`, 'iu').test(text);
}
