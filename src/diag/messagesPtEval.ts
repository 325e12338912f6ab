// Stage: diag. The Portuguese of the evaluation errors (lang/runtime.ts EvalError): the messages of
// the ZM5xxx codes (model/computedTables.ts adds the table being computed), which the game and
// claim diagnostics (ZM4005, ZM4008, ZM4202, ZM4203, ZM4204) also quote after their own words.

import type { HintRow, MessageRow } from './ptRow.js';

/** Why Grundy values are not available (solve/solveGrundy.ts): ZM4010, ZM4011 and in claims. */
export const GRUNDY_WHY: readonly HintRow[] = [
  [
    /^Grundy values are defined only for impartial games; this game is partizan \(the players have different moves\)$/,
    () => 'os valores de Grundy só estão definidos para jogos imparciais; este jogo é partidário (os jogadores têm jogadas diferentes)',
  ],
  [/^Grundy values describe normal play; under misère play they do not determine outcomes$/, () => 'os valores de Grundy descrevem o jogo normal; no jogo misère não determinam os resultados'],
  [/^Grundy values are defined only for games without draws; this game has `end: draw`$/, () => 'os valores de Grundy só estão definidos para jogos sem empates; este jogo tem `end: draw`'],
  [/^Grundy values are defined only for normal play; this game has `end: win`$/, () => 'os valores de Grundy só estão definidos para o jogo normal; este jogo tem `end: win`'],
  [
    /^Grundy values are defined only for games where every move passes the turn; this game has `again:`$/,
    () => 'os valores de Grundy só estão definidos para jogos em que toda a jogada passa a vez; este jogo tem `again:`',
  ],
  [
    /^Grundy values are defined only for finite games; this game has a cycle of moves inside the region$/,
    () => 'os valores de Grundy só estão definidos para jogos finitos; este jogo tem um ciclo de jogadas dentro da região',
  ],
  [/^Grundy values are not available$/, () => 'os valores de Grundy não estão disponíveis'],
];

const SAFE_RANGE = '±\\(2\\^53 − 1\\)';

const EVAL: readonly HintRow[] = [
  ...GRUNDY_WHY,
  [/^division by zero$/, () => 'divisão por zero'],
  [/^integer overflow$/, () => 'transbordo de inteiros'],
  [new RegExp(`^integer overflow: a result leaves the safe range ${SAFE_RANGE}$`), () => 'transbordo de inteiros: um resultado sai do intervalo seguro ±(2^53 − 1)'],
  [
    new RegExp(`^integer overflow: the value (\\S+) leaves the safe range ${SAFE_RANGE}, where exact arithmetic cannot go on here$`),
    (m) => `transbordo de inteiros: o valor ${m[1]} sai do intervalo seguro ±(2^53 − 1), onde a aritmética exata não pode continuar aqui`,
  ],
  [
    new RegExp(`^resource limit: a move target has a value beyond ${SAFE_RANGE} \\(outside every region\\); the engine keeps positions as float64 numbers, so the conjecture is not evaluated there$`),
    () =>
      'limite de recursos: o destino de uma jogada tem um valor além de ±(2^53 − 1) (fora de todas as regiões); o motor guarda as posições como números float64, por isso a conjectura não é avaliada aí',
  ],
  [/^resource limit: an integer of more than (.+) digits$/, (m) => `limite de recursos: um inteiro com mais de ${m[1]} algarismos`],
  [/^resource limit: the value (\S+) is beyond every region$/, (m) => `limite de recursos: o valor ${m[1]} está além de todas as regiões`],
  [
    /^resource limit: the real value (\S+) is not a binary fraction, and the engine holds a real outside a condition \(a move target, a measure, a strategy's move\) as a float64 number; it is not rounded$/,
    (m) =>
      `limite de recursos: o valor real ${m[1]} não é uma fração binária, e o motor guarda um real fora de uma condição (o destino de uma jogada, uma medida, a jogada de uma estratégia) como um número float64; não é arredondado`,
  ],
  [/^index (-?\d+) is outside the array \(indices 0\.\.(-?\d+)\)$/, (m) => `o índice ${m[1]} está fora do array (índices 0..${m[2]})`],
  [/^index (-?\d+) is outside the array$/, (m) => `o índice ${m[1]} está fora do array`],
  [/^index (-?\d+) is outside '(.+)'$/, (m) => `o índice ${m[1]} está fora de '${m[2]}'`],
  [/^index out of range$/, () => 'índice fora do intervalo'],
  [
    /^the range of `(.+)` \((.+)\) has (.+) values; at most (\d+) are enumerated at one position — bound it by the position, e\.g\. (`.+`)$/,
    (m) => `o intervalo de \`${m[1]}\` (${m[2]}) tem ${m[3].replace(/^more than /, 'mais de ')} valores; enumeram-se no máximo ${m[4]} numa posição — limite-o pela posição, por exemplo ${m[5]}`,
  ],
  [/^xor \(⊕\) is defined on non-negative integers, given (-?\d+)$/, (m) => `xor (⊕) está definido para inteiros não negativos, mas recebeu ${m[1]}`],
  [/^bit\(x, i\) needs i ≥ 0, given (-?\d+)$/, (m) => `bit(x, i) precisa de i ≥ 0, mas recebeu ${m[1]}`],
  [/^(\w+) of an empty array$/, (m) => `${m[1]} de um array vazio`],
  [/^xor of a negative number$/, () => 'xor de um número negativo'],
  [/^min\/max of an empty array$/, () => 'min/max de um array vazio'],
  [/^bit index below 0$/, () => 'índice de bit abaixo de 0'],
  [/^recursion limit$/, () => 'limite de recursão'],
  [/^runaway recursion: the JavaScript stack overflowed in '(.+)'$/, (m) => `recursão descontrolada: a pilha do JavaScript transbordou em '${m[1]}'`],
  [/^runaway recursion: more than (\d+) nested calls of definitions, in '(.+)'$/, (m) => `recursão descontrolada: mais de ${m[1]} chamadas de definições encaixadas, em '${m[2]}'`],
  [
    new RegExp(`^the position has a value (\\S+), outside every region \\(regions lie within ${SAFE_RANGE}\\)$`),
    (m) => `a posição tem um valor ${m[1]}, fora de todas as regiões (as regiões ficam dentro de ±(2^53 − 1))`,
  ],
  [
    /^the position has the real value (\S+), which is not a binary fraction: positions hold reals as float64 numbers, so it lies outside every region$/,
    (m) => `a posição tem o valor real ${m[1]}, que não é uma fração binária: as posições guardam os reais como números float64, por isso fica fora de todas as regiões`,
  ],
  [
    new RegExp(`^the binder \`(.+)\` would take the value (\\S+), beyond ${SAFE_RANGE}: a limit of the move generator \\(binders are float64 numbers\\)$`),
    (m) => `a variável \`${m[1]}\` tomaria o valor ${m[2]}, além de ±(2^53 − 1): um limite do gerador de jogadas (as variáveis são números float64)`,
  ],
  // the oracles of claims (check/claims.ts, check/valueOracle.ts, certify/certClaims.ts, semantics/refClaims.ts)
  [/^the claim asks about (.+), outside the region checked$/, (m) => `a afirmação pergunta por ${m[1]}, fora da região verificada`],
  [
    /^the claim asks about (.+), which is not reachable from the start position \(only those are solved: check\.from: start\)$/,
    (m) => `a afirmação pergunta por ${m[1]}, que não é atingível a partir da posição inicial (só essas são resolvidas: check.from: start)`,
  ],
  [/^the claim asks about (.+?), which could not be solved: (.+)$/, (m) => `a afirmação pergunta por ${m[1]}, que não pôde ser resolvida: ${whyNotSolvedPt(m[2]!)}`],
  [
    /^the positions reachable from it contain a cycle of moves, which the search over stored positions cannot solve$/,
    () => 'as posições atingíveis a partir dela contêm um ciclo de jogadas, que a procura sobre posições guardadas não resolve',
  ],
  [/^the claim asks about (.+), whose value depends on positions outside the region$/, (m) => `a afirmação pergunta por ${m[1]}, cujo valor depende de posições fora da região`],
  [/^the claim asks for the Grundy value of (.+), which depends on positions outside the region$/, (m) => `a afirmação pede o valor de Grundy de ${m[1]}, que depende de posições fora da região`],
  [/^the value of (.+) depends on positions outside the region$/, (m) => `o valor de ${m[1]} depende de posições fora da região`],
  [/^the claim asks about (.+), outside the game's domain$/, (m) => `a afirmação pergunta por ${m[1]}, fora do domínio do jogo`],
  [
    /^Grundy values were not certified for this game \(partizan, misère or with end: rules\)$/,
    () => 'os valores de Grundy não foram certificados para este jogo (partidário, misère ou com regras end:)',
  ],
  [/^values \(value\(…\)\) are not certified for every n: the bounded check reads them$/, () => 'os valores (value(…)) não são certificados para todo o n: é a verificação limitada que os lê'],
  [/^the claim uses `start`, but the game has no start position$/, () => 'a afirmação usa `start`, mas o jogo não tem posição inicial'],
  [/^the position is outside the domain$/, () => 'a posição está fora do domínio'],
  [/^the game has no start position$/, () => 'o jogo não tem posição inicial'],
  [/^no start position$/, () => 'sem posição inicial'],
  [/^not a position$/, () => 'não é uma posição'],
  [/^outside the region$/, () => 'fora da região'],
  [/^undetermined$/, () => 'indeterminada'],
  [/^no Grundy conjecture$/, () => 'sem conjectura de Grundy'],
  [/^no values in the reference semantics$/, () => 'sem valores na semântica de referência'],
  [/^the claim reads value\(…\), and the file has no value conjecture$/, () => 'a afirmação lê value(…), e o ficheiro não tem conjectura de valor'],
];

/** An evaluation error's message in Portuguese, or undefined when no row knows it. */
export function evalMessagePt(text: string): string | undefined {
  for (const [shape, pt] of EVAL) {
    const m = shape.exec(text);
    if (m) return pt(m);
  }
  return undefined;
}

/** Why a position a claim names could not be solved (check/claims.ts): a rule's error there, or an
 *  evaluation message; English where neither shape matches. */
function whyNotSolvedPt(text: string): string {
  const rule = /^evaluating the rules of the game at (.+?): (.+)$/.exec(text);
  if (rule) return `ao avaliar as regras do jogo em ${rule[1]}: ${evalMessagePt(rule[2]!) ?? rule[2]}`;
  return evalMessagePt(text) ?? text;
}

/** `f` applied to the Portuguese of an evaluation message, or the whole English text unchanged. */
export function withEval(m: RegExpExecArray, group: number, f: (pt: string) => string): string {
  const pt = evalMessagePt(m[group]!);
  return pt === undefined ? m[0] : f(pt);
}

export const EVAL_MESSAGES: readonly MessageRow[] = [
  [/^ZM500[1-8]$/, /^(.+?)(?: \(while computing the data table (`[^`]+`)\))?$/, (m) => withEval(m, 1, (pt) => `${pt}${m[2] ? ` (ao calcular a tabela de dados ${m[2]})` : ''}`)],
];
