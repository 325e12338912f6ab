// Stage: host. POSIX path arithmetic against an explicit working directory (node:path's resolve would
// consult process.cwd()): the paths a Host is given are absolute, the paths every report shows are
// relative to the cwd and '/'-separated. Used by the CLI and by zermelo/vitest.

export function resolvePath(cwd: string, path: string): string {
  const p = path.split('\\').join('/');
  return normalize(p.startsWith('/') ? p : `${cwd}/${p}`);
}

export function joinPath(dir: string, name: string): string {
  return dir.endsWith('/') ? dir + name : `${dir}/${name}`;
}

function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return '/' + parts.join('/');
}

export function relativePath(cwd: string, absolute: string): string {
  const from = normalize(cwd).split('/').filter(Boolean);
  const to = normalize(absolute).split('/').filter(Boolean);
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common++;
  const up = from.slice(common).map(() => '..');
  return [...up, ...to.slice(common)].join('/') || '.';
}
