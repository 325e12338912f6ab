import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { seedCorpus } from './mutators.js';
import { caseText, caseArgv } from './runCase.js';
it('repro', () => {
  const corpus = seedCorpus();
  const c = JSON.parse(process.env.CASE!).case;
  const text = caseText(c, corpus);
  console.log(corpus[c.seed % corpus.length]!.path, caseArgv(c, 'x.yaml', false).join(' '));
  writeFileSync('/tmp/fz/repro.yaml', text);
});
