// Stage: report. ANSI colouring, or none. Input: whether colour is wanted (the CLI decides: a TTY,
// no NO_COLOR, no --no-color). Output: functions that wrap text; identity when colour is off.

export interface Paint {
  ok(s: string): string;
  bad(s: string): string;
  warn(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

export function paint(color: boolean): Paint {
  if (!color) {
    const id = (s: string): string => s;
    return { ok: id, bad: id, warn: id, dim: id, bold: id };
  }
  const wrap = (code: string) => (s: string) => `\x1b[${code}m${s}\x1b[0m`;
  return { ok: wrap('32'), bad: wrap('1;31'), warn: wrap('33'), dim: wrap('2'), bold: wrap('1') };
}

/** A duration for people: "12 ms" below a tenth of a second, else "1.3 s". */
export function formatDuration(ms: number): string {
  if (ms < 100) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1)} s`;
}

export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count} ${count === 1 ? word : many}`;
}
