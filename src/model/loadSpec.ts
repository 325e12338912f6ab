// Stage: model. The loader: YAML text → a validated, desugared, typechecked Spec.
// Input: the file name as given (relative) and its text. Output: Result<Spec> with every problem
// found (several errors are all reported); never throws on bad input (ZM9001 if it ever would).
// Order: YAML tree → schema (game, define, conjecture, claims, check, proof, expect) → data tables →
// view (it names fields and tables) → typecheck.

import { stackOverflowDiagnostic } from '../diag/stackOverflow.js';
import type { Diagnostic, Result } from '../diag/diagnostic.js';
import type { Definition, Spec, Verdict } from './model.js';
import { placeStackOverflow } from './definitionChain.js';
import { realParamsAsDefinitions } from './realParams.js';
import type { LoadLimits } from './loadLimits.js';
import { loadCheck } from './loadCheck.js';
import { validateFrom } from './checkFrom.js';
import { loadClaims } from './loadClaims.js';
import { loadConjecture } from './loadConjecture.js';
import { expandDataTables } from './dataTables.js';
import { loadDefines } from './loadDefines.js';
import { loadGame } from './loadGame.js';
import { loadProof } from './loadProof.js';
import { loadView } from './loadView.js';
import { checkKeys, expectMap, expectScalar, readChoice, requireKey, SpecContext } from './schemaContext.js';
import { typecheckSpec } from './typecheckSpec.js';
import { checkKeptMoves } from './checkKeptMoves.js';
import { checkScores } from './checkScores.js';
import { MAX_YAML_DEPTH, yamlTooDeep } from './yamlDepth.js';
import { parseYamlTree } from './yamlTree.js';
import { internalError } from '../diag/internalError.js';
import { printable } from '../diag/printable.js';

const TOP_KEYS = ['name', 'title', 'game', 'define', 'conjecture', 'claims', 'check', 'proof', 'view', 'expect'];
const EXPECT: Record<string, Exclude<Verdict, 'unknown'>> = { proved: 'proved', holds: 'holds', refuted: 'refuted' };

/** `limits`: the limits of model/loadLimits.ts raised by options (kept on the Spec, so that a process
 *  or thread that loads the file again applies the same ones). `options.params`: the values of the
 *  parameters the computed data tables read (default: the first value of each one's sweep), see
 *  model/tableInstances.ts. */
export function loadSpec(file: string, text: string, limits: LoadLimits = {}, options: { params?: Readonly<Record<string, number>> } = {}): Result<Spec> {
  const seen: Seen = {};
  try {
    return load(file, text, seen, limits, options.params);
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    // The last line of defence against pathological inputs (issue 8): bad input, not a bug (exit 2),
    // at the first definition of a deep chain when that is the cause.
    const overflow = stackOverflowDiagnostic(e, file, 'to load');
    if (overflow) return { diagnostics: [placeStackOverflow(overflow, seen.defines)] };
    return { diagnostics: [internalError(file, `internal error while loading: ${message}`)] };
  }
}

const MAX_LABEL = 1000;

/** A `name` or `title`: shown in every report and terminal line, so one line of printable text
 *  (a NUL or an escape sequence there would garble or forge the output) of bounded length. */
function readLabel(ctx: SpecContext, node: Parameters<typeof expectScalar>[1], where: string): string | undefined {
  const scalar = expectScalar(ctx, node, where);
  if (!scalar) return undefined;
  const text = scalar.text;
  const bad = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(text);
  if (text.length > MAX_LABEL) {
    ctx.error('ZM1030', scalar.span, `\`${where}\` is ${text.length} characters long; at most ${MAX_LABEL} are allowed`, { hint: 'keep the name short; put the explanation in a YAML comment' });
  } else if (bad) {
    const code = bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    ctx.error('ZM1030', scalar.span, `\`${where}\` contains the control character U+${code}`, { hint: 'a name is one line of printable text' });
  } else return text;
  return undefined;
}

/** What the loader had read when it threw. */
interface Seen {
  defines?: Definition[];
}

function load(file: string, text: string, seen: Seen, limits: LoadLimits, params: Readonly<Record<string, number>> | undefined): Result<Spec> {
  const deep = yamlTooDeep(text);
  if (deep !== undefined) {
    const span = { start: deep, end: deep + 1 };
    const hint = 'a game file needs a few levels; write deep structures (long lists of moves, definitions) flat';
    return { diagnostics: [{ code: 'ZM1031', severity: 'error', file, span, message: `the YAML nests more than ${MAX_YAML_DEPTH} levels deep here`, hint }] };
  }
  const tree = parseYamlTree(file, text);
  if (!tree.value) return { diagnostics: tree.diagnostics };
  const ctx = new SpecContext(file, text, limits);
  ctx.add(tree.diagnostics);
  const root = tree.value.kind === 'null' ? undefined : expectMap(ctx, tree.value, 'the file');
  if (!root) {
    if (tree.value.kind === 'null') ctx.error('ZM1004', { start: 0, end: 0 }, 'the file is empty', { hint: 'a file holds a `game:` and what is claimed about it' });
    return done(ctx);
  }
  const keys = checkKeys(ctx, root, TOP_KEYS, 'the file');
  const gameEntry = requireKey(ctx, keys, 'game', { start: 0, end: 0 }, 'the file', 'every file describes one game under `game:`');
  const game = gameEntry ? loadGame(ctx, gameEntry.value, gameEntry.keyNode.span) : undefined;
  const nameNode = keys.get('name');
  const titleNode = keys.get('title');
  const spec: Partial<Spec> = {
    file,
    source: text,
    name: (nameNode && readLabel(ctx, nameNode.value, 'name')) ?? printable(baseName(file)), // a file name may hold any character
    defines: keys.has('define') ? loadDefines(ctx, keys.get('define')!.value) : [],
    claims: keys.has('claims') ? loadClaims(ctx, keys.get('claims')!.value) : [],
    kind: file.split(/[\\/]/).includes('proofs') ? 'proof' : 'conjecture',
    ...(Object.keys(limits).length ? { limits } : {}),
  };
  seen.defines = spec.defines!;
  const title = titleNode && readLabel(ctx, titleNode.value, 'title');
  if (title !== undefined) spec.title = title;
  const conjecture = keys.get('conjecture');
  if (conjecture) {
    const c = loadConjecture(ctx, conjecture.value);
    if (c) spec.conjecture = c;
  }
  spec.check = loadCheck(ctx, keys.get('check')?.value, game);
  const proof = keys.get('proof');
  if (proof && game) {
    const p = loadProof(ctx, proof.value, game.state);
    if (p) spec.proof = p;
  }
  const expect = keys.get('expect');
  if (expect) {
    const v = readChoice(ctx, expect.value, 'expect', EXPECT);
    if (v) spec.expect = v;
  }
  if (!game) return done(ctx);
  spec.game = game;
  const full = spec as Spec;
  realParamsAsDefinitions(ctx, full);
  expandDataTables(ctx, full, params);
  const view = keys.get('view');
  if (view) {
    const v = loadView(ctx, view.value, full);
    if (v) full.view = v;
  }
  typecheckSpec(ctx, full);
  if (ctx.errorCount === 0) checkKeptMoves(ctx, full);
  if (ctx.errorCount === 0) checkScores(ctx, full);
  validateFrom(ctx, full);
  return done(ctx, full);
}

function done(ctx: SpecContext, spec?: Spec): Result<Spec> {
  const failed = ctx.diagnostics.some((d) => d.severity === 'error');
  // The default-bounds note matters only once the file loads; next to errors it is noise.
  const diagnostics = sortDiagnostics(failed ? ctx.diagnostics.filter((d) => d.code !== 'ZM1015') : ctx.diagnostics);
  return failed || !spec ? { diagnostics } : { value: spec, diagnostics };
}

/** In file order (diagnostics without a span first), stable otherwise; a diagnostic repeated at the
 *  same place (an expression the model copied, as s ∪ {e} copies s per element) is shown once. */
function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list
    .filter((d) => {
      const key = `${d.code}|${d.span?.start}|${d.span?.end}|${d.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.span?.start ?? -1) - (b.d.span?.start ?? -1) || a.i - b.i)
    .map((x) => x.d);
}

function baseName(file: string): string {
  const last = file.split(/[\\/]/).pop() ?? file;
  return last.replace(/\.ya?ml$/i, '');
}
