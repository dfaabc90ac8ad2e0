/**
 * A remark plugin, used after remark-gfm (in dumi's Markdown compiler, search's reader and the
 * pages' Markdown copies): GFM's links without brackets (`www.x.org`, `https://x.org`, an e-mail
 * address) are looked for only in Markdown that holds one of what starts them. Their syntax tries
 * every word of a page and their tree step every text: at 1,000 pages some 45 % of the parse.
 * A page without `www.`, `http:`, `https:` or `@` (which `mailto:` and `xmpp:` links hold too)
 * parses to the same tree without them.
 */
import { gfmAutolinkLiteral } from 'micromark-extension-gfm-autolink-literal';
import { gfmAutolinkLiteralFromMarkdown } from 'mdast-util-gfm-autolink-literal';

export const MAY_HAVE_BARE_LINKS = /www\.|https?:|@/i;

const BARE_LINK_SYNTAX = new Set(Object.values(gfmAutolinkLiteral.text).flat());

/** A syntax extension less the bare-link constructs, which remark-gfm merges into its own. */
function withoutBareLinkSyntax(extension) {
  if (!extension.text) return extension;
  const text = {};
  for (const [code, constructs] of Object.entries(extension.text)) {
    const kept = [constructs].flat().filter((construct) => !BARE_LINK_SYNTAX.has(construct));
    if (kept.length) text[code] = kept;
  }
  return { ...extension, text };
}

export default function remarkBareLinksOnlyWhenWritten() {
  const data = this.data();
  const parse = this.Parser;
  if (typeof parse !== 'function') {
    throw new Error('remark-bare-links-only-when-written: add it after remark-parse');
  }
  this.Parser = (markdown, file) => {
    if (MAY_HAVE_BARE_LINKS.test(markdown)) return parse(markdown, file);
    const syntax = data.micromarkExtensions;
    const trees = data.fromMarkdownExtensions;
    data.micromarkExtensions = syntax.map(withoutBareLinkSyntax);
    data.fromMarkdownExtensions = trees
      .flat()
      .filter((extension) => extension !== gfmAutolinkLiteralFromMarkdown);
    try {
      return parse(markdown, file);
    } finally {
      data.micromarkExtensions = syntax;
      data.fromMarkdownExtensions = trees;
    }
  };
}
