// Stage: model. The text of a YAML scalar with the file offset of each of its characters (ScalarText,
// made by scalarMap.ts from the block and flow readers, scalarBlock.ts and scalarFlow.ts), and the
// offset map lang's parser reads it through.

export interface ScalarText {
  text: string;
  /** offsets[i] = file offset of text[i]; offsets[text.length] = the offset just past the value. */
  offsets: number[];
  /** false when the value could not be mapped character by character (then every offset is the start). */
  exact: boolean;
}

export type OffsetMap = (i: number) => number;

/** The offset map expected by lang's parseExpr: index i of the text → file offset (clamped). */
export function offsetMapOf(s: ScalarText): OffsetMap {
  const last = s.offsets.length - 1;
  return (i) => s.offsets[Math.max(0, Math.min(Math.trunc(i), last))]!;
}

/** An offset map that points every character of a generated text at one span of the file. */
export function constantOffsetMap(offset: number): OffsetMap {
  return () => offset;
}
