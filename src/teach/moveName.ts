// Stage: teach. A move's name in the language of the output. A file's own move names (`name:` in
// its moves) are its words and stay as written; names zermelo made up — the moves of `subtraction:`,
// `nim:` and `octal:` families ("take k", "take 2 and split"), "move" for an unnamed schema — are
// translated, in the book's words ("tira k pedras", "tira … desse monte"); and a move that keeps the
// turn is marked in each language. Input: the label with binder values substituted, and what it is.
// Output: text.

import { termPt } from './sentences/termsPt.js';
import type { Lang } from './vocabulary.js';

export interface MoveNameFacts {
  /** The name is zermelo's (a family's move, or an unnamed schema), not the file's. */
  generated?: boolean;
  /** The move keeps the turn (`again:`). */
  keeps?: boolean;
}

/** The family generators' names (model/families/*.ts, game/moveLister.ts's "move", the prover's
 *  "move 2"), with their binder values substituted or listed after them ("take k (k = 2)"), and
 *  their Portuguese forms. The first rule that matches wins; what follows the name is kept. */
const END = '(?=$| \\()';
const PT_RULES: readonly [RegExp, string][] = [
  [new RegExp(`^take all (\\S+)${END}`), 'tira todas as $1'],
  [new RegExp(`^take (\\S+) from heap (\\S+)${END}`), 'tira $1 do monte $2'],
  [new RegExp(`^take (\\S+) and split${END}`), 'tira $1 e divide o resto'],
  [new RegExp(`^split${END}`), 'divide'],
  [new RegExp(`^take (\\S+)${END}`), 'tira $1'],
  [new RegExp(`^move( \\d+)?${END}`), 'jogada$1'],
];

const KEEPS: Record<Lang, string> = { en: ' (keeps the turn)', pt: ' (joga outra vez)' };

export function moveNameText(lang: Lang, label: string, facts: MoveNameFacts = {}): string {
  let name = label;
  if (facts.generated && lang === 'pt') {
    const rule = PT_RULES.find(([re]) => re.test(label));
    if (rule) name = label.replace(rule[0], rule[1]);
  }
  return facts.keeps ? `${name}${KEEPS[lang]}` : name;
}

/** A move's target in the language of the output: positions as printed, "the empty sum" (a move
 *  that leaves no component, check/describe.ts and champion.ts) in the book's words. */
export function moveTargetText(lang: Lang, target: string): string {
  return lang === 'pt' ? termPt(target) : target;
}
