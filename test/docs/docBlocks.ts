// Test helper: the fenced code blocks of a Markdown file, and the transcripts in its ```console
// blocks. Convention: a console block holds `$ COMMAND` lines, each followed by the output the
// command prints (stdout and stderr as a terminal shows them); a line `…` stands for any lines.

export interface Block {
  file: string;
  line: number; // of the opening fence, 1-based
  lang: string;
  text: string; // the lines between the fences, each ending in '\n'
}

export interface Transcript {
  file: string;
  line: number; // of the `$ ` line
  command: string;
  output: string;
}

export function codeBlocks(file: string, markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,})(\S*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, fence, lang] = open;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !new RegExp(`^\\s*${fence}\\s*$`).test(lines[i]!); i++) body.push(lines[i]!.slice(indent!.length));
    blocks.push({ file, line: start + 1, lang: lang!, text: body.map((l) => `${l}\n`).join('') });
  }
  return blocks;
}

export function transcripts(block: Block): Transcript[] {
  const out: Transcript[] = [];
  block.text
    .split('\n')
    .slice(0, -1)
    .forEach((l, k) => {
      if (l.startsWith('$ ')) out.push({ file: block.file, line: block.line + 1 + k, command: l.slice(2), output: '' });
      else if (out.length > 0) out[out.length - 1]!.output += `${l}\n`;
      else throw new Error(`${block.file}:${block.line + 1 + k}: a console block starts with a '$ ' line`);
    });
  return out;
}

/** Shell words of a command line: spaces split, '…' and "…" quote (no escapes, no expansion). */
export function shellWords(command: string): string[] {
  const words: string[] = [];
  const re = /'([^']*)'|"([^"]*)"|(\S+)/g;
  for (let m = re.exec(command); m; m = re.exec(command)) words.push(m[1] ?? m[2] ?? m[3]!);
  return words;
}

/** `NAME=value … npx zermelo ARGS` (or `zermelo ARGS`): the environment and main()'s argv. */
export function zermeloCommand(command: string): { env: Record<string, string>; argv: string[] } | undefined {
  const words = shellWords(command);
  const env: Record<string, string> = {};
  while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0]!)) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  if (words[0] === 'npx') words.shift();
  if (words[0] !== 'zermelo') return undefined;
  return { env, argv: words.slice(1) };
}

/** Durations masked (decimal point or comma; their width varies, so the spaces before them too), the repository's path removed. */
export function masked(text: string, root: string): string {
  return text
    .split(`${root}/`)
    .join('')
    .replace(/[ \t]*\b\d+(?:[.,]\d+)?\s?(?:ms|s)\b/g, ' <time>') // 0.4 s, and 0,4 s in Portuguese
    .replace(/\b\d+m\d{2}s\b/g, '<time>');
}

/** Whether the output matches the shown lines: `…` alone matches any lines, a line ending in ` …`
 *  any line that starts with what precedes it. */
export function matchesShown(actual: string, shown: string): boolean {
  const a = actual.replace(/\n$/, '').split('\n');
  const s = shown.replace(/\n$/, '').split('\n');
  const line = (x: string, y: string): boolean => x === y || (y.endsWith(' …') && x.startsWith(y.slice(0, -1)));
  const memo = new Map<string, boolean>();
  const go = (i: number, j: number): boolean => {
    const key = `${i},${j}`;
    if (memo.has(key)) return memo.get(key)!;
    let r: boolean;
    if (j === s.length) r = i === a.length;
    else if (s[j] === '…') r = go(i, j + 1) || (i < a.length && go(i + 1, j));
    else r = i < a.length && line(a[i]!, s[j]!) && go(i + 1, j + 1);
    memo.set(key, r);
    return r;
  };
  return go(0, 0);
}
