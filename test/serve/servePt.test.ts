// `zermelo serve --lang pt`: the page, its words (the JSON block its script reads), the analysis
// (summary, verdict, diagnostics, the table's facts and legend, the counterexamples, the bounded
// check) and the answers it cannot give are in Portuguese — no English word of the list below in
// their prose — and so are zermelo's own move names in the moves of a position and a game. The same requests in English hold the words, so that the list keeps testing something.

import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { request } from 'node:http';
import { startServe, type Served } from './serveHost.js';
import { COMMON_ENGLISH, hasWord } from '../teach/englishWords.js';

const WRONG = `name: take-1-or-4-wrong
game: { subtraction: [1, 4] }
conjecture:
  S: n mod 5 ∈ {0, 3}
check:
  bounds: { n: 0..100 }
expect: holds
`;

const ENGLISH = [...COMMON_ENGLISH, 'window', 'edit', 'click', 'problems', 'play'];

function post(port: number, path: string, value: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(value);
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'Content-Type': 'application/json', Host: `127.0.0.1:${port}` } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => void (text += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function page(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { Host: `127.0.0.1:${port}` } }, (res) => {
      let text = '';
      res.on('data', (d: Buffer) => void (text += d.toString()));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every string of a JSON value (not its keys). */
const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(strings) : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);

/** The prose: tags, the words' JSON block (its keys are names), move labels and formulas removed. */
const prose = (text: string): string =>
  text
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<code>[\s\S]*?<\/code>|<[^>]+>/g, ' ')
    .replace(/take \d/g, ' ') // the subtraction game's move labels
    .replace(/«[^»]*»/g, ' ') // the English literature's terms, named as such (P-position, N-position)
    .replace(/--[\w-]+|\S+\/\S+|\bzermelo \w+|check\.\w+/g, ' ');

async function texts(served: Served): Promise<string[]> {
  const html = await page(served.port);
  const words = /<script type="application\/json" id="words">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const good = await post(served.port, '/api/analyze', { file: 'games/wrong.yaml', text: WRONG });
  const bad = await post(served.port, '/api/analyze', { file: 'games/wrong.yaml', text: WRONG.replace('n mod 5', 'n mdo 5') });
  const nowhere = await post(served.port, '/api/moves', { file: 'games/wrong.yaml', text: WRONG, index: 999 });
  const analyses = [good.json, bad.json].map((a) => {
    const { counterexamples, diagnostics, verdict: _, ...rest } = a as { verdict: string; counterexamples: { sentence: string }[]; diagnostics: { message: string; hint: string | null }[] };
    return [...strings(rest), ...counterexamples.map((c) => c.sentence), ...diagnostics.flatMap((d) => [d.message, d.hint ?? ''])];
  });
  return [prose(html), ...strings(JSON.parse(words)), ...analyses.flat().map(prose), String(nowhere.json.error)];
}

describe('zermelo serve --lang pt', () => {
  let pt: Served;
  let en: Served;
  const files = { 'games/wrong.yaml': WRONG };

  beforeAll(async () => {
    pt = await startServe(files, ['games', '--lang', 'pt']);
    en = await startServe(files, ['games']);
  });
  afterAll(async () => {
    if (pt) expect(await pt.stop()).toBe(130);
    if (en) expect(await en.stop()).toBe(130);
  });

  test('no English word in the page, its words, the analysis and the answers', async () => {
    const leaks = (await texts(pt)).flatMap((t) => ENGLISH.filter((w) => hasWord(t, w)).map((w) => `${w}: ${t.trim().slice(0, 200)}`));
    expect(leaks).toEqual([]);
  }, 60_000);

  test('the moves of a position and a round against the champion name the moves in Portuguese', async () => {
    const labels = async (served: Served): Promise<string[]> => {
      const moves = await post(served.port, '/api/moves', { file: 'games/wrong.yaml', text: WRONG, index: 8 });
      const round = await post(served.port, '/api/play', { file: 'games/wrong.yaml', text: WRONG, index: 8, move: 0 });
      const r = round.json as { human: { label: string }; champion: { label: string }[]; position: { moves: { label: string }[] } };
      return [...(moves.json.moves as { label: string }[]).map((m) => m.label), r.human.label, r.champion[0]!.label, ...r.position.moves.map((m) => m.label)];
    };
    const inPt = await labels(pt);
    expect(inPt.slice(0, 3)).toEqual(['tira 1', 'tira 4', 'tira 1']);
    expect(inPt.every((l) => /^tira [14]$/.test(l))).toBe(true);
    const inEn = await labels(en);
    expect(inEn.slice(0, 3)).toEqual(['take 1', 'take 4', 'take 1']);
    expect(inEn.every((l) => /^take [14]$/.test(l))).toBe(true);
  }, 60_000);

  test('every word of the list occurs in the English page and analysis', async () => {
    const all = (await texts(en)).join('\n');
    expect(ENGLISH.filter((w) => !hasWord(all, w))).toEqual([]);
  }, 60_000);
});
