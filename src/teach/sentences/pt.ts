// Stage: teach. The Portuguese renderer of counterexample sentences, in the book's words (inatacável,
// frágil, neutra, jogada boa, geração): "n = 2 é frágil segundo a conjectura, mas a condição I falha:
// a sua única jogada, take 1 → n = 1, leva a uma posição frágil segundo a conjectura. A verdade:
// n = 2 é inatacável (geração 2)." One entry per condition in HEAD, like en.ts. Input: SentenceFacts.

import type { Condition } from '../../check/result.js';
import type { CertificateFacts, ClaimFacts, ConditionFacts, MoveFact, ProofFacts, SentenceFacts } from './facts.js';
import { missingValue, offending } from './facts.js';
import { moveNameText } from '../moveName.js';
import { obligationTitlePt, termPt } from './termsPt.js';

const arrow = (m: MoveFact): string => `${moveNameText('pt', m.label, m)} → ${termPt(m.target)}`;
const list = (ms: readonly MoveFact[]): string => ms.map(arrow).join(', ');
const sets = (f: ConditionFacts): string => (f.sets ?? []).map(termPt).join(' e ');
/** "frágil segundo a conjectura" — the class a move's target has in the conjecture. */
const byConjecture = (cls: string | undefined): string => `${termPt(cls ?? 'none')} segundo a conjectura`;

/** "a sua única jogada, X," / "nenhuma das suas 2 jogadas (X, Y)" */
function theMoves(f: ConditionFacts): string {
  if (f.moves.length === 1) return `a sua única jogada, ${arrow(f.moves[0]!)},`;
  return `nenhuma das suas ${f.moves.length} jogadas (${list(f.moves)})`;
}

/** "a sua jogada X leva" / "as suas jogadas X, Y levam" */
function movesLead(ms: readonly MoveFact[]): string {
  return ms.length === 1 ? `a sua jogada ${arrow(ms[0]!)} leva` : `as suas jogadas ${list(ms)} levam`;
}

/** "a conjectura diz que é frágil" / "a conjectura põe-na em vários conjuntos (…)" */
function called(f: ConditionFacts): string {
  if (f.conjectured === 'several') return `a conjectura põe-na em vários conjuntos (${sets(f)})`;
  if (f.conjectured === 'none' || f.conjectured === undefined) return 'a conjectura não a põe em nenhum conjunto';
  return `a conjectura diz que é ${termPt(f.conjectured)}`;
}

/** "n = 2 é frágil segundo a conjectura, mas" — or, for a position in several sets, which role fails. */
const as = (f: ConditionFacts, role: string): string =>
  f.conjectured === 'several'
    ? `${f.position} está, segundo a conjectura, em vários conjuntos (${sets(f)}); como posição ${termPt(role)},`
    : `${f.position} é ${termPt(role)} segundo a conjectura, mas`;

const HEAD: { [C in Condition]: (f: ConditionFacts) => string } = {
  partition: (f) =>
    f.conjectured === 'none'
      ? `${f.position} não está em nenhum dos conjuntos da conjectura; cada posição tem de estar num e num só dos conjuntos I (inatacáveis), F (frágeis), N (neutras).`
      : `${f.position} está, segundo a conjectura, em vários conjuntos (${sets(f)}); cada posição tem de estar num e num só.`,
  'terminal-lose': (f) => `${f.position} é uma posição vitoriosa (a partida acabou e quem joga perdeu), por isso tem de ser inatacável, mas ${called(f)}.`,
  'terminal-draw': (f) => `${f.position} acaba a partida empatada, por isso tem de ser neutra, mas ${called(f)}.`,
  'terminal-win': (f) => `${f.position} acaba a partida com vitória de quem joga, por isso tem de ser frágil, mas ${called(f)}.`,
  I: (f) => {
    if (f.moves.length === 0) return `${as(f, 'fragile')} a condição I falha: não tem jogadas, por isso nenhuma leva a uma posição inatacável.`;
    return `${as(f, 'fragile')} a condição I falha: ${theMoves(f)} leva a uma posição ${byConjecture(f.moves.length === 1 ? f.moves[0]!.conjectured : 'safe')}.`;
  },
  II: (f) => {
    const bad = offending(f);
    const to = bad.length === 1 ? `a uma posição ${byConjecture(bad[0]!.conjectured)}` : 'a posições que não são frágeis segundo a conjectura';
    return `${as(f, 'safe')} a condição II falha: ${movesLead(bad)} ${to} (de uma posição inatacável, todas as jogadas têm de levar a posições frágeis).`;
  },
  IIIa: (f) =>
    `${as(f, 'neutral')} a condição III falha: ${f.moves.length === 1 ? `a sua única jogada, ${arrow(f.moves[0]!)}, não leva` : `nenhuma das suas ${f.moves.length} jogadas (${list(f.moves)}) leva`} a uma posição neutra segundo a conjectura (uma posição neutra que não é empate tem de ter uma jogada para outra neutra).`,
  IIIb: (f) => `${as(f, 'neutral')} a condição III falha: ${movesLead(offending(f))} a uma posição inatacável segundo a conjectura (de uma neutra nunca se pode passar a uma inatacável).`,
  truth: (f) => `${f.position} ${f.conjectured === 'several' ? `está, segundo a conjectura, em vários conjuntos (${sets(f)})` : `é ${byConjecture(f.conjectured)}`}, mas o jogo resolvido discorda.`,
  'grundy-value': (f) => `O valor de Grundy conjecturado de ${f.position} é ${f.conjecturedGrundy}, que não é um inteiro não negativo.`,
  'grundy-keep': (f) =>
    `O valor de Grundy conjecturado de ${f.position} é ${f.conjecturedGrundy}, mas ${movesLead(offending(f))} a uma posição com o mesmo valor conjecturado (nenhuma jogada pode manter o valor de Grundy).`,
  'grundy-reach': (f) =>
    `O valor de Grundy conjecturado de ${f.position} é ${f.conjecturedGrundy}, mas nenhuma jogada leva a uma posição com valor conjecturado ${missingValue(f)} (todos os valores menores têm de ser atingíveis).`,
  'grundy-truth': (f) => `O valor de Grundy conjecturado de ${f.position} é ${f.conjecturedGrundy}.`,
  'value-local': (f) => {
    const best = offending(f)[0];
    if (!best) return `O valor de ${f.position} segundo a conjectura é ${f.conjecturedValue}, mas a posição não tem jogadas, por isso o seu valor é 0.`;
    const how = best.keeps ? `marca ${best.points} e deixa ${best.conjecturedValue}` : `marca ${best.points} e entrega ${best.conjecturedValue}`;
    return `O valor de ${f.position} segundo a conjectura é ${f.conjecturedValue}, mas a sua melhor jogada segundo a conjectura vale ${f.localValue}: ${arrow(best)} ${how} (o valor tem de ser o melhor de pontos + valor para uma jogada que mantém a vez e pontos − valor para uma que a passa).`;
  },
  'value-truth': (f) => `O valor de ${f.position} segundo a conjectura é ${f.conjecturedValue}.`,
};

/** As en.ts's keptHead: conditions I–III in their general form when a move keeps the turn. */
function keptHead(f: ConditionFacts): string | undefined {
  const each = (ms: readonly MoveFact[]): string => ms.map((m) => `${arrow(m)} (${byConjecture(m.conjectured)})`).join(', ');
  const bad = offending(f);
  const its = bad.length === 1 ? 'a sua jogada' : 'as suas jogadas';
  switch (f.condition) {
    case 'I':
      return `${as(f, 'fragile')} a condição I falha: nenhuma jogada passa a vez para uma posição inatacável segundo a conjectura nem mantém a vez numa posição frágil segundo a conjectura (as suas jogadas: ${each(f.moves)}).`;
    case 'II':
      return `${as(f, 'safe')} a condição II falha: ${its} ${each(bad)} (de uma posição inatacável, cada jogada que passa a vez tem de levar a uma frágil, e cada jogada que mantém a vez a uma inatacável).`;
    case 'IIIa':
      return `${as(f, 'neutral')} a condição III falha: nenhuma jogada leva a uma posição neutra segundo a conjectura (as suas jogadas: ${each(f.moves)}).`;
    case 'IIIb':
      return `${as(f, 'neutral')} a condição III falha: ${its} ${each(bad)} (de uma neutra, nenhuma jogada que passa a vez pode levar a uma inatacável, nem uma que mantém a vez a uma frágil).`;
    default:
      return undefined;
  }
}

function truthSentence(f: ConditionFacts): string {
  if (f.sampledSeed !== undefined && f.sampledWithinBounds)
    return `Encontrado por amostragem (semente ${f.sampledSeed}) numa posição dentro dos limites; aí o jogo não fica resolvido dentro deles, mas a condição falha localmente.`;
  if (f.sampledSeed !== undefined) return `Encontrado por amostragem para lá dos limites (semente ${f.sampledSeed}); aí o jogo não está resolvido, mas a condição falha localmente.`;
  const gen = f.generation !== undefined ? ` (geração ${f.generation})` : '';
  let s = f.truth === 'undetermined' ? `A verdade: ${f.position} não fica determinada dentro dos limites.` : `A verdade: ${f.position} é ${termPt(f.truth)}${gen}.`;
  if (f.trueGrundy !== undefined && f.conjecturedGrundy !== undefined) s = `A verdade: o valor de Grundy de ${f.position} é ${f.trueGrundy}.`;
  if (f.conjecturedValue !== undefined) {
    s = f.trueValue === undefined ? `A verdade: o valor de ${f.position} não fica determinado dentro dos limites.` : `A verdade: o valor de ${f.position} é ${f.trueValue}.`;
    if (f.best) s += ` Uma melhor jogada é ${arrow(f.best)}, que marca ${f.best.points}.`;
  }
  if (f.winning) s += ` Uma jogada boa é ${arrow(f.winning)}.`;
  return s;
}

function conditionSentence(f: ConditionFacts): string {
  const kept = f.moves.some((m) => m.keeps) ? keptHead(f) : undefined;
  if (kept !== undefined) return `${kept} ${truthSentence(f)}`;
  const s = `${HEAD[f.condition](f)} ${truthSentence(f)}`;
  return f.reproduce ? `${s} Para reproduzir: ${f.reproduce}.` : s;
}

const claimSentence = (f: ClaimFacts): string =>
  `a afirmação «${f.name}» é falsa${f.params ? ` para ${f.params}` : ''}${f.where ? `, a primeira vez em ${f.where}` : ''}${f.message ? ` (${f.message})` : ''}.`;

function certificateSentence(f: CertificateFacts): string {
  const where =
    f.confirmedBy === 'certificate'
      ? `pelo período certificado (${f.heap} = ${f.n} está para lá do que foi resolvido diretamente)`
      : f.confirmedBy === 'solved again'
        ? `confirmado resolvendo o jogo até ${f.heap} = ${f.n}`
        : 'o jogo resolvido';
  return `${f.position} é ${termPt(f.conjectured)} segundo a conjectura, mas é ${termPt(f.truth)} (${where}; periódico a partir de ${f.heap} = ${f.preperiod} com período ${f.period})`;
}

// Z3's explanation is the prover's own English account of its model: not repeated here (the
// position and the move below the sentence say the same).
const proofSentence = (f: ProofFacts): string => `falha a obrigação «${obligationTitlePt(f.title)}»${f.where ? ` em ${f.where}` : ''}${f.minimised || !f.where ? '' : ' (não minimizado)'}`;

export function renderSentencePt(f: SentenceFacts): string {
  switch (f.kind) {
    case 'condition':
      return conditionSentence(f);
    case 'claim':
      return claimSentence(f);
    case 'certificate':
      return certificateSentence(f);
    case 'proof':
      return proofSentence(f);
  }
}
