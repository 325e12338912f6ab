// The teaching commands through main() with the fake host: help, --html written through the Host
// (atomically, failures reported), `check --lang pt` with the book's Portuguese sentences.

import { describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { pipeline } from '../../src/run/pipeline.js';
import { fakeHost } from './fakeHost.js';
import { TAKE_1_OR_4, bounded, counterexample } from './fixtures.js';

const refuting = { ...pipeline, bounded: async () => bounded('refuted', [counterexample()]), symbolic: async () => undefined };

describe('teaching commands end to end', () => {
  test('help lists table, play and guess with their options', async () => {
    const host = fakeHost();
    expect(await main(['--help'], host)).toBe(0);
    for (const c of ['table', 'play', 'guess']) expect(host.out()).toContain(c);
    const t = fakeHost();
    expect(await main(['table', '--help'], t)).toBe(0);
    for (const o of ['--from', '--to', '--letters', '--grundy', '--generations', '--param', '--html', '--lang']) expect(t.out()).toContain(o);
  });

  test('table and guess on a game with a real-valued move: exit 2, saying why there is no table', async () => {
    const real = 'name: r\ngame:\n  state: { d: real }\n  moves:\n    - { for: x ∈ real, if: 1 ≤ x ∧ x ≤ d, to: { d: d - x } }\nconjecture:\n  S: d < 1\n';
    for (const command of ['table', 'guess']) {
      const host = fakeHost({ 'r.yaml': real });
      expect(await main([command, 'r.yaml'], host)).toBe(2);
      expect(host.err()).toContain('ZM4002');
      expect(host.err()).toContain('cannot be enumerated, so there is no table');
    }
  });

  test('table --html writes one self-contained file through the host', async () => {
    const host = fakeHost({ 'g.yaml': TAKE_1_OR_4 });
    expect(await main(['table', 'g.yaml', '--html', 'reports/g.html'], host)).toBe(0);
    const html = host.files.get('/repo/reports/g.html')!;
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html.match(/<td class="cell /g)).toHaveLength(40);
  });

  test('check --html --from/--to: the window of the tables; a bad window or one without --html is a usage error', async () => {
    const host = fakeHost({ 'g.yaml': TAKE_1_OR_4 });
    expect(await main(['check', 'g.yaml', '--html', 'out.html', '--from', '20', '--to', 'n=29'], host, { engines: refuting })).toBe(1);
    const page = host.files.get('/repo/out.html')!;
    // the page's table (the counterexamples' own tables come after it, in the aside)
    const table = page.slice(page.indexOf('<div class="table-box">'), page.indexOf('<aside class="counterexamples">'));
    const positions = [...table.matchAll(/<td class="cell [^>]*data-position="([^"]+)"/g)].map((m) => m[1]);
    expect(positions).toEqual(Array.from({ length: 10 }, (_, k) => `n = ${20 + k}`));
    const bad = fakeHost({ 'g.yaml': TAKE_1_OR_4 });
    expect(await main(['check', 'g.yaml', '--html', 'out.html', '--to', 'n=x'], bad, { engines: refuting })).toBe(2);
    expect(bad.err()).toContain("--to: 'n=x' is not a coordinate value such as n=5");
    const alone = fakeHost({ 'g.yaml': TAKE_1_OR_4 });
    expect(await main(['check', 'g.yaml', '--to', '30'], alone, { engines: refuting })).toBe(2);
    expect(alone.err()).toContain('use it with --html FILE');
  });

  test('check --html FILE: the page; an unwritable file is exit 2 with a message', async () => {
    const host = fakeHost({ 'g.yaml': TAKE_1_OR_4 });
    expect(await main(['check', 'g.yaml', '--html', 'out.html'], host, { engines: refuting })).toBe(1);
    expect(host.files.get('/repo/out.html')).toContain('class="counterexample" data-number="1" data-condition="I" data-position="n = 2"');
    const failing = fakeHost({ 'g.yaml': TAKE_1_OR_4 }, { failWrites: true });
    expect(await main(['check', 'g.yaml', '--html', 'out.html'], failing, { engines: refuting })).toBe(2);
    expect(failing.err()).toContain('cannot write the HTML report out.html: permission denied');
  });

  test('check --lang pt explains the failed condition in the book’s Portuguese', async () => {
    const host = fakeHost({ 'g.yaml': TAKE_1_OR_4 });
    expect(await main(['check', 'g.yaml', '--lang', 'pt'], host, { engines: refuting })).toBe(1);
    expect(host.out()).toContain(
      'n = 2 é frágil segundo a conjectura, mas a condição I falha: a sua única jogada, take 1 → n = 1, leva a uma posição frágil segundo a conjectura. A verdade: n = 2 é inatacável (geração 3).',
    );
  });

  test('--lang accepts only en and pt', async () => {
    const host = fakeHost({ 'g.yaml': TAKE_1_OR_4 });
    expect(await main(['table', 'g.yaml', '--lang', 'fr'], host)).toBe(2);
    expect(host.err()).toContain("option --lang does not accept 'fr'");
  });
});
