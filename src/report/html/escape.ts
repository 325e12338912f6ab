// Stage: report (html). Escaping text for HTML and SVG (element content and quoted attributes).
// Input: any string. Output: the same text with & < > " ' replaced by entities.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]!);
}
