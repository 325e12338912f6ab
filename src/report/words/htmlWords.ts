// Stage: report. The words of the HTML report (report/html/), one table per language; the HTML
// renderers keep the layout and read their words here. Sentences the text report also shows
// (summary, obligation titles, reasons) come from the text tables (textWords.ts).
// Input: a Lang. Output: the table.

import type { Lang } from '../../teach/vocabulary.js';

export interface HtmlWords {
  game: string;
  obligations: string;
  bounded: string;
  table: string;
  cex: string;
  claims: string;
  noProof: string;
  you: string;
  truth: string;
  positions: string;
  cannotDraw: string;
  /** Obligation and claim statuses as shown in the page (the CSS class keeps the status itself). */
  status: Record<string, string>;
  files(n: number): string;
}

const EN: HtmlWords = {
  game: 'The game',
  obligations: 'Proof obligations',
  bounded: 'Bounded check',
  table: 'The table',
  cex: 'Counterexamples',
  claims: 'Claims',
  noProof: 'No proof attempted',
  you: 'you',
  truth: 'truth',
  positions: 'positions',
  cannotDraw: 'the table cannot be drawn',
  status: { proved: 'proved', refuted: 'refuted', unknown: 'unknown', error: 'error', holds: 'holds', unchecked: 'unchecked' },
  files: (n) => `${n} files`,
};

const PT: HtmlWords = {
  game: 'O jogo',
  obligations: 'Obrigações de prova',
  bounded: 'Verificação nos limites',
  table: 'A tabela',
  cex: 'Contraexemplos',
  claims: 'Afirmações',
  noProof: 'Sem tentativa de prova',
  you: 'conjectura',
  truth: 'verdade',
  positions: 'posições',
  cannotDraw: 'a tabela não pode ser desenhada',
  status: { proved: 'provada', refuted: 'refutada', unknown: 'por decidir', error: 'erro', holds: 'confirmada', unchecked: 'não verificada' },
  files: (n) => `${n} ficheiros`,
};

export function htmlWordsOf(lang: Lang = 'en'): HtmlWords {
  return lang === 'pt' ? PT : EN;
}
