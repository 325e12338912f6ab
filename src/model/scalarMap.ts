// Stage: model. The value of a YAML scalar and, for each character of that value, its file offset,
// so an expression error inside a scalar points at the exact character of the file.
// Input: the file text and a scalar node of the `yaml` package (its style and source range).
// Output: ScalarText { text, offsets } with offsets.length = text.length + 1 (the last is the end).

import type { Scalar } from 'yaml';
import { blockScalarText } from './scalarBlock.js';
import { flowScalarText } from './scalarFlow.js';
import type { ScalarText } from './scalarOffsets.js';

export function scalarText(source: string, node: Scalar): ScalarText {
  const range = node.range ?? [0, 0, 0];
  const [start, valueEnd] = range;
  const expected = typeof node.value === 'string' ? node.value : String(node.value ?? '');
  let mapped: ScalarText | undefined;
  try {
    switch (node.type) {
      case 'BLOCK_LITERAL':
      case 'BLOCK_FOLDED':
        mapped = blockScalarText(source, start, valueEnd, expected);
        break;
      case 'QUOTE_SINGLE':
      case 'QUOTE_DOUBLE':
      case 'PLAIN':
      default:
        mapped = flowScalarText(source, start, valueEnd, node.type ?? 'PLAIN');
    }
  } catch {
    mapped = undefined;
  }
  if (mapped && mapped.text === expected) return mapped;
  // Never expected (the property test covers every style), but stay safe: the whole value at its start.
  return { text: expected, offsets: new Array<number>(expected.length + 1).fill(start), exact: false };
}
