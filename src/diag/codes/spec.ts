// Diagnostic codes of the spec range (see ../codes.ts). Append only; never renumber.
import type { CodeInfo } from '../codes.js';

export const specCodes: readonly CodeInfo[] = [
  { code: 'ZM1001', title: 'YAML syntax error' },
  { code: 'ZM1002', title: 'duplicate key in a YAML map' },
  { code: 'ZM1003', title: 'unknown key' },
  { code: 'ZM1004', title: 'a required key is missing' },
  { code: 'ZM1005', title: 'wrong kind of YAML value (a map, a list or a scalar was expected)' },
  { code: 'ZM1006', title: 'a value outside its allowed set (play, symbolic, expect, …)' },
  { code: 'ZM1007', title: 'bad type of a state field or parameter' },
  { code: 'ZM1008', title: 'a name declared twice (field, parameter, definition, player)' },
  { code: 'ZM1009', title: 'players and `by:` do not match (by: in an impartial game, or missing)' },
  { code: 'ZM1010', title: 'unknown or malformed game family' },
  { code: 'ZM1011', title: 'bad octal code' },
  { code: 'ZM1012', title: 'bad duration (timeout)' },
  { code: 'ZM1013', title: 'bad conjecture' },
  { code: 'ZM1014', title: 'bad bound or parameter range in check' },
  { code: 'ZM1015', title: 'default bound chosen for an unbounded field' },
  { code: 'ZM1016', title: 'bad position (start, to:, strategy move)' },
  { code: 'ZM1017', title: 'a move leads to a sum of positions where sums are not allowed' },
  { code: 'ZM1018', title: 'bad definition head (expected `name` or `name(x, y)`)' },
  { code: 'ZM1019', title: 'a family cannot be combined with explicit state or moves' },
  { code: 'ZM1020', title: 'bad number (a non-negative integer was expected)' },
  { code: 'ZM1021', title: 'empty expression' },
  { code: 'ZM1022', title: 'unsupported YAML feature (complex keys, several documents, …)' },
  { code: 'ZM1023', title: 'an expression of the wrong type for its place (a conjecture that is not bool, …)' },
  { code: 'ZM1024', title: 'an array of more than 1000 elements (state field nat[k], nim heaps)' },
];
