import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// `npm run test:long`: the long random campaigns and the whole-library agreement, the files named
// *.long.test.ts (which `npm test` leaves out). Same setup, timeouts and workers as vitest.config.ts.
export default defineConfig({
  test: {
    ...base.test,
    include: ['test/**/*.long.test.ts'],
    exclude: configDefaults.exclude,
  },
});
