// Stage: teach. A counterexample's sentence in the chosen language, for the check report, the HTML
// page and `guess`: made by the renderers of teach/sentences/ from the facts the result carries. A
// report without facts (one merged from JSON reports) is read back into facts from its fields.
// Input: a counterexample, either the checker's (check/result.ts) or the report's (report/model.ts).

import type { Counterexample } from '../check/result.js';
import type { ConditionFacts, SentenceFacts } from './sentences/facts.js';
import { counterexampleSentence, renderSentence } from './sentences/renderSentence.js';
import type { Lang } from './vocabulary.js';

/** The report's counterexample, structurally (teach does not import report/). */
export interface ReportCounterexample {
  condition: string; // requirement | I | II | III | truth | grundy | claim | …
  positionText: string;
  sentence: string;
  moves: readonly { name: string | null; to: string; conjectured: string | null; truth: string | null }[];
  truth: { class: string; generation: number | null } | null;
  claim: string | null;
  facts?: SentenceFacts;
}

const CLASSES = new Set(['safe', 'fragile', 'neutral', 'none', 'several']);
type Conjectured = NonNullable<ConditionFacts['conjectured']>;
const asClass = (s: string | null): Conjectured | undefined => (s !== null && CLASSES.has(s) ? (s as Conjectured) : undefined);

/** The facts of a report's counterexample that has none: what its fields say (coarser conditions). */
function factsOfReport(c: ReportCounterexample): SentenceFacts | undefined {
  if (c.condition === 'claim') return { kind: 'claim', name: c.claim ?? '', params: '', where: c.positionText };
  const truth = asClass(c.truth?.class.replace(/ \(Grundy value \d+\)$/, '') ?? null);
  if (!truth || truth === 'none' || truth === 'several') return undefined;
  const moves = c.moves.map((m) => ({ label: m.name ?? '', target: m.to, ...(asClass(m.conjectured) ? { conjectured: asClass(m.conjectured)! } : {}) }));
  const pick = (pred: (m: (typeof moves)[number]) => boolean): number[] => moves.flatMap((m, i) => (pred(m) ? [i] : []));
  const base = { kind: 'condition' as const, position: c.positionText, moves, truth, ...(c.truth?.generation != null ? { generation: c.truth.generation } : {}) };
  switch (c.condition) {
    case 'requirement': {
      if (moves.length > 0) return undefined;
      const condition = truth === 'safe' ? 'terminal-lose' : truth === 'neutral' ? 'terminal-draw' : 'terminal-win';
      return { ...base, condition, offending: [] };
    }
    case 'I':
      return { ...base, condition: 'I', conjectured: 'fragile', offending: pick(() => true) };
    case 'II':
      return { ...base, condition: 'II', conjectured: 'safe', offending: pick((m) => m.conjectured !== 'fragile') };
    case 'III': {
      const intoSafe = pick((m) => m.conjectured === 'safe');
      return intoSafe.length > 0 ? { ...base, condition: 'IIIb', conjectured: 'neutral', offending: intoSafe } : { ...base, condition: 'IIIa', conjectured: 'neutral', offending: pick(() => true) };
    }
    default:
      return undefined;
  }
}

function factsOf(cx: Counterexample | ReportCounterexample): SentenceFacts | undefined {
  return 'text' in cx ? undefined : (cx.facts ?? factsOfReport(cx));
}

export function sentencePt(cx: Counterexample | ReportCounterexample): string {
  if ('text' in cx) return counterexampleSentence(cx, 'pt');
  const facts = factsOf(cx);
  return facts ? renderSentence(facts, 'pt') : cx.sentence;
}

/** The sentence in `lang`: English as the report says it, Portuguese from the facts. */
export function conditionSentence(cx: Counterexample | ReportCounterexample, lang: Lang): string {
  if (lang === 'pt') return sentencePt(cx);
  return 'text' in cx ? counterexampleSentence(cx, 'en') : cx.sentence;
}

/** A report with its counterexample sentences in `lang` (the rest of the report is unchanged). */
export function withSentences<R extends { counterexamples: readonly ReportCounterexample[] }>(report: R, lang: Lang): R {
  if (lang === 'en') return report;
  return { ...report, counterexamples: report.counterexamples.map((c) => ({ ...c, sentence: sentencePt(c) })) };
}
