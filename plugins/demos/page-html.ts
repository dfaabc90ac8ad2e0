/**
 * The title of a standalone demo page (`/~demos/{id}`), read from the prerendered pages that show
 * its demo (the site's Demo builtin heads each block with its title); umi's template for the page
 * is completed in plugins/internals/html/demo-page-template.ts.
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
