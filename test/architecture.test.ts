// The import rules of docs/ARCHITECTURE.md, checked by scanning every import of src/:
//   {diag, host} ← lang ← model ← game ← {solve, check, prove, certify} ← teach ← report ← run ← scale ← serve ← cli
//   (check and certify may import solve; host/ imports no other stage)
// host/ is the outside world (the Host interface, the Node host, path arithmetic), read by scale/,
// cli/ and zermelo/vitest; run/ is the pipeline of one file (stages, the verdict), scale/ runs it on
// workers, shards and the cache; cli/ reads the report, run and scale stages only (plus the Spec
// type and one size parser), and nothing outside cli/ imports it (but index.ts's `main`);
// no file imports itself back through others.
// teach/ (tables, play, guess) reads the solved game and is read by report/ and cli/.
// semantics/ (the reference meaning of a file, tests' oracle) reads only diag, lang and model.
// only prove/ imports z3-solver, only model/ imports yaml, only host/nodeHost.ts (and the prover
// child's scale/parentChannel.ts) touch `process`.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const RANK: Record<string, number> = { diag: 0, host: 0, lang: 1, model: 2, semantics: 3, game: 3, solve: 4, check: 4, prove: 4, certify: 4, teach: 5, report: 6, run: 7, scale: 8, serve: 9, cli: 10 };
const SAME_RANK_ALLOWED = new Set(['check→solve', 'certify→solve']);
/** The Node host, and the prover child's end of its IPC channel (it has no Host). */
const PROCESS_FILES = new Set([join('host', 'nodeHost.ts'), join('scale', 'parentChannel.ts')]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

/** Strips comments (not string contents) so that prose mentioning `process` does not count. */
export function stripComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

export function importsOf(text: string): string[] {
  const code = stripComments(text);
  const found: string[] = [];
  const patterns = [/\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const re of patterns) for (const m of code.matchAll(re)) found.push(m[1]!);
  return found;
}

export function stageOf(relPath: string): string | undefined {
  const first = relPath.split(/[\\/]/)[0]!;
  return first in RANK ? first : undefined;
}

/** Problems with one file's imports; `file` is relative to src/. */
export function violations(file: string, text: string): string[] {
  const out: string[] = [];
  const from = stageOf(file);
  for (const spec of importsOf(text)) {
    if (spec === 'z3-solver' && from !== 'prove') out.push(`${file} imports z3-solver (only prove/ may)`);
    if (spec === 'yaml' && from !== 'model') out.push(`${file} imports yaml (only model/ may)`);
    if ((spec === 'process' || spec === 'node:process') && !PROCESS_FILES.has(file)) out.push(`${file} imports process`);
    if (!spec.startsWith('.') || from === undefined) continue;
    const target = relative(SRC, resolve(SRC, file, '..', spec));
    const to = stageOf(target);
    if (target.startsWith('..')) out.push(`${file} imports ${spec}, outside src/`);
    else if (to === undefined) out.push(`${file} imports ${spec}: stages may not import top-level files (index.ts re-exports them)`);
    else if (to !== from && RANK[to]! >= RANK[from]! && !SAME_RANK_ALLOWED.has(`${from}→${to}`)) {
      out.push(`${file} (${from}) imports ${target} (${to}): imports flow {diag, host} ← lang ← model ← game ← {solve, check, prove} ← teach ← report ← run ← scale ← serve ← cli`);
    }
  }
  const code = stripComments(text).replace(/(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g, "''");
  if (/\bprocess\s*\./.test(code) && !PROCESS_FILES.has(file)) out.push(`${file} touches process (only host/nodeHost.ts and scale/parentChannel.ts may)`);
  return out;
}

/** What cli/ may import: the stages a command drives, not the engines inside them. */
const CLI_STAGES = new Set(['cli', 'diag', 'host', 'report', 'run', 'scale', 'serve', 'teach']);
// the Spec type; --max-memory's sizes; Ctrl-C and --total-timeout stop an in-process Z3 (runLimit.ts)
const CLI_FILES = new Set([join('model', 'model.ts'), join('game', 'memoryEstimate.ts'), join('prove', 'index.ts')]);

/** Imports of a cli/ file that reach past the stages a command drives. */
export function cliViolations(file: string, text: string): string[] {
  if (stageOf(file) !== 'cli' && stageOf(file) !== 'serve') return [];
  return importsOf(text)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(SRC, resolve(SRC, file, '..', spec)).replace(/\.js$/, '.ts'))
    .filter((target) => !CLI_STAGES.has(stageOf(target) ?? '') && !CLI_FILES.has(target))
    .map((target) => `${file} imports ${target}: cli/ drives report/, run/, scale/ and teach/, not the engines`);
}

/** index.ts re-exports `main`, the function a command runs through (bin/zermelo.js calls it too). */
const CLI_IMPORTS_ALLOWED = new Set([`index.ts→${join('cli', 'main.ts')}`]);

/** Imports of cli/ from outside it: no stage and no entry point (zermelo/vitest) reaches into the CLI. */
export function intoCliViolations(file: string, text: string): string[] {
  if (stageOf(file) === 'cli') return [];
  return importsOf(text)
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(SRC, resolve(SRC, file, '..', spec)).replace(/\.js$/, '.ts'))
    .filter((target) => stageOf(target) === 'cli' && !CLI_IMPORTS_ALLOWED.has(`${file}→${target}`))
    .map((target) => `${file} imports ${target}: only cli/ imports cli/ (what the CLI shares lives in host/, run/ or scale/)`);
}

/** The import graph of src/ (file → files it imports, type-only imports included). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of files) {
    const targets = importsOf(readFileSync(join(SRC, f), 'utf8'))
      .filter((s) => s.startsWith('.'))
      .map((s) => relative(SRC, resolve(SRC, f, '..', s)).replace(/\.js$/, '.ts'));
    graph.set(f, targets);
  }
  return graph;
}

/** The import cycles (strongly connected components of more than one file), each sorted. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles.map((c) => c.map((f) => f.split('\\').join('/'))).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

describe('architecture: the one-way import flow of src/', () => {
  const files = sourceFiles(SRC).map((f) => relative(SRC, f));

  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files).toContain(join('cli', 'main.ts'));
  });

  it('every import of src/ respects the stage order and the dependency rules', () => {
    const problems = files.flatMap((f) => violations(f, readFileSync(join(SRC, f), 'utf8')));
    expect(problems).toEqual([]);
  });

  it('cli/ imports only the stages a command drives', () => {
    const problems = files.flatMap((f) => cliViolations(f, readFileSync(join(SRC, f), 'utf8')));
    expect(problems).toEqual([]);
    expect(cliViolations(join('cli', 'x.ts'), "import { solveRetrograde } from '../solve/solveRetrograde.js';")).toHaveLength(1);
    expect(cliViolations(join('cli', 'commands', 'x.ts'), "import { checkFile } from '../../run/checkFile.js';")).toEqual([]);
  });

  it('cli/ holds the command line only, in at most 20 files (option parsers of the engines, the progress line, colours live in their stages)', () => {
    const cli = files.filter((f) => stageOf(f) === 'cli');
    expect(cli.length, cli.join('\n')).toBeLessThanOrEqual(20);
  });

  it('nothing outside cli/ imports cli/', () => {
    const problems = files.flatMap((f) => intoCliViolations(f, readFileSync(join(SRC, f), 'utf8')));
    expect(problems).toEqual([]);
    expect(intoCliViolations('vitest.ts', "import { nodeHost } from './cli/nodeHost.js';")).toHaveLength(1);
    expect(intoCliViolations(join('scale', 'x.ts'), "import type { Host } from '../cli/host.js';")).toHaveLength(1);
    expect(intoCliViolations('vitest.ts', "import { nodeHost } from './host/nodeHost.js';")).toEqual([]);
    expect(intoCliViolations('index.ts', "export { main } from './cli/main.js';")).toEqual([]);
    expect(intoCliViolations(join('cli', 'commands', 'x.ts'), "import { args } from '../args.js';")).toEqual([]);
  });

  it('no file imports itself back through others (no file-level import cycle)', () => {
    expect(importCycles(importGraph(files))).toEqual([]);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['a.ts']],
          ['c.ts', ['a.ts']],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('the scanner catches what it must (so that the test above can fail)', () => {
    expect(violations(join('lang', 'x.ts'), "import { loadSpec } from '../model/loadSpec.js';")).toHaveLength(1);
    expect(violations(join('solve', 'x.ts'), "import type { X } from '../check/x.js';")).toHaveLength(1);
    expect(violations(join('check', 'x.ts'), "import { solve } from '../solve/retrograde.js';")).toEqual([]);
    expect(violations(join('prove', 'x.ts'), "import { check } from '../check/x.js';")).toHaveLength(1);
    expect(violations(join('report', 'x.ts'), "const z = await import('z3-solver');")).toHaveLength(1);
    expect(violations(join('prove', 'x.ts'), "const z = await import('z3-solver');")).toEqual([]);
    expect(violations(join('game', 'x.ts'), "import { parse } from 'yaml';")).toHaveLength(1);
    expect(violations(join('report', 'x.ts'), 'const a = process.env.X;')).toHaveLength(1);
    expect(violations(join('report', 'x.ts'), "// process.exit is never called\nconst s = 'process.exit';")).toEqual([]);
    expect(violations(join('host', 'nodeHost.ts'), 'process.stdout.write("x");')).toEqual([]);
    expect(violations(join('cli', 'main.ts'), 'process.stdout.write("x");')).toHaveLength(1);
    expect(violations(join('host', 'x.ts'), "import type { Diagnostic } from '../diag/diagnostic.js';")).toHaveLength(1);
    expect(violations(join('scale', 'x.ts'), "import type { FileHost } from '../host/fileHost.js';")).toEqual([]);
    expect(violations(join('cli', 'main.ts'), "export { a } from '../report/model.js';")).toEqual([]);
    expect(violations(join('report', 'x.ts'), "import { main } from '../cli/main.js';")).toHaveLength(1);
    expect(violations(join('teach', 'x.ts'), "import { r } from '../report/model.js';")).toHaveLength(1);
    expect(violations(join('report', 'x.ts'), "import { t } from '../teach/buildTable.js';")).toEqual([]);
    expect(violations(join('report', 'x.ts'), "import { checkFile } from '../run/checkFile.js';")).toHaveLength(1);
    expect(violations(join('run', 'x.ts'), "import { createChecker } from '../scale/workers.js';")).toHaveLength(1);
    expect(violations(join('scale', 'x.ts'), "import { main } from '../cli/main.js';")).toHaveLength(1);
    expect(violations(join('cli', 'x.ts'), "import { createChecker } from '../scale/workers.js';")).toEqual([]);
  });
});
