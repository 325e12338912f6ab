// Stage: solve. Whether generated move code can fail to evaluate: a call (lang's helpers, the
// domain check K_domain, definitions), `new` or `throw`. Operators on numbers and typed-array reads
// never throw, nor do Math's functions on numbers. Conservative: a false "may fail" only costs time.
// The forward pass stops generating a fragile position's moves at its first winning one only when
// they cannot fail (forward.ts); otherwise a later move that leaves its domain, divides by zero or
// indexes outside an array would go unreported, where the move lister and the prover report it.

export function mayFail(code: string): boolean {
  const rest = code.replace(/\b(if|for|while|switch|catch)\s*\(|\bMath\.\w+\(/g, '');
  return /\b(throw|new)\b/.test(rest) || /[\w$\])]\s*\(/.test(rest);
}
