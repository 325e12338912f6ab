// Stage: model. Finds the flow collections (`{ … }`, `[ … ]`) that start a block value, so they can be
// parsed by the expression-aware flowParse.ts instead of strict YAML (see there for why). A value
// that starts with `[`/`{` but goes on after the closer (`[4, 1, 2][n mod 12] = 0`) is a plain scalar.
// Input: the file text. Output: regions [start, end) with their parsed nodes; the rest is left to yaml.

import { parseFlow } from './flowParse.js';
import { flowScalarText } from './scalarFlow.js';
import type { YNode } from './yamlNode.js';

export interface FlowRegion {
  start: number;
  end: number;
  node: YNode;
}

export function findFlowRegions(source: string): FlowRegion[] {
  const regions: FlowRegion[] = [];
  let pos = 0;
  let skipDeeperThan = -2; // ≥ -1: skip non-blank lines indented more than this (block/plain scalars)
  while (pos < source.length) {
    const lineStart = pos;
    const nl = source.indexOf('\n', pos);
    const lineEnd = nl < 0 ? source.length : nl;
    let indent = 0;
    while (source[lineStart + indent] === ' ') indent++;
    const rest = source.slice(lineStart + indent, lineEnd).trim();
    pos = lineEnd + 1;
    if (rest === '' || rest.startsWith('#')) continue;
    if (skipDeeperThan >= -1 && indent > skipDeeperThan) continue;
    skipDeeperThan = -2;
    if (indent === 0 && /^(---|\.\.\.)(\s|$)/.test(rest)) continue;
    const r = scanLine(source, lineStart, lineStart + indent, lineEnd, regions);
    if (r.resumeAt > pos) pos = r.resumeAt;
    if (r.skipDeeperThan !== undefined) skipDeeperThan = r.skipDeeperThan;
  }
  return regions;
}

interface LineScan {
  resumeAt: number; // where the next line scan starts (after a multi-line construct)
  skipDeeperThan?: number;
}

function scanLine(s: string, lineStart: number, p: number, lineEnd: number, regions: FlowRegion[]): LineScan {
  let owner = -1; // column of the key or `-` that owns the node at p
  for (;;) {
    while (p < lineEnd && (s[p] === ' ' || s[p] === '\t')) p++;
    const c = s[p];
    if (p >= lineEnd || c === '#' || c === '\r') return { resumeAt: 0 };
    if (c === '-' && /[\s]|^$/.test(s[p + 1] ?? '')) {
      owner = p - lineStart;
      p++;
      continue;
    }
    if (c === '{' || c === '[') {
      const r = parseFlow(s, p);
      if ('error' in r) return { resumeAt: 0 };
      const after = restOfLine(s, r.end);
      if (after.text === '' || after.text.startsWith('#')) {
        regions.push({ start: p, end: r.end, node: r.node });
        return { resumeAt: after.lineEnd + 1 };
      }
      if (after.lineEnd === lineEnd) {
        // an expression that merely starts with a bracket: one plain scalar up to the end of the line
        const end = lineStart + trimmedEnd(s.slice(lineStart, lineEnd), p - lineStart);
        const mapped = flowScalarText(s, p, end, 'PLAIN');
        regions.push({ start: p, end, node: { kind: 'scalar', text: mapped.text, style: 'PLAIN', mapped, span: { start: p, end } } });
      }
      return { resumeAt: 0 };
    }
    if (c === '|' || c === '>') return { resumeAt: 0, skipDeeperThan: owner };
    if (c === '"' || c === "'") {
      const end = quotedEnd(s, p);
      if (end < 0) return { resumeAt: 0 };
      let q = end;
      while (s[q] === ' ' || s[q] === '\t') q++;
      if (s[q] === ':' && /\s|^$/.test(s[q + 1] ?? '')) {
        owner = p - lineStart;
        p = q + 1;
        continue;
      }
      const after = restOfLine(s, end);
      return { resumeAt: after.lineEnd + 1, skipDeeperThan: owner };
    }
    if (c === '&' || c === '!') {
      while (p < lineEnd && !/\s/.test(s[p]!)) p++;
      continue;
    }
    if (c === '*' || c === '?' || c === '%') return { resumeAt: 0 };
    // A plain key `name:` (followed by a blank or the end of the line), or a plain value.
    const line = s.slice(p, lineEnd);
    const m = /:(?=\s|$)/.exec(line);
    const comment = /\s#/.exec(line);
    if (m && (!comment || m.index < comment.index)) {
      owner = p - lineStart;
      p += m.index + 1;
      const value = plainValueWithColon(s, p, lineEnd);
      if (value) {
        const mapped = flowScalarText(s, value.start, value.end, 'PLAIN');
        regions.push({ ...value, node: { kind: 'scalar', text: mapped.text, style: 'PLAIN', mapped, span: value } });
        return { resumeAt: 0, skipDeeperThan: owner };
      }
      continue;
    }
    return { resumeAt: 0, skipDeeperThan: owner };
  }
}

/**
 * `holds: ∀ n ∈ 1..9: safe(n)`: a plain value holding `: ` is an error in strict YAML ("nested
 * mappings are not allowed in compact mappings"), so reading it as one scalar changes no valid file.
 */
function plainValueWithColon(s: string, p: number, lineEnd: number): { start: number; end: number } | undefined {
  while (p < lineEnd && (s[p] === ' ' || s[p] === '\t')) p++;
  if (p >= lineEnd || '{["\'|>&!*#%@`'.includes(s[p]!) || (s[p] === '-' && /\s/.test(s[p + 1] ?? ' '))) return undefined;
  const line = s.slice(p, lineEnd);
  const end = trimmedEnd(line, 0);
  if (!/:(?=\s|$)/.test(line.slice(0, end))) return undefined;
  return { start: p, end: p + end };
}

function restOfLine(s: string, from: number): { text: string; lineEnd: number } {
  const nl = s.indexOf('\n', from);
  const lineEnd = nl < 0 ? s.length : nl;
  return { text: s.slice(from, lineEnd).trim(), lineEnd };
}

/** End (within `line`) of the content starting at `from`: before a ` #` comment and trailing blanks. */
function trimmedEnd(line: string, from: number): number {
  const comment = /\s#/.exec(line.slice(from));
  let end = comment ? from + comment.index : line.length;
  while (end > from && /\s/.test(line[end - 1]!)) end--;
  return end;
}

function quotedEnd(s: string, p: number): number {
  const q = s[p]!;
  for (let i = p + 1; i < s.length; i++) {
    if (q === '"' && s[i] === '\\') i++;
    else if (s[i] === q) {
      if (q === "'" && s[i + 1] === "'") i++;
      else return i + 1;
    }
  }
  return -1;
}
