/** One piece of the HTML a Markdown page may carry: a tag, a comment or the text between them. */
export type HtmlToken =
  | { kind: 'open'; tag: string; attributes: Record<string, string>; selfClosing: boolean }
  | { kind: 'close'; tag: string }
  | { kind: 'comment' }
  | { kind: 'text'; text: string };

const TAG =
  /<!--[\s\S]*?-->|<\/([A-Za-z][\w.-]*)\s*>|<([A-Za-z][\w.-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text with HTML character references (`&amp;`, `&#x27;`, `&#39;`) written out. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    attributes[name] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** The tags, comments and text of an HTML fragment, in order (no nesting is checked here). */
export function htmlTokens(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let last = 0;
  const text = (end: number) => {
    if (end > last) tokens.push({ kind: 'text', text: decodeEntities(html.slice(last, end)) });
  };
  for (const match of html.matchAll(TAG)) {
    text(match.index);
    last = match.index + match[0].length;
    const [whole, closing, opening, attributes, slash] = match;
    if (whole.startsWith('<!--')) tokens.push({ kind: 'comment' });
    else if (closing) tokens.push({ kind: 'close', tag: closing });
    else {
      tokens.push({
        kind: 'open',
        tag: opening,
        attributes: attributesOf(attributes),
        selfClosing: slash === '/',
      });
    }
  }
  text(html.length);
  return tokens;
}
