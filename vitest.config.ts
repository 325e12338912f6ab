import { defineConfig } from 'vitest/config';

// Z3 checks may take several seconds; keep testTimeout above the largest per-obligation timeout.
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
