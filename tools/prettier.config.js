// The formatting of zermelo (`npm run format:check`), chosen to match the code as it is written:
// two spaces, single quotes, semicolons, trailing commas, long lines. Of the widths tried (160, 200,
// 240, 300; `prettier --list-different src`, 2026-12-02) 200 changes the fewest files: 110 of 305.
export default {
  printWidth: 200,
  tabWidth: 2,
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  arrowParens: 'always',
  endOfLine: 'lf',
};
