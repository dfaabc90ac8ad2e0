/** What umi's server markup writes around every prerendered page, as the SEO step changes it. */
import { ShapeNotFoundError } from '../module-rules';

const missing = (shape: string) =>
  new ShapeNotFoundError('html/umi-document.ts', shape, 'an exported page');

/** The page's language on `<html>` (umi writes `lang="en"` whatever the page). */
export function withDocumentLang(html: string, lang: string): string {
  const tag = /<html(?=[\s>])[^>]*>/.exec(html);
  if (!tag) throw missing('an <html> element');
  const attributes = tag[0].replace(/\slang="[^"]*"/, '').replace(/^<html/, '');
  return html.replace(tag[0], `<html lang="${lang}"${attributes}`);
}

export function withNoscriptNote(html: string, noteHtml: string): string {
  const noscript = /<body[^>]*><noscript>([\s\S]*?)<\/noscript>/.exec(html);
  if (!noscript) throw missing('a <noscript> note at the start of <body>');
  return html.replace(noscript[0], noscript[0].replace(noscript[1], noteHtml));
}
