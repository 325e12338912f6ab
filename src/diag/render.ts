// Stage: diag. Renders diagnostics for people: `file:line:col: error ZM2003: message`, a code frame
// (the neighbouring lines with their numbers and `^~~~` under the span), then hint and related lines.
// Input: a Diagnostic and the text of its file. Output: a string ending in a newline. Colour (ANSI)
// only when asked; the caller decides (NO_COLOR, isTTY).

import type { Diagnostic, Severity, Span } from './diagnostic.js';
import { LineMap, lineMapOf } from './lineMap.js';
import { displayWidth } from './displayWidth.js';
import { diagnosticPt, HINT_LABEL, SEVERITY_LABEL } from './messagesPt.js';
import { printable } from './printable.js';

export interface RenderOptions {
  color?: boolean;
  /** Lines shown before and after the lines of the span (default 1). */
  context?: number;
  /** The language of the prose (messagesPt.ts); codes and positions are the same in every language. */
  lang?: 'en' | 'pt';
}

/** Where to find the text of a file named in a diagnostic. */
export type SourceLookup = Record<string, string> | Map<string, string> | ((file: string) => string | undefined);

const MAX_SPAN_LINES = 4;
/** The widest part of a line a code frame shows (UTF-16 units), and how much of it precedes the span
 *  when the line is cut: a line of 1 MB is not printed whole. */
const MAX_FRAME_WIDTH = 160;
const FRAME_LEAD = 40;

export function renderDiagnostic(diagnostic: Diagnostic, source: string | undefined, opts: RenderOptions = {}): string {
  const d = opts.lang === 'pt' ? diagnosticPt(diagnostic) : diagnostic;
  const paint = painter(opts.color === true);
  const map = source === undefined ? undefined : lineMapOf(source);
  const out: string[] = [];
  const where = location(d.file, d.span, map);
  const label = SEVERITY_LABEL[opts.lang ?? 'en'];
  out.push(`${paint.bold(where + ':')} ${paint.severity(d.severity, label[d.severity] + ' ' + d.code + ':')} ${paint.bold(d.message)}`);
  if (map && d.span) out.push(...codeFrame(map, d.span, opts.context ?? 1, paint, d.severity));
  if (d.hint) out.push(`${paint.severity('note', HINT_LABEL[opts.lang ?? 'en'])} ${d.hint}`);
  for (const r of d.related ?? []) {
    const file = r.file ?? d.file;
    const sameFile = file === d.file;
    const rmap = sameFile ? map : undefined;
    if (r.span && rmap) {
      out.push(`${paint.bold(location(file, r.span, rmap) + ':')} ${paint.severity('note', `${label.note}:`)} ${r.message}`);
      out.push(...codeFrame(rmap, r.span, 0, paint, 'note'));
    } else {
      const at = r.span ? ` (${location(file, r.span, undefined)})` : '';
      out.push(`${paint.severity('note', `${label.note}:`)} ${r.message}${at}`);
    }
  }
  return out.join('\n') + '\n';
}

/** The diagnostics of one file printed in full; the rest are counted on one line (a file of nonsense
 *  can have thousands, which would bury the summary; every one is in the JSON report). */
export const MAX_DIAGNOSTICS_SHOWN = 50;

/** The blocks printed for one file's diagnostics (each followed by a blank line, as the callers
 *  write them): the first `max` in full, then one line counting the others by severity. */
export function renderFileDiagnostics(list: readonly Diagnostic[], source: string | undefined, opts: RenderOptions & { max?: number } = {}): string[] {
  const max = opts.max ?? MAX_DIAGNOSTICS_SHOWN;
  const blocks = list.slice(0, max).map((d) => renderDiagnostic(d, source, opts) + '\n');
  const rest = list.slice(max);
  if (rest.length === 0) return blocks;
  const lang = opts.lang ?? 'en';
  const label = SEVERITY_LABEL[lang];
  const bySeverity = (['error', 'warning', 'note'] as const)
    .map((sev) => ({ sev, n: rest.filter((d) => d.severity === sev).length }))
    .filter((x) => x.n > 0)
    .map((x) => `${x.n} ${label[x.sev]}${x.n === 1 ? '' : 's'}`)
    .join(', ');
  const file = printable(list[0]!.file);
  const line =
    lang === 'pt'
      ? `${file}: … e mais ${rest.length} diagnósticos não mostrados (${bySeverity}); o \`zermelo check --json\` lista-os todos`
      : `${file}: … and ${rest.length} more diagnostics not shown (${bySeverity}); \`zermelo check --json\` lists them all`;
  return [...blocks, line + '\n'];
}

/** Renders a list of diagnostics, each followed by a blank line between blocks. */
export function renderDiagnostics(list: readonly Diagnostic[], sources: SourceLookup, opts: RenderOptions = {}): string {
  return list.map((d) => renderDiagnostic(d, lookup(sources, d.file), opts)).join('\n');
}

function lookup(sources: SourceLookup, file: string): string | undefined {
  if (typeof sources === 'function') return sources(file);
  if (sources instanceof Map) return sources.get(file);
  return Object.prototype.hasOwnProperty.call(sources, file) ? sources[file] : undefined;
}

function location(file: string, span: Span | undefined, map: LineMap | undefined): string {
  const shown = printable(file);
  if (!span) return shown;
  if (!map) return `${shown}@${span.start}`;
  const p = map.position(span.start);
  return `${shown}:${p.line}:${p.col}`;
}

function codeFrame(map: LineMap, span: Span, context: number, paint: Painter, severity: Severity): string[] {
  const start = Math.max(0, Math.min(span.start, map.source.length));
  const end = Math.max(start, Math.min(span.end, map.source.length));
  const first = map.lineIndexOf(start);
  // An end exactly at the start of a line belongs to the previous line (spans are end-exclusive).
  let last = map.lineIndexOf(end);
  if (last > first && map.lineStarts[last] === end) last--;
  const shownLast = Math.min(last, first + MAX_SPAN_LINES - 1);
  const from = Math.max(0, first - context);
  const to = Math.min(map.lineCount - 1, shownLast + context);
  // Trailing context lines past the end of the file text are noise: drop an empty final line.
  let lastShown = to;
  while (lastShown > shownLast && map.lineText(lastShown).trim() === '' && lastShown === map.lineCount - 1) lastShown--;
  const width = String(lastShown + 1).length;
  const gutter = (n?: number): string => paint.gutter(`${n === undefined ? ' '.repeat(width) : String(n).padStart(width)} |`);
  // a long line (a data table on one line, a minified file) shows a window around the span's column
  const column = start - map.lineStarts[first]!;
  const windowFrom = column > MAX_FRAME_WIDTH - FRAME_LEAD ? column - FRAME_LEAD : 0;
  const lines: string[] = [];
  for (let i = from; i <= lastShown; i++) {
    const lineStart = map.lineStarts[i]!;
    const lineEnd = map.lineEnd(i);
    const cut = windowOf(map.source, lineStart, lineEnd, windowFrom);
    const text = (cut.before ? '…' : '') + map.source.slice(cut.from, cut.to) + (cut.after ? '…' : '');
    lines.push(`${gutter(i + 1)}${text ? ' ' + text : ''}`);
    if (i < first || i > shownLast) continue;
    let a = i === first ? start : lineStart;
    if (i !== first) while (a < lineEnd && (map.source[a] === ' ' || map.source[a] === '\t')) a++;
    a = Math.min(Math.max(a, cut.from), cut.to);
    const b = Math.min(i === last ? end : lineEnd, cut.to);
    const pad = (cut.before ? ' ' : '') + padFor(map.source.slice(cut.from, a));
    const covered = displayWidth(map.source.slice(a, Math.max(a, b)));
    const marks = i === first ? '^' + '~'.repeat(Math.max(0, covered - 1)) : '~'.repeat(Math.max(1, covered));
    lines.push(`${gutter()} ${pad}${paint.severity(severity, marks)}`);
    if (i === shownLast && shownLast < last) lines.push(`${gutter()} ${pad}${paint.gutter('…')}`);
  }
  return lines;
}

/** The part [from, to) of the line [lineStart, lineEnd) a code frame shows: at most MAX_FRAME_WIDTH
 *  UTF-16 units from `windowFrom` (never splitting a surrogate pair), and whether text was cut off. */
function windowOf(source: string, lineStart: number, lineEnd: number, windowFrom: number): { from: number; to: number; before: boolean; after: boolean } {
  // a line that ends before the window (a short neighbour of a long line) is shown from its start
  let from = lineStart + windowFrom < lineEnd ? lineStart + windowFrom : lineStart;
  if (from > lineStart && isLowSurrogate(source.charCodeAt(from))) from--;
  let to = Math.min(from + MAX_FRAME_WIDTH, lineEnd);
  if (to < lineEnd && isLowSurrogate(source.charCodeAt(to))) to++;
  return { from, to, before: from > lineStart, after: to < lineEnd };
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Whitespace as wide as `prefix` on screen; tabs are kept so the caret lines up under them. */
function padFor(prefix: string): string {
  let pad = '';
  for (const ch of prefix) pad += ch === '\t' ? '\t' : ' '.repeat(displayWidth(ch));
  return pad;
}

interface Painter {
  bold(s: string): string;
  gutter(s: string): string;
  severity(sev: Severity, s: string): string;
}

function painter(color: boolean): Painter {
  if (!color) return { bold: (s) => s, gutter: (s) => s, severity: (_v, s) => s };
  const wrap = (code: string, s: string): string => `\x1b[${code}m${s}\x1b[0m`;
  const sevCode: Record<Severity, string> = { error: '1;31', warning: '1;33', note: '1;36' };
  return {
    bold: (s) => wrap('1', s),
    gutter: (s) => wrap('34', s),
    severity: (sev, s) => wrap(sevCode[sev], s),
  };
}
