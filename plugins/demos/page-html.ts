/**
 * HTML transforms for the standalone demo pages (`/~demos/{id}`). umi writes them from its
 * generic template, since they are not prerendered: no document title, no language, a viewport
 * that forbids zooming, and an empty body for a browser without JavaScript.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const withoutTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/**
 * The title of demo `id` as a prerendered page shows it (the demo block's heading, still
 * HTML-escaped), or, for a demo without a title, "Demo: " and the title of the page it is on.
 * Undefined when no page shows the demo.
 */
export function demoTitle(id: string, pages: string[]): string | undefined {
  const heading = new RegExp(
    `class="tl-demo-title"><a href="#${escapeRegExp(id)}">([\\s\\S]*?)</a>`,
  );
  for (const page of pages) {
    const title = heading.exec(page)?.[1];
    if (title !== undefined && withoutTags(title)) return withoutTags(title);
  }
  const block = `id="${id}"`;
  const holder = pages.find((page) => page.includes(block));
  const pageTitle = holder && /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(holder)?.[1];
  return pageTitle === undefined ? undefined : `Demo: ${withoutTags(pageTitle)}`;
}

interface DemoPageHead {
  /** the document title, HTML-escaped */
  title: string;
  lang: string;
  /** what a browser without JavaScript shows, HTML-escaped */
  noScript: string;
}

/** The standalone demo page with a title, a language, a zoomable viewport and a noscript note. */
export function withDemoPageHead(html: string, head: DemoPageHead): string {
  if (!/<html>/.test(html) || !html.includes('</head>') || !/<div id="root"><\/div>/.test(html)) {
    throw new Error('demo pages: umi wrote a standalone demo page this build does not recognise');
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
