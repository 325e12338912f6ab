// Stage: model. Finds the line whose indentation breaks a YAML file's block structure, for a
// readable error in place of the parser's ("all mapping items must start at the same column",
// "implicit keys need to be on a single line", pointing elsewhere). Input: the file's text (flow
// collections already masked). Output: the offending line's span, a message and a hint, or undefined.

import type { Span } from '../diag/diagnostic.js';

export interface BadIndent {
  span: Span;
  message: string;
  hint: string;
}

/** An open block level: the column its entries start at, and its first and latest entries. */
interface Level {
  col: number;
  parentCol: number | undefined; // the enclosing level's column (undefined at the top)
  first: Entry;
  last: Entry;
  count: number;
}
interface Entry {
  label: string; // `key`, or `-` for a list item
  line: number; // 1-based
  start: number; // file offset of its first character
}

interface Line {
  line: number;
  ind: number;
  content: string;
  start: number; // file offset of the line
}

// a definition head may space its parameters: `cross(e, f):`
const KEY = /^("[^"]*"|'[^']*'|[\p{L}_][\p{L}\p{N}_(),-]*(?:\([^()]*\))?)\s*:(?=\s|$)/u;
const BLOCK_SCALAR = /^[|>][-+0-9]*$/;

const spaces = (n: number): string => `${n} space${n === 1 ? '' : 's'}`;
const labelOf = (content: string): string => (content.startsWith('-') ? '-' : (KEY.exec(content)?.[1] ?? content));

export function findBadIndent(text: string): BadIndent | undefined {
  const lines = contentLines(text);
  if (lines === undefined || lines.length === 0) return undefined;
  const step = commonStep(lines);
  const top = Math.min(...lines.map((l) => l.ind));
  const entry = (l: Line, col = l.ind, label = labelOf(l.content)): Entry => ({ label, line: l.line, start: l.start + col });
  const stack: Level[] = [];
  let open: { col: number; dash: boolean } | undefined; // the line above ends with `key:` or `-`
  for (const l of lines) {
    const { ind, content } = l;
    const head = KEY.exec(content)?.[1] ?? (content.startsWith('-') ? '-' : undefined);
    const here = entry(l, ind, head ?? content);
    if (stack.length === 0) {
      if (ind !== top) {
        const root = lines.find((r) => r.ind === top)!;
        return misplaced(here, ind, entry(root), top, 'top-level entries of this file');
      }
      stack.push({ col: ind, parentCol: undefined, first: here, last: here, count: 0 });
    } else if (open !== undefined && (ind > open.col || (ind === open.col && !open.dash && content.startsWith('-')))) {
      stack.push({ col: ind, parentCol: open.col, first: here, last: here, count: 0 });
    } else {
      const level = stack[stack.length - 1]!;
      if (open === undefined && ind > level.col) {
        if (head === undefined) continue; // the continuation of a plain multi-line value
        if (firstIsOff(level, ind, step)) return misplaced(level.first, level.col, here, ind, 'entries of one map or list');
        return {
          span: span(here),
          message: `this line is indented more than \`${level.last.label}\` on line ${level.last.line}, so YAML reads it as the rest of that ${level.last.label === '-' ? 'item' : "key's value"}, not as ${head === '-' ? 'a list item' : `the key \`${head}\``}`,
          hint: `the entries of one map or list start in the same column: indent \`${head}\` by ${spaces(level.col)}, like \`${level.last.label}\``,
        };
      }
      let deeper: Level | undefined;
      while (stack.length > 1 && stack[stack.length - 1]!.col > ind) deeper = stack.pop();
      const parent = stack[stack.length - 1]!;
      if (parent.col !== ind) {
        if (deeper && firstIsOff(deeper, ind, step)) return misplaced(deeper.first, deeper.col, here, ind, 'entries of one map or list');
        const like = [deeper, parent].filter((v): v is Level => v !== undefined);
        return {
          span: span(here),
          message: `${head === undefined ? 'this line' : `\`${head}\``} is indented ${spaces(ind)}, which lines up with nothing above it: YAML cannot tell which map or list it belongs to`,
          hint: `the entries of one map or list start in the same column: ${like.map((v) => `${spaces(v.col)} like \`${v.last.label}\` (line ${v.last.line})`).join(' or ')}`,
        };
      }
    }
    // The line is placed: it is the latest entry of its level, and its `- ` prefixes open levels.
    let level = stack[stack.length - 1]!;
    level.last = entry(l);
    level.count++;
    let col = ind;
    let rest = content;
    while (/^-(\s|$)/.test(rest)) {
      const after = rest.slice(1).trimStart();
      if (after === '' || after.startsWith('#')) break;
      const parentCol = col;
      col += rest.length - after.length;
      rest = after;
      level = { col, parentCol, first: entry(l, col, labelOf(rest)), last: entry(l, col, labelOf(rest)), count: 1 };
      stack.push(level);
    }
    const key = KEY.exec(rest);
    const value = (key ? rest.slice(key[0].length) : rest.replace(/^-/, '')).replace(/(^|\s)#.*$/, '').trim();
    open = value === '' ? { col, dash: key === null } : undefined;
  }
  return undefined;
}

/** Whether a level's first entry, not the line now compared with it, is the one out of step. */
function firstIsOff(level: Level, ind: number, step: number): boolean {
  return level.count === 1 && level.parentCol !== undefined && level.col - level.parentCol !== step && ind - level.parentCol === step;
}

function misplaced(wrong: Entry, wrongCol: number, right: Entry, rightCol: number, what: string): BadIndent {
  return {
    span: span(wrong),
    message: `\`${wrong.label}\` is indented ${spaces(wrongCol)} and \`${right.label}\` on line ${right.line}, in the same map or list, ${spaces(rightCol)}: YAML cannot tell which one is out of place`,
    hint: `the ${what} start in the same column: indent \`${wrong.label}\` by ${spaces(rightCol)}, like \`${right.label}\``,
  };
}

function span(e: Entry): Span {
  return { start: e.start, end: e.start + Math.max(1, e.label.length) };
}

/** The lines that hold block structure: not blank, not comments, not inside block scalars or flow
 *  collections. Undefined when indentation uses tabs (the parser's own message says so). */
function contentLines(text: string): Line[] | undefined {
  const out: Line[] = [];
  let block: number | undefined; // inside a block scalar of the entry at this column
  let offset = 0;
  const raw = text.split('\n');
  for (let i = 0; i < raw.length; offset += raw[i]!.length + 1, i++) {
    const line = raw[i]!.replace(/\r$/, '');
    const content = line.trimStart();
    const ind = line.length - content.length;
    if (block !== undefined && (content === '' || ind > block)) continue;
    block = undefined;
    if (content === '' || content.startsWith('#') || /^[\]}]/.test(content) || /^(---|\.\.\.)(\s|$)/.test(content)) continue;
    if (/\t/.test(line.slice(0, ind + 1))) return undefined;
    out.push({ line: i + 1, ind, content, start: offset });
    const key = KEY.exec(content.replace(/^(-\s+)+/, ''));
    if (
      key &&
      BLOCK_SCALAR.test(
        content
          .replace(/^(-\s+)+/, '')
          .slice(key[0].length)
          .replace(/\s#.*$/, '')
          .trim(),
      )
    )
      block = ind;
  }
  return out;
}

/** The file's usual indentation step: the most common increase from one line to the next, 2 if
 *  none. 2, the usual step, counts one more, so that one line out of step in a small file (two
 *  increases of 1 around it) does not set the step. */
function commonStep(lines: readonly Line[]): number {
  const counts = new Map<number, number>();
  for (let i = 1; i < lines.length; i++) {
    const d = lines[i]!.ind - lines[i - 1]!.ind;
    if (d > 0) counts.set(d, (counts.get(d) ?? 0) + 1);
  }
  counts.set(2, (counts.get(2) ?? 0) + 1);
  let best = 2;
  let seen = counts.get(2)!;
  for (const [d, n] of counts) if (n > seen) [best, seen] = [d, n];
  return best;
}
