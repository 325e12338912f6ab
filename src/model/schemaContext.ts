// Stage: model. The helpers every part of the schema validation shares: collecting diagnostics,
// "expected a map/list/scalar" checks, unknown keys with "did you mean", small scalar readers.
// Input: YAML tree nodes (yamlTree.ts). Output: diagnostics pushed on the context; values or
// undefined (never an exception).

import type { LoadLimits } from './loadLimits.js';
import type { Code } from '../diag/codes.js';
import type { Diagnostic, RelatedInfo, Severity, Span } from '../diag/diagnostic.js';
import { didYouMean } from './didYouMean.js';
import { describeNode } from './yamlTree.js';
import type { YEntry, YMap, YNode, YScalar, YSeq } from './yamlNode.js';

export class SpecContext {
  readonly diagnostics: Diagnostic[] = [];
  /** Fields and parameters whose declaration failed (`*`: the whole state): later uses stay silent. */
  readonly broken = new Set<string>();
  constructor(
    readonly file: string,
    readonly source: string,
    /** the limits raised by options (model/loadLimits.ts) */
    readonly limits: LoadLimits = {},
  ) {}

  report(severity: Severity, code: Code, span: Span | undefined, message: string, extra: { hint?: string; related?: RelatedInfo[] } = {}): void {
    const d: Diagnostic = { code, severity, message, file: this.file };
    if (span) d.span = span;
    if (extra.hint) d.hint = extra.hint;
    if (extra.related) d.related = extra.related;
    this.diagnostics.push(d);
  }

  error(code: Code, span: Span | undefined, message: string, extra: { hint?: string; related?: RelatedInfo[] } = {}): void {
    this.report('error', code, span, message, extra);
  }

  add(diagnostics: readonly Diagnostic[]): void {
    this.diagnostics.push(...diagnostics);
  }

  get errorCount(): number {
    return this.diagnostics.filter((d) => d.severity === 'error').length;
  }
}

export function expectMap(ctx: SpecContext, node: YNode, where: string): YMap | undefined {
  if (node.kind === 'map') return node;
  ctx.error('ZM1005', node.span, `\`${where}\` must be a map (key: value), found ${describeNode(node)}`);
  return undefined;
}

export function expectSeq(ctx: SpecContext, node: YNode, where: string, hint?: string): YSeq | undefined {
  if (node.kind === 'seq') return node;
  ctx.error('ZM1005', node.span, `\`${where}\` must be a list, found ${describeNode(node)}`, hint ? { hint } : {});
  return undefined;
}

export function expectScalar(ctx: SpecContext, node: YNode, where: string): YScalar | undefined {
  if (node.kind === 'scalar') return node;
  ctx.error('ZM1005', node.span, `\`${where}\` must be a single value, found ${describeNode(node)}`);
  return undefined;
}

/** Reports every key of `map` not in `allowed` (with "did you mean"); returns the known entries. */
/** The known entries of a map, and the keys that an unknown key was probably meant to be. */
export type KnownKeys = Map<string, YEntry> & { suggested?: Set<string> };

export function checkKeys(ctx: SpecContext, map: YMap, allowed: readonly string[], where: string): KnownKeys {
  const known: KnownKeys = new Map<string, YEntry>();
  known.suggested = new Set();
  for (const entry of map.entries) {
    if (allowed.includes(entry.key)) {
      known.set(entry.key, entry);
      continue;
    }
    const guess = didYouMean(entry.key, allowed);
    if (guess) known.suggested!.add(guess);
    const hint = guess ? `did you mean \`${guess}\`?` : `expected one of: ${allowed.join(', ')}`;
    ctx.error('ZM1003', entry.keyNode.span, `unknown key \`${entry.key}\` in ${where}`, { hint });
  }
  return known;
}

/**
 * A required key: reports ZM1004 at `at` (the key that owns the map, or the map's first line) when
 * it is missing — unless a misspelt key was already reported as probably meaning it.
 */
export function requireKey(ctx: SpecContext, known: KnownKeys, key: string, at: YMap | Span, where: string, hint?: string): YEntry | undefined {
  const entry = known.get(key);
  if (!entry && !known.suggested?.has(key)) {
    const span = 'kind' in at ? headSpan(ctx, at.span) : at;
    ctx.error('ZM1004', span, `${where} has no \`${key}\``, hint ? { hint } : {});
  }
  return entry;
}

/** The first line of a span (a whole map's span would underline many lines). */
export function headSpan(ctx: SpecContext, span: Span): Span {
  const nl = ctx.source.indexOf('\n', span.start);
  return { start: span.start, end: nl >= 0 && nl < span.end ? nl : span.end };
}

/** A non-negative integer written as a plain YAML number. */
export function readNat(ctx: SpecContext, node: YNode, where: string): number | undefined {
  const s = expectScalar(ctx, node, where);
  if (!s) return undefined;
  const t = s.text.trim();
  if (/^\d+$/.test(t) && Number.isSafeInteger(Number(t))) return Number(t);
  ctx.error('ZM1020', s.span, `\`${where}\` must be a non-negative integer, found ${describeNode(s)}`);
  return undefined;
}

/** One of a fixed set of words (with aliases mapped to a canonical value). */
export function readChoice<T extends string>(ctx: SpecContext, node: YNode, where: string, choices: Record<string, T>, display?: string): T | undefined {
  const s = expectScalar(ctx, node, where);
  if (!s) return undefined;
  const value = choices[s.text.trim()];
  if (value !== undefined) return value;
  const words = Object.keys(choices);
  const guess = didYouMean(s.text.trim(), words);
  const canonical = display ?? [...new Set(Object.values(choices))].join(' | ');
  ctx.error('ZM1006', s.span, `\`${where}\` must be ${canonical}, found ${describeNode(s)}`, {
    hint: guess ? `did you mean \`${guess}\`?` : undefined,
  });
  return undefined;
}
