// Stage: teach (guess). The answer of `zermelo guess` as text: what was solved, the conjecture found
// and how it was checked, the YAML to paste — or that nothing simple fits (the caller then shows the
// table). Input: the GuessOutcome, the solved game, the language. Output: text.

import type { SolvedGame } from '../engine.js';
import { conditionSentence } from '../explainPt.js';
import type { Lang } from '../vocabulary.js';
import type { GuessOutcome } from './runGuess.js';
import { MAX_PERIOD } from './fitSequence.js';
import { SMALL } from './guessConjecture.js';
import { MAX_PREFIX } from './prefixPattern.js';
import { MAX_MODULUS, MAX_RECT } from './relations.js';

const SHOWN = 3; // rejected guesses shown with their counterexample

function regionText(solved: SolvedGame): string {
  const { game } = solved;
  const parts = game.slots.map((s, k) => (s.kind === 'player' ? undefined : `${s.name} = ${game.region.lo[k]}..${game.region.hi[k]}`)).filter(Boolean);
  const params = Object.entries(solved.params).map(([k, v]) => `${k} = ${v}`);
  return [...parts, ...params].join(', ');
}

export function renderGuess(outcome: GuessOutcome, solved: SolvedGame, lang: Lang): string {
  const pt = lang === 'pt';
  const { spec, solution } = solved;
  const c = solution.counts;
  const lines = [`${spec.name}${spec.title ? ` — ${spec.title}` : ''}`];
  const reached = solution.reachable?.positions;
  const solvedText = pt
    ? reached !== undefined
      ? `${reached} posições atingíveis a partir da posição inicial (das ${solution.size} da região ${regionText(solved)})`
      : `${solution.size} posições (${regionText(solved)})`
    : reached !== undefined
      ? `${reached} positions reachable from the start (of the ${solution.size} of the region ${regionText(solved)})`
      : `${solution.size} positions (${regionText(solved)})`;
  lines.push(
    pt
      ? `Tabela resolvida: ${solvedText}: ${c.safe} inatacáveis, ${c.fragile} frágeis${c.neutral ? `, ${c.neutral} neutras` : ''}${c.undetermined ? `, ${c.undetermined} indeterminadas (ignoradas)` : ''}.`
      : `Solved table: ${solvedText}: ${c.safe} safe, ${c.fragile} fragile${c.neutral ? `, ${c.neutral} neutral` : ''}${c.undetermined ? `, ${c.undetermined} undetermined (ignored)` : ''}.`,
  );
  const rejected = outcome.attempts.filter((a) => a.check.status !== 'holds');
  if (rejected.length) {
    lines.push(pt ? 'Palpites rejeitados pela verificação:' : 'Guesses rejected by their check:');
    for (const a of rejected.slice(0, SHOWN)) {
      const cx = a.check.counterexample;
      const params =
        cx && Object.keys(cx.params).length
          ? `[${Object.entries(cx.params)
              .map(([k, v]) => `${k} = ${v}`)
              .join(', ')}] `
          : '';
      lines.push(`  S = ${a.conjecture.safe}`, `    ${params}${cx ? conditionSentence(cx, lang) : a.check.failure}`);
    }
    if (rejected.length > SHOWN) lines.push(pt ? `  … e mais ${rejected.length - SHOWN}.` : `  … and ${rejected.length - SHOWN} more.`);
  }
  if (!outcome.found) {
    lines.push(
      pt
        ? `Nenhuma conjectura simples descreve a tabela. Tentou-se: ao longo de cada coordenada, períodos de 1 a ${MAX_PERIOD} com um número finito de exceções antes do período, e um limiar; entre coordenadas, somas-nim dos valores e dos seus restos módulo 2 a ${MAX_MODULUS}, somas módulo 2 a ${MAX_MODULUS}, produtos de conjuntos de restos módulo até ${MAX_RECT}, a distância abs(a - b) periódica com exceções, e tudo isto depois de até ${MAX_PREFIX} primeiras linhas e colunas tratadas à parte; uma fórmula por valor de turn (ou de uma coordenada com até ${SMALL} valores). Eis a tabela:`
        : `No simple conjecture fits the table. Tried: along each coordinate, periods 1 to ${MAX_PERIOD} with finitely many exceptions before the period, and a threshold; between coordinates, nim-sums of the values and of their residues modulo 2 to ${MAX_MODULUS}, sums modulo 2 to ${MAX_MODULUS}, products of residue sets modulo up to ${MAX_RECT}, the distance abs(a - b) periodic with exceptions, and all of these after up to ${MAX_PREFIX} first rows and columns fitted apart; one formula per value of turn (or of a coordinate with at most ${SMALL} values). Here is the table:`,
    );
    return lines.join('\n') + '\n';
  }
  const g = outcome.found.conjecture;
  lines.push(pt ? `Conjectura — as posições inatacáveis (S): ${g.safe}` : `Guess — the safe positions (S): ${g.safe}`);
  if (g.neutral) lines.push(pt ? `             as posições neutras (N): ${g.neutral}` : `        the neutral positions (N): ${g.neutral}`);
  lines.push(pt ? 'As restantes são frágeis (F).' : 'The others are fragile (F).');
  const positions = outcome.found.check.positions;
  const where = outcome.found.check.fromStart ? (pt ? 'atingíveis a partir da posição inicial' : 'reachable from the start') : pt ? 'da região' : 'of the region';
  lines.push(
    outcome.found.check.local === false
      ? pt
        ? `Coincide com o jogo resolvido nas ${positions} posições da região (as jogadas levam a somas, que a conjectura não classifica: as condições I–III não foram verificadas).`
        : `Agrees with the solved game at all ${positions} positions of the region (moves lead to sums, which the conjecture does not classify: conditions I–III were not checked).`
      : pt
        ? `Verificada pelo teorema 4.1 nas ${positions} posições ${where}: as condições I e II${g.neutral ? ' e III' : ''} valem e coincide com a verdade.`
        : `Checked by Theorem 4.1 at all ${positions} positions ${where}: conditions I and II${g.neutral ? ' and III' : ''} hold and it agrees with the truth.`,
  );
  const fixed = Object.entries(solved.params)
    .map(([k, v]) => `${k} = ${v}`)
    .join(', ');
  if (fixed) {
    lines.push(
      pt
        ? `É um palpite para ${fixed} (o jogo da tabela): zermelo check verifica o ficheiro para cada valor de check.params, onde pode não valer.`
        : `It is a guess for ${fixed} (the game of the table): zermelo check tests the file for every value of check.params, where it may not hold.`,
    );
  }
  lines.push('', pt ? `Cole em ${spec.file}:` : `Paste into ${spec.file}:`, '', outcome.yaml!.trimEnd(), '');
  lines.push(pt ? `Depois: zermelo check ${spec.file}` : `Then: zermelo check ${spec.file}`);
  return lines.join('\n') + '\n';
}

/** The prover's answer about the guess (its summary: status and reason), in one line. */
export function proofLine(summary: { status: string; reason: string | null; width?: number } | null, lang: Lang): string {
  const pt = lang === 'pt';
  if (!summary || summary.status === 'unavailable') return pt ? 'Prova: o provador simbólico não está disponível.' : 'Proof: the symbolic prover is not available.';
  if (summary.status === 'proved') return pt ? 'Prova: demonstrada para todas as posições (não só dentro dos limites).' : 'Proof: proved for every position (not only within the bounds).';
  // every obligation discharged, but with bitvectors: no proof beyond 2^width (issue 14)
  if (summary.status === 'width-bounded')
    return pt
      ? `Prova: demonstrada só para valores abaixo de 2^${summary.width} (obrigações em vetores de bits), não para todas as posições.`
      : `Proof: proved for values below 2^${summary.width} only (bit-vector obligations), not for every position.`;
  const why = summary.reason ? ` (${summary.reason})` : '';
  return pt ? `Prova: não demonstrada — ${summary.status}${why}.` : `Proof: not proved — ${summary.status}${why}.`;
}
