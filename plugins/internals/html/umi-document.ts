/**
 * What umi's server markup writes around every prerendered page (a private shape of umi 4), and the
 * changes the SEO step makes to it. Each throws when umi writes the page another way.
 */
import { ShapeNotFoundError } from '../expect-matches';

/**
 * umi writes the site name as a first, generic `<title>` before the page's own (react-helmet's,
 * `data-rh`); crawlers read the first one, so the generic one goes when the page has its own.
 */
export function withoutGenericTitle(head: string): string {
  if (!/<title data-rh="true">/.test(head)) return head;
  return head.replace(/<title>[^<]*<\/title>/g, '');
}

/**
 * The language of a prerendered page on its `<html>` element. umi's server markup writes `lang="en"`
 * whatever the page; the browser then takes the page's own from react-helmet.
 */
export function withDocumentLang(html: string, lang: string): string {
  const tag = /<html(?=[\s>])[^>]*>/.exec(html);
  if (!tag)
    throw new ShapeNotFoundError('html/umi-document.ts', 'an <html> element', 'an exported page');
  const attributes = tag[0].replace(/\slang="[^"]*"/, '').replace(/^<html/, '');
  return html.replace(tag[0], `<html lang="${lang}"${attributes}`);
}

/**
 * The note umi's server markup shows a browser without JavaScript (a `<noscript>` at the start of
 * `<body>`), its text replaced by `noteHtml`.
 */
export function withNoscriptNote(html: string, noteHtml: string): string {
  const noscript = /<body[^>]*><noscript>([\s\S]*?)<\/noscript>/.exec(html);
  if (!noscript)
    throw new ShapeNotFoundError(
      'html/umi-document.ts',
      'a <noscript> note at the start of <body>',
      'an exported page',
    );
  return html.replace(noscript[0], noscript[0].replace(noscript[1], noteHtml));
}
