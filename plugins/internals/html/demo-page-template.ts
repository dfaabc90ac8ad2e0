/**
 * umi writes a standalone demo page (`/~demos/{id}`, not prerendered) from its generic template: no
 * document title, no language, a viewport that forbids zooming, and an empty body for a browser
 * without JavaScript. This completes that template (a private shape of umi 4), and throws when umi
 * writes the page another way.
 */

import { ShapeNotFoundError } from '../expect-matches';

export interface DemoPageHead {
  /** the document title, HTML-escaped */
  title: string;
  lang: string;
  /** what a browser without JavaScript shows, HTML-escaped */
  noScript: string;
}

/** The standalone demo page with a title, a language, a zoomable viewport and a noscript note. */
export function withDemoPageHead(html: string, head: DemoPageHead): string {
  if (!/<html>/.test(html) || !html.includes('</head>') || !/<div id="root"><\/div>/.test(html)) {
    throw new ShapeNotFoundError(
      'html/demo-page-template.ts',
      "umi's template of a standalone demo page (<html>, </head>, an empty #root)",
      'a standalone demo page, which this build does not recognise',
    );
  }
  return html
    .replace('<html>', `<html lang="${head.lang}">`)
    .replace(
      /<meta name="viewport"[^>]*>/,
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
    )
    .replace('</head>', `<title>${head.title}</title>\n</head>`)
    .replace(
      '<div id="root"></div>',
      `<noscript>${head.noScript}</noscript>\n<div id="root"></div>`,
    );
}
