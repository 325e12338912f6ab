// The docs' links resolve: every relative link of README.md and docs/*.md points at a file of the
// repository, every `#anchor` at a heading of its page (GitHub's heading ids), and every docs page
// is linked from the README, so that a reader finds it.

import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './repoHost.js';

const pages = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** The lines of a Markdown page outside fenced code blocks, with their 1-based numbers. */
function prose(text: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((l, k) => {
    const f = /^\s*(`{3,})/.exec(l);
    if (fence === undefined && f) fence = f[1];
    else if (fence !== undefined && new RegExp(`^\\s*${fence}\\s*$`).test(l)) fence = undefined;
    else if (fence === undefined) out.push({ line: k + 1, text: l });
  });
  return out;
}

/** GitHub's id of a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function headingIds(text: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text: l } of prose(text)) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(l);
    if (!h) continue;
    const base = h[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    ids.add(n === 0 ? base : `${base}-${n}`);
  }
  return ids;
}

/** The relative links of a page: `[text](target)` outside code, without web or mail addresses. */
function links(file: string, text: string): { at: string; target: string }[] {
  const out: { at: string; target: string }[] = [];
  for (const { line, text: l } of prose(text)) {
    const outsideCode = l.replace(/`[^`]*`/g, '``');
    for (const m of outsideCode.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue;
      out.push({ at: `${file}:${line}`, target });
    }
  }
  return out;
}

const texts = new Map(pages.map((p) => [p, readFileSync(join(ROOT, p), 'utf8')]));

describe('the docs link to what exists', () => {
  it('every relative link names a file of the repository and a heading of that page', () => {
    const broken: string[] = [];
    for (const [page, text] of texts) {
      for (const { at, target } of links(page, text)) {
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const file = path === '' ? page : normalize(join(dirname(page), decodeURIComponent(path)));
        if (file.startsWith('..') || !existsSync(join(ROOT, file))) {
          broken.push(`${at}: ${target} (no file ${file})`);
          continue;
        }
        if (anchor === undefined) continue;
        if (!file.endsWith('.md')) broken.push(`${at}: ${target} (an anchor into a file that is not Markdown)`);
        else if (!headingIds(texts.get(file) ?? readFileSync(join(ROOT, file), 'utf8')).has(anchor)) broken.push(`${at}: ${target} (no heading #${anchor} in ${file})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('every docs page is linked from the README', () => {
    const linked = new Set(links('README.md', texts.get('README.md')!).map(({ target }) => normalize(target.split('#')[0]!)));
    const unlinked = pages.filter((p) => p !== 'README.md' && !linked.has(relative('.', p)));
    expect(unlinked).toEqual([]);
  });

  it('heading ids follow GitHub', () => {
    const ids = headingIds('# How zermelo can be wrong, and what guards against it\n## Built-ins beyond format.md §3\n```yaml\n# not a heading\n```\n## Cache\n## Cache\n');
    expect([...ids]).toEqual(['how-zermelo-can-be-wrong-and-what-guards-against-it', 'built-ins-beyond-formatmd-3', 'cache', 'cache-1']);
  });
});
