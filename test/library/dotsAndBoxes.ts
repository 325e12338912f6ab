// Dots and Boxes on r × c boxes for the tests, written from the board (not from zermelo code): the
// lines as pairs of dots, each box by its four lines, and a file stating the game as the library's
// conjectures/board/dots-and-boxes-*.yaml do.

/** Dots and Boxes on r × c boxes: the lines as pairs of dots (horizontal row by row, then
 *  vertical), each box by its four lines. */
export function dotsAndBoxesBoard(rows: number, cols: number): { lines: [number, number][]; boxes: number[][] } {
  const dot = (r: number, c: number): number => r * (cols + 1) + c;
  const lines: [number, number][] = [];
  for (let r = 0; r <= rows; r++) for (let c = 0; c < cols; c++) lines.push([dot(r, c), dot(r, c + 1)]);
  for (let r = 0; r < rows; r++) for (let c = 0; c <= cols; c++) lines.push([dot(r, c), dot(r + 1, c)]);
  const at = (a: number, b: number): number => lines.findIndex(([x, y]) => x === a && y === b);
  const boxes: number[][] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) boxes.push([at(dot(r, c), dot(r, c + 1)), at(dot(r + 1, c), dot(r + 1, c + 1)), at(dot(r, c), dot(r + 1, c)), at(dot(r, c + 1), dot(r + 1, c + 1))]);
  return { lines, boxes };
}

/** A file of Dots and Boxes on r × c boxes starting with the lines of `from` drawn, as the
 *  library's files state it (lines, box, side, closed(e)). */
export function dotsAndBoxesFile(rows: number, cols: number, from: number): string {
  const { lines, boxes } = dotsAndBoxesBoard(rows, cols);
  const side = lines.map((_, e) => boxes.flatMap((b, i) => (b.includes(e) ? [i] : [])));
  const drawn = lines.flatMap((_, e) => (from & (1 << e) ? [e] : []));
  const list = (xs: unknown[]): string => JSON.stringify(xs).replace(/,/g, ', ');
  return `name: dnb-${rows}x${cols}
game:
  state: { drawn: bool[lines] }
  start: { drawn: {${drawn.join(', ')}} }
  moves:
    - name: draw e
      for: e ∈ 0..len(lines) - 1
      if: ¬drawn[e]
      again: closed(e) > 0
      score: closed(e)
      to: { drawn[e]: true }
define:
  lines: ${list(lines)}
  box: ${list(boxes)}
  side: ${list(side)}
  closed(e): count(i ∈ 0..len(side[e]) - 1: count(j ∈ 0..3: drawn[box[side[e][i]][j]]) = 3)
check: { from: start, symbolic: off }
`;
}
