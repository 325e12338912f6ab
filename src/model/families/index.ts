// Stage: model (families). The built-in families of format.md §4, one file each, by their key in
// `game:`. Input: the key and its YAML value. Output: the expansion into general rules.

import type { SpecContext } from '../schemaContext.js';
import type { YNode } from '../yamlNode.js';
import { expandNim } from './nim.js';
import { expandOctal } from './octal.js';
import { expandSubtraction } from './subtraction.js';
import type { FamilyExpansion } from './types.js';

export type { FamilyExpansion } from './types.js';

export const FAMILIES: Record<string, (ctx: SpecContext, node: YNode) => FamilyExpansion | undefined> = {
  subtraction: expandSubtraction,
  nim: expandNim,
  octal: expandOctal,
};
