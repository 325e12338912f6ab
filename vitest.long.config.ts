import { configDefaults, defineConfig } from 'vitest/config';
import { CAMPAIGN_FILES } from './test/setup/campaignSize.js';
import base from './vitest.config.js';

// `npm run test:long`: the long random campaigns and the whole-library agreement, the files named
// *.long.test.ts (which `npm test` leaves out), and the files whose campaigns `npm test` runs at a
// quarter of their size, here at full size (test/setup/campaignSize.ts). Same setup, timeouts and
// workers as vitest.config.ts.
export default defineConfig({
  test: {
    ...base.test,
    include: ['test/**/*.long.test.ts', ...CAMPAIGN_FILES],
    exclude: configDefaults.exclude,
    env: { ZERMELO_CAMPAIGN: 'full' },
  },
});
