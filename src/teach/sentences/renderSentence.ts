// Stage: teach. The counterexample sentence in a language: the English or the Portuguese renderer
// applied to the facts a result carries. Input: SentenceFacts and a Lang. Output: the sentence.

import type { Lang } from '../vocabulary.js';
import { renderSentenceEn } from './en.js';
import type { Counterexample } from '../../check/result.js';
import { factsOfCounterexample, type SentenceFacts } from './facts.js';
import { renderSentencePt } from './pt.js';

const RENDERERS: Record<Lang, (f: SentenceFacts) => string> = { en: renderSentenceEn, pt: renderSentencePt };

export function renderSentence(facts: SentenceFacts, lang: Lang): string {
  return RENDERERS[lang](facts);
}

/** The sentence of one of the bounded check's counterexamples. */
export function counterexampleSentence(cx: Counterexample, lang: Lang = 'en'): string {
  return renderSentence(factsOfCounterexample(cx), lang);
}
