// Stage: report (explain). The words of `zermelo explain`, one table per language: section headings,
// the two vocabularies of each class, the frame of a move schema, the region's notes, and the
// sentences of Theorem 4.1's conditions (conditions.ts gives them in English; the Portuguese table
// translates each of its fixed sentences). Input: a Lang. Output: the table.

import type { Lang } from '../../teach/vocabulary.js';
import type { ClassKey } from './classes.js';

export interface ExplainWords {
  file: string;
  underProofs: string;
  game(kind: string, play: string): string;
  impartial: string;
  partizan(players: string): string;
  normalPlay: string;
  misere: string;
  family(text: string): string;
  familyText: { subtraction: string; partizanSubtraction: string; nim(heaps: number, take: string | null): string; octal: string };
  moves: string;
  move(i: number): string;
  none: string;
  elementUpdate: string;
  repeatedWrites: string;
  sumTarget: string;
  /** `define:`'s data tables: the heading, a table's shape (its rows, the fewest and most entries
   *  of a row), and how many rows the preview leaves out. */
  tablesHeading: string;
  /** the heading when the tables are computed per value of parameters (Spec.tableParams) */
  tablesPerValue: (names: string, at: string) => string;
  /** after a field sized by such a table: the values its size is shown for */
  forValues: (at: string) => string;
  tableShape(rows: number, fewest: number, most: number): string;
  moreRows(rows: number): string;
  endHeading: string;
  end: Record<'lose' | 'draw' | 'win', string>;
  when: string;
  by: string;
  for: string;
  if: string;
  again: string;
  /** `score:` on a move (points for its mover). */
  score: string;
  samePosition: string;
  stateSpace: string;
  fields: string;
  params: string;
  sweptOver(range: string): string;
  boundedRegion: string;
  checkBounds(domain: string): string;
  checkBoundsPerElement(domain: string): string;
  thePlayers: string;
  sizeUnknown: string;
  size(positions: number): string;
  sizeOver(positions: number, values: number): string;
  start: string; // the label of the start position's line
  /** game.symmetry's line: the maps as written, the field they permute. */
  symmetry(maps: string, field: string): string;
  /** The check solves only what the start reaches: `check.from: start` written, or chosen for the claims. */
  solvedFromStart(written: boolean): string;
  conjecture: string;
  grundyValue: string;
  grundyClasses: string;
  /** A `value:` conjecture: its line, and the equation that characterises the value. */
  valueLine: string;
  valueHeading: string;
  valueEquation: string[];
  onlyNeutral: string;
  className: Record<ClassKey, string>;
  empty: string;
  complement: string;
  grundyHeading: string;
  theoremHeading: string;
  requirements: string;
  /** One of conditions.ts's sentences (words or note). */
  condition(text: string): string;
  finitenessGiven(measures: string): string;
  finitenessNone: string;
  thenJoin: string;
  and: string;
  or: string;
  claims: string;
  expected(expect: string | null, symbolic: string): string;
}

const EN: ExplainWords = {
  file: 'file',
  underProofs: ' (under proofs/: every obligation must be proved)',
  game: (kind, play) => `Game (${kind}; ${play})`,
  impartial: 'impartial',
  partizan: (players) => `partizan, players ${players}`,
  normalPlay: 'normal play: a player with no move loses',
  misere: 'misère play: a player with no move wins',
  family: (text) => `  family: ${text}, desugared into the general rules below`,
  familyText: { subtraction: 'subtraction', partizanSubtraction: 'partizan subtraction', nim: (heaps, take) => `nim, ${heaps} heaps${take ? `, take ${take}` : ''}`, octal: 'octal' },
  moves: '  moves:',
  move: (i) => `move ${i}`,
  none: '    (none)',
  elementUpdate: '    (h[i ↦ v] is the array h with element i replaced by v)',
  repeatedWrites: '    (h[i ↦ v, j ↦ w]: values read before the move, replacements made left to right: when j = i the later wins)',
  sumTarget: '    (A + B: the move leads to a sum of independent positions)',
  tablesHeading: '  data tables (define):',
  tablesPerValue: (names, at) => `  data tables (define), computed for each value of ${names}; shown for ${at}:`,
  forValues: (at) => ` (for ${at})`,
  tableShape: (rows, fewest, most) => `${rows} ${rows === 1 ? 'row' : 'rows'} ${fewest === most ? `of ${most} ${most === 1 ? 'entry' : 'entries'}` : `of ${fewest} to ${most} entries`}`,
  moreRows: (rows) => `… (${rows} more ${rows === 1 ? 'row' : 'rows'})`,
  endHeading: '  end (the game is over for the player to move, who has):',
  end: { lose: 'lost', draw: 'drawn', win: 'won' },
  when: 'when',
  by: 'by',
  for: 'for',
  if: 'if',
  again: 'again (the same player moves next) if',
  score: 'scoring',
  samePosition: 'the same position',
  stateSpace: 'State space',
  fields: 'fields',
  params: 'params',
  sweptOver: (range) => ` (swept over ${range})`,
  boundedRegion: '  bounded region:',
  checkBounds: (domain) => `(check.bounds; the field is ${domain})`,
  checkBoundsPerElement: (domain) => `(check.bounds, per element; the field is ${domain})`,
  thePlayers: 'the players',
  sizeUnknown: '    size: depends on values zermelo cannot fold here (see `zermelo check`)',
  size: (positions) => `    size: ${positions} positions`,
  sizeOver: (positions, values) => `    size: ${positions} positions over ${values} parameter values`,
  start: 'start',
  symmetry: (maps, field) => `  symmetry: ${maps} (permutations of the indices of ${field}), checked at every position stored by key`,
  solvedFromStart: (written) => `  solved: only the positions of the region reachable from the start position (${written ? 'check.from: start' : 'the claims ask about `start` alone'})`,
  conjecture: 'Conjecture',
  grundyValue: 'G = the Grundy value (nim-value)',
  grundyClasses: '  so S = safe = P-position exactly where G = 0, and F = fragile = N-position where G > 0',
  valueLine: 'V = the value (the best difference of the points still to come, for the player to move)',
  valueHeading: 'The value equation: the conjectured values are right if the game is finite and, for every position:',
  valueEquation: [
    '  V = 0 at a terminal position or one without moves;',
    '  otherwise V = the largest, over the moves, of points + V(target) for a move that keeps the turn and points − V(target) for one that passes it.',
    '  The outcome ignores points; a game decided by points is won by the player to move iff V > 0 (a draw iff V = 0).',
  ],
  onlyNeutral: '  (only N is given: S and F are not determined)',
  className: {
    safe: 'S = safe = P-position (the player to move loses)',
    fragile: 'F = fragile = N-position (the player to move wins)',
    neutral: 'N = neutral = draw (perfect play never ends the game with a winner)',
  },
  empty: 'empty',
  complement: '   (the complement of the given sets)',
  grundyHeading: 'Grundy conditions: the conjectured values are right if the game is finite and, for every position:',
  theoremHeading: 'Theorem 4.1: the conjecture is right if the game is finite and, for every position:',
  requirements: 'Requirements:',
  condition: (text) => text,
  finitenessGiven: (measures) => `  Finiteness: every move decreases ${measures} (proof.termination), which is ≥ 0.`,
  finitenessNone: '  Finiteness: no proof.termination is given; the bounded check looks for cycles and the prover tries obvious measures.',
  thenJoin: ', then ',
  and: ' and ',
  or: ' or ',
  claims: 'Claims (checked on the solved game, for every swept parameter value):',
  expected: (expect, symbolic) => `Expected verdict: ${expect ?? '(none: the file fails only when refuted)'}; check.symbolic: ${symbolic}.`,
};

/** conditions.ts's fixed sentences (words and notes), in the book's Portuguese. */
const CONDITIONS_PT: Record<string, string> = {
  'every position is in exactly one of S, F, N; losing terminals are in S, draw terminals in N, winning terminals in F':
    'cada posição está num e num só dos conjuntos I, F, N; as posições vitoriosas estão em I, as finais empatadas em N, as finais ganhas em F',
  'true by construction: the omitted sets are complements of the given ones': 'verdadeiro por construção: os conjuntos omitidos são os complementares dos dados',
  'every position of F has a move into S': 'cada posição de F tem uma jogada para I',
  'every position of F is a winning terminal or has a move into S': 'cada posição de F é final ganha ou tem uma jogada para I',
  'every position of F has a move that passes the turn into S or keeps it into F': 'cada posição de F tem uma jogada que passa a vez para I ou a mantém para F',
  'every position of F is a winning terminal or has a move that passes the turn into S or keeps it into F':
    'cada posição de F é final ganha ou tem uma jogada que passa a vez para I ou a mantém para F',
  'every position of S is a losing terminal or all its moves lead into F': 'cada posição de I é vitoriosa ou todas as suas jogadas levam a F',
  'every position of S is a losing terminal, or all its moves that pass the turn lead into F and all that keep it into S':
    'cada posição de I é vitoriosa, ou todas as suas jogadas que passam a vez levam a F e todas as que a mantêm levam a I',
  'under normal play a position without moves is a losing terminal; it meets II vacuously': 'no jogo normal, uma posição sem jogadas é vitoriosa (quem joga perdeu); cumpre II trivialmente',
  'every position of N is a draw terminal or has a move into N; and no move leads from N into S': 'cada posição de N é final empatada ou tem uma jogada para N; e nenhuma jogada leva de N para I',
  'every position of N is a draw terminal or has a move into N; and no move passes the turn from N into S or keeps it from N into F':
    'cada posição de N é final empatada ou tem uma jogada para N; e nenhuma jogada passa a vez de N para I nem a mantém de N para F',
  'void: N is empty, no draws are conjectured': 'vazia: N é vazio, a conjectura não prevê empates',
  'the conjectured value is a natural number': 'o valor conjecturado é um número natural',
  'no move leads to a position of the same value': 'nenhuma jogada leva a uma posição com o mesmo valor',
  'a move to a sum has the nim-sum (⊕) of its components’ values': 'uma jogada para uma soma tem a soma-nim (⊕) dos valores das componentes',
  'for every smaller value v, some move leads to a position of value v (so the value is the mex)': 'para cada valor menor v, alguma jogada leva a uma posição de valor v (por isso o valor é o mex)',
};

const VERDICT_PT: Record<string, string> = { proved: 'provada', holds: 'confirmada', refuted: 'refutada' };

const n = (k: number, one: string, many: string): string => `${k} ${k === 1 ? one : many}`;

const PT: ExplainWords = {
  file: 'ficheiro',
  underProofs: ' (em proofs/: todas as obrigações têm de ser provadas)',
  game: (kind, play) => `Jogo (${kind}; ${play})`,
  impartial: 'imparcial',
  partizan: (players) => `partidário, jogadores ${players}`,
  normalPlay: 'jogo normal: quem não tem jogada perde',
  misere: 'jogo perde-ganha (misère): quem não tem jogada ganha',
  family: (text) => `  família: ${text}, traduzida nas regras gerais abaixo`,
  familyText: { subtraction: 'subtração', partizanSubtraction: 'subtração partidária', nim: (heaps, take) => `nim, ${n(heaps, 'monte', 'montes')}${take ? `, tirar ${take}` : ''}`, octal: 'octal' },
  moves: '  jogadas:',
  move: (i) => `jogada ${i}`,
  none: '    (nenhuma)',
  elementUpdate: '    (h[i ↦ v] é o vetor h com o elemento i substituído por v)',
  repeatedWrites: '    (h[i ↦ v, j ↦ w]: valores lidos antes da jogada, substituições feitas da esquerda para a direita: quando j = i vale a última)',
  sumTarget: '    (A + B: a jogada leva a uma soma de posições independentes)',
  tablesHeading: '  tabelas de dados (define):',
  tablesPerValue: (names, at) => `  tabelas de dados (define), calculadas para cada valor de ${names}; mostradas para ${at}:`,
  forValues: (at) => ` (para ${at})`,
  tableShape: (rows, fewest, most) => `${n(rows, 'linha', 'linhas')} ${fewest === most ? `de ${n(most, 'entrada', 'entradas')}` : `de ${fewest} a ${most} entradas`}`,
  moreRows: (rows) => `… (mais ${n(rows, 'linha', 'linhas')})`,
  endHeading: '  fim (a partida acabou para quem joga, que):',
  end: { lose: 'perdeu', draw: 'empatou', win: 'ganhou' },
  when: 'quando',
  by: 'por',
  for: 'para',
  if: 'se',
  again: 'de novo (o mesmo jogador volta a jogar) se',
  score: 'marcando',
  samePosition: 'a mesma posição',
  stateSpace: 'Espaço de estados',
  fields: 'campos',
  params: 'parâmetros',
  sweptOver: (range) => ` (percorrido em ${range})`,
  boundedRegion: '  região limitada:',
  checkBounds: (domain) => `(check.bounds; o campo é ${domain})`,
  checkBoundsPerElement: (domain) => `(check.bounds, por elemento; o campo é ${domain})`,
  thePlayers: 'os jogadores',
  sizeUnknown: '    tamanho: depende de valores que o zermelo não consegue calcular aqui (veja `zermelo check`)',
  size: (positions) => `    tamanho: ${n(positions, 'posição', 'posições')}`,
  sizeOver: (positions, values) => `    tamanho: ${n(positions, 'posição', 'posições')} em ${n(values, 'valor', 'valores')} dos parâmetros`,
  start: 'posição inicial',
  symmetry: (maps, field) => `  simetria: ${maps} (permutações dos índices de ${field}), verificada em cada posição guardada por chave`,
  solvedFromStart: (written) => `  resolvido: só as posições da região atingíveis a partir da posição inicial (${written ? 'check.from: start' : 'as afirmações só perguntam pela posição `start`'})`,
  conjecture: 'Conjectura',
  grundyValue: 'G = o valor de Grundy (valor nim)',
  grundyClasses: '  portanto I = inatacáveis (tipo S) exatamente onde G = 0, e F = frágeis (tipo P) onde G > 0',
  valueLine: 'V = o valor (a melhor diferença dos pontos ainda por marcar, para quem joga)',
  valueHeading: 'A equação do valor: os valores da conjectura estão certos se o jogo é finito e, em cada posição:',
  valueEquation: [
    '  V = 0 numa posição final ou sem jogadas;',
    '  senão V = o maior, sobre as jogadas, de pontos + V(destino) para uma jogada que mantém a vez e pontos − V(destino) para uma que a passa.',
    '  O resultado ignora os pontos; num jogo decidido por pontos quem joga ganha sse V > 0 (empate sse V = 0).',
  ],
  onlyNeutral: '  (só N é dado: I e F não ficam determinados)',
  className: {
    safe: 'I = inatacáveis, tipo S (quem joga perde; «P-positions» em inglês)',
    fragile: 'F = frágeis, tipo P (quem joga ganha; «N-positions» em inglês)',
    neutral: 'N = neutras, tipo N (com jogo perfeito, a partida nunca acaba com um vencedor)',
  },
  empty: 'vazio',
  complement: '   (o complementar dos conjuntos dados)',
  grundyHeading: 'Condições de Grundy: os valores conjecturados estão certos se o jogo é finito e, em cada posição:',
  theoremHeading: 'Teorema 4.1: a conjectura está certa se o jogo é finito e, em cada posição:',
  requirements: 'Requisitos:',
  condition: (text) => CONDITIONS_PT[text] ?? text,
  finitenessGiven: (measures) => `  Finitude: cada jogada faz descer ${measures} (proof.termination), que é ≥ 0.`,
  finitenessNone: '  Finitude: não há proof.termination; a verificação limitada procura ciclos e o provador tenta medidas óbvias.',
  thenJoin: ', depois ',
  and: ' e ',
  or: ' ou ',
  claims: 'Afirmações (verificadas no jogo resolvido, para cada valor dos parâmetros):',
  expected: (expect, symbolic) =>
    `Veredicto esperado: ${expect ? `${VERDICT_PT[expect] ?? expect} (expect: ${expect})` : '(nenhum: o ficheiro só falha quando refutado)'}; check.symbolic: ${symbolic}.`,
};

export function explainWordsOf(lang: Lang = 'en'): ExplainWords {
  return lang === 'pt' ? PT : EN;
}
