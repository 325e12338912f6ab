// Stage: cli. `zermelo init [FILE]`: writes the commented starter file (starterFile.ts) to FILE
// (default game.yaml), in Portuguese under --lang pt. Never overwrites: an existing path is a usage
// error. Exit 0 when written, 2 on bad usage.

import type { Host } from '../../host/host.js';
import { resolvePath } from '../../host/paths.js';
import { EXIT } from '../../report/exitCodes.js';
import { UsageError, type ParsedArgs } from '../args.js';
import { starterFile } from '../../teach/starterFile.js';

const DEFAULT_FILE = 'game.yaml';

export async function runInit(args: ParsedArgs, host: Host): Promise<number> {
  if (args.operands.length > 1)
    throw new UsageError(`init writes one file, not ${args.operands.length}`, 'e.g. zermelo init my-game.yaml', {
      message: `o init escreve um ficheiro, não ${args.operands.length}`,
      hint: 'por exemplo zermelo init o-meu-jogo.yaml',
    });
  const lang = args.options.lang === 'pt' ? 'pt' : 'en';
  const file = args.operands[0] ?? DEFAULT_FILE;
  const path = resolvePath(host.cwd, file);
  if ((await host.stat(path)) !== undefined)
    throw new UsageError(`${file} already exists; init never overwrites a file`, 'give another name, e.g. zermelo init my-game.yaml', {
      message: `${file} já existe; o init nunca escreve por cima de um ficheiro`,
      hint: 'dê outro nome, por exemplo zermelo init o-meu-jogo.yaml',
    });
  await host.writeFile(path, starterFile(lang));
  host.stdout.write(
    lang === 'pt'
      ? `zermelo: escrevi ${file}, um jogo comentado para começar.\nDepois: zermelo check ${file} --lang pt\n`
      : `zermelo: wrote ${file}, a commented game to start from.\nThen: zermelo check ${file}\n`,
  );
  return EXIT.ok;
}
