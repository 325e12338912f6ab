// Test helper: a strict little XML parser (elements, attributes, text, the five entities and numeric
// character references), enough to read the JUnit report back; throws on malformed input.

export interface XmlElement {
  name: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

function decode(s: string): string {
  return s.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (named[e]) return named[e]!;
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });
}

export function parseXml(xml: string): XmlElement {
  let i = 0;
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const fail = (why: string): never => {
    throw new Error(`malformed XML at ${i}: ${why}`);
  };
  const element = (): XmlElement => {
    const open = /^<([A-Za-z_][\w.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/.exec(body.slice(i));
    if (!open) fail('expected a start tag');
    i += open![0].length;
    const attrs: Record<string, string> = {};
    for (const m of open![2]!.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
      if (m[1]! in attrs) fail(`duplicate attribute ${m[1]}`);
      attrs[m[1]!] = decode(m[2]!);
    }
    const el: XmlElement = { name: open![1]!, attrs, children: [], text: '' };
    if (open![3]) return el;
    for (;;) {
      const lt = body.indexOf('<', i);
      if (lt < 0) fail(`unclosed <${el.name}>`);
      const raw = body.slice(i, lt);
      if (/[<>]/.test(raw.replace(/&[^;]+;/g, ''))) fail('bare < or > in text');
      el.text += decode(raw);
      i = lt;
      if (body.startsWith('</', i)) {
        const close = new RegExp(`^</${el.name}\\s*>`).exec(body.slice(i));
        if (!close) fail(`expected </${el.name}>`);
        i += close![0].length;
        return el;
      }
      el.children.push(element());
    }
  };
  const root = element();
  if (body.slice(i).trim() !== '') fail('content after the root element');
  return root;
}
