// The conformance files' one way to run a YAML text: `zermelo check --json --no-cache` through main()
// with an in-memory host (the real engines), returning the exit code, the file's JSON record and stderr.
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

export async function checkText<F>(text: string, args: readonly string[] = [], path = 'conjectures/probe.yaml'): Promise<{ code: number; file: F; err: string }> {
  const host = fakeHost({ [path]: text });
  const code = await main(['check', '--json', '--no-cache', ...args, path], host);
  return { code, file: (JSON.parse(host.out()) as { files: F[] }).files[0]!, err: host.err() };
}
