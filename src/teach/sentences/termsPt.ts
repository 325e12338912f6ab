// Stage: teach. The Portuguese of the words engines hand over as data: class names (safe, fragile,
// …, "Grundy value 3", "the empty sum") and the titles of the proof obligations. A table per kind, so
// that a new class word or obligation is one new row. Input: the English term. Output: the book's word
// (a term not in the tables is returned unchanged: it is then an identifier or a formula).

const CLASS: Record<string, string> = {
  safe: 'inatacável',
  fragile: 'frágil',
  neutral: 'neutra',
  undetermined: 'indeterminada',
  none: 'em nenhum conjunto',
  several: 'em vários conjuntos',
  'the empty sum': 'a soma vazia',
  'outside the region': 'fora da região',
};

/** "safe" → "inatacável", "Grundy value 3" / "Grundy 3" → "valor de Grundy 3", "safe (Grundy value 0)" too;
 *  the values of a game with points ("value 1 (scores 1)" → "valor 1 (marca 1)"). */
export function termPt(term: string): string {
  const grundy = /^(\w+) \(Grundy value (-?\d+)\)$/.exec(term);
  if (grundy) return `${termPt(grundy[1]!)} (valor de Grundy ${grundy[2]})`;
  const value = /^Grundy(?: value)? (-?[\d/]+)$/.exec(term);
  if (value) return `valor de Grundy ${value[1]}`;
  return pointsValuePt(term) ?? CLASS[term] ?? term;
}

/** The values of a game with points as run/fromBounded.ts words them: "value 2", "value 1 (scores 1)",
 *  "value not determined within the bounds", "worth 1 to the player to move (a best move: …)". */
function pointsValuePt(term: string): string | undefined {
  if (term === 'value not determined within the bounds') return 'valor não determinado dentro dos limites';
  const scored = /^value (-?\d+)(?: \(scores (-?\d+)\))?$/.exec(term);
  if (scored) return `valor ${scored[1]}${scored[2] !== undefined ? ` (marca ${scored[2]})` : ''}`;
  const worth = /^worth (-?\d+) to the player to move(?: \(a best move: (.*?)(, keeps the turn)?, scores (-?\d+) → (.*)\))?$/s.exec(term);
  if (!worth) return undefined;
  const best = worth[2] !== undefined ? ` (uma melhor jogada: ${worth[2]}${worth[3] ? ', joga outra vez' : ''}, marca ${worth[4]} → ${worth[5]})` : '';
  return `vale ${worth[1]} para quem joga${best}`;
}

/** The obligations of prove/ (obligations.ts, grundyPlans.ts, termination.ts, wellDefined.ts, claims.ts). */
const TITLES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^moves stay in the state's domain$/, () => 'as jogadas ficam no domínio do estado'],
  [/^moves stay in the state's domain and below 2\^(\d+)$/, (m) => `as jogadas ficam no domínio do estado e abaixo de 2^${m[1]}`],
  [/^partition: every position is in exactly one of S, F, N$/, () => 'partição: cada posição está num e num só dos conjuntos I, F, N'],
  [/^losing terminals \(end: lose\) are in S$/, () => 'as posições vitoriosas (end: lose) estão em I'],
  [/^losing terminals \(no legal move, or end: lose\) are in S$/, () => 'as posições vitoriosas (sem jogada legal, ou end: lose) estão em I'],
  [/^draw terminals are in N$/, () => 'as posições finais empatadas estão em N'],
  [/^winning terminals \(no legal move under misère play\) are in F$/, () => 'as posições finais ganhas (sem jogada legal, no jogo perde-ganha) estão em F'],
  [/^winning terminals are in F$/, () => 'as posições finais ganhas estão em F'],
  [
    /^condition I: every position of F (is a winning terminal or )?has a move into S( \(the strategy’s move\))?$/,
    (m) => `condição I: cada posição de F ${m[1] ? 'é final ganha ou ' : ''}tem uma jogada para I${m[2] ? ' (a jogada da estratégia)' : ''}`,
  ],
  // games whose moves can keep the turn (`again:`): the generalised clauses
  [
    /^condition I: every position of F (is a winning terminal or )?has a move that passes the turn into S or keeps it into F$/,
    (m) => `condição I: cada posição de F ${m[1] ? 'é final ganha ou ' : ''}tem uma jogada que passa a vez para I ou a mantém para F`,
  ],
  [/^condition II: every move from S lands in F$/, () => 'condição II: cada jogada a partir de I cai em F'],
  [
    /^condition II: every move from S that passes the turn lands in F, and every move that keeps it in S$/,
    () => 'condição II: cada jogada a partir de I que passa a vez cai em F, e cada jogada que a mantém cai em I',
  ],
  [/^condition III: no move passes the turn from N into S or keeps it from N into F$/, () => 'condição III: nenhuma jogada passa a vez de N para I nem a mantém de N para F'],
  [/^condition III: every position of N is a draw terminal or has a move into N$/, () => 'condição III: cada posição de N é final empatada ou tem uma jogada para N'],
  [/^condition III: no move leads from N into S$/, () => 'condição III: nenhuma jogada leva de N para I'],
  [/^every smaller Grundy value is reached by a move \(mex\)$/, () => 'cada valor de Grundy menor é atingido por uma jogada (mex)'],
  [/^the Grundy value is a natural number$/, () => 'o valor de Grundy é um número natural'],
  [/^terminal positions have Grundy value 0$/, () => 'as posições finais têm valor de Grundy 0'],
  [/^no move keeps the Grundy value$/, () => 'nenhuma jogada mantém o valor de Grundy'],
  [/^finiteness: every play ends \(a measure ≥ 0 drops on every move\)$/, () => 'finitude: todas as partidas acabam (uma medida ≥ 0 desce em cada jogada)'],
  [
    /^every expression is well-defined \(no division by zero, indices in range, xor of naturals(?:, and no (\d+)-bit overflow)?\)$/,
    (m) => `todas as expressões estão bem definidas (sem divisão por zero, índices dentro dos limites, xor de naturais${m[1] ? `, sem transbordo de ${m[1]} bits` : ''})`,
  ],
  [
    /^every count over a range that does not unroll has a downward-closed condition \(P\(v \+ 1\) ⇒ P\(v\)\), so it counts a prefix$/,
    () => 'cada count sobre um intervalo que não se desdobra tem uma condição fechada para baixo (P(v + 1) ⇒ P(v)), por isso conta um prefixo',
  ],
  [/^value: the conjectured value is the best of points ± value over the moves at every position$/, () => 'valor: o valor da conjectura é o melhor de pontos ± valor sobre as jogadas em cada posição'],
  [/^claim: (.*)$/s, (m) => `afirmação: ${m[1]}`],
  [/^lemma ([A-Za-z][A-Za-z0-9_-]*), induction: the measure (.*) is ≥ 0 at every position of the domain$/s, (m) => `lema ${m[1]}, indução: a medida ${m[2]} é ≥ 0 em todas as posições do domínio`],
  [/^lemma ([A-Za-z][A-Za-z0-9_-]*), base: (.*) where (.*) ≤ 0$/s, (m) => `lema ${m[1]}, base: ${m[2]} onde ${m[3]} ≤ 0`],
  [
    /^lemma ([A-Za-z][A-Za-z0-9_-]*), step: (.*) where (.*) > 0, if it holds at every move's target of smaller (.*)$/s,
    (m) => `lema ${m[1]}, passo: ${m[2]} onde ${m[3]} > 0, se vale no destino de cada jogada com ${m[4]} menor`,
  ],
  [/^lemma ([A-Za-z][A-Za-z0-9_-]*): (.*) at every position of the domain$/s, (m) => `lema ${m[1]}: ${m[2]} em todas as posições do domínio`],
];

export function obligationTitlePt(title: string): string {
  for (const [re, pt] of TITLES) {
    const m = re.exec(title);
    if (m) return pt(m);
  }
  return title;
}
