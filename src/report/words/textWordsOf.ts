// Stage: report. The phrase table of the check report in a language. Input: a Lang. Output: TextWords.

import type { Lang } from '../../teach/vocabulary.js';
import { EN } from './textEn.js';
import { PT } from './textPt.js';
import type { TextWords } from './textWords.js';

const TABLES: Record<Lang, TextWords> = { en: EN, pt: PT };

export function textWordsOf(lang: Lang = 'en'): TextWords {
  return TABLES[lang];
}
