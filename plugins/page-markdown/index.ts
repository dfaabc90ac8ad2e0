import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS, SITE_NAME, SITE_ORIGIN } from '../../site.config';
import { apiAtoms } from '../internals/pages/api-atoms';
import { canonicalPath } from '../pages/browser/route-paths';
import { translationBehind } from '../editions/translation-status';
import { counterpartPath } from '../shared/editions';
import { isExternalUrl, resolveLink } from '../shared/links';
import { loadPageReader, parseMarkdown, readPage, tabFilesOf } from '../shared/page-reader';
import { publishedRoutes, type SiteRoute } from '../shared/routes';
import { absoluteUrl, escapeHtml } from '../seo/head-tags';
import { lowerCaseCopyOf } from '../pages/html-files';
import type { HtmlPage } from '../pages/page-records';
import { siteNavigation } from '../sections';
import type { navOf, sidebarsOf } from '../sections/browser/navigation';
import { markdownPathOf } from './browser/markdown-path';
import * as md from './page-to-markdown';

type Stats = { compilation?: { assetsInfo: Map<string, { sourceFilename?: string }> } };

/** Where an edition's llms files live: `/llms.txt`, `/zh-CN/llms-full.txt`. */
const llmsPath = (base: string, name: 'llms.txt' | 'llms-full.txt') =>
  `${base.replace(/\/$/, '')}/${name}`;

/** The files of a production build: every page's `.md` and each edition's llms files, by path. */
export const pageMarkdownFiles = () => buildFiles();
let buildFiles = (): Promise<Map<string, string>> => {
  throw new Error('page-markdown: the plugin (plugins/page-markdown) is not loaded');
};

/** The head links a program reads (`base`: the build's): its edition's llms.txt, its Markdown. */
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

/** A page in llms.txt, by its route path. */
export type ListedPage = Record<'routePath' | 'title' | 'markdownUrl' | 'markdown', string> & {
  description?: string;
};
/** The pages under one `## ` heading of llms.txt; the home page's list has none. */
export type ListedSection = { title?: string; pages: ListedPage[] };

/**
 * An edition's pages as the site's header nav and sidebars order them: its home page (and any page
 * no sidebar lists), then a section per nav entry, its own pages and its second-level entries'.
 */
export function llmsSections(
  pages: ListedPage[],
  home: string,
  nav: ReturnType<typeof navOf>,
  sidebars: ReturnType<typeof sidebarsOf>,
): ListedSection[] {
  const unlisted = new Map(pages.map((page) => [page.routePath, page]));
  const take = (link: string) => {
    const page = unlisted.get(link);
    unlisted.delete(link);
    return page ?? [];
  };
  const first = take(home);
  const sections = nav.map((entry) => ({
    title: entry.title,
    pages: [entry, ...(entry.children ?? [])]
      .flatMap(({ activePath }) => sidebars[activePath] ?? [])
      .flatMap((group) => group.children.flatMap(({ link }) => take(link))),
  }));
  return [{ pages: [first, ...unlisted.values()].flat() }, ...sections];
}

/**
 * An edition's llms.txt (https://llmstxt.org): the intro, then a list per section (with a `## `
 * heading but the first); and llms-full.txt: every page's Markdown in that order.
 */
export function llmsFiles(
  sections: ListedSection[],
  { name, intro }: { name: string; intro: string },
  fullUrl: string,
): [llms: string, full: string] {
  const pages = sections.flatMap((section) => section.pages);
  const summary = sections[0]?.pages[0]?.description ?? name;
  const head = [md.heading(1, name), md.quote(md.text(summary))];
  const introduction = parseMarkdown(intro.replace('{url}', `<${fullUrl}>`)).children;
  const nodes = [...head, ...(introduction as md.MdNode[])];
  for (const { title, pages } of sections.filter((section) => section.pages.length)) {
    if (title) nodes.push(md.heading(2, title));
    const items = pages.map((page) => {
      const line = [md.u('link', [md.text(page.title)], { url: page.markdownUrl })];
      if (page.description) line.push(md.text(`: ${page.description}`));
      return md.u('listItem', [md.u('paragraph', line)], { spread: false });
    });
    nodes.push(md.u('list', items, { ordered: false, spread: false }));
  }
  return [
    md.stringify(nodes),
    [md.stringify(head), ...pages.map((page) => page.markdown)].join('\n'),
  ];
}

/** Every page as Markdown for AI assistants and other tools, `/page.md`, and per edition
 * `llms.txt` and `llms-full.txt`: a build writes them with the pages, `dumi dev` answers them. */
export default (api: IApi) => {
  api.describe({ key: 'pageMarkdown' });

  const base = () => api.config.base ?? '/';
  /** The output file of each picture the bundler emitted, by its source file. */
  let pictures = new Map<string, string>();
  const notePictures = ({ stats }: { stats?: Stats }) => {
    pictures = new Map();
    for (const [file, info] of stats?.compilation?.assetsInfo ?? [])
      if (info.sourceFilename) pictures.set(path.resolve(api.cwd, info.sourceFilename), file);
  };
  api.onBuildComplete(notePictures);
  api.onDevCompileDone(notePictures);

  /** The Markdown of the pages `wanted` picks, and of their editions' llms files if asked. */
  async function generate(origin: string, wanted: (route: SiteRoute) => boolean, llms: boolean) {
    await Promise.all([loadPageReader(), md.loadMarkdownWriter()]);
    const publicPath = api.config.publicPath ?? base();
    const atoms = apiAtoms<md.ComponentAtom>(api);
    const url = (routePath: string) => absoluteUrl(origin, base(), routePath);
    const site: md.MarkdownSite = {
      name: SITE_NAME,
      linkUrl(written, pageUrl) {
        const href = resolveLink(written);
        if (isExternalUrl(href)) return href;
        if (href.startsWith('#')) return pageUrl + href;
        if (!href.startsWith('/')) return new URL(href, pageUrl).href;
        const [, pathname, rest] = /^([^?#]*)(.*)$/.exec(href)!;
        return url(canonicalPath(pathname || '/')) + rest;
      },
      pictureUrl(file) {
        const output = pictures.get(file);
        if (output) return `${origin}${publicPath}${output}`;
        throw new Error(
          `page-markdown: the build emitted no file for ${path.relative(api.cwd, file)}`,
        );
      },
      components: atoms,
    };
    const outputs = new Map<string, string>();
    const listed: (ListedPage & { edition: string })[] = [];
    for (const route of publishedRoutes(api).filter(wanted)) {
      const page = readPage(route.file, api.cwd);
      const tabs = tabFilesOf(route.file).map((tab) => readPage(tab.file, api.cwd));
      const changed = translationBehind(api.cwd, route.file);
      const englishUrl = url(counterpartPath(route.routePath, SITE_EDITIONS[0]));
      const behind = changed ? { date: changed, englishUrl } : undefined;
      const texts = md.editionTexts(route.edition.id);
      const markdown = md.pageToMarkdown(page, tabs, url(route.routePath), site, texts, behind);
      const markdownPath = markdownPathOf(route.routePath);
      outputs.set(markdownPath, markdown);
      const { hero, description } = page.frontmatter as Record<string, any>;
      listed.push({
        edition: route.edition.id,
        routePath: route.routePath,
        title: hero ? SITE_NAME : page.title,
        description: description ?? hero?.description,
        markdownUrl: url(markdownPath),
        markdown,
      });
    }
    let navigation: ReturnType<typeof siteNavigation> | undefined;
    for (const edition of llms ? SITE_EDITIONS : []) {
      const pages = listed.filter((page) => page.edition === edition.id);
      if (!pages.length) continue;
      const { nav, sidebars } = (navigation ??= siteNavigation(api));
      const sections = llmsSections(pages, edition.base, nav[edition.id], sidebars[edition.id]);
      const texts = { name: SITE_NAME, intro: md.editionTexts(edition.id).intro };
      const [list, full] = llmsFiles(sections, texts, url(llmsPath(edition.base, 'llms-full.txt')));
      outputs.set(llmsPath(edition.base, 'llms.txt'), list);
      outputs.set(llmsPath(edition.base, 'llms-full.txt'), full);
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

  // `dumi dev` makes the file asked for (for an llms file, its edition's pages) on each request
  api.addBeforeMiddlewares(() => [
    async (req, res, next) => {
      const prefix = base().replace(/\/$/, '');
      let wanted: string;
      try {
        wanted = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
      } catch {
        return next();
      }
      if (!wanted.startsWith(`${prefix}/`)) return next();
      wanted = wanted.slice(prefix.length);
      const llms = /^(\/[^/]+)?\/llms(-full)?\.txt$/.test(wanted);
      if (!llms && !wanted.endsWith('.md')) return next();
      const origin = `http://${req.headers.host ?? 'localhost'}`;
      const picked = (route: SiteRoute) => llms || markdownPathOf(route.routePath) === wanted;
      let body: string | undefined;
      try {
        body = (await generate(origin, picked, llms)).get(wanted);
      } catch (error) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        return res.end(`${(error as Error).message}\n`);
      }
      if (body === undefined) return next();
      res.setHeader('Content-Type', `text/${llms ? 'plain' : 'markdown'}; charset=utf-8`);
      res.end(body);
    },
  ]);
};
