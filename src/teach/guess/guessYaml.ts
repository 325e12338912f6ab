// Stage: teach (guess). A guessed conjecture as YAML: the block to paste into the file, and the file
// itself with the guess in place of its conjecture (loaded again by the real loader, so the guess is
// typechecked and checked exactly as the student's file would be). Input: the Spec and the guess.
// Output: text, or the reloaded Spec (claims dropped: only the conjecture is being checked).

import type { Result } from '../../diag/diagnostic.js';
import { hasErrors } from '../../diag/diagnostic.js';
import { loadSpec } from '../../model/loadSpec.js';
import type { Spec } from '../../model/model.js';
import type { GuessedConjecture } from './guessConjecture.js';

/** A YAML scalar for an expression: plain when safe, else double-quoted. */
export function yamlScalar(text: string): string {
  const plainSafe = !/^[\s[\]{}!&*#|>'"%@`,?:-]/.test(text) && !/: | #|\s$/.test(text);
  return plainSafe ? text : `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function conjectureYaml(c: GuessedConjecture): string {
  const lines = ['conjecture:', `  S: ${yamlScalar(c.safe)}`];
  if (c.neutral) lines.push(`  N: ${yamlScalar(c.neutral)}`);
  return lines.join('\n') + '\n';
}

/** The file's text with `c` as its conjecture (replacing the old one, or appended). */
export function sourceWithConjecture(spec: Spec, c: GuessedConjecture): string {
  const quoted = (t: string): string => `"${t.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  const old = spec.conjecture?.span;
  if (old) {
    const flow = `{ S: ${quoted(c.safe)}${c.neutral ? `, N: ${quoted(c.neutral)}` : ''} }`;
    // A block node's span may run to the next line: keep its trailing line break.
    const end = old.start + spec.source.slice(old.start, old.end).trimEnd().length;
    return spec.source.slice(0, old.start) + flow + spec.source.slice(end);
  }
  const text = spec.source.endsWith('\n') ? spec.source : `${spec.source}\n`;
  return text + conjectureYaml(c);
}

export function specWithConjecture(spec: Spec, c: GuessedConjecture): Result<Spec> {
  const loaded = loadSpec(spec.file, sourceWithConjecture(spec, c), spec.limits);
  if (!loaded.value || hasErrors(loaded.diagnostics)) return { diagnostics: loaded.diagnostics };
  return { value: { ...loaded.value, claims: [] }, diagnostics: loaded.diagnostics };
}
