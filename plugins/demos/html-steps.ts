import { SITE_EDITIONS, SITE_NAME } from '../../site.config';
import type { PassFile } from '../html-pass/pass';
import { escapeHtml } from '../seo/head-tags';
import { interfaceMessages } from '../editions/messages';
import { withDemoPageHead } from '../internals/html/demo-page-template';

const withoutTags = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/** Demo `id`'s title (HTML-escaped) on the pages, else "Demo: " and its page's; or undefined. */
export function demoTitle(id: string, pages: string[]): string | undefined {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const heading = new RegExp(`class="tl-demo-title"><a href="#${escaped}">([\\s\\S]*?)</a>`);
  for (const page of pages) {
    const title = heading.exec(page)?.[1];
    if (title !== undefined && withoutTags(title)) return withoutTags(title);
  }
  const holder = pages.find((page) => page.includes(`id="${id}"`));
  const pageTitle = holder && /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(holder)?.[1];
  return pageTitle === undefined ? undefined : `Demo: ${withoutTags(pageTitle)}`;
}

/**
 * The head of each standalone demo page (`/~demos/{id}`, not prerendered), in the first edition's
 * language, titled as that edition's pages title the demo; a demo no page shows fails the build.
 */
export function withDemoPageHeads(files: PassFile[]): PassFile[] {
  const pages = files
    .filter(({ page }) => page.kind !== 'demo' && page.edition === SITE_EDITIONS[0])
    .map(({ html }) => html);
  return files.map((file) => {
    const id = file.page.demoId;
    if (id === undefined) return file;
    const title = demoTitle(id, pages);
    if (title === undefined) throw new Error(`demo pages: no page shows the demo ${id}`);
    return {
      ...file,
      html: withDemoPageHead(file.html, {
        title: `${title} - ${escapeHtml(SITE_NAME)}`,
        lang: SITE_EDITIONS[0].lang,
        noScript: escapeHtml(interfaceMessages(SITE_EDITIONS[0].id)['app.noscript']),
      }),
    };
  });
}
