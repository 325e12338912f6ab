// Stage: report. The phrases of `zermelo prove` and of the certificate lines, per language: the frame
// of the obligation list and of the verdict line, and the certificate's hypothesis, theorem and
// conjecture lines rebuilt from the certificate's data. Input: data. Output: words.

import type { CertificateReport, CertificateRunReport } from '../model.js';
import type { Lang } from '../../teach/vocabulary.js';
import { plural } from '../paint.js';
import { CASE_BY_CASE_ROUTE } from '../../prove/routeDetail.js';
import { PT as PT_TEXT } from './textPt.js';

export interface ProofWords {
  noObligations(reason: string | null): string;
  byCertificate(verdict: string, facts: string, expect: string): string;
  obligations(verdict: string, proved: number, total: number, time: string, expect: string): string;
  expect(e: string, met: boolean | null): string;
  internal: string;
  /** The lines of a certificate (without indentation): first line, hypothesis, theorem, conjecture. */
  certificate(c: CertificateReport, params: string): string[];
  /** An obligation's detail: widths, assumptions, the measure; a known phrase is translated. */
  detail(text: string): string;
}

function shorten(items: readonly string[]): string {
  return items.length <= 4 ? items.join('; ') : `${items.slice(0, 2).join('; ')}; …; ${items[items.length - 1]}`;
}

const certificateEn = (c: CertificateReport, params: string): string[] => {
  const run = c.runs[0];
  if (!run || run.period === null || run.window === null) return [];
  const heap = run.heap ?? 'n';
  const what = run.values === 'grundy' ? 'Grundy values' : 'outcomes';
  const row = run.columns.length > 0 ? `rows of ${what} (${run.columns.length} per ${heap}: ${shorten(run.columns)})` : what;
  const more = params ? ` [${params}${c.runs.length > 1 ? `; and ${plural(c.runs.length - 1, 'more parameter value')}` : ''}]` : '';
  const k = run.theorem === 'octal' ? `removes at most k = ${run.maxTake}` : `k = ${run.maxTake}, the same moves from ${heap} = ${run.uniformFrom}`;
  const lines = [
    `certificate${more}: ${row} periodic from ${heap} = ${run.preperiod} with period ${run.period} (${k}); checked row(${heap} + ${run.period}) = row(${heap}) for ${heap} ∈ [${run.window[0]}, ${run.window[1]}), rows 0…${run.checkedThrough} of ${run.rowsComputed} computed`,
  ];
  if (run.hypothesis) lines.push(`  hypothesis: ${run.hypothesis}`);
  if (run.statement) lines.push(`  theorem: ${run.statement}`);
  const conj = run.conjecture;
  if (conj?.status === 'proved')
    lines.push(`  conjecture: periodic in ${heap} from ${conj.from} with period ${conj.period}; compared with the certified rows for every ${heap} < ${conj.checkedBelow}`);
  return lines;
};

/** The hypothesis as certify/hypothesis.ts words it, in Portuguese (its data are in the words). */
function hypothesisPt(text: string): string {
  const m = /^every move takes (\d+)(?: to (\d+))? from (\S+) and leaves one heap; the moves of (.+) are the same for every \S+ ≥ (\d+)$/.exec(text);
  if (!m) return text;
  const take = m[2] ? `de ${m[1]} a ${m[2]}` : m[1];
  return `cada jogada tira ${take} de ${m[3]} e deixa um só monte; as jogadas de ${m[4]} são as mesmas para todo ${m[3]} ≥ ${m[5]}`;
}

function theoremPt(run: CertificateRunReport): string | null {
  const w = run.window;
  if (!w || run.statement === null) return run.statement;
  if (run.theorem === 'subtraction') {
    return `row(n) depende só das linhas n−1…n−${run.maxTake} (a mesma regra para n ≥ ${run.uniformFrom}); row(n+${run.period}) = row(n) para ${w[0]} ≤ n < ${w[1]} implica-o para todo n ≥ ${run.preperiod}`;
  }
  if (run.theorem === 'octal') {
    return `Guy–Smith: código octal que tira no máximo ${run.maxTake}; g(n+${run.period}) = g(n) para ${w[0]} ≤ n < ${w[1]} implica-o para todo n ≥ ${run.preperiod}`;
  }
  return run.statement;
}

const certificatePt = (c: CertificateReport, params: string): string[] => {
  const run = c.runs[0];
  if (!run || run.period === null || run.window === null) return [];
  const heap = run.heap ?? 'n';
  const what = run.values === 'grundy' ? 'valores de Grundy' : 'resultados';
  const row = run.columns.length > 0 ? `linhas de ${what} (${run.columns.length} por ${heap}: ${shorten(run.columns)})` : what;
  const rest = c.runs.length - 1;
  const more = params ? ` [${params}${rest > 0 ? `; e mais ${rest} ${rest === 1 ? 'valor do parâmetro' : 'valores do parâmetro'}` : ''}]` : '';
  const k = run.theorem === 'octal' ? `tira no máximo k = ${run.maxTake}` : `k = ${run.maxTake}, as mesmas jogadas a partir de ${heap} = ${run.uniformFrom}`;
  const lines = [
    `certificado${more}: ${row} periódicos a partir de ${heap} = ${run.preperiod} com período ${run.period} (${k}); verificado row(${heap} + ${run.period}) = row(${heap}) para ${heap} ∈ [${run.window[0]}, ${run.window[1]}), linhas 0…${run.checkedThrough} de ${run.rowsComputed} calculadas`,
  ];
  if (run.hypothesis) lines.push(`  hipótese: ${hypothesisPt(run.hypothesis)}`);
  const theorem = theoremPt(run);
  if (theorem) lines.push(`  teorema: ${theorem}`);
  const conj = run.conjecture;
  if (conj?.status === 'proved')
    lines.push(`  conjectura: periódica em ${heap} a partir de ${conj.from} com período ${conj.period}; comparada com as linhas certificadas para todo ${heap} < ${conj.checkedBelow}`);
  return lines;
};

const DETAILS_PT: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^measure \(proof\.termination\): (.*)$/, (m) => `medida (proof.termination): ${m[1]}`],
  [/^the oracles \(safe, fragile, …\) are read from the proved conjecture$/, () => 'os oráculos (safe, fragile, …) são lidos da conjectura provada'],
  [/^proved for values below 2\^(\d+) only \(bit-vector obligation\)$/, (m) => `provada só para valores abaixo de 2^${m[1]} (obrigação com vetores de bits)`],
  [/^with proof\.strategy: a case whose `when` holds names a legal move into S$/, () => 'com proof.strategy: um caso cujo `when` vale dá uma jogada legal para I'],
  [/^proved without the strategy hint$/, () => 'provada sem a estratégia sugerida'],
  [
    /^with a strategy found by zermelo \(S reads x mod E = 0: take the remainder, x → x − x mod E\): the case names a legal move into S$/,
    () => 'com uma estratégia encontrada pelo zermelo (I lê-se x mod E = 0: tire o resto, x → x − x mod E): o caso dá uma jogada legal para I',
  ],
  [
    /^with moves found by zermelo \(a heap x with x ⊕ E < x goes to x ⊕ E, E a nim-sum in S, or a heap is cut to 0 or 1\): some case that applies names a legal move into S$/,
    () => 'com jogadas encontradas pelo zermelo (um monte x com x ⊕ E < x passa a x ⊕ E, E uma soma-nim de I, ou um monte fica com 0 ou 1): algum caso que se aplica dá uma jogada legal para I',
  ],
  [
    /^with a strategy found by zermelo \(Bouton’s move: a heap x with x ⊕ E < x goes to x ⊕ E, E the nim-sum of S\): each case names a legal move into S$/,
    () => 'com uma estratégia encontrada pelo zermelo (a jogada de Bouton: um monte x com x ⊕ E < x passa a x ⊕ E, E a soma-nim de I): cada caso dá uma jogada legal para I',
  ],
  [
    /^with moves found by zermelo \(Bouton’s move: a heap x with x ⊕ g ⊕ v < x goes to x ⊕ g ⊕ v, g the Grundy value, v the smaller value\)$/,
    () => 'com jogadas encontradas pelo zermelo (a jogada de Bouton: um monte x com x ⊕ g ⊕ v < x passa a x ⊕ g ⊕ v, g o valor de Grundy, v o valor menor)',
  ],
  [
    /^proof\.strategy is not read in a game whose moves can keep the turn \(a case names a target, not whether its move keeps the turn\): the plain condition is proved$/,
    () => 'proof.strategy não se lê num jogo cujas jogadas podem manter a vez (um caso dá um destino, não se a jogada mantém a vez): prova-se a condição simples',
  ],
  [/^timeout$/, () => 'tempo esgotado'],
];

/** The route Z3 took (prove/routeDetail.ts), appended to a detail. */
const CASE_BY_CASE_PT = '; verificada caso a caso (algum caso se aplica, e o primeiro que se aplica dá uma jogada legal para I)';

function detailPt(text: string): string {
  if (text.endsWith(CASE_BY_CASE_ROUTE)) return detailPt(text.slice(0, -CASE_BY_CASE_ROUTE.length)) + CASE_BY_CASE_PT;
  for (const [re, pt] of DETAILS_PT) {
    const m = re.exec(text);
    if (m) return pt(m);
  }
  return PT_TEXT.reason(text);
}

const EN: ProofWords = {
  noObligations: (reason) => `(no obligations: ${reason ?? 'the prover did not run'})`,
  byCertificate: (verdict, facts, expect) => `${verdict}: by a periodicity certificate (${facts})${expect}`,
  obligations: (verdict, proved, total, time, expect) => `${verdict}: ${proved}/${total} obligations proved in ${time}${expect}`,
  expect: (e, met) => ` (expect: ${e}${met === false ? ' — not met' : ''})`,
  internal: 'internal error',
  certificate: certificateEn,
  detail: (text) => text,
};

const PT: ProofWords = {
  noObligations: (reason) => `(sem obrigações: ${detailPt(reason ?? 'the prover did not run')})`,
  byCertificate: (verdict, facts, expect) => `${verdict}: por um certificado de periodicidade (${facts})${expect}`,
  obligations: (verdict, proved, total, time, expect) => `${verdict}: ${proved}/${total} ${total === 1 ? 'obrigação provada' : 'obrigações provadas'} em ${time}${expect}`,
  expect: (e, met) => ` (expect: ${e}${met === false ? ' — não cumprido' : ''})`,
  internal: 'erro interno',
  certificate: certificatePt,
  detail: detailPt,
};

export function proofWordsOf(lang: Lang = 'en'): ProofWords {
  return lang === 'pt' ? PT : EN;
}
