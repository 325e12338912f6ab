// Test helper: expressions evaluated in the page to measure its layout — the boxes of the elements
// matching a selector, and how many pairs of them overlap (by more than half a pixel, so that
// touching borders do not count). Strings, because they run inside Chromium, not in Node.

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** `${BOXES}('td.cell')` → Box[] in viewport coordinates. */
export const BOXES = `((selector) => [...document.querySelectorAll(selector)].map(e => { const r = e.getBoundingClientRect(); return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height }; }))`;

/** `${OVERLAPS}('td.cell, th')` → the number of overlapping pairs among the non-empty elements. */
export const OVERLAPS = `((selector) => {
  const boxes = [...document.querySelectorAll(selector)].filter(e => e.textContent.trim() !== '' || e.matches('td.cell')).map(e => e.getBoundingClientRect());
  let n = 0;
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
    const a = boxes[i], b = boxes[j];
    if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) n++;
  }
  return n;
})`;
