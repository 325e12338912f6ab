// Stage: model. YAML text → a small tree of maps, lists and scalars, each with its file span; every
// scalar carries its value and the file offset of each of its characters (scalarMap.ts).
// Input: file name and text. Output: the tree, or ZM1001 (syntax), ZM1002 (duplicate keys) and
// ZM1022 (unsupported YAML) diagnostics. All scalars are strings (failsafe schema): the schema decides.

import type { Code } from '../diag/codes.js';
import { isAlias, isMap, isScalar, isSeq, parseDocument, Parser, type Document, type Node, type YAMLError } from 'yaml';
import type { Diagnostic, Result, Span } from '../diag/diagnostic.js';
import { findBadIndent, type BadIndent } from './badIndent.js';
import { findFlowRegions } from './flowRegions.js';
import { scalarText } from './scalarMap.js';
import type { YEntry, YNode, YScalar } from './yamlNode.js';

/** The parser's codes for a block structure broken by indentation (reported by findBadIndent). */
const INDENT_CODES = new Set(['BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'MISSING_CHAR', 'UNEXPECTED_TOKEN']);

/** The offending line when the parser's errors are about indentation and one lies near them. */
function indentationError(errors: readonly YAMLError[], masked: string): BadIndent | undefined {
  const near = errors.filter((e) => INDENT_CODES.has(e.code));
  if (near.length === 0) return undefined;
  const found = findBadIndent(masked);
  if (!found) return undefined;
  const lineOf = (offset: number): number => masked.slice(0, offset).split('\n').length;
  const first = Math.min(...near.map((e) => lineOf(e.pos[0])));
  const last = Math.max(...near.map((e) => lineOf(e.pos[1])));
  const line = lineOf(found.span.start);
  // the parser may point at comments or blank lines just before the offending line
  const lines = masked.split('\n');
  const onlyComments = (from: number, to: number): boolean => lines.slice(from, to).every((l) => /^\s*(#.*)?$/.test(l));
  const near1 = line >= first - 1 && line <= last + 1;
  return near1 || (line > last && onlyComments(last, line - 1)) ? found : undefined;
}

const MESSAGES: Record<string, string> = {
  MULTIPLE_DOCS: 'a file holds one YAML document; a second document starts here',
};

export function parseYamlTree(file: string, source: string): Result<YNode> {
  const diagnostics: Diagnostic[] = [];
  const clamp = (o: number): number => Math.max(0, Math.min(o, source.length));
  const error = (code: Code, span: Span, message: string, extra: Partial<Diagnostic> = {}): void => {
    diagnostics.push({ code, severity: 'error', message, file, span: { start: clamp(span.start), end: clamp(span.end) }, ...extra });
  };
  // Flow collections holding expressions are parsed by flowParse.ts; yaml sees a placeholder
  // (an empty list) of the same length (line breaks kept), so every offset stays the same.
  const regions = findFlowRegions(source);
  const byStart = new Map(regions.map((r) => [r.start, r.node]));
  let masked = source;
  for (const r of regions.slice().reverse()) masked = masked.slice(0, r.start) + placeholder(source.slice(r.start, r.end)) + masked.slice(r.end);
  const doc = parseDocument(masked, {
    keepSourceTokens: true,
    schema: 'failsafe',
    uniqueKeys: false,
    prettyErrors: false,
  });
  const indent = indentationError(doc.errors, masked);
  if (indent) error('ZM1001', indent.span, indent.message, { hint: indent.hint });
  const barLines = new Set<number>();
  for (const e of doc.errors) {
    if (indent && INDENT_CODES.has(e.code)) continue;
    let span: Span = { start: e.pos[0], end: Math.max(e.pos[1], e.pos[0]) };
    let message = MESSAGES[e.code] ?? lowerFirst(e.message);
    if (e.code === 'MULTIPLE_DOCS') span = { start: e.pos[0], end: e.pos[0] + 3 };
    const open = e.code === 'MISSING_CHAR' && /quote/.test(e.message) ? unclosedQuote(masked) : undefined;
    if (open !== undefined) {
      span = { start: open, end: open + 1 };
      message = `this string is never closed: missing closing ${masked[open]}`;
    }
    // `S: |taken| mod 2 = 0`: a value that starts with | is a YAML block scalar, not the size of a set
    // (one error with the fix, not one more for the rest of its line)
    const line = masked.lastIndexOf('\n', e.pos[0] - 1);
    if (barLines.has(line)) continue;
    const bar = /block scalar/i.test(e.message) ? barValue(masked, e.pos[0]) : undefined;
    if (bar) barLines.add(line);
    error('ZM1001', span, message, bar ? { hint: `a YAML value that starts with | is a block scalar: put the expression in quotes, "${bar}"` } : {});
  }
  for (const w of doc.warnings) {
    diagnostics.push({
      code: 'ZM1022',
      severity: 'warning',
      message: lowerFirst(w.message),
      file,
      span: { start: clamp(w.pos[0]), end: clamp(w.pos[1]) },
    });
  }
  if (diagnostics.some((d) => d.severity === 'error')) return { diagnostics };
  const convert = (node: unknown, fallback: Span, depth: number): YNode => {
    if (node === null || node === undefined) return { kind: 'null', span: fallback };
    const n = node as Node;
    const span = spanOf(n, fallback, source.length);
    if (isAlias(n)) {
      const target = depth < 50 ? n.resolve(doc as Document) : undefined;
      if (!target) {
        error('ZM1001', span, `unknown alias ${n.source ? '*' + n.source : ''}`.trim());
        return { kind: 'null', span };
      }
      return convert(target, span, depth + 1);
    }
    const flow = n.range ? byStart.get(n.range[0]) : undefined;
    if (flow) return flow;
    if (isScalar(n)) {
      // `holds: ! (a = b)` or `S: !x ∧ y`: YAML reads the `!…` as a tag and drops it, which would
      // silently remove a negation. No zermelo value needs a tag (`!!str` aside), so it is an error.
      if (n.tag !== undefined && n.tag !== 'tag:yaml.org,2002:str') {
        const at = tagSpan(source, span);
        tagStarts.add(at.start);
        error('ZM1022', at, `\`${n.tag}\` at the start of a value is a YAML tag, not a negation: YAML drops it from the value`, {
          hint: 'write ¬ or \'not\', or put the whole expression in quotes: "!(n = 0)"',
        });
        return { kind: 'null', span, reported: true };
      }
      if (n.type === 'PLAIN' && (n.value === '' || n.value === null)) return { kind: 'null', span };
      return { kind: 'scalar', text: String(n.value), style: n.type ?? 'PLAIN', mapped: scalarText(source, n), span };
    }
    if (isSeq(n)) return { kind: 'seq', items: n.items.map((item) => convert(item, span, depth + 1)), span };
    if (isMap(n)) {
      const entries: YEntry[] = [];
      for (const pair of n.items) {
        const keyNode = pair.key as Node | null;
        const keySpan = keyNode ? spanOf(keyNode, span, source.length) : span;
        const key = keyNode ? convert(keyNode, keySpan, depth + 1) : undefined;
        if (!key || key.kind !== 'scalar') {
          error('ZM1022', keySpan, 'a key must be a plain name, not a map, a list or nothing');
          continue;
        }
        const after = { start: key.span.end, end: key.span.end };
        const value = convert(pair.value, pair.value === null ? after : span, depth + 1);
        entries.push({ key: key.text, keyNode: key, value });
      }
      return { kind: 'map', entries, span };
    }
    error('ZM1022', span, 'unsupported YAML node');
    return { kind: 'null', span };
  };
  const tagStarts = new Set<number>();
  const root = convert(doc.contents, { start: 0, end: 0 }, 0);
  // yaml's "unresolved tag" warning says less than the error about the same tag
  const repeated = diagnostics.filter((d) => d.severity === 'warning' && d.span !== undefined && tagStarts.has(d.span.start));
  for (const d of repeated) diagnostics.splice(diagnostics.indexOf(d), 1);
  removeDuplicateKeys(root, error);
  return { value: root, diagnostics };
}

/** Reports (ZM1002) and drops every repeated key of every map in the tree; the first one counts. */
function removeDuplicateKeys(node: YNode, error: (code: Code, span: Span, message: string, extra: Partial<Diagnostic>) => void): void {
  if (node.kind === 'seq') node.items.forEach((item) => removeDuplicateKeys(item, error));
  if (node.kind !== 'map') return;
  const seen = new Map<string, YScalar>();
  node.entries = node.entries.filter((entry) => {
    removeDuplicateKeys(entry.value, error);
    const first = seen.get(entry.key);
    if (!first) {
      seen.set(entry.key, entry.keyNode);
      return true;
    }
    error('ZM1002', entry.keyNode.span, `duplicate key \`${entry.key}\``, {
      related: [{ message: `\`${entry.key}\` first given here`, span: first.span }],
      hint: 'a YAML map holds each key once; remove or rename one of them',
    });
    return false;
  });
}

/** An empty flow list exactly as long as `text`, with the same line breaks (yaml accepts its `]`
 *  anywhere on a later line, as it does for the original collection). */
function placeholder(text: string): string {
  return '[' + text.slice(1, -1).replace(/[^\n\r]/g, ' ') + ']';
}

/** The offset of the first quoted scalar that has no closing quote (yaml reports its end). */
function unclosedQuote(source: string): number | undefined {
  const closed: Record<string, RegExp> = { '"': /^"(?:[^"\\]|\\.)*"$/s, "'": /^'(?:[^']|'')*'$/s };
  let found: number | undefined;
  const visit = (x: unknown): void => {
    if (found !== undefined || x === null || typeof x !== 'object') return;
    if (Array.isArray(x)) return x.forEach(visit);
    const t = x as { type?: string; source?: string; offset?: number };
    if ((t.type === 'double-quoted-scalar' || t.type === 'single-quoted-scalar') && t.source && t.offset !== undefined) {
      if (!closed[t.source[0]!]!.test(t.source)) found = t.offset;
      return;
    }
    Object.values(x).forEach(visit);
  };
  for (const token of new Parser().parse(source)) visit(token);
  return found;
}

/** The span of the tag written before a scalar at `value` (`! x`, `!false && y`), else `value`. */
function tagSpan(source: string, value: Span): Span {
  for (let end = value.start; end > 0 && source[end - 1] !== '\n';) {
    while (end > 0 && (source[end - 1] === ' ' || source[end - 1] === '\t')) end--;
    let start = end;
    while (start > 0 && !/\s/.test(source[start - 1]!)) start--;
    if (start === end) break;
    if (source[start] === '!') return { start, end };
    if (source[start] !== '&') break; // an anchor between the tag and the value
    end = start;
  }
  return value;
}

/** The node's span, inside the text (yaml may end a node one past a file without a final newline). */
function spanOf(node: Node, fallback: Span, length: number): Span {
  const r = node.range;
  return r ? { start: Math.min(r[0], length), end: Math.min(r[1], length) } : fallback;
}

function lowerFirst(s: string): string {
  return s.length > 1 && /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;
}

/** A short description of a node's kind, for "expected a map, found a list" messages. */
export function describeNode(node: YNode): string {
  switch (node.kind) {
    case 'map':
      return 'a map';
    case 'seq':
      return 'a list';
    case 'null':
      return 'nothing';
    case 'scalar':
      return `\`${node.text.length > 30 ? node.text.slice(0, 27) + '…' : node.text}\``;
  }
}

/** The text of a value starting with `|` on the line at `at` (for the hint), if it is one. */
function barValue(text: string, at: number): string | undefined {
  const start = text.lastIndexOf('\n', at - 1) + 1;
  const end = text.indexOf('\n', at);
  const line = text.slice(start, end < 0 ? text.length : end);
  const m = /:\s+(\|.*?)\s*(#.*)?$/.exec(line);
  return m ? m[1] : undefined;
}
