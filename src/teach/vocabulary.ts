// Stage: teach. The book's vocabulary in English and in Portuguese ("Jogos e Estratégias"): the
// names of the three classes, their letters and table symbols, and the words teaching output uses.
// Input: a language. Output: words. One small module so that every renderer (table, play, guess,
// the HTML report, the check report) names things the same way.

export type Lang = 'en' | 'pt';
export type ClassName = 'safe' | 'fragile' | 'neutral' | 'undetermined';

export const LANGS: readonly Lang[] = ['en', 'pt'];

/** The letters of the sets of a conjecture: English S (safe), F (fragile), N (neutral); Portuguese
 *  the sets I, F, N of the book's Theorem 4.1 (inatacáveis, frágeis, neutras). */
const LETTERS: Record<Lang, Record<ClassName, string>> = {
  en: { safe: 'S', fragile: 'F', neutral: 'N', undetermined: '?' },
  pt: { safe: 'I', fragile: 'F', neutral: 'N', undetermined: '?' },
};

export function letter(lang: Lang, cls: ClassName): string {
  return LETTERS[lang][cls];
}

/** The book's types (Definição 2.1): tipo S (the second player wins: inatacável), tipo P (the first
 *  player wins: frágil), tipo N (neither: neutra). Not the English P/N positions, which name the
 *  previous and the next player. */
export const BOOK_TYPE: Record<ClassName, string> = { safe: 'S', fragile: 'P', neutral: 'N', undetermined: '?' };

/** The English literature's names (P-position: the previous player wins; N-position: the next). */
export const ENGLISH_POSITION: Record<ClassName, string> = { safe: 'P-position', fragile: 'N-position', neutral: 'draw', undetermined: '' };

/** The book's table symbols: + inatacável, − frágil; neutral and undetermined have none in the book. */
export const SYMBOL: Record<ClassName, string> = { safe: '+', fragile: '−', neutral: '=', undetermined: '?' };

interface Words {
  cls: Record<ClassName, string>;
  clsPlural: Record<ClassName, string>;
  /** What the class means for the player about to move. */
  meaning: Record<ClassName, string>;
  generation: string;
  position: string;
  move: string;
  goodMove: string; // a move to a safe position (the book's "jogada boa")
  losingTerminal: string; // the book's "vitoriosa": the game is over, the player to move has lost
  draw: string;
  conjecture: string;
  table: string;
  player: string;
  mismatch: string;
  grundy: string;
  verdict: Record<'proved' | 'holds' | 'refuted' | 'unknown' | 'invalid' | 'unchecked', string>;
}

const EN: Words = {
  cls: { safe: 'safe', fragile: 'fragile', neutral: 'neutral', undetermined: 'undetermined' },
  clsPlural: { safe: 'safe', fragile: 'fragile', neutral: 'neutral', undetermined: 'undetermined' },
  meaning: {
    safe: 'the player to move loses against perfect play',
    fragile: 'the player to move can win',
    neutral: 'perfect play ends in a draw',
    undetermined: 'the bounds are too small to decide',
  },
  generation: 'generation',
  position: 'position',
  move: 'move',
  goodMove: 'good move',
  losingTerminal: 'final position (the player to move has lost)',
  draw: 'draw',
  conjecture: 'conjecture',
  table: 'table',
  player: 'player',
  mismatch: 'the conjecture disagrees here',
  grundy: 'Grundy value',
  verdict: { proved: 'proved', holds: 'holds within the bounds', refuted: 'refuted', unknown: 'unknown', invalid: 'invalid', unchecked: 'not checked' },
};

const PT: Words = {
  cls: { safe: 'inatacável', fragile: 'frágil', neutral: 'neutra', undetermined: 'indeterminada' },
  clsPlural: { safe: 'inatacáveis', fragile: 'frágeis', neutral: 'neutras', undetermined: 'indeterminadas' },
  meaning: {
    safe: 'quem joga perde, se o adversário jogar bem',
    fragile: 'quem joga tem estratégia para ganhar',
    neutral: 'com jogo perfeito, a partida acaba empatada',
    undetermined: 'os limites são pequenos demais para decidir',
  },
  generation: 'geração',
  position: 'posição',
  move: 'jogada',
  goodMove: 'jogada boa',
  losingTerminal: 'posição vitoriosa (quem joga já perdeu)',
  draw: 'empate',
  conjecture: 'conjectura',
  table: 'tabela',
  player: 'jogador',
  mismatch: 'a conjectura discorda aqui',
  grundy: 'valor de Grundy',
  verdict: { proved: 'provada', holds: 'confirmada dentro dos limites', refuted: 'refutada', unknown: 'desconhecida', invalid: 'inválida', unchecked: 'não verificada' },
};

export function words(lang: Lang): Words {
  return lang === 'pt' ? PT : EN;
}

/** "safe (S)" / "inatacável (I)". */
export function className(lang: Lang, cls: ClassName, withLetter = false): string {
  const w = words(lang).cls[cls];
  return withLetter ? `${w} (${letter(lang, cls)})` : w;
}

/** "tipo S" — the book's type of a class, in Portuguese text; empty for undetermined. */
export function bookType(cls: ClassName): string {
  return cls === 'undetermined' ? '' : `tipo ${BOOK_TYPE[cls]}`;
}

/** The vocabulary line shown once per output: the book's words and types, and the English names. */
export function vocabularyLine(lang: Lang): string {
  return lang === 'pt'
    ? 'Vocabulário do livro: + = I = inatacável (tipo S: quem joga perde; «P-position» em inglês), − = F = frágil (tipo P: quem joga ganha; «N-position» em inglês), = = N = neutra (tipo N: empate).'
    : 'Vocabulary: + = S = safe (P-position: the player to move loses), − = F = fragile (N-position: the player to move wins), = = N = neutral (draw).';
}

/** Accepts `en`, `pt` (and `pt-PT`, `pt_BR`…); undefined for anything else. */
export function parseLang(text: string | undefined): Lang | undefined {
  if (text === undefined) return 'en';
  const t = text.toLowerCase();
  if (t === 'en' || t.startsWith('en-') || t.startsWith('en_')) return 'en';
  if (t === 'pt' || t.startsWith('pt-') || t.startsWith('pt_')) return 'pt';
  return undefined;
}
