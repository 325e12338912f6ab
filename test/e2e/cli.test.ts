// main() end to end against an in-memory host: exit codes, help, version, usage errors, positioned
// load errors, the JSON report (parseable and deterministic), JUnit, annotations, colour.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { BAD_FILE, TAKE_1_OR_4, bounded, counterexample, engines, symbolic, withExpect } from './fixtures.js';
import { fakeHost } from './fakeHost.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

describe('help, version and usage', () => {
  it('--help answers on stdout with exit 0, quickly', async () => {
    const host = fakeHost();
    const t = performance.now();
    expect(await main(['--help'], host)).toBe(0);
    expect(performance.now() - t).toBeLessThan(500);
    expect(host.out()).toContain('Usage:');
    expect(host.out()).toContain('70  internal error');
    expect(host.out()).toContain('130 interrupted by Ctrl-C');
    expect(host.err()).toBe('');
  });

  it('each command has its own help (--help, -h, zermelo help CMD)', async () => {
    for (const argv of [
      ['check', '--help'],
      ['explain', '-h'],
      ['help', 'prove'],
    ]) {
      const host = fakeHost();
      expect(await main(argv, host)).toBe(0);
      expect(host.out()).toMatch(/^Usage: zermelo (check|explain|prove)/);
    }
  });

  it('--version prints the package version', async () => {
    const host = fakeHost();
    expect(await main(['--version'], host)).toBe(0);
    expect(host.out()).toBe(`zermelo ${pkg.version}\n`);
  });

  it('an unknown option is a usage error (exit 2) with a hint', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['check', '--jsno'], host)).toBe(2);
    expect(host.err()).toContain("unknown option '--jsno'");
    expect(host.err()).toContain("did you mean '--json'?");
    expect(host.err()).toContain('usage: zermelo check');
    expect(host.out()).toBe('');
  });

  it('an unknown command, no command, conflicting options, a bad duration: exit 2', async () => {
    const cases: string[][] = [['chek'], [], ['check', '--no-symbolic', '--symbolic', 'auto'], ['check', '--timeout', 'soon'], ['--frobnicate'], ['explain']];
    for (const argv of cases) {
      const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
      expect(await main(argv, host), argv.join(' ')).toBe(2);
    }
    const host = fakeHost();
    await main(['chek'], host);
    expect(host.err()).toContain("did you mean 'zermelo check'?");
  });

  it('under --lang pt the errors of the options and of the command are in Portuguese', async () => {
    const cases: [string[], string[]][] = [
      [
        ['table', 'conjectures/a.yaml', '--lang', 'pt', '--widht', '3'],
        ["zermelo: opção desconhecida '--widht'", "sugestão: queria dizer '--width'? (veja --help)", 'uso: zermelo table'],
      ],
      [['table', 'conjectures/a.yaml', '--lang', 'pt', '--width'], ['zermelo: a opção --width precisa de um valor (COLUMNS)']],
      [['check', '--lang=pt', '--json=1'], ['zermelo: a opção --json não leva valor']],
      [
        ['check', '--lang', 'pt', '--symbolic', 'maybe'],
        ["zermelo: a opção --symbolic não aceita 'maybe'", 'sugestão: escolha um de: '],
      ],
      [
        ['tabel', '--lang', 'pt'],
        ["zermelo: comando desconhecido 'tabel'", "sugestão: queria dizer 'zermelo table'?"],
      ],
    ];
    for (const [argv, lines] of cases) {
      const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
      expect(await main(argv, host), argv.join(' ')).toBe(2);
      for (const line of lines) expect(host.err(), argv.join(' ')).toContain(line);
      expect(host.err(), argv.join(' ')).not.toMatch(/unknown|needs a value|takes no value|does not accept|hint:|usage:/);
    }
  });
});

describe('check: exit codes', () => {
  const files = (text: string, path = 'conjectures/heap/take.yaml') => ({ [path]: text });

  it('without engines: validates, says no verdict was computed, exit 0', async () => {
    const host = fakeHost(files(TAKE_1_OR_4));
    expect(await main(['check'], host, { engines: engines() })).toBe(0);
    expect(host.out()).toContain('no verdict computed');
    expect(host.out()).not.toMatch(/\b(holds|proved|refuted) \(/);
  });

  it('0 when the verdict meets expect', async () => {
    const host = fakeHost(files(TAKE_1_OR_4));
    expect(await main(['check'], host, { engines: engines(bounded('holds'), symbolic(['proved', 'unknown'])) })).toBe(0);
    expect(host.out()).toContain('✓ conjectures/heap/take.yaml  holds (n ≤ 100, 101 positions');
  });

  it('1 when refuted against expect, with the counterexample and the vocabulary', async () => {
    const host = fakeHost(files(TAKE_1_OR_4));
    expect(await main(['check'], host, { engines: engines(bounded('refuted', [counterexample()])) })).toBe(1);
    expect(host.out()).toContain('✗ conjectures/heap/take.yaml  refuted, expected holds');
    expect(host.out()).toContain('condition I fails');
    expect(host.out()).toContain('safe = S = P-position');
    expect(host.err()).toContain('conjectures/heap/take.yaml:11:3: error: verdict refuted, expected holds');
  });

  it('0 when a wrong conjecture is expected to be refuted', async () => {
    const host = fakeHost(files(withExpect(TAKE_1_OR_4, 'refuted')));
    expect(await main(['check'], host, { engines: engines(bounded('refuted', [counterexample()])) })).toBe(0);
    expect(host.out()).toContain('refuted as expected');
  });

  it('3 when a proof is required and the prover is inconclusive', async () => {
    const unknown = engines(bounded('holds'), symbolic(['proved', 'unknown']));
    const inProofs = fakeHost(files(withExpect(TAKE_1_OR_4, 'proved'), 'proofs/heap/take.yaml'));
    expect(await main(['check'], inProofs, { engines: unknown })).toBe(3);
    expect(inProofs.out()).toContain('? proofs/heap/take.yaml  unknown');
    const required = fakeHost(files(TAKE_1_OR_4));
    expect(await main(['check', '--symbolic', 'required'], required, { engines: unknown })).toBe(3);
  });

  it('2 for a file that does not load: a positioned error on stderr', async () => {
    const host = fakeHost({ ...files(TAKE_1_OR_4), 'conjectures/bad.yaml': BAD_FILE });
    expect(await main(['check'], host, { engines: engines(bounded('holds')) })).toBe(2);
    expect(host.err()).toMatch(/conjectures\/bad\.yaml:6:\d+: error ZM\d{4}: /);
    expect(host.err()).toContain('^');
    expect(host.out()).toContain('✗ conjectures/bad.yaml  invalid');
  });

  it('2 for a path that does not exist', async () => {
    const host = fakeHost(files(TAKE_1_OR_4));
    expect(await main(['check', 'nowhere.yaml'], host)).toBe(2);
    expect(host.err()).toContain('no such file or folder: nowhere.yaml');
  });

  it('70 for an internal error: a message and a request to report it, no stack on stdout', async () => {
    const host = fakeHost(files(TAKE_1_OR_4));
    const broken = engines(bounded('holds'), () => {
      throw new Error('boom');
    });
    expect(await main(['check'], host, { engines: broken })).toBe(70);
    expect(host.err()).toContain('internal error: boom');
    expect(host.err()).toContain('report it');
    expect(host.err()).not.toContain('    at ');
    expect(host.out()).not.toContain('    at ');
  });
});
