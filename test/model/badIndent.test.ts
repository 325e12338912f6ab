// Indentation errors (src/model/badIndent.ts through parseYamlTree): every key line of a third of the
// library's files is shifted one space right and one space left; whenever YAML then fails, the error must be
// ZM1001 at the shifted line, with a hint — never the parser's raw message pointing elsewhere.

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lineColOf } from '../../src/diag/lineMap.js';
import { findBadIndent } from '../../src/model/badIndent.js';
import { parseYamlTree } from '../../src/model/yamlTree.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.ya?ml$/.test(name) ? [path] : [];
  });
const library = ['conjectures', 'proofs'].flatMap((folder) => walk(join(ROOT, folder))).map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, 'utf8') }));

describe('indentation errors', () => {
  it('valid files are never flagged', () => {
    expect(library.length).toBeGreaterThan(50);
    for (const { file, text } of library) expect(findBadIndent(text), file).toBeUndefined();
  });

  it('a key shifted by one space is reported at its own line, with a hint', () => {
    let failing = 0;
    for (const { file, text } of library.filter((_, k) => k % 3 === 0)) {
      // a third of the files: 2 s
      const lines = text.split('\n');
      lines.forEach((line, i) => {
        if (!/^\s*[A-Za-z_]\w*(\(.*\))?:/.test(line)) return;
        for (const shifted of [` ${line}`, line.startsWith(' ') ? line.slice(1) : undefined]) {
          if (shifted === undefined) continue;
          const mutated = [...lines.slice(0, i), shifted, ...lines.slice(i + 1)].join('\n');
          const errors = parseYamlTree(file, mutated).diagnostics.filter((d) => d.severity === 'error');
          if (errors.length === 0) continue; // still valid YAML (an only child, say)
          failing++;
          const where = `${file}:${i + 1} shifted to '${shifted.trimEnd()}'`;
          expect(
            errors.map((e) => e.code),
            where,
          ).toEqual(['ZM1001']);
          expect(lineColOf(mutated, errors[0]!.span!.start).line, where).toBe(i + 1);
          expect(errors[0]!.hint, where).toMatch(/start in the same column/);
        }
      });
    }
    expect(failing).toBeGreaterThan(300);
  });
});
