// Stage: lang. Splits generated JavaScript into tokens of the kinds a sticky pattern allows, for the
// analyses that read the code the kernel generates (check/maskPeriod.ts, solve/steadyTranslations.ts):
// anything the pattern does not match makes the code unreadable to them.

/** The tokens of `code` by the sticky pattern `token` (whitespace dropped), or undefined when some
 *  part of the code matches none of its alternatives. */
export function codeTokens(code: string, token: RegExp): string[] | undefined {
  const out: string[] = [];
  token.lastIndex = 0;
  while (token.lastIndex < code.length) {
    const at = token.lastIndex;
    const m = token.exec(code);
    if (!m || m.index !== at) return undefined;
    if (m[0].trim() !== '') out.push(m[0]);
  }
  return out;
}
