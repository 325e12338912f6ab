// File names may hold any character but "/" and NUL (issue 31): a name with a newline, printed raw,
// starts a line of its own, and on GitHub Actions a line beginning `::` is a workflow command
// (`::error`, `::stop-commands::`). Every surface that prints a path or a name (the result line, the
// code frame, annotations plain and GitHub, explain, table, prove) shows control characters as
// escapes; the only `::` lines are zermelo's own annotations.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { printable } from '../../src/diag/printable.js';
import { TAKE_1_OR_4, withExpect } from '../e2e/fixtures.js';
import { fakeHost } from '../e2e/fakeHost.js';

const HOSTILE = ['a\n::error::pwned', 'b\r\n::stop-commands::token', 'c\u2028::warning::x\u001b[31m', 'd\u0085::add-mask::y'];
const refuted = withExpect(TAKE_1_OR_4.replace('S: n mod 5 ∈ <0,2>', 'S: n mod 5 = 0'), 'holds');
const broken = 'name: x\ngame: { subtraction: [1, 2\nconjecture: S = n mod 3 = 0\n';
const claimNamed = `${TAKE_1_OR_4}claims:\n  - name: "x\\n::error::claim"\n    holds: 0 ∈ S\n`;
const titled = TAKE_1_OR_4.replace(/^title: .*$/m, 'title: "t\\n::error::title"');

const files: Record<string, string> = {};
HOSTILE.forEach((name, i) => {
  files[`conjectures/${name}.yaml`] = [refuted, broken, claimNamed, titled][i]!;
});

/** Every line of the output that would be read as a workflow command, and every raw control character. */
function injections(output: string): string[] {
  const commands = output.split('\n').filter((line) => /^\s*::/.test(line) && !/^::error file=[^:\r\n]*(,line=\d+,col=\d+)?,title=zermelo::/.test(line));
  const controls = [...output.matchAll(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/g)].map((m) => `U+${m[0].codePointAt(0)!.toString(16)}`);
  return [...commands, ...controls];
}

async function outputOf(args: string[], env: Record<string, string> = {}): Promise<string> {
  const host = fakeHost(files, { env });
  await main(args, host);
  return host.out() + host.err();
}

describe('no output line can begin a workflow command from a hostile file name or title', () => {
  it('printable() escapes every control character and leaves the rest', () => {
    expect(printable('a\n::error::x\r\t\u001b\u0085\u2028é/ü')).toBe('a\\n::error::x\\r\\t\\u{1b}\\u{85}\\u{2028}é/ü');
  });

  for (const [surface, args, env] of [
    ['check, text', ['check', '--no-symbolic', 'conjectures'], {}],
    ['check --verbose', ['check', '--no-symbolic', '--verbose', 'conjectures'], {}],
    ['check --quiet', ['check', '--no-symbolic', '--quiet', 'conjectures'], {}],
    ['check on GitHub Actions', ['check', '--no-symbolic', 'conjectures'], { GITHUB_ACTIONS: 'true' }],
    ['check --lang pt on GitHub Actions', ['check', '--no-symbolic', '--lang', 'pt', 'conjectures'], { GITHUB_ACTIONS: 'true' }],
  ] as const) {
    it(surface, async () => {
      const output = await outputOf([...args], env);
      expect(output).toContain('a\\n::error::pwned.yaml');
      expect(injections(output)).toEqual([]);
    });
  }

  it('explain, table and prove of each hostile file', async () => {
    for (const name of HOSTILE) {
      for (const command of ['explain', 'table', 'prove']) {
        const output = await outputOf([command, `conjectures/${name}.yaml`]);
        expect(injections(output), `${command} ${JSON.stringify(name)}`).toEqual([]);
      }
    }
  }, 120_000);

  it('a claim name with a control character is refused at its position (ZM1030)', async () => {
    const output = await outputOf(['check', '--no-symbolic', 'conjectures/c\u2028::warning::x\u001b[31m.yaml']);
    expect(output).toMatch(/:\d+:\d+: error ZM1030: a claim's `name` contains the control character U\+000A/);
  });
});
