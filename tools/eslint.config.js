// The lint rules of zermelo (`npm run lint`, run by .ci/run): typescript-eslint with type
// information, so that a promise nobody awaits (no-floating-promises) or a promise passed where a
// plain value is expected (no-misused-promises) is an error. Paths are relative to the project root
// (eslint runs there with -c tools/eslint.config.js).

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'tools/**', 'bin/**', '**/*.mjs', '**/*.js'] },
  {
    files: ['src/**/*.ts', 'test/**/*.ts', 'bench/**/*.ts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { project: ['tsconfig.lint.json'], tsconfigRootDir: root },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      // `_name` marks what a destructuring leaves out on purpose (const { slice: _slice, ...rest } = r)
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // comma sequences as statements (`if (d < 0n) (n = -n), (d = -d);`) are the house style of the
      // encoders' and the evaluator's small loops; tsc already rejects an expression with no effect
      '@typescript-eslint/no-unused-expressions': 'off',
      // control characters are matched on purpose: JUnit XML and YAML input refuse them
      'no-control-regex': 'off',
      // a comment may show an invisible character it is about
      'no-irregular-whitespace': ['error', { skipComments: true }],
    },
  },
);
