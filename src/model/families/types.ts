// Stage: model (families). What a family expands to: the state, the players, the move schemas, and
// the family itself (kept on GameSpec.family for `explain`, fast paths and certificates).
// Input: none (types only). Output: FamilyExpansion.

import type { Family, FieldSpec, MoveSpec } from '../model.js';

export interface FamilyExpansion {
  family: Family;
  state: FieldSpec[];
  players?: [string, string];
  moves: MoveSpec[];
}
