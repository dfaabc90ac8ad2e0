import { expectShape } from '../module-rules';

/**
 * umi's standalone demo page (`/~demos/{id}`, not prerendered) with a title and language (both
 * HTML-escaped), a zoomable viewport and a note for a browser without JavaScript.
 */
export function withDemoPageHead(
  html: string,
  head: { title: string; lang: string; noScript: string },
): string {
  expectShape(
    /<html>[\s\S]*<\/head>[\s\S]*<div id="root"><\/div>/.test(html),
    'html/demo-page-template.ts',
    "umi's template of a standalone demo page (<html>, </head>, an empty #root)",
    'a standalone demo page, which this build does not recognise',
  );
  const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1">';
  return html
    .replace('<html>', `<html lang="${head.lang}">`)
    .replace(/<meta name="viewport"[^>]*>/, viewport)
    .replace('</head>', `<title>${head.title}</title>\n$&`)
    .replace('<div id="root"></div>', `<noscript>${head.noScript}</noscript>\n$&`);
}
