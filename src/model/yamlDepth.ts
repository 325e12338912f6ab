// Stage: model. A pre-scan of the YAML text, before the parser: the offset where flow collections
// (`[`, `{`) or a chain of block-sequence dashes (`- - - x`) nest deeper than MAX_YAML_DEPTH, so that a
// pathological file gets an error at its line:col instead of overflowing the parser's stack.
// Quoted scalars and comments are skipped; iterative, one pass.

/** More levels than any game file needs (an expression inside may nest at most 200 deep too). */
export const MAX_YAML_DEPTH = 200;

/** The offset of the opening bracket or dash at depth MAX_YAML_DEPTH + 1, or undefined. */
export function yamlTooDeep(text: string): number | undefined {
  let flow = 0;
  let lineStart = true;
  let dashes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      lineStart = true;
      dashes = 0;
      continue;
    }
    if (c === '"' || c === "'") {
      i = skipQuoted(text, i);
      lineStart = false;
      continue;
    }
    if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      while (i + 1 < text.length && text[i + 1] !== '\n') i++;
      continue;
    }
    if (c === '[' || c === '{') {
      if (++flow > MAX_YAML_DEPTH) return i;
    } else if (c === ']' || c === '}') {
      flow = Math.max(0, flow - 1);
    } else if (c === '-' && lineStart && flow === 0 && /[ \t\n]/.test(text[i + 1] ?? '\n')) {
      if (++dashes > MAX_YAML_DEPTH) return i;
      continue; // still at the start of the line's content
    }
    if (c !== ' ' && c !== '\t') lineStart = false;
  }
  return undefined;
}

/** The index of the closing quote of the scalar opened at `i` (or the end of the text). */
function skipQuoted(text: string, i: number): number {
  const quote = text[i]!;
  for (let j = i + 1; j < text.length; j++) {
    if (quote === '"' && text[j] === '\\') j++;
    else if (text[j] === quote) {
      if (quote === "'" && text[j + 1] === "'") j++;
      else return j;
    }
  }
  return text.length;
}
