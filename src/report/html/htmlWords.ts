// Stage: report (html). Every word the HTML reports and the `serve` page show, in one table per
// language (English, European Portuguese in the book's words), so that a translation is one object to
// fill in. The class names, verdicts and the book's vocabulary come from teach/vocabulary.ts; the
// sentences the text report also shows (summary, obligation titles, reasons) from report/words/; the
// counterexample sentences from teach/sentences/. This adds the words of the page itself.
// Input: a language. Output: words and small sentence builders (the data stays in the report model).

import type { Lang } from '../../teach/vocabulary.js';

export interface HtmlWords {
  game: string;
  obligations: string;
  bounded: string;
  table: string;
  counterexamples: string;
  claims: string;
  noProof: string;
  you: string;
  truth: string;
  positions: string;
  /** Why a file has no table, when the engine gives no reason. */
  cannotDraw: string;
  /** Obligation and claim statuses as shown in the page (the CSS class keeps the status itself). */
  status: Record<string, string>;
  /** "3 files" in the title of a page for several files. */
  files: (count: number) => string;
  parameters: string;
  showing: (windows: string) => string;
  of: string;
  chooseWindow: string;
  inRegion: (positions: number, counts: string) => string;
  /** The same, for a table solved from the start position (check.from: start). */
  inReached: (positions: number, counts: string) => string;
  conjectureAgrees: string;
  conjectureAgreesReached: string;
  conjectureDisagrees: (count: number, first: string) => string;
  /** The legend: how to read a cell. */
  howToRead: string;
  symbolMeaning: string; // "+ / S / P-position …" heading of the vocabulary
  generationMeaning: string;
  /** A game with points: the number at a cell's top right is its value. */
  valueMeaning: string;
  /** "value" in a cell's title. */
  value: string;
  /** A move's points and worth in a game with points (serve): "scores 1, worth 2". */
  scores: string;
  worth: string;
  grundyMeaning: string;
  mismatchMeaning: string;
  namedMeaning: string; // a cell named by a counterexample
  targetMeaning: string; // a cell one of its moves leads to
  /** The other vocabulary (combinatorial game theory's), next to the book's S/F/N. */
  cgt: Record<'safe' | 'fragile' | 'neutral' | 'undetermined', string>;
  failuresIntro: string;
  /** "29 positions" next to a condition's name. */
  failingPositions: (count: number) => string;
  condition: (key: string) => string;
  outsideWindow: string;
  otherParams: (params: string) => string;
  /** Above a counterexample's own table: where it lies when the page's table does not show it. */
  ownTable: (params: string) => string;
  /** A false claim: the position it asks about, its true class and generation. */
  claimTruth: (position: string, cls: string, generation: number | null) => string;
  /** A false claim: the true values of what it compares. */
  trueValues: string;
  /** The heading of a line of perfect play. */
  perfectPlay: (position: string) => string;
  /** Why the line stops. */
  lineEnd: { terminal: string; limit: (more: number | null) => string; repeat: string; undetermined: string; sum: string };
  movesFrom: string;
  noMoves: string;
  terminal: string;
  serve: ServeWords;
}

/** The words of the `serve` page (its script reads them from the page). */
export interface ServeWords {
  title: string;
  file: string;
  newFile: string;
  /** The last line of the file chooser when the list was cut ({n}: the files left out). */
  moreFiles: string;
  notSaved: string;
  window: string;
  /** The chooser of the table's parameter values (a swept file); failing values are marked ✗. */
  params: string;
  chooseWindow: string;
  from: string;
  to: string;
  checking: string;
  noProblems: string;
  /** The severity words of a diagnostic (error, warning, note). */
  severity: Record<'error' | 'warning' | 'note', string>;
  problems: string;
  clickCell: string;
  movesFrom: string;
  goodMove: string;
  championWould: string;
  playHere: string;
  playTitle: string;
  playStart: string;
  yourMove: string;
  you: string;
  champion: string;
  youWin: string;
  championWins: string;
  draw: string;
  noPlay: string;
  stopPlay: string;
  /** What the page's requests answer when they cannot (shown in the page). */
  errors: ServeErrors;
}

export interface ServeErrors {
  fileHasErrors: string;
  cannotSolve: string;
  noPosition: (index: number) => string;
  sums: string;
  noMove: (move: number, from: string) => string;
  outside: (target: string) => string;
  championLeaves: (move: string) => string;
  /** The champion kept the turn this many times in a row (a loopy game). */
  endless: (moves: number) => string;
  timedOut: (seconds: number) => string;
}

const CONDITIONS_EN: Record<string, string> = {
  I: 'condition I (every fragile position has a move to a safe one)',
  II: 'condition II (every move from a safe position leads to a fragile one)',
  III: 'condition III (neutral positions)',
  IIIa: 'condition III (a neutral position has a move to a neutral one)',
  IIIb: 'condition III (no move from a neutral position to a safe one)',
  requirement: 'the requirements of Theorem 4.1 (partition, terminals)',
  partition: 'the partition (exactly one of S, F, N)',
  'terminal-lose': 'losing terminals are safe',
  'terminal-draw': 'draw terminals are neutral',
  'terminal-win': 'winning terminals are fragile',
  truth: 'agreement with the solved game (the conjecture names another class)',
  grundy: 'the Grundy (mex) condition',
  'grundy-value': 'Grundy values are natural numbers',
  'grundy-keep': 'no move keeps the Grundy value',
  'grundy-reach': 'every smaller Grundy value is reached',
  'grundy-truth': 'agreement with the true Grundy values',
  finiteness: 'finiteness (a play that never ends)',
  claim: 'claims',
  domain: 'moves that leave the domain',
  'well-defined': 'well-definedness',
};

const EN: HtmlWords = {
  game: 'The game',
  obligations: 'Proof obligations',
  bounded: 'Bounded check',
  table: 'The table',
  counterexamples: 'Counterexamples',
  claims: 'Claims',
  noProof: 'No proof attempted',
  you: 'you',
  truth: 'truth',
  positions: 'positions',
  cannotDraw: 'the table cannot be drawn',
  status: { proved: 'proved', refuted: 'refuted', unknown: 'unknown', error: 'error', holds: 'holds', unchecked: 'unchecked' },
  files: (n) => `${n} files`,
  parameters: 'Parameters',
  showing: (w) => `Showing ${w}`,
  of: 'of',
  chooseWindow: 'choose another window with --from/--to',
  inRegion: (n, counts) => `${n} positions in the region: ${counts}`,
  inReached: (n, counts) => `${n} positions reachable from the start: ${counts}`,
  conjectureAgrees: 'agrees with the truth everywhere in the region',
  conjectureAgreesReached: 'agrees with the truth at every position reachable from the start',
  conjectureDisagrees: (n, first) => `disagrees at ${n} ${n === 1 ? 'position' : 'positions'} (the first: ${first})`,
  howToRead: 'How to read the table',
  symbolMeaning: 'Each cell is a position, named by its row and column.',
  generationMeaning: 'The small number in a cell is its generation: the step of the backward induction that labelled it (0 for the final positions).',
  valueMeaning:
    'The number at the top right of a cell is its value: the best difference of the points still to come, for the player to move (? where it is not defined: play can go on forever or leave the bounds).',
  value: 'value',
  scores: 'scores',
  worth: 'worth',
  grundyMeaning: 'The number in a cell is its Grundy value (0 exactly at the safe positions).',
  mismatchMeaning: 'Outlined in red: the conjecture names another class here.',
  namedMeaning: 'A numbered badge: the position of that counterexample.',
  targetMeaning: 'Dashed outline: a position its moves lead to.',
  cgt: { safe: 'P-position', fragile: 'N-position', neutral: 'draw', undetermined: '' },

  failuresIntro: 'Positions of the region that fail, by condition:',
  failingPositions: (n) => `${n} ${n === 1 ? 'position' : 'positions'}`,
  condition: (k) => CONDITIONS_EN[k] ?? k,
  outsideWindow: 'not in the window shown',
  otherParams: (p) => `for ${p}, not the game of the table`,
  ownTable: (p) => (p ? `its own table, for ${p}:` : 'its own table:'),
  claimTruth: (position, cls, generation) => `The truth: ${position} is ${cls}${generation !== null ? ` (generation ${generation})` : ''}.`,
  trueValues: 'In truth',
  perfectPlay: (position) => `Perfect play from ${position}:`,
  lineEnd: {
    terminal: 'the game is over',
    limit: (more) => (more !== null ? `${more} more ${more === 1 ? 'move' : 'moves'} to the end` : 'more moves follow'),
    repeat: 'play goes round: a draw',
    undetermined: 'the class of the next position is not known',
    sum: 'the next position is a sum of games',
  },
  movesFrom: 'Moves from',
  noMoves: 'no move: the game is over',
  terminal: 'the game is over',
  serve: {
    title: 'zermelo — edit a game, see its table',
    file: 'File',
    newFile: '(new file)',
    moreFiles: '… and {n} more files, not listed: serve a smaller folder',
    notSaved: 'Edits stay in this page: nothing is written to disk. Copy the text into your file to keep it.',
    window: 'Window of the table',
    params: 'Game of the table',
    chooseWindow: 'choose another window at the top of the page',
    from: 'from',
    to: 'to',
    checking: 'checking…',
    noProblems: 'No problems in the file.',
    severity: { error: 'error', warning: 'warning', note: 'note' },
    problems: 'Problems in the file',
    clickCell: 'Click a cell of the table to see the moves from that position.',
    movesFrom: 'Moves from',
    goodMove: 'good move',
    championWould: 'the champion would play this',
    playHere: 'Play from here against the champion',
    playTitle: 'Playing against the champion',
    playStart: 'You move first from',
    yourMove: 'Your move:',
    you: 'You',
    champion: 'Champion',
    youWin: 'You win.',
    championWins: 'The champion wins.',
    draw: 'A draw.',
    noPlay: 'This game cannot be played here (its moves split a position into a sum).',
    stopPlay: 'Stop the game',
    errors: {
      fileHasErrors: 'the file has errors',
      cannotSolve: 'the game cannot be solved',
      noPosition: (i) => `no position ${i} in the region`,
      sums: 'playing a game whose moves split a position into a sum is not supported',
      noMove: (k, p) => `no move ${k} from ${p}`,
      outside: (t) => `${t} is outside the solved region`,
      championLeaves: (m) => `the champion's move ${m} leaves the solved region; widen check.bounds`,
      endless: (n) => `the champion kept the turn ${n} times in a row without the game ending: call it a draw`,
      timedOut: (s) =>
        `stopped after ${s} s: too much to compute while typing (a large region, or an expression ranging over many values); narrow check.bounds or the ranges — zermelo check has no such limit`,
    },
  },
};

const CONDITIONS_PT: Record<string, string> = {
  I: 'condição I (de cada posição frágil há uma jogada para uma inatacável)',
  II: 'condição II (cada jogada a partir de uma posição inatacável leva a uma frágil)',
  III: 'condição III (posições neutras)',
  IIIa: 'condição III (de uma posição neutra há uma jogada para uma neutra)',
  IIIb: 'condição III (nenhuma jogada de uma posição neutra para uma inatacável)',
  requirement: 'os requisitos do teorema 4.1 (partição, posições finais)',
  partition: 'a partição (num e num só de I, F, N)',
  'terminal-lose': 'as posições finais em que quem joga perde são inatacáveis',
  'terminal-draw': 'as posições finais empatadas são neutras',
  'terminal-win': 'as posições finais em que quem joga ganha são frágeis',
  truth: 'acordo com o jogo resolvido (a conjectura dá outra classe)',
  grundy: 'a condição de Grundy (mex)',
  'grundy-value': 'os valores de Grundy são números naturais',
  'grundy-keep': 'nenhuma jogada mantém o valor de Grundy',
  'grundy-reach': 'cada valor de Grundy menor é atingido',
  'grundy-truth': 'acordo com os verdadeiros valores de Grundy',
  finiteness: 'finitude (uma partida que nunca acaba)',
  claim: 'afirmações',
  domain: 'jogadas que saem do domínio',
  'well-defined': 'boa definição',
};

const positionsPt = (n: number): string => `${n} ${n === 1 ? 'posição' : 'posições'}`;

/** European Portuguese, in the book's words (posição inatacável, frágil, neutra; jogada boa; geração). */
const PT: HtmlWords = {
  game: 'O jogo',
  obligations: 'Obrigações de prova',
  bounded: 'Verificação exaustiva',
  table: 'A tabela',
  counterexamples: 'Contraexemplos',
  claims: 'Afirmações',
  noProof: 'Sem tentativa de prova',
  you: 'conjectura',
  truth: 'verdade',
  positions: 'posições',
  cannotDraw: 'a tabela não pode ser desenhada',
  status: { proved: 'provada', refuted: 'refutada', unknown: 'por decidir', error: 'erro', holds: 'confirmada', unchecked: 'não verificada' },
  files: (n) => `${n} ficheiros`,
  parameters: 'Parâmetros',
  showing: (w) => `Mostra ${w}`,
  of: 'de',
  chooseWindow: 'escolha outra janela com --from/--to',
  inRegion: (n, counts) => `${positionsPt(n)} na região: ${counts}`,
  inReached: (n, counts) => `${positionsPt(n)} atingíveis a partir da posição inicial: ${counts}`,
  conjectureAgrees: 'coincide com a verdade em toda a região',
  conjectureAgreesReached: 'coincide com a verdade em todas as posições atingíveis a partir da posição inicial',
  conjectureDisagrees: (n, first) => `discorda em ${positionsPt(n)} (a primeira: ${first})`,
  howToRead: 'Como ler a tabela',
  symbolMeaning: 'Cada célula é uma posição, dada pela sua linha e pela sua coluna.',
  generationMeaning: 'O número pequeno numa célula é a sua geração: o passo da indução retrógrada que a classificou (0 para as posições finais).',
  valueMeaning:
    'O número no canto superior direito de uma célula é o seu valor: a melhor diferença dos pontos ainda por marcar, para quem joga (? onde não está definido: a partida pode não acabar ou sair dos limites).',
  value: 'valor',
  scores: 'marca',
  worth: 'vale',
  grundyMeaning: 'O número numa célula é o seu valor de Grundy (0 exatamente nas posições inatacáveis).',
  mismatchMeaning: 'Contorno vermelho: aqui a conjectura dá outra classe.',
  namedMeaning: 'Um número num círculo: a posição do contraexemplo com esse número.',
  targetMeaning: 'Contorno tracejado: uma posição a que leva uma jogada de um contraexemplo.',
  cgt: { safe: 'tipo S («P-position» em inglês)', fragile: 'tipo P («N-position» em inglês)', neutral: 'tipo N (empate)', undetermined: '' },
  failuresIntro: 'Posições da região que falham, por condição:',
  failingPositions: positionsPt,
  condition: (k) => CONDITIONS_PT[k] ?? k,
  outsideWindow: 'fora da janela mostrada',
  otherParams: (p) => `para ${p}, não é o jogo da tabela`,
  ownTable: (p) => (p ? `a sua própria tabela, para ${p}:` : 'a sua própria tabela:'),
  claimTruth: (position, cls, generation) => `A verdade: ${position} é ${cls}${generation !== null ? ` (geração ${generation})` : ''}.`,
  trueValues: 'Na verdade',
  perfectPlay: (position) => `Jogo perfeito a partir de ${position}:`,
  lineEnd: {
    terminal: 'o jogo acabou',
    limit: (more) => (more !== null ? `mais ${more} ${more === 1 ? 'jogada' : 'jogadas'} até ao fim` : 'seguem-se mais jogadas'),
    repeat: 'o jogo volta a uma posição já vista: empate',
    undetermined: 'a classe da posição seguinte não é conhecida',
    sum: 'a posição seguinte é uma soma de jogos',
  },
  movesFrom: 'Jogadas a partir de',
  noMoves: 'nenhuma jogada: a partida acabou',
  terminal: 'fim da partida',
  serve: {
    title: 'zermelo — editar um jogo, ver a sua tabela',
    file: 'Ficheiro',
    newFile: '(ficheiro novo)',
    moreFiles: '… e mais {n} ficheiros, não listados: sirva uma pasta mais pequena',
    notSaved: 'As alterações ficam nesta página: nada é escrito no disco. Copie o texto para o seu ficheiro para o guardar.',
    window: 'Janela da tabela',
    params: 'Jogo da tabela',
    chooseWindow: 'escolha outra janela no topo da página',
    from: 'de',
    to: 'até',
    checking: 'a verificar…',
    noProblems: 'Nenhum problema no ficheiro.',
    severity: { error: 'erro', warning: 'aviso', note: 'nota' },
    problems: 'Problemas no ficheiro',
    clickCell: 'Clique numa célula da tabela para ver as jogadas a partir dessa posição.',
    movesFrom: 'Jogadas a partir de',
    goodMove: 'jogada boa',
    championWould: 'o campeão jogaria esta',
    playHere: 'Jogar a partir daqui contra o campeão',
    playTitle: 'A jogar contra o campeão',
    playStart: 'Joga em primeiro lugar a partir de',
    yourMove: 'A sua jogada:',
    you: 'Jogador',
    champion: 'Campeão',
    youWin: 'Ganhou.',
    championWins: 'O campeão ganhou.',
    draw: 'Empate: ninguém ganhou.',
    noPlay: 'Este jogo não pode ser jogado aqui (as suas jogadas partem uma posição numa soma).',
    stopPlay: 'Parar a partida',
    errors: {
      fileHasErrors: 'o ficheiro tem erros',
      cannotSolve: 'o jogo não pode ser resolvido',
      noPosition: (i) => `não há posição ${i} na região`,
      sums: 'não é possível jogar aqui um jogo cujas jogadas partem uma posição numa soma',
      noMove: (k, p) => `não há jogada ${k} a partir de ${p}`,
      outside: (t) => `${t} fica fora da região resolvida`,
      championLeaves: (m) => `a jogada do campeão ${m} sai da região resolvida; alargue check.bounds`,
      endless: (n) => `o campeão manteve a vez ${n} vezes seguidas sem a partida acabar: considera-se empate`,
      timedOut: (s) =>
        `parou ao fim de ${String(s).replace('.', ',')} s: demasiado para calcular enquanto escreve (uma região grande, ou uma expressão sobre muitos valores); reduza check.bounds ou os intervalos — o zermelo check não tem este limite`,
    },
  },
};

const TABLES: Record<Lang, HtmlWords> = { en: EN, pt: PT };

export function htmlWords(lang: Lang = 'en'): HtmlWords {
  return TABLES[lang];
}
