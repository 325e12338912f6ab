// Stage: model. Character-by-character offsets of block scalars, literal `|` and folded `>`, with
// chomping (`-` strip, `+` keep, default clip) and indentation indicators. Line by line: the
// indentation is stripped, and each line break of the value maps to the break in the file.
// Input: the file text, the scalar's range (from its header) and the value yaml computed.

import type { ScalarText } from './scalarOffsets.js';

interface BodyLine {
  start: number; // offset of the first character of the line
  end: number; // offset of its line break (or of the end of the body)
}

interface Piece {
  ch: string;
  off: number;
}

export function blockScalarText(source: string, start: number, end: number, expected: string): ScalarText | undefined {
  const header = /^([|>])([1-9]?)([+-]?)([1-9]?)/.exec(source.slice(start, end));
  if (!header) return undefined;
  const folded = header[1] === '>';
  const explicit = Number(header[2] || header[4] || 0);
  const chomp = header[3] === '-' ? 'strip' : header[3] === '+' ? 'keep' : 'clip';
  let bodyStart = start;
  while (bodyStart < end && source[bodyStart] !== '\n' && source[bodyStart] !== '\r') bodyStart++;
  if (bodyStart < end && source[bodyStart] === '\r' && source[bodyStart + 1] === '\n') bodyStart++;
  bodyStart++;
  const lines = bodyLines(source, Math.min(bodyStart, end), end);
  const auto = autoIndent(source, lines);
  // An explicit indicator is relative to the parent's indentation, which the node does not carry:
  // try the plausible indentations and keep the one that reproduces yaml's own value.
  const candidates = explicit ? Array.from({ length: auto + 1 }, (_, k) => auto - k) : [auto];
  for (const indent of candidates) {
    const mapped = build(source, lines, indent, folded, chomp, end);
    if (mapped.text === expected) return mapped;
  }
  return undefined;
}

function bodyLines(source: string, from: number, to: number): BodyLine[] {
  const lines: BodyLine[] = [];
  let s = from;
  for (let i = from; i < to; i++) {
    const c = source[i];
    if (c === '\n' || c === '\r') {
      lines.push({ start: s, end: i });
      if (c === '\r' && source[i + 1] === '\n') i++;
      s = i + 1;
    }
  }
  if (s < to) lines.push({ start: s, end: to });
  return lines;
}

function leadingSpaces(source: string, line: BodyLine): number {
  let k = 0;
  while (line.start + k < line.end && source[line.start + k] === ' ') k++;
  return k;
}

function isBlank(source: string, line: BodyLine): boolean {
  return leadingSpaces(source, line) === line.end - line.start;
}

function autoIndent(source: string, lines: BodyLine[]): number {
  for (const line of lines) if (!isBlank(source, line)) return leadingSpaces(source, line);
  return lines.reduce((m, l) => Math.max(m, l.end - l.start), 0);
}

function build(source: string, all: BodyLine[], indent: number, folded: boolean, chomp: 'strip' | 'keep' | 'clip', end: number): ScalarText {
  // The scalar ends at the first non-blank line indented less than its content.
  let count = all.length;
  for (let j = 0; j < all.length; j++) {
    if (!isBlank(source, all[j]!) && leadingSpaces(source, all[j]!) < indent) {
      count = j;
      break;
    }
  }
  const lines = all.slice(0, count);
  const isEmpty = (l: BodyLine): boolean => l.end - l.start <= indent && isBlank(source, l);
  let lastContent = -1;
  for (let j = 0; j < lines.length; j++) if (!isEmpty(lines[j]!)) lastContent = j;
  const out: Piece[] = [];
  const pushLine = (l: BodyLine): void => {
    for (let o = l.start + indent; o < l.end; o++) out.push({ ch: source[o]!, off: o });
  };
  const moreIndented = (l: BodyLine): boolean => source[l.start + indent] === ' ' || source[l.start + indent] === '\t';
  let prev = -1; // last content line emitted
  const pending: BodyLine[] = []; // empty lines since then
  for (let j = 0; j <= lastContent; j++) {
    const l = lines[j]!;
    if (isEmpty(l)) {
      pending.push(l);
      continue;
    }
    if (prev >= 0) {
      const p = lines[prev]!;
      const joinWithSpace = folded && !moreIndented(p) && !moreIndented(l);
      if (joinWithSpace && pending.length === 0) out.push({ ch: ' ', off: p.end });
      else {
        if (!joinWithSpace) out.push({ ch: '\n', off: p.end });
        for (const e of pending) out.push({ ch: '\n', off: e.end });
      }
    } else {
      for (const e of pending) out.push({ ch: '\n', off: e.end });
    }
    pending.length = 0;
    pushLine(l);
    prev = j;
  }
  const contentEnd = out.length > 0 ? out[out.length - 1]!.off + 1 : Math.min(end, lines[0]?.start ?? end);
  if (prev >= 0 && chomp !== 'strip') out.push({ ch: '\n', off: lines[prev]!.end });
  if (chomp === 'keep') {
    for (let j = Math.max(prev + 1, 0); j < lines.length; j++) out.push({ ch: '\n', off: lines[j]!.end });
  }
  return { text: out.map((p) => p.ch).join(''), offsets: [...out.map((p) => p.off), contentEnd], exact: true };
}
