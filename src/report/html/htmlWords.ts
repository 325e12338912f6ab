// Stage: report (html). Every word the HTML reports and the `serve` page show, in one table per
// language, so that a translation is one object to fill in. The class names, verdicts and the book's
// vocabulary come from teach/vocabulary.ts; this adds the words of the page itself.
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
  parameters: string;
  showing: (windows: string) => string;
  of: string;
  chooseWindow: string;
  inRegion: (positions: number, counts: string) => string;
  conjectureAgrees: string;
  conjectureDisagrees: (count: number, first: string) => string;
  /** The legend: how to read a cell. */
  howToRead: string;
  symbolMeaning: string; // "+ / S / P-position …" heading of the vocabulary
  generationMeaning: string;
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
  notSaved: string;
  window: string;
  chooseWindow: string;
  from: string;
  to: string;
  checking: string;
  noProblems: string;
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
  finiteness: 'finiteness (a play that never ends)',
  claim: 'claims',
  domain: 'moves that leave the domain',
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
  parameters: 'Parameters',
  showing: (w) => `Showing ${w}`,
  of: 'of',
  chooseWindow: 'choose another window with --from/--to',
  inRegion: (n, counts) => `${n} positions in the region: ${counts}`,
  conjectureAgrees: 'agrees with the truth everywhere in the region',
  conjectureDisagrees: (n, first) => `disagrees at ${n} ${n === 1 ? 'position' : 'positions'} (the first: ${first})`,
  howToRead: 'How to read the table',
  symbolMeaning: 'Each cell is a position, named by its row and column.',
  generationMeaning: 'The small number in a cell is its generation: the step of the backward induction that labelled it (0 for the final positions).',
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
  movesFrom: 'Moves from',
  noMoves: 'no move: the game is over',
  terminal: 'the game is over',
  serve: {
    title: 'zermelo — edit a game, see its table',
    file: 'File',
    newFile: '(new file)',
    notSaved: 'Edits stay in this page: nothing is written to disk. Copy the text into your file to keep it.',
    window: 'Window of the table',
    chooseWindow: 'choose another window at the top of the page',
    from: 'from',
    to: 'to',
    checking: 'checking…',
    noProblems: 'No problems in the file.',
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
  },
};

/** The Portuguese words the reports had before this table; the rest is English until the
 *  translation table is filled in (every key of HtmlWords may be given here). */
const PT: Partial<HtmlWords> = {
  game: 'O jogo',
  obligations: 'Obrigações de prova',
  bounded: 'Verificação nos limites',
  table: 'A tabela',
  counterexamples: 'Contra-exemplos',
  claims: 'Afirmações',
  noProof: 'Sem tentativa de prova',
  you: 'diz',
  truth: 'verdade',
  positions: 'posições',
  parameters: 'Parâmetros',
  showing: (w) => `Mostra ${w}`,
  of: 'de',
  inRegion: (n, counts) => `${n} posições na região: ${counts}`,
  conjectureAgrees: 'coincide com a verdade em toda a região',
  conjectureDisagrees: (n, first) => `discorda em ${n} ${n === 1 ? 'posição' : 'posições'} (a primeira: ${first})`,
  terminal: 'fim da partida',
  cgt: { safe: 'posição P', fragile: 'posição N', neutral: 'empate', undetermined: '' },
};

const PT_FULL: HtmlWords = { ...EN, ...PT };

export function htmlWords(lang: Lang): HtmlWords {
  return lang === 'pt' ? PT_FULL : EN;
}
