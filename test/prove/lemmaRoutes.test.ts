// Where proved lemmas are assumed (src/prove/lemmas.ts, proveSpec.ts): a claim is encoded over the
// parameters only (claims.ts: overParams), so no lemma enters it, and one that reads the solved game
// needs the conjecture proved, which needs every lemma proved; in the width-free xor route
// (axiomRoute.ts) the lemmas are proved again without a width before they are assumed there.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectAllProved, game9, obligation, prove, summary } from './helpers.js';

const bouton3 = readFileSync(new URL('../../proofs/nim/bouton-3-heaps.yaml', import.meta.url), 'utf8');

describe('lemmas and the obligations that may assume them', () => {
  it('a claim on the solved game is proved with a proved lemma, and unknown when the lemma is refuted', async () => {
    const claim = 'claims:\n  - holds: ∀ m ∈ 0..40: safe({ n: m }) ⇒ m mod 5 ∈ <0, 2>\n';
    const lemma = (holds: string): string => `proof:\n  lemmas:\n    - name: L\n      holds: ${holds}\n`;
    const good = await prove(game9('n mod 5 ∈ <0,2>', claim + lemma('n mod 5 < 5')), { timeoutMs: 5000 });
    expectAllProved(good);
    // n mod 5 = 0 is false at n = 1: refuted, never assumed; the claim then has no proved conjecture
    const bad = await prove(game9('n mod 5 ∈ <0,2>', claim + lemma('n mod 5 = 0')), { timeoutMs: 5000 });
    expect(obligation(bad, 'lemma-L').status, summary(bad)).toBe('refuted');
    expect(obligation(bad, 'claim-1').status, summary(bad)).toBe('unknown');
    expect(obligation(bad, 'claim-1').code).toBe('ZM6007');
    expect(bad.status).not.toBe('proved');
  });

  it('a file with xor and a lemma is proved for every natural: the lemma is proved again by the xor route', async () => {
    const withLemma = bouton3.replace('proof:\n', 'proof:\n  lemmas:\n    - name: total\n      holds: a + b + c ≥ a\n');
    expect(withLemma).not.toBe(bouton3);
    const r = await prove(withLemma, { timeoutMs: 60_000 });
    expectAllProved(r);
    expect(r.widthBound).toBeUndefined();
    expect(obligation(r, 'lemma-total').widthBound).toBeUndefined();
  });
});
