// The machine-readable contract of a trap file: one comment line in its header,
//   # trap-expect: V1 | V2 …[; sound: W1, W2 …]
// V: the verdicts that meet the trap (refuted, unknown, holds, invalid; never proved). W: verdicts that
// are sound but weaker than expected — the claim is true inside the bounds, so `holds` is not a lie, but
// a tool that looks beyond them (the prover, a periodicity certificate) must do better.

export type TrapVerdict = 'proved' | 'holds' | 'refuted' | 'unknown' | 'invalid' | 'unchecked';

export interface TrapExpect {
  accepted: TrapVerdict[];
  sound: TrapVerdict[];
}

const VERDICTS: readonly TrapVerdict[] = ['proved', 'holds', 'refuted', 'unknown', 'invalid', 'unchecked'];

/** The trap-expect line of a file, or an error message saying what is wrong with it. */
export function parseTrapExpect(text: string): TrapExpect | string {
  const lines = text.split(/\r?\n/).filter((l) => /^#\s*trap-expect\s*:/.test(l));
  if (lines.length === 0) return 'no `# trap-expect:` line in the header';
  if (lines.length > 1) return 'more than one `# trap-expect:` line';
  const body = lines[0]!.replace(/^#\s*trap-expect\s*:/, '');
  const [main = '', extra] = body.split(';');
  const list = (s: string): TrapVerdict[] | string => {
    const words = s
      .split(/[|,]/)
      .map((w) => w.trim())
      .filter(Boolean);
    const bad = words.find((w) => !VERDICTS.includes(w as TrapVerdict));
    return bad !== undefined ? `unknown verdict '${bad}'` : (words as TrapVerdict[]);
  };
  const accepted = list(main);
  if (typeof accepted === 'string') return accepted;
  if (accepted.length === 0) return 'no verdict after `trap-expect:`';
  if (accepted.includes('proved')) return 'a trap may never accept `proved`';
  let sound: TrapVerdict[] = [];
  if (extra !== undefined) {
    const m = /^\s*sound\s*:(.*)$/.exec(extra);
    if (!m) return `expected '; sound: …' after the verdicts, not '${extra.trim()}'`;
    const s = list(m[1]!);
    if (typeof s === 'string') return s;
    if (s.includes('proved')) return 'a trap may never call `proved` sound';
    sound = s;
  }
  return { accepted, sound };
}

/** The header comment: every line before the first non-comment line. */
export function headerOf(text: string): string[] {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/);
  const end = lines.findIndex((l) => !l.startsWith('#'));
  return lines.slice(0, end < 0 ? lines.length : end);
}
