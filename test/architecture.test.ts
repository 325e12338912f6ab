// The import rules of docs/ARCHITECTURE.md, checked by scanning every import of src/:
//   diag ← lang ← spec ← game ← {solve, check, prove, certify} ← teach ← report ← cli
//   (check and certify may import solve)
// teach/ (tables, play, guess) reads the solved game and is read by report/ and cli/.
// semantics/ (the reference meaning of a file, tests' oracle) reads only diag, lang and spec.
// only prove/ imports z3-solver, only spec/ imports yaml, only cli/nodeHost.ts (and the prover
// child's scale/parentChannel.ts) touch `process`.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const RANK: Record<string, number> = { diag: 0, lang: 1, spec: 2, semantics: 3, game: 3, solve: 4, check: 4, prove: 4, certify: 4, teach: 5, report: 6, run: 7, scale: 8, cli: 9 };
const SAME_RANK_ALLOWED = new Set(['check→solve', 'certify→solve']);
/** The Node host, and the prover child's end of its IPC channel (it has no Host). */
const PROCESS_FILES = new Set([join('cli', 'nodeHost.ts'), join('scale', 'parentChannel.ts')]);

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
    if (spec === 'yaml' && from !== 'spec') out.push(`${file} imports yaml (only spec/ may)`);
    if ((spec === 'process' || spec === 'node:process') && !PROCESS_FILES.has(file)) out.push(`${file} imports process`);
    if (!spec.startsWith('.') || from === undefined) continue;
    const target = relative(SRC, resolve(SRC, file, '..', spec));
    const to = stageOf(target);
    if (target.startsWith('..')) out.push(`${file} imports ${spec}, outside src/`);
    else if (to === undefined) out.push(`${file} imports ${spec}: stages may not import top-level files (index.ts re-exports them)`);
    else if (to !== from && RANK[to]! >= RANK[from]! && !SAME_RANK_ALLOWED.has(`${from}→${to}`)) {
      out.push(`${file} (${from}) imports ${target} (${to}): imports flow diag ← lang ← spec ← game ← {solve, check, prove} ← teach ← report ← cli`);
    }
  }
  const code = stripComments(text).replace(/(['"`])(?:\\.|(?!\1)[^\\\n])*\1/g, "''");
  if (/\bprocess\s*\./.test(code) && !PROCESS_FILES.has(file)) out.push(`${file} touches process (only cli/nodeHost.ts and scale/parentChannel.ts may)`);
  return out;
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

  it('the scanner catches what it must (so that the test above can fail)', () => {
    expect(violations(join('lang', 'x.ts'), "import { loadSpec } from '../spec/loadSpec.js';")).toHaveLength(1);
    expect(violations(join('solve', 'x.ts'), "import type { X } from '../check/x.js';")).toHaveLength(1);
    expect(violations(join('check', 'x.ts'), "import { solve } from '../solve/retrograde.js';")).toEqual([]);
    expect(violations(join('prove', 'x.ts'), "import { check } from '../check/x.js';")).toHaveLength(1);
    expect(violations(join('report', 'x.ts'), "const z = await import('z3-solver');")).toHaveLength(1);
    expect(violations(join('prove', 'x.ts'), "const z = await import('z3-solver');")).toEqual([]);
    expect(violations(join('game', 'x.ts'), "import { parse } from 'yaml';")).toHaveLength(1);
    expect(violations(join('report', 'x.ts'), 'const a = process.env.X;')).toHaveLength(1);
    expect(violations(join('report', 'x.ts'), "// process.exit is never called\nconst s = 'process.exit';")).toEqual([]);
    expect(violations(join('cli', 'nodeHost.ts'), 'process.stdout.write("x");')).toEqual([]);
    expect(violations(join('cli', 'main.ts'), "export { a } from '../report/model.js';")).toEqual([]);
    expect(violations(join('report', 'x.ts'), "import { main } from '../cli/main.js';")).toHaveLength(1);
    expect(violations(join('teach', 'x.ts'), "import { r } from '../report/model.js';")).toHaveLength(1);
    expect(violations(join('report', 'x.ts'), "import { t } from '../teach/buildTable.js';")).toEqual([]);
  });
});
