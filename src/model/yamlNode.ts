// Stage: model. The tree parseYamlTree (yamlTree.ts) makes of a file: maps, lists, scalars and empty
// values, each with its file span; a scalar carries its text with the offset of each character.

import type { Span } from '../diag/diagnostic.js';
import type { ScalarText } from './scalarOffsets.js';

export interface YScalar {
  kind: 'scalar';
  text: string;
  style: string; // PLAIN | QUOTE_SINGLE | QUOTE_DOUBLE | BLOCK_LITERAL | BLOCK_FOLDED
  mapped: ScalarText;
  span: Span;
}
export interface YEntry {
  key: string;
  keyNode: YScalar;
  value: YNode;
}
export interface YMap {
  kind: 'map';
  entries: YEntry[];
  span: Span;
}
export interface YSeq {
  kind: 'seq';
  items: YNode[];
  span: Span;
}
/** An empty value (`key:` with nothing after it). */
export interface YNull {
  kind: 'null';
  span: Span;
  /** an error about this value was already reported (a YAML tag), so "empty" is not reported again */
  reported?: true;
}
export type YNode = YScalar | YMap | YSeq | YNull;
