// Stage: model. Character-by-character offsets of flow scalars: plain, 'single' ('' escapes) and
// "double" (\n, \u2208, … escapes, escaped line breaks). Multi-line values fold: a single line break
// becomes a space, k empty lines become k newlines, whitespace around breaks is dropped.
// Input: the file text and the scalar's source range. Output: ScalarText (see scalarMap.ts).

import type { ScalarText } from './scalarOffsets.js';

interface Unit {
  ch: string; // one UTF-16 unit of the value
  off: number; // file offset of the source character it comes from
  ws: boolean; // unescaped whitespace, dropped around line breaks
}

interface Line {
  units: Unit[];
  breakAt: number; // offset of the line break ending this line (or the end of the value)
  escapedBreak: boolean; // double-quoted line ending in `\`: joined without a space
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '0': '\0',
  a: '\x07',
  b: '\b',
  t: '\t',
  '\t': '\t',
  n: '\n',
  v: '\v',
  f: '\f',
  r: '\r',
  e: '\x1b',
  ' ': ' ',
  '"': '"',
  '/': '/',
  '\\': '\\',
  N: '\x85',
  _: '\xa0',
  L: '\u2028',
  P: '\u2029',
};
const HEX_ESCAPES: Record<string, number> = { x: 2, u: 4, U: 8 };

export function flowScalarText(source: string, start: number, end: number, style: string): ScalarText {
  const quoted = style === 'QUOTE_SINGLE' || style === 'QUOTE_DOUBLE';
  const from = quoted ? start + 1 : start;
  const to = quoted ? end - 1 : end;
  const lines: Line[] = [];
  let units: Unit[] = [];
  let escapedBreak = false;
  for (let i = from; i < to; i++) {
    const c = source[i]!;
    if (c === '\n' || c === '\r') {
      lines.push({ units, breakAt: i, escapedBreak });
      units = [];
      escapedBreak = false;
      if (c === '\r' && source[i + 1] === '\n') i++;
      continue;
    }
    if (style === 'QUOTE_SINGLE' && c === "'" && source[i + 1] === "'") {
      units.push({ ch: "'", off: i, ws: false });
      i++;
    } else if (style === 'QUOTE_DOUBLE' && c === '\\') {
      const e = source[i + 1]!;
      if (e === '\n' || e === '\r') {
        escapedBreak = true;
        continue; // the break itself is handled by the next iteration
      }
      const simple = SIMPLE_ESCAPES[e];
      const hex = HEX_ESCAPES[e];
      if (simple !== undefined) {
        units.push({ ch: simple, off: i, ws: false });
        i++;
      } else if (hex !== undefined) {
        const cp = parseInt(source.slice(i + 2, i + 2 + hex), 16);
        for (const ch of String.fromCodePoint(cp).split('')) units.push({ ch, off: i, ws: false });
        i += 1 + hex;
      } else {
        throw new Error(`unknown escape \\${e}`);
      }
    } else {
      units.push({ ch: c, off: i, ws: c === ' ' || c === '\t' });
    }
  }
  lines.push({ units, breakAt: to, escapedBreak: false });
  return fold(lines, to);
}

function fold(lines: Line[], end: number): ScalarText {
  const last = lines.length - 1;
  const stripped = lines.map((line, j) => {
    let a = 0;
    let b = line.units.length;
    if (j > 0) while (a < b && line.units[a]!.ws) a++;
    if (j < last && !line.escapedBreak) while (b > a && line.units[b - 1]!.ws) b--;
    return line.units.slice(a, b);
  });
  const out: Unit[] = [...stripped[0]!];
  let prev = 0; // index of the last line that contributed content (line 0 always does)
  const blanks: number[] = []; // break offsets of the blank lines since `prev`
  for (let j = 1; j <= last; j++) {
    if (j < last && stripped[j]!.length === 0) {
      blanks.push(lines[j]!.breakAt);
      continue;
    }
    if (blanks.length > 0) for (const off of blanks) out.push({ ch: '\n', off, ws: false });
    else if (!lines[prev]!.escapedBreak) out.push({ ch: ' ', off: lines[prev]!.breakAt, ws: false });
    out.push(...stripped[j]!);
    blanks.length = 0;
    prev = j;
  }
  return { text: out.map((u) => u.ch).join(''), offsets: [...out.map((u) => u.off), end], exact: true };
}
