import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { editionOfPath, type Edition } from '../../.dumi/theme/common/editions';
import { externalUrl, isExternalUrl } from '../../.dumi/theme/common/links';
import { SITE_EDITIONS, SITE_NAME, SITE_ORIGIN } from '../../site.config';
import { buildCacheDir, buildCachesOff, configVersion } from '../build-speed/build-cache';
import { apiAtoms } from '../internals/pages/api-atoms';
import { canonicalPath } from '../pages/browser/route-paths';
import { frontmatterOfFile } from '../pages/frontmatter';
import { sourcesByRoutePath, type HtmlPage } from '../pages/page-records';
import { absoluteUrl, escapeHtml } from '../seo/head-tags';
import type { ComponentAtom } from './api-table';
import { inListOrder, llmsFullTxt, llmsTxt, type ListedPage } from './llms';
import { markdownPathOf } from './browser/markdown-path';
import { markdownTools } from './markdown-tools';
import { PageMarkdownCache } from './page-cache';
import { link, text } from './mdast';
import { pageToMarkdown, type MarkdownSite } from './page-to-markdown';
import { editionTexts, type EditionTexts } from './texts';

interface SitePage {
  routePath: string;
  file: string;
  edition: Edition;
}

interface Frontmatter {
  title?: string;
  description?: string;
  hero?: { description?: string };
  nav?: { title?: string; order?: number };
  group?: { order?: number };
  order?: number;
}

/** Where an edition's llms files live: `/llms.txt`, `/zh-CN/llms-full.txt`. */
const llmsPath = (edition: Edition, name: 'llms.txt' | 'llms-full.txt') =>
  `${edition.base.replace(/\/$/, '')}/${name}`;

/** A page's content tabs: `Page.$tab-<key>.md` (`.zh-CN.md` for a translation) beside it. */
function tabsOf(file: string, listing: (dir: string) => string[]): string[] {
  const name = path.basename(file, '.md');
  const edition = SITE_EDITIONS.slice(1).find(({ id }) => name.endsWith(`.${id}`));
  const suffix = edition ? `.${edition.id}` : '';
  const stem = name.slice(0, name.length - suffix.length);
  return listing(path.dirname(file))
    .filter((entry) => entry.startsWith(`${stem}.$tab-`) && entry.endsWith(`${suffix}.md`))
    .filter((entry) => !entry.slice(stem.length + 6, -`${suffix}.md`.length).includes('.'))
    .sort()
    .map((entry) => path.join(path.dirname(file), entry));
}

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

/** Each page names its Markdown in its head, as an alternate of the page (`base`: the build's base path). */
export const withMarkdownLink =
  (base: string) =>
  (page: HtmlPage, html: string): string => {
    if (page.kind === 'demo' || page.source === undefined) return html;
    const href = absoluteUrl(SITE_ORIGIN, base, markdownPathOf(page.routePath));
    const tag = `<link rel="alternate" type="text/markdown" href="${escapeHtml(href)}"/>`;
    return html.replace('</head>', `${tag}</head>`);
  };

/**
 * Every page as Markdown for AI assistants and other tools: `/page.md` beside each page (linked
 * from its head as `rel="alternate" type="text/markdown"`), and per edition `llms.txt` (the pages
 * with their descriptions) and `llms-full.txt` (every page's text). Written at build time from
 * the pages' sources (page-to-markdown.ts), one pass per page; served by `dumi dev` as well.
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

  /** The pages of the site (debug pages have no route in a production build). */
  function sitePages(): SitePage[] {
    return [...sourcesByRoutePath(api.appData.routes)].map(([routePath, file]) => ({
      routePath,
      file,
      edition: editionOfPath(routePath),
    }));
  }

  function site(origin: string, atoms: Record<string, ComponentAtom>): MarkdownSite {
    const publicPath = api.config.publicPath ?? base();
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

  /**
   * Production builds keep each page's Markdown for the next build (off with webpack's cache). What
   * every page depends on is in the key: the plugins and config (configVersion), the theme's
   * messages and links, the site's addresses, the pictures' output files and the API metadata.
   */
  function pageCache(origin: string, atoms: Record<string, ComponentAtom>) {
    if (api.env !== 'production' || buildCachesOff()) return undefined;
    const theme = path.join(api.cwd, '.dumi/theme');
    const themeFiles = ['locales', 'common']
      .map((dir) => path.join(theme, dir))
      .flatMap((dir) => fs.readdirSync(dir).map((name) => path.join(dir, name)))
      .filter((file) => fs.statSync(file).isFile())
      .sort()
      .map((file) => fs.readFileSync(file, 'utf8'));
    const siteKey = JSON.stringify([
      configVersion(api.cwd),
      themeFiles,
      origin,
      base(),
      api.config.publicPath,
      [...pictures].sort(),
      atoms,
    ]);
    return new PageMarkdownCache(path.join(buildCacheDir(api), 'page-markdown'), siteKey);
  }

  /** The Markdown of the pages `wanted` picks, and of their editions' llms files if asked. */
  async function generate(origin: string, wanted: (page: SitePage) => boolean, withLlms: boolean) {
    const tools = await markdownTools();
    const outputs = new Map<string, string>();
    const atoms = apiAtoms<ComponentAtom>(api);
    const markdownSite = site(origin, atoms);
    const cache = withLlms ? pageCache(origin, atoms) : undefined;
    const listings = new Map<string, string[]>();
    const listing = (dir: string) => {
      if (!listings.has(dir)) listings.set(dir, fs.readdirSync(dir));
      return listings.get(dir)!;
    };
    const texts = new Map<string, EditionTexts>();
    const textsOf = (edition: Edition) => {
      if (!texts.has(edition.id)) texts.set(edition.id, editionTexts(edition.id));
      return texts.get(edition.id)!;
    };
    const byEdition = new Map<string, { page: ListedPage; markdown: string }[]>();
    for (const page of sitePages().filter(wanted)) {
      const url = absoluteUrl(origin, base(), page.routePath);
      const markdownPath = markdownPathOf(page.routePath);
      const tabs = tabsOf(page.file, listing);
      const convert = () =>
        pageToMarkdown(
          { file: page.file, url, tabs },
          markdownSite,
          textsOf(page.edition).markdown,
          tools,
        );
      const markdown = cache ? cache.markdown([page.file, ...tabs], url, convert) : convert();
      outputs.set(markdownPath, markdown);
      const matter = frontmatterOfFile(page.file) as Frontmatter;
      const listed: ListedPage = {
        title: matter.hero ? SITE_NAME : (matter.title ?? page.routePath),
        description: matter.description ?? matter.hero?.description,
        markdownUrl: absoluteUrl(origin, base(), markdownPath),
        section:
          !matter.hero && matter.nav?.title
            ? { title: matter.nav.title, order: matter.nav.order ?? 0 }
            : undefined,
        order: [matter.group?.order ?? 0, matter.order ?? 0],
      };
      const listedPages = byEdition.get(page.edition.id) ?? [];
      listedPages.push({ page: listed, markdown });
      byEdition.set(page.edition.id, listedPages);
    }
    if (withLlms) {
      for (const edition of SITE_EDITIONS) {
        const entries = inListOrder(byEdition.get(edition.id) ?? []);
        if (!entries.length) continue;
        const { llms } = textsOf(edition);
        const home = entries.find(({ page }) => !page.section);
        const summary = home?.page.description ?? SITE_NAME;
        const fullUrl = absoluteUrl(origin, base(), llmsPath(edition, 'llms-full.txt'));
        const llmsTexts = {
          name: SITE_NAME,
          summary,
          intro: (url: string) => llms.intro(link(url, [text(url)])),
        };
        const pages = entries.map(({ page }) => page);
        outputs.set(llmsPath(edition, 'llms.txt'), llmsTxt(pages, llmsTexts, fullUrl, tools));
        outputs.set(llmsPath(edition, 'llms-full.txt'), llmsFullTxt(entries, llmsTexts, tools));
      }
    }
    cache?.prune();
    return outputs;
  }

  // a production build writes them with the pages (plugins/html-pass)
  buildFiles = () => generate(SITE_ORIGIN, () => true, true);

  /** What `dumi dev` answers for an address below the base, if it is one of these files. */
  async function devFile(wantedPath: string, host: string) {
    const llms = /^(\/[^/]+)?\/llms(-full)?\.txt$/.test(wantedPath);
    if (!llms && !wantedPath.endsWith('.md')) return undefined;
    const files = await generate(
      `http://${host}`,
      (page) => llms || markdownPathOf(page.routePath) === wantedPath,
      llms,
    );
    const body = files.get(wantedPath);
    return body === undefined ? undefined : { body, type: TYPES[path.extname(wantedPath)] };
  }

  // `dumi dev` answers the same addresses, converting what is asked for on each request
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
