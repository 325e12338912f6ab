// Stage: report. The Portuguese phrases of the check report (see textWords.ts), in the book's words:
// inatacável, frágil, neutra, jogada boa, geração; a conjectura é provada, confirmada ou refutada.
// Input: data. Output: words (European Portuguese; decimal comma).

import type { CertificateReport } from '../model.js';
import { obligationTitlePt, termPt } from '../../teach/sentences/termsPt.js';
import type { TextWords } from './textWords.js';

const n = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

const CONDITION: Record<string, string> = {
  I: 'condição I',
  II: 'condição II',
  III: 'condição III',
  requirement: 'um requisito do teorema 4.1',
  truth: 'acordo com o jogo resolvido',
  grundy: 'a condição de Grundy (mex)',
  IIIa: 'condição III (uma jogada para N)',
  IIIb: 'condição III (nenhuma jogada de N para I)',
  partition: 'a partição (num e num só de I, F, N)',
  'terminal-lose': 'posições vitoriosas em I',
  'terminal-draw': 'posições finais empatadas em N',
  'terminal-win': 'posições finais ganhas em F',
  'grundy-value': 'os valores de Grundy são naturais',
  'grundy-keep': 'nenhuma jogada mantém o valor de Grundy',
  'grundy-reach': 'cada valor de Grundy menor é atingido',
  'grundy-truth': 'acordo com os verdadeiros valores de Grundy',
  value: 'a equação do valor (melhor de pontos ± valor)',
  'value-local': 'a equação do valor (melhor de pontos ± valor)',
  'value-truth': 'acordo com os verdadeiros valores',
  finiteness: 'finitude',
  domain: 'o domínio do estado',
  'well-defined': 'boa definição',
};

/** The engines' reasons that are fixed phrases; anything else (an expression, a file name) is kept. */

/** certify/certClaims.ts's ranges cut to one period: "(m ∈ 12..100000 cut to 12..12: the body is periodic in m with period 1 from 12)". */
function rangeCutsPt(text: string): string {
  return text.replace(
    /(\S+) ∈ (\S+) cut to (\S+): the body is periodic in (\S+) with period (\d+) from (-?\d+)/g,
    (_, name: string, range: string, cut: string, v: string, period: string, from: string) =>
      `${name} ∈ ${range} reduzido a ${cut}: o corpo é periódico em ${v} com período ${period} a partir de ${from}`,
  );
}

const REASONS: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^switched off by (--no-symbolic|--symbolic off)$/, (m) => `desligada por ${m[1]}`],
  [/^switched off by check\.symbolic: off$/, () => 'desligada por check.symbolic: off'],
  [/^the prover was inconclusive$/, () => 'a prova foi inconclusiva'],
  [/^the whole game$/, () => 'o jogo todo'],
  [/^nothing to sample$/, () => 'nada a amostrar'],
  [
    /^(.*): the start does not reach it within the bounds \(check\.from: start: the conjecture is checked on the reachable positions only\)$/,
    (m) => `${m[1]}: o início não a atinge dentro dos limites (check.from: start: a conjectura é verificada só nas posições atingíveis)`,
  ],
  [/^the bounded check found a counterexample$/, () => 'a verificação exaustiva encontrou um contraexemplo'],
  [/^not needed: (.*?)( \(the hints under proof: were not checked\))?$/, (m) => `não é precisa — ${reason(m[1]!)}${m[2] ? ' (as sugestões em proof: não foram verificadas)' : ''}`],
  [/^proved for every n by a periodicity certificate$/, () => 'provada para todo o n por um certificado de periodicidade'],
  [/^a periodicity certificate found a counterexample$/, () => 'um certificado de periodicidade encontrou um contraexemplo'],
  [/^proved for every n by the periodicity certificate: (.*)$/, (m) => `provada para todo o n pelo certificado de periodicidade: ${reason(m[1]!)}`],
  [/^by the periodicity certificate: (.*)$/, (m) => `pelo certificado de periodicidade: ${reason(m[1]!)}`],
  [/^true for the solved game: evaluated with the certified values(.*)$/, (m) => `verdadeira no jogo resolvido: avaliada com os valores certificados${rangeCutsPt(m[1]!)}`],
  [/^false: evaluated with the certified values(.*)$/, (m) => `falsa: avaliada com os valores certificados${rangeCutsPt(m[1]!)}`],
  [/^the prover did not run$/, () => 'o provador não correu'],
  [/^the page runs the bounded check only \(zermelo check proves\)$/, () => 'a página só faz a verificação exaustiva (quem prova é o zermelo check)'],
];

/** A claim without a name is "claim 2" in the report (claimName): "afirmação 2" here. */
export const claimNamePt = (name: string): string => name.replace(/^claim (\d+)$/, 'afirmação $1');
/** «name» for a named claim, "afirmação 2" for an unnamed one. */
const claimPt = (name: string): string => (/^claim \d+$/.test(name) ? claimNamePt(name) : `afirmação «${name}»`);

function reason(text: string): string {
  for (const [re, pt] of REASONS) {
    const m = re.exec(text);
    if (m) return pt(m);
  }
  return text;
}

const duration = (ms: number): string => (ms < 100 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1).replace('.', ',')} s`);

function certificateFacts(c: CertificateReport): string {
  const first = c.runs[0];
  if (!first || first.period === null || first.window === null) return 'certificada';
  const heap = first.heap ?? 'n';
  if (c.runs.length > 1) {
    const periods = [...new Set(c.runs.map((r) => r.period))];
    return `${c.runs.length} certificados, um por valor do parâmetro (períodos ${periods.join(', ')})`;
  }
  return `periódica a partir de ${heap} = ${first.preperiod} com período ${first.period}, certificada em [${first.window[0]}, ${first.window[1]})`;
}

/** "a condição I", "o acordo com o jogo resolvido": a label as the subject of "falha". */
function withArticle(label: string): string {
  if (/^(a|o|as|os|um|uma|nenhuma|cada) /.test(label)) return label;
  if (/^(condição|finitude|boa definição)/.test(label)) return `a ${label}`;
  if (/^acordo/.test(label)) return `o ${label}`;
  return `a regra «${label}»`;
}

const notProved = (open: number, total: number): string => `${open} de ${n(total, 'obrigação de prova', 'obrigações de prova')} ${open === 1 ? 'não está provada' : 'não estão provadas'}`;

export const PT: TextWords = {
  lang: 'pt',
  verdict: { proved: 'provada', holds: 'confirmada', refuted: 'refutada', unknown: 'por decidir', invalid: 'inválida', unchecked: 'não verificada' },
  condition: CONDITION,
  duration,
  positions: (k) => n(k, 'posição', 'posições'),
  errors: (k) => n(k, 'erro', 'erros'),
  obligations: (k) => n(k, 'obrigação', 'obrigações'),
  undetermined: (k) => `${k} ${k === 1 ? 'indeterminada' : 'indeterminadas'}`,
  term: termPt,
  region: reason,
  noBoundedCheck: 'sem verificação exaustiva',
  cyclicRegion: 'região com ciclos',
  reachableFromStart: (k) => `${n(k, 'posição atingível', 'posições atingíveis')} a partir do início`,
  onReachable: (k) => `nas ${n(k, 'posição atingível', 'posições atingíveis')} a partir do início`,
  reachableOrbitsFromStart: (k) => `${n(k, 'órbita', 'órbitas')} de posições atingíveis a partir do início`,
  onReachableOrbits: (k) => `nas ${n(k, 'órbita', 'órbitas')} de posições atingíveis a partir do início`,
  searchedFromStart: (k) => `a partir do início (${n(k, 'posição resolvida', 'posições resolvidas')} para o decidir)`,
  sparseStorage: 'posições guardadas por chave (armazenamento esparso): a caixa dos limites é grande demais para ser indexada',
  storedByKeyFor: (why) =>
    `posições guardadas por chave (armazenamento esparso): só se pedem valores a partir do início, ${why === 'values-large' ? 'e a caixa dos limites tem mais de 2^24 posições' : 'e declara-se uma simetria (usada só por chave)'}`,
  tiersStorage: 'valores varridos camada a camada (conjuntos com o mesmo número de elementos, do conjunto cheio até ao início): a caixa dos limites é grande demais para ser indexada',
  symmetryUnused: 'a simetria declarada (game.symmetry) não foi usada: só se usa onde as posições são guardadas por chave; aqui cada posição foi resolvida por si',
  symmetryUsed: (s) =>
    `simetria usada: um grupo de ${n(s.group, 'elemento', 'elementos')}; ${n(s.orbits, 'órbita guardada', 'órbitas guardadas')}, uma posição cada, verificadas contra todos os elementos, para ${n(s.positions, 'posição', 'posições')}`,
  cached: 'da cache',
  asExpected: ' como esperado',
  expected: (e) => `, esperava-se ${PT.verdict[e as 'holds'] ?? e}`,
  notProved: (why) => `; não provada: ${reason(why)}`,
  reason,
  assumption: (width) => `provada só para valores abaixo de 2^${width} — obrigações com vetores de bits`,
  internal: (summary) => `erro interno (um erro do zermelo; por favor comunique-o): ${summary}`,
  invalid: (errors) => `inválida: ${n(errors, 'erro', 'erros')} (ver stderr)`,
  loadedNoVerdict: (summary, sampled) => `carregada, sem veredicto (${summary})${sampled ? `; ${sampled}` : ''}`,
  allObligationsProved: (k) => `${n(k, 'obrigação provada', 'obrigações provadas')}`,
  obligationsOpen: (open) => `provador: ${n(open, 'obrigação em aberto', 'obrigações em aberto')}`,
  obligationsSome: (proved, total, refuted, open) =>
    `provador: ${proved} de ${n(total, 'obrigação', 'obrigações')} ${proved === 1 ? 'provada' : 'provadas'}, ${[refuted > 0 ? `${refuted} ${refuted === 1 ? 'refutada' : 'refutadas'}` : '', open > 0 ? `${open} em aberto` : ''].filter((x) => x !== '').join(', ')}`,
  obligationTitle: obligationTitlePt,
  confirmedBy: (solver, confirmed, proved) => `o ${solver} confirmou ${confirmed} de ${n(proved, 'obrigação provada', 'obrigações provadas')}`,
  solvers: (solvers, open) => [`provada por ${solvers.join(' e ')}`, ...open.map((o) => `o ${o.solver} não a confirmou${o.detail ? ` (${o.detail})` : ''}`)].join('; '),
  sampled: (s, fromStart) =>
    fromStart
      ? `${s.checked} ${s.checked === 1 ? 'posição atingível amostrada' : 'posições atingíveis amostradas'}${s.skipped > 0 ? ` (mais ${s.skipped} ${s.skipped === 1 ? 'ignorada' : 'ignoradas'})` : ''}, semente ${s.seed}`
      : `${s.checked} ${s.checked === 1 ? 'amostrada' : 'amostradas'} para lá dos limites${s.ranges.length ? ` (${s.ranges.join(', ')})` : ''}${s.skipped > 0 ? ` (mais ${s.skipped} ${s.skipped === 1 ? 'ignorada' : 'ignoradas'})` : ''}, semente ${s.seed}`,
  notSampled: (why, seed) => `sem amostragem: ${reason(why ?? 'nothing to sample')} (semente ${seed})`,
  certificateFacts,
  counterexample: (source, params, line) =>
    `contraexemplo${source === 'symbolic' ? ' simbólico' : source === 'certificate' ? ' do certificado' : source === 'sample' ? ' por amostragem' : ''}${params}${line !== null ? ` (linha ${line})` : ''}`,
  moveClasses: (conjectured, truth) => {
    const classes = [conjectured ? `conjectura: ${termPt(conjectured)}` : '', truth ? `verdade: ${termPt(truth)}` : ''].filter(Boolean);
    return classes.length ? ` (${classes.join(', ')})` : '';
  },
  moreMoves: (k) => `… e mais ${n(k, 'jogada', 'jogadas')}`,
  // a value reads "n = 7 vale 1 para quem joga": the verb is in the term
  truthOf: (position, cls, generation) => `verdade: ${position} ${cls.startsWith('worth ') ? '' : 'é '}${termPt(cls)}${generation !== null ? ` (geração ${generation})` : ''}`,
  trueValues: (values) =>
    `na verdade: ${values.map((v) => (v.value === 'true' || v.value === 'false' ? `${v.expression} é ${v.value === 'true' ? 'verdadeiro' : 'falso'}` : `${v.expression} vale ${termPt(v.value)}`)).join('; ')}`,
  playFrom: (position) => `jogo perfeito a partir de ${position}: `,
  playStep: (move, to, cls) => `${move} → ${to} (${termPt(cls)})`,
  playEnd: (end, more) =>
    end === 'terminal'
      ? 'o jogo acabou'
      : end === 'repeat'
        ? 'o jogo volta a uma posição já vista: empate'
        : end === 'cut' || end === 'limit'
          ? `… ${more !== null ? `mais ${n(more, 'jogada', 'jogadas')}` : 'mais jogadas'} até ao fim`
          : 'a classe da posição seguinte não é conhecida',
  moreCounterexamples: (k) => `… e mais ${n(k, 'contraexemplo', 'contraexemplos')} (todos no --json)`,
  failingPositions: (counts) => `posições da região onde falha: ${counts}`,
  claimsLabel: 'afirmações',
  claimFails: (claim) => `${claim ? `a ${claimPt(claim)}` : 'uma afirmação'} falha`,
  fails: (label) => `falha ${withArticle(label)}`,
  at: (position, params) => ` em ${position}${params}`,
  claimName: claimNamePt,
  claimDetail: (name, detail) => `  ${claimPt(name)}: ${reason(detail)}`,
  claimRefuted: (name, line, detail) => `a ${claimPt(name)} é refutada${line !== null ? ` (linha ${line})` : ''}${detail ? `: ${detail}` : ''}`,
  vocabulary: 'Vocabulário do livro: inatacável = I = tipo S (quem joga perde; «P-position» em inglês), frágil = F = tipo P (quem joga ganha; «N-position» em inglês), neutra = N = tipo N (empate).',
  summary: {
    files: (k) => n(k, 'ficheiro', 'ficheiros'),
    asExpected: (k) => `${k} como esperado`,
    failed: (k) => `${k} ${k === 1 ? 'falhou' : 'falharam'}`,
    invalid: (k) => `${k} ${k === 1 ? 'inválido' : 'inválidos'}`,
    unproved: (k) => `${k} por provar`,
    notCompared: (k) => `${k} sem comparação`,
    internal: (k) => `${n(k, 'erro interno', 'erros internos')}`,
    wall: (wall, total) => `${wall} de relógio, ${total} de verificação`,
    exit: (code) => `saída ${code}`,
  },
  why: {
    doesNotLoad: (errors) => `o ficheiro não carrega: ${n(errors, 'erro', 'erros')}`,
    noVerdict: (note) => `sem veredicto: ${note}`,
    notEnumerable: 'a região não se pode enumerar',
    allUndetermined: (region) => `sem veredicto: todas as posições da região são indeterminadas (as partidas saem de ${region}), por isso nada foi comparado`,
    noBoundedChecker: 'a verificação exaustiva não está disponível nesta versão, por isso não há veredicto',
    nothingAsked: 'o ficheiro não pergunta nada: nem conjectura, nem afirmações, nem check.from, por isso o jogo não foi resolvido',
    refuted: 'refutada',
    foundBy: {
      symbolic: ' (encontrado pelo provador simbólico)',
      certificate: ' (encontrado para todo o n por um certificado de periodicidade)',
      sample: ' (encontrado por amostragem para lá dos limites)',
    },
    provedByCertificate: (facts) => `provada para todo o n por um certificado de periodicidade: ${facts}`,
    discharged: (k) => `todas as obrigações de prova foram cumpridas (${n(k, 'obrigação', 'obrigações')})`,
    noCounterexampleAmong: (positions, region) => `nenhum contraexemplo entre ${n(positions, 'posição', 'posições')} (${reason(region)})`,
    noCounterexample: 'nenhum contraexemplo',
    widthBounded: (k, width) =>
      `todas as obrigações de prova foram cumpridas (${n(k, 'obrigação', 'obrigações')}), mas com vetores de bits: provada só para valores abaixo de 2^${width}, não para todas as posições`,
    notProvedOpen: (open, total) => `não provada: ${open} de ${n(total, 'obrigação', 'obrigações')} em aberto`,
    inconclusive: 'a prova foi inconclusiva',
    notProvedPlain: 'não provada',
    nothingRefuted: (why) => `nada refutado, mas também nada provado${why ? `: ${reason(why)}` : ''}`,
    nothingRefutedUndetermined: (open, total) => `nada refutado, mas todas as posições da região são indeterminadas (nada comparado) e ${notProved(open, total)}`,
    nothingRefutedOpen: (open, total) => `nada refutado, mas ${notProved(open, total)}`,
  },
  annotation: {
    verdict: (verdict, expected) => (expected ? `conjectura ${verdict}, esperava-se ${expected}` : `conjectura ${verdict}`),
    proofRequired: (name, verdict, open) => `${name}: é precisa uma prova, conjectura ${verdict}${open.length > 0 ? ` (não provadas: ${open.map(obligationTitlePt).join(', ')})` : ''}`,
  },
};
