// Stage: report (html). The words of a drawing's accessible description (the SVG's <desc>), English
// and Portuguese: what the picture shows, element by element, for a screen reader or a printout.
// Input: a language. Output: sentence builders over the drawing's data.

import type { Lang } from '../../teach/vocabulary.js';

export interface DrawingWords {
  heaps: (list: string) => string;
  polygon: (points: number) => string;
  segments: (list: readonly string[]) => string;
  triangles: (list: readonly string[]) => string;
  grid: (rows: number, columns: number) => string;
  /** The marked cells as row-column, numbered from the corner `origin`. */
  cells: (list: readonly string[], origin: 'top-left' | 'bottom-left') => string;
  colour: (value: number) => string;
}

const EN: DrawingWords = {
  heaps: (list) => `Heaps: ${list}.`,
  polygon: (points) => `${points} points on a circle, numbered clockwise from the top.`,
  segments: (list) => (list.length ? `Drawn segments (${list.length}): ${list.join(', ')}.` : 'No segment drawn.'),
  triangles: (list) => (list.length ? `Completed triangles (${list.length}): ${list.join(', ')}.` : 'No triangle completed.'),
  grid: (rows, columns) => `A board of ${rows} ${rows === 1 ? 'row' : 'rows'} and ${columns} ${columns === 1 ? 'column' : 'columns'}.`,
  cells: (list, origin) => (list.length ? `Marked cells (${list.length}, row-column from the ${origin === 'top-left' ? 'top' : 'bottom'} left): ${list.join(', ')}.` : 'No cell marked.'),
  colour: (value) => `colour ${value}`,
};

const PT: DrawingWords = {
  heaps: (list) => `Montes: ${list}.`,
  polygon: (points) => `${points} pontos numa circunferência, numerados no sentido dos ponteiros do relógio a partir do topo.`,
  segments: (list) => (list.length ? `Segmentos traçados (${list.length}): ${list.join(', ')}.` : 'Nenhum segmento traçado.'),
  triangles: (list) => (list.length ? `Triângulos completos (${list.length}): ${list.join(', ')}.` : 'Nenhum triângulo completo.'),
  grid: (rows, columns) => `Um tabuleiro de ${rows} ${rows === 1 ? 'linha' : 'linhas'} e ${columns} ${columns === 1 ? 'coluna' : 'colunas'}.`,
  cells: (list, origin) =>
    list.length ? `Casas marcadas (${list.length}, linha-coluna a partir do canto ${origin === 'top-left' ? 'superior' : 'inferior'} esquerdo): ${list.join(', ')}.` : 'Nenhuma casa marcada.',
  colour: (value) => `cor ${value}`,
};

export function drawingWords(lang: Lang): DrawingWords {
  return lang === 'pt' ? PT : EN;
}
