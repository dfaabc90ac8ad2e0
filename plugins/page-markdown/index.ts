import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS, SITE_NAME, SITE_ORIGIN } from '../../site.config';
import { apiAtoms } from '../internals/pages/api-atoms';
import { canonicalPath } from '../pages/browser/route-paths';
import { translationBehind } from '../editions/translation-status';
import { counterpartPath } from '../shared/editions';
import { externalUrl, isExternalUrl } from '../shared/links';
import { loadPageReader, readPage, tabFilesOf } from '../shared/page-reader';
import { documentationRoutes, type SiteRoute } from '../shared/routes';
import { absoluteUrl, escapeHtml } from '../seo/head-tags';
import { lowerCaseCopyOf } from '../pages/html-files';
import type { HtmlPage } from '../pages/page-records';
import type { ComponentAtom } from './api-table';
import { markdownPathOf } from './browser/markdown-path';
import { inListOrder, llmsFullTxt, llmsTxt, type ListedPage } from './llms';
import { link, loadMarkdownWriter, text } from './mdast';
import { pageToMarkdown, type MarkdownSite } from './page-to-markdown';
import { editionTexts } from './texts';

/** Where an edition's llms files live: `/llms.txt`, `/zh-CN/llms-full.txt`. */
const llmsPath = (base: string, name: 'llms.txt' | 'llms-full.txt') =>
  `${base.replace(/\/$/, '')}/${name}`;

const TYPES: Record<string, string> = {
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Every page's Markdown and the llms files, by path below the output folder, once the plugin ran. */
let buildFiles: (() => Promise<Map<string, string>>) | undefined;

/** The files of a production build: every page's `.md` and each edition's llms files, by path. */
export function pageMarkdownFiles(): Promise<Map<string, string>> {
  if (!buildFiles)
    throw new Error('page-markdown: the plugin (plugins/page-markdown) is not loaded');
  return buildFiles();
}

/**
 * What a page's head tells a program that reads it (invisible to a person): its edition's
 * llms.txt, and the page's own Markdown as an alternate of the page (`base`: the build's base path).
 */
export const withMarkdownLink =
  (base: string) =>
  (page: HtmlPage, html: string): string => {
    if (page.kind === 'demo') return html;
    const llms = absoluteUrl(SITE_ORIGIN, base, llmsPath(page.edition.base, 'llms.txt'));
    const tags = [`<link rel="llms-txt" type="text/plain" href="${escapeHtml(llms)}"/>`];
    if (page.source !== undefined) {
      const href = absoluteUrl(SITE_ORIGIN, base, markdownPathOf(page.routePath));
      tags.push(`<link rel="alternate" type="text/markdown" href="${escapeHtml(href)}"/>`);
    }
    return html.replace('</head>', `${tags.join('')}</head>`);
  };

/**
 * Every page as Markdown for AI assistants and other tools: `/page.md` beside each page (linked
 * from its head as `rel="alternate" type="text/markdown"`), and per edition `llms.txt` (the pages
 * with their descriptions) and `llms-full.txt` (every page's text). Made from what the page reader
 * read (page-to-markdown.ts); a build writes them with the pages, `dumi dev` answers them.
 */
export default (api: IApi) => {
  api.describe({ key: 'pageMarkdown' });

  const base = () => api.config.base ?? '/';
  /** The output file of each picture the bundler emitted, by its source file. */
  let pictures = new Map<string, string>();

  function notePictures({ stats }: { stats?: unknown }) {
    const compilation = (
      stats as { compilation?: { assetsInfo?: Map<string, { sourceFilename?: string }> } }
    )?.compilation;
    const found = new Map<string, string>();
    for (const [file, info] of compilation?.assetsInfo ?? []) {
      if (info.sourceFilename) found.set(path.resolve(api.cwd, info.sourceFilename), file);
    }
    pictures = found;
  }
  api.onBuildComplete(notePictures);
  api.onDevCompileDone(notePictures);

  function site(origin: string): MarkdownSite {
    const publicPath = api.config.publicPath ?? base();
    const atoms = apiAtoms<ComponentAtom>(api);
    return {
      name: SITE_NAME,
      linkUrl(href, pageUrl) {
        if (href.startsWith('ext:')) return externalUrl(href.slice(4));
        if (isExternalUrl(href)) return href;
        if (href.startsWith('#')) return pageUrl + href;
        if (!href.startsWith('/')) return new URL(href, pageUrl).href;
        const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(href)!;
        return absoluteUrl(origin, base(), canonicalPath(pathname || '/')) + rest;
      },
      pictureUrl(file) {
        const output = pictures.get(file);
        if (!output) {
          throw new Error(
            `page-markdown: the build emitted no file for ${path.relative(api.cwd, file)}`,
          );
        }
        return `${origin}${publicPath}${output}`;
      },
      component: (id) => atoms[id],
    };
  }

  /** The Markdown of the pages `wanted` picks, and of their editions' llms files if asked. */
  async function generate(
    origin: string,
    wanted: (route: SiteRoute) => boolean,
    withLlms: boolean,
  ) {
    await Promise.all([loadPageReader(), loadMarkdownWriter()]);
    const outputs = new Map<string, string>();
    const markdownSite = site(origin);
    const byEdition = new Map<string, { page: ListedPage; markdown: string }[]>();
    for (const route of documentationRoutes(api).filter(wanted)) {
      const url = absoluteUrl(origin, base(), route.routePath);
      const page = readPage(route.file, api.cwd);
      const tabs = tabFilesOf(route.file).map((tab) => readPage(tab.file, api.cwd));
      const changed = translationBehind(route.file);
      const behind = changed && {
        date: changed,
        englishUrl: absoluteUrl(origin, base(), counterpartPath(route.routePath, SITE_EDITIONS[0])),
      };
      const markdown = pageToMarkdown(
        page,
        tabs,
        url,
        markdownSite,
        editionTexts(route.edition.id).markdown,
        behind || undefined,
      );
      const markdownPath = markdownPathOf(route.routePath);
      outputs.set(markdownPath, markdown);
      const matter = page.frontmatter as {
        description?: string;
        hero?: { description?: string };
        nav?: { title?: string; order?: number };
        group?: { order?: number };
        order?: number;
      };
      const listed: ListedPage = {
        title: matter.hero ? SITE_NAME : page.title,
        description: matter.description ?? matter.hero?.description,
        markdownUrl: absoluteUrl(origin, base(), markdownPath),
        section:
          !matter.hero && matter.nav?.title
            ? { title: matter.nav.title, order: matter.nav.order ?? 0 }
            : undefined,
        order: [matter.group?.order ?? 0, matter.order ?? 0],
      };
      const listedPages = byEdition.get(route.edition.id) ?? [];
      listedPages.push({ page: listed, markdown });
      byEdition.set(route.edition.id, listedPages);
    }
    if (!withLlms) return outputs;
    for (const edition of SITE_EDITIONS) {
      const entries = inListOrder(byEdition.get(edition.id) ?? []);
      if (!entries.length) continue;
      const { llms } = editionTexts(edition.id);
      const home = entries.find(({ page }) => !page.section);
      const fullUrl = absoluteUrl(origin, base(), llmsPath(edition.base, 'llms-full.txt'));
      const llmsTexts = {
        name: SITE_NAME,
        summary: home?.page.description ?? SITE_NAME,
        intro: (url: string) => llms.intro(link(url, [text(url)])),
      };
      const pages = entries.map(({ page }) => page);
      outputs.set(llmsPath(edition.base, 'llms.txt'), llmsTxt(pages, llmsTexts, fullUrl));
      outputs.set(llmsPath(edition.base, 'llms-full.txt'), llmsFullTxt(entries, llmsTexts));
    }
    return outputs;
  }

  // a production build writes them with the pages (plugins/html-pass), with the lower-case copies
  // a case-sensitive host serves for the SME pages, as it does their HTML (pages/html-files.ts)
  buildFiles = async () => {
    const files = await generate(SITE_ORIGIN, () => true, true);
    for (const [file, markdown] of [...files]) {
      const copy = lowerCaseCopyOf(file.slice(1));
      if (copy) files.set(`/${copy}`, markdown);
    }
    return files;
  };

  /** What `dumi dev` answers for an address below the base, if it is one of these files. */
  async function devFile(wantedPath: string, host: string) {
    const llms = /^(\/[^/]+)?\/llms(-full)?\.txt$/.test(wantedPath);
    if (!llms && !wantedPath.endsWith('.md')) return undefined;
    const files = await generate(
      `http://${host}`,
      (route) => llms || markdownPathOf(route.routePath) === wantedPath,
      llms,
    );
    const body = files.get(wantedPath);
    return body === undefined ? undefined : { body, type: TYPES[path.extname(wantedPath)] };
  }

  api.addBeforeMiddlewares(() => [
    (req: { url?: string; headers: { host?: string } }, res: DevResponse, next: () => void) => {
      let pathname: string;
      try {
        pathname = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
      } catch {
        return next();
      }
      const prefix = base().replace(/\/$/, '');
      if (!pathname.startsWith(`${prefix}/`)) return next();
      devFile(pathname.slice(prefix.length), req.headers.host ?? 'localhost').then(
        (file) => {
          if (!file) return next();
          res.setHeader('Content-Type', file.type);
          res.end(file.body);
        },
        (error: Error) => {
          res.statusCode = 500;
          res.setHeader('Content-Type', TYPES['.txt']);
          res.end(`${error.message}\n`);
        },
      );
      return undefined;
    },
  ]);
};

interface DevResponse {
  statusCode: number;
  setHeader(name: string, value: string): void;
  end(body: string): void;
}
