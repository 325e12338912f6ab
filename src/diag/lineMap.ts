// Stage: diag. File offsets (UTF-16 indices, as stored in every Span) ↔ 1-based line:column.
// Input: the file text. Output: positions as a user sees them: lines split at \n, \r\n or \r;
// columns count code points (an astral character such as an emoji is one column, not two).

export interface LineCol {
  line: number; // 1-based
  col: number; // 1-based, in code points
}

export class LineMap {
  /** lineStarts[i] = offset of the first character of line i + 1. */
  readonly lineStarts: number[];

  constructor(readonly source: string) {
    const starts = [0];
    for (let i = 0; i < source.length; i++) {
      const c = source.charCodeAt(i);
      if (c === 10) starts.push(i + 1);
      else if (c === 13) {
        if (source.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
    this.lineStarts = starts;
  }

  get lineCount(): number {
    return this.lineStarts.length;
  }

  /** The 0-based index of the line holding `offset` (clamped to the file). */
  lineIndexOf(offset: number): number {
    const o = Math.max(0, Math.min(offset, this.source.length));
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.lineStarts[mid]! <= o) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** 1-based line and code-point column of a file offset. */
  position(offset: number): LineCol {
    const o = Math.max(0, Math.min(offset, this.source.length));
    const index = this.lineIndexOf(o);
    return { line: index + 1, col: codePointCount(this.source, this.lineStarts[index]!, o) + 1 };
  }

  /** The file offset of a 1-based line and code-point column (clamped to the line). */
  offset(line: number, col: number): number {
    const index = Math.max(0, Math.min(line - 1, this.lineStarts.length - 1));
    const end = this.lineEnd(index);
    let o = this.lineStarts[index]!;
    for (let c = 1; c < col && o < end; c++) o += isHighSurrogate(this.source.charCodeAt(o)) ? 2 : 1;
    return Math.min(o, end);
  }

  /** Offset just past the last character of line `index` (0-based), before its line break. */
  lineEnd(index: number): number {
    if (index + 1 >= this.lineStarts.length) return this.source.length;
    let end = this.lineStarts[index + 1]!;
    if (this.source.charCodeAt(end - 1) === 10) end--;
    if (this.source.charCodeAt(end - 1) === 13) end--;
    return end;
  }

  /** The text of line `index` (0-based), without its line break. */
  lineText(index: number): string {
    return this.source.slice(this.lineStarts[index] ?? this.source.length, this.lineEnd(index));
  }
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** Number of code points in source[from, to). */
export function codePointCount(source: string, from: number, to: number): number {
  let count = 0;
  for (let i = from; i < to; i++) {
    count++;
    if (isHighSurrogate(source.charCodeAt(i)) && i + 1 < to) {
      const next = source.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
  }
  return count;
}

let lastSource: string | undefined;
let lastMap: LineMap | undefined;

/** A LineMap for `source`, reusing the last one built (rendering many diagnostics of one file). */
export function lineMapOf(source: string): LineMap {
  if (lastSource === source && lastMap) return lastMap;
  lastSource = source;
  lastMap = new LineMap(source);
  return lastMap;
}

/** Convenience: the 1-based line:col of `offset` in `source`. */
export function lineColOf(source: string, offset: number): LineCol {
  return lineMapOf(source).position(offset);
}
