// Stage: model (families). Octal games `octal: "0.77"` (Kayles), "0.07" (Dawson's Kayles), "0.137".
// Digit d_k (bits): 1 remove k leaving nothing, 2 remove k leaving one non-empty heap, 4 remove k
// and split the rest into two non-empty heaps (a sum); d0 (before the point) may only be 0 or 4.
// Input: the code scalar. Output: state { n: nat } and one move schema per kind of move of each digit.

import type { Span } from '../../diag/diagnostic.js';
import type { MoveSpec } from '../model.js';
import type { SpecContext } from '../schemaContext.js';
import type { YNode, YScalar } from '../yamlNode.js';
import { generateMove, type MoveText } from './generate.js';
import type { FamilyExpansion } from './types.js';

export function expandOctal(ctx: SpecContext, node: YNode): FamilyExpansion | undefined {
  if (node.kind !== 'scalar') {
    ctx.error('ZM1011', node.span, 'an octal code is a string such as "0.77" (Kayles) or "0.07" (Dawson\'s Kayles)');
    return undefined;
  }
  const parsed = parseOctalCode(ctx, node);
  if (!parsed) return undefined;
  const { digits, spans } = parsed;
  const moves: MoveSpec[] = [];
  for (let k = 0; k < digits.length; k++) {
    for (const text of movesOfDigit(k, digits[k]!)) {
      const move = generateMove(ctx, spans[k]!, text);
      if (!move) return undefined;
      moves.push(move);
    }
  }
  const code = node.text.trim();
  return { family: { kind: 'octal', code, digits }, state: [{ name: 'n', domain: { kind: 'nat' }, span: node.span }], moves };
}

/** Validates the code character by character; digits[k] = d_k and spans[k] = its character. */
function parseOctalCode(ctx: SpecContext, s: YScalar): { digits: number[]; spans: Span[] } | undefined {
  const text = s.text;
  const at = (i: number): Span => ({ start: s.mapped.offsets[i]!, end: s.mapped.offsets[i]! + 1 });
  const first = text.length - text.trimStart().length;
  const end = text.trimEnd().length;
  const digits: number[] = [];
  const spans: Span[] = [];
  if (!text.includes('.')) {
    ctx.error('ZM1011', s.span, `\`${text.trim()}\` is not an octal code: it has no point`, { hint: 'e.g. "0.77" (Kayles) or "0.07" (Dawson\'s Kayles)' });
    return undefined;
  }
  let point = -1;
  let ok = true;
  for (let i = first; i < end; i++) {
    const c = text[i]!;
    if (c === '.') {
      if (point >= 0) {
        ctx.error('ZM1011', at(i), 'an octal code has one point', { hint: 'e.g. "0.77"' });
        ok = false;
      } else point = i;
      continue;
    }
    if (!/[0-7]/.test(c)) {
      const why = /[89]/.test(c) ? `\`${c}\` is not an octal digit (0–7)` : `unexpected \`${c}\` in an octal code`;
      ctx.error('ZM1011', at(i), why, { hint: 'each digit is a sum of 1 (take all), 2 (leave one heap), 4 (split in two)' });
      ok = false;
      continue;
    }
    if (point < 0) {
      if (digits.length > 0) {
        ctx.error('ZM1011', at(i), 'an octal code has a single digit before the point', { hint: 'e.g. "0.77" or "4.0"' });
        ok = false;
        continue;
      }
      if (c !== '0' && c !== '4') {
        ctx.error('ZM1011', at(i), `the digit before the point can only be 0 or 4, found ${c}`, {
          hint: 'd0 splits a heap into two without removing anything (4); nothing else is possible with 0 tokens',
        });
        ok = false;
      }
    }
    digits.push(Number(c));
    spans.push(at(i));
  }
  if (point === first) {
    digits.unshift(0); // ".77" means "0.77"
    spans.unshift(at(point));
  }
  if (ok && digits.every((d) => d === 0)) {
    ctx.error('ZM1011', s.span, 'every digit of this octal code is 0: the game has no moves');
    return undefined;
  }
  return ok ? { digits, spans } : undefined;
}

/** The move schemas of digit d_k (see the header for the meaning of the bits). */
function movesOfDigit(k: number, d: number): MoveText[] {
  const out: MoveText[] = [];
  if (k > 0 && (d & 3) !== 0) {
    // bits 1 and 2: one heap of n - k is left (0 stands for "nothing left": a heap of 0 has no move)
    const guard = (d & 3) === 3 ? `n ≥ ${k}` : d & 1 ? `n = ${k}` : `n > ${k}`;
    const name = (d & 3) === 1 ? `take all ${k}` : `take ${k}`;
    out.push({ name, if: guard, to: [[{ field: 'n', value: (d & 3) === 1 ? '0' : `n - ${k}` }]] });
  }
  if (d & 4) {
    // split the rest into two non-empty heaps a and n - k - a; a ≤ (n - k) / 2 suffices (sums commute)
    const rest = k === 0 ? 'n' : `n - ${k}`;
    out.push({
      name: k === 0 ? 'split' : `take ${k} and split`,
      for: `a ∈ 1..(${rest}) div 2`,
      if: `${rest} ≥ 2`,
      to: [[{ field: 'n', value: 'a' }], [{ field: 'n', value: `${rest} - a` }]],
    });
  }
  return out;
}
