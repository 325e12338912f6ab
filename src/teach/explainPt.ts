// Stage: teach. Every failed condition in a sentence a secondary-school student understands, in the
// book's Portuguese, built like the checker's English sentences (check/render.ts): "n = 2 é frágil
// segundo a conjectura, mas a condição I falha: a sua única jogada, take 1 → n = 1, leva a uma posição
// que diz frágil. A verdade: n = 2 é inatacável (geração 3)." Input: a counterexample, either the
// checker's (check/result.ts) or the report's (report/model.ts). Output: the sentence.

import type { Counterexample } from '../check/result.js';
import type { Lang } from './vocabulary.js';

/** The report's counterexample, structurally (teach does not import report/). */
export interface ReportCounterexample {
  condition: string; // requirement | I | II | III | truth | grundy | claim | …
  positionText: string;
  sentence: string;
  moves: readonly { name: string | null; to: string; conjectured: string | null; truth: string | null }[];
  truth: { class: string; generation: number | null } | null;
  claim: string | null;
}

interface Facts {
  condition: string;
  p: string;
  moves: { arrow: string; conjectured: string | null; grundy?: number | string }[];
  offending: number[] | undefined;
  conjectured: string | undefined;
  sets: string[] | undefined;
  terminal: 'lose' | 'draw' | 'win' | undefined;
  truth: string | undefined;
  generation: number | undefined;
  conjecturedGrundy: number | string | undefined; // exact digits beyond ±(2^53 − 1)
  trueGrundy: number | undefined;
  winning: string | undefined;
  claim: string | null;
}

const PT: Record<string, string> = { safe: 'inatacável', fragile: 'frágil', neutral: 'neutra', undetermined: 'indeterminada', none: 'em nenhum conjunto', several: 'em vários conjuntos' };
const pt = (k: string | null | undefined): string => (k ? (PT[k] ?? k) : 'desconhecida');

function fromCheck(cx: Counterexample): Facts {
  return {
    condition: cx.condition,
    p: cx.text,
    moves: cx.moves.map((m) => ({ arrow: `${m.label} → ${m.target}`, conjectured: m.conjectured ?? null, ...(m.conjecturedGrundy !== undefined ? { grundy: m.conjecturedGrundy } : {}) })),
    offending: cx.offending,
    conjectured: cx.conjectured,
    sets: cx.conjecturedSets,
    terminal: cx.terminal,
    truth: cx.truth,
    generation: cx.generation,
    conjecturedGrundy: cx.conjecturedGrundy,
    trueGrundy: cx.trueGrundy,
    winning: cx.winningMove ? `${cx.winningMove.label} → ${cx.winningMove.target}` : undefined,
    claim: null,
  };
}

function fromReport(c: ReportCounterexample): Facts {
  const moves = c.moves.map((m) => ({ arrow: `${m.name ? `${m.name} → ` : ''}${m.to}`, conjectured: m.conjectured }));
  const truth = c.truth?.class.replace(/ \(Grundy value \d+\)$/, '');
  const terminal = c.condition === 'requirement' && moves.length === 0 ? (truth === 'safe' ? 'lose' : truth === 'neutral' ? 'draw' : truth === 'fragile' ? 'win' : undefined) : undefined;
  return {
    condition: c.condition === 'requirement' ? (terminal ? `terminal-${terminal}` : 'partition') : c.condition,
    p: c.positionText,
    moves,
    offending: undefined,
    conjectured: ({ I: 'fragile', II: 'safe', III: 'neutral' } as Record<string, string>)[c.condition],
    sets: undefined,
    terminal,
    truth,
    generation: c.truth?.generation ?? undefined,
    conjecturedGrundy: undefined,
    trueGrundy: undefined,
    winning: undefined,
    claim: c.claim,
  };
}

const list = (f: Facts, idx: number[]): string => idx.map((i) => f.moves[i]!.arrow).join(', ');
const which = (f: Facts, pred: (m: Facts['moves'][number]) => boolean): number[] => f.offending ?? f.moves.map((m, i) => (pred(m) ? i : -1)).filter((i) => i >= 0);

/** "a sua jogada X leva" / "as suas jogadas X, Y levam". */
function movesLead(f: Facts, idx: number[]): string {
  return idx.length === 1 ? `a sua jogada ${list(f, idx)} leva` : `as suas jogadas ${list(f, idx)} levam`;
}

function truthSentence(f: Facts): string {
  if (f.truth === undefined) return '';
  const gen = f.generation !== undefined ? ` (geração ${f.generation})` : '';
  let s = f.truth === 'undetermined' ? `A verdade: ${f.p} não fica determinada dentro dos limites.` : `A verdade: ${f.p} é ${pt(f.truth)}${gen}.`;
  if (f.trueGrundy !== undefined && f.conjecturedGrundy !== undefined) s = `A verdade: o valor de Grundy de ${f.p} é ${f.trueGrundy}.`;
  if (f.winning) s += ` Uma jogada boa é ${f.winning}.`;
  return ` ${s}`;
}

function head(f: Facts): string {
  const p = f.p;
  const sets = `vários conjuntos (${(f.sets ?? []).map(pt).join(' e ')})`;
  const called = f.conjectured === 'several' ? `a conjectura põe-na em ${sets}` : `a conjectura diz que é ${pt(f.conjectured)}`;
  const is = f.conjectured === 'several' ? `está, segundo a conjectura, em ${sets}` : `é ${pt(f.conjectured)} segundo a conjectura`;
  switch (f.condition) {
    case 'partition':
      return f.conjectured === 'several'
        ? `${p} está, segundo a conjectura, em vários conjuntos (${(f.sets ?? []).map(pt).join(' e ')}); cada posição tem de estar num e num só.`
        : `${p} não está em nenhum dos conjuntos da conjectura; cada posição tem de estar num e num só dos conjuntos S, F, N.`;
    case 'terminal-lose':
      return `${p} é uma posição vitoriosa (a partida acabou e quem joga perdeu), por isso tem de ser inatacável, mas ${called}.`;
    case 'terminal-draw':
      return `${p} acaba a partida empatada, por isso tem de ser neutra, mas ${called}.`;
    case 'terminal-win':
      return `${p} acaba a partida com vitória de quem joga, por isso tem de ser frágil, mas ${called}.`;
    case 'I':
      if (f.moves.length === 0) return `${p} é frágil segundo a conjectura, mas a condição I falha: não tem jogadas, por isso não pode passar a uma posição inatacável.`;
      return f.moves.length === 1
        ? `${p} é frágil segundo a conjectura, mas a condição I falha: a sua única jogada, ${f.moves[0]!.arrow}, leva a uma posição que diz ${pt(f.moves[0]!.conjectured)}.`
        : `${p} é frágil segundo a conjectura, mas a condição I falha: nenhuma das suas ${f.moves.length} jogadas (${list(f, f.moves.map((_, i) => i))}) leva a uma posição que diga inatacável.`;
    case 'II': {
      const bad = which(f, (m) => m.conjectured !== 'fragile');
      const to = bad.length === 1 ? `a uma posição que diz ${pt(f.moves[bad[0]!]!.conjectured)}` : 'a posições que não diz frágeis';
      return `${p} é inatacável segundo a conjectura, mas a condição II falha: ${movesLead(f, bad)} ${to} (de uma posição inatacável, todas as jogadas têm de levar a posições frágeis).`;
    }
    case 'IIIa':
      return `${p} é neutra segundo a conjectura, mas a condição III falha: ${f.moves.length === 1 ? `a sua única jogada, ${f.moves[0]!.arrow}, não leva` : `nenhuma das suas ${f.moves.length} jogadas (${list(f, f.moves.map((_, i) => i))}) leva`} a uma posição que diga neutra (uma neutra que não é empate tem de ter uma jogada para outra neutra).`;
    case 'IIIb':
    case 'III': {
      const bad = which(f, (m) => m.conjectured === 'safe');
      if (bad.length === 0) return head({ ...f, condition: 'IIIa' });
      return `${p} é neutra segundo a conjectura, mas a condição III falha: ${movesLead(f, bad)} a uma posição que diz inatacável (de uma neutra nunca se pode passar a uma inatacável).`;
    }
    case 'truth':
      return f.conjecturedGrundy !== undefined ? `O valor de Grundy conjecturado de ${p} é ${f.conjecturedGrundy}.` : `${p} ${is}, mas o jogo resolvido discorda.`;
    case 'grundy-value':
      return `O valor de Grundy conjecturado de ${p} é ${f.conjecturedGrundy}, que não é um inteiro não negativo.`;
    case 'grundy-keep': {
      const bad = which(f, (m) => m.grundy === f.conjecturedGrundy);
      return `O valor de Grundy conjecturado de ${p} é ${f.conjecturedGrundy}, mas ${movesLead(f, bad)} a uma posição com o mesmo valor conjecturado (nenhuma jogada pode manter o valor de Grundy).`;
    }
    case 'grundy-reach': {
      const reach = new Set(f.moves.map((m) => m.grundy));
      let missing = 0;
      while (reach.has(missing)) missing++;
      return `O valor de Grundy conjecturado de ${p} é ${f.conjecturedGrundy}, mas nenhuma jogada leva a uma posição com valor conjecturado ${missing} (todos os valores menores têm de ser atingíveis).`;
    }
    case 'grundy-truth':
      if (f.conjecturedGrundy !== undefined) return `O valor de Grundy conjecturado de ${p} é ${f.conjecturedGrundy}.`;
      return `${p} ${is}, mas o jogo resolvido discorda.`;
    case 'grundy':
      return `Em ${p} o valor de Grundy conjecturado falha a regra do mex: nenhuma jogada pode manter o valor, e cada valor menor tem de ser atingível.`;
    case 'claim':
      return `A afirmação «${f.claim ?? ''}» é falsa em ${p}.`;
    case 'finiteness':
      return `Há um ciclo de jogadas em ${p}: uma partida pode nunca acabar, e o teorema 4.1 só vale para jogos finitos.`;
    default:
      return `${p}: a condição ${f.condition} falha.`;
  }
}

export function sentencePt(cx: Counterexample | ReportCounterexample): string {
  const f = 'text' in cx ? fromCheck(cx) : fromReport(cx);
  return f.condition === 'claim' ? head(f) : `${head(f)}${truthSentence(f)}`;
}

/** The sentence in `lang`: the checker's own in English, the book's Portuguese otherwise. */
export function conditionSentence(cx: Counterexample | ReportCounterexample, lang: Lang): string {
  return lang === 'pt' ? sentencePt(cx) : cx.sentence;
}

/** A report with its counterexample sentences in `lang` (the rest of the report is unchanged). */
export function withSentences<R extends { counterexamples: readonly ReportCounterexample[] }>(report: R, lang: Lang): R {
  if (lang === 'en') return report;
  return { ...report, counterexamples: report.counterexamples.map((c) => ({ ...c, sentence: sentencePt(c) })) };
}
