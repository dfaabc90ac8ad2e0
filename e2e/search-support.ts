import type { Page } from '@playwright/test';
import { buildSearchFiles } from '../plugins/search/build/search-files';

/** Answers the requests matching `pattern` with the search files given, by file name. */
export function serveSearchFiles(page: Page, pattern: RegExp, files: Map<string, string>) {
  return page.route(pattern, (route) => {
    const name = new URL(route.request().url()).pathname.split('/').pop()!;
    const content = files.get(name);
    return content !== undefined
      ? route.fulfill({ contentType: 'application/json', body: content })
      : route.fulfill({ status: 404, body: '' });
  });
}

/**
 * A large edition, made with the build's own index writer and served in place of the site's
 * index: 60 pages whose titles all hold "widget", one page per pack, so that the first batch
 * (five packs) shows five hints.
 */
export function serveLargeIndex(page: Page, edition: 'en-US' | 'zh-CN') {
  const prefix = edition === 'zh-CN' ? '/zh-CN' : '';
  const records = Array.from({ length: 60 }, (_, i) => ({
    title: `Widget ${i + 1}`,
    link: `${prefix}/products/widget-${i + 1}`,
    sections: [
      {
        rawTitle: '',
        title: '',
        link: `${prefix}/products/widget-${i + 1}`,
        paragraphs: [`The widget number ${i + 1}.`],
      },
    ],
    demos: [],
  }));
  return serveSearchFiles(
    page,
    new RegExp(`/search/${edition}/`),
    buildSearchFiles(records, { packBytes: 1 }),
  );
}
