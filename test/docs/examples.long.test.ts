// The docs are tested (`npm run test:long`): the ```console transcripts whose command takes seconds of
// Z3 (SLOW_COMMANDS in shownTranscripts.ts) must print what is shown; examples.test.ts runs the others.
import { describe, it } from 'vitest';
import { isSlow, runShown, shown, where } from './shownTranscripts.js';

describe('the docs are tested: the slow transcripts', () => {
  it.each(shown.filter(isSlow).map((t) => [`${where(t)} ${t.command}`, t] as const))('%s', async (_, t) => runShown(t));
});
