import fs from 'fs';
import path from 'path';
import {
  loadPageReader,
  readPage,
  type Page,
  type PageLink,
  type Position,
} from '../shared/page-reader';
import { knownCommits } from './commits';
import { checkFrontmatter, type CheckedFrontmatter } from './frontmatter';
import { checkLink, type LinkTarget, type SiteIndex } from './links';
import { forgetFolders, loadImageSizer, pageProblems } from './page-rules';
import { sortProblems, type Problem } from './problems';
import { EXAMPLES } from './schema';
import { translationProblems } from './translations';

export interface EditionConfig {
  id: string;
  base: string;
}

export interface CheckOptions {
  /** The project folder; files are named relative to it. */
  cwd: string;
  /** dumi's `resolve.docDirs`. */
  docDirs: string[];
  /** The address dumi gives each page file (absolute path), debug pages included. */
  routes: Map<string, string>;
  /** The site's editions (SITE_EDITIONS), the first one at the root. */
  editions: EditionConfig[];
  /** EXTERNAL_LINKS of site.config.ts, which `ext:<key>` links name. */
  externalLinks: Record<string, string>;
  /** Element ids every page has (the layout's), which a link may name as its anchor. */
  layoutIds: string[];
  /** Folders whose pages need no translation (the test-only pages). */
  untranslated?: string[];
}

/** A link as the checks see it: one written in the page, or in its frontmatter (hero, features). */
export type CheckedLink = Omit<PageLink, 'via'> & { via: PageLink['via'] | 'frontmatter' };

/** A Markdown page of the site, read and checked on its own: what the site-wide rules need of it. */
export interface CheckedPage {
  /** Relative to the project, with forward slashes: `docs/Products/dictCard.zh-CN.md`. */
  file: string;
  abs: string;
  /** The id of its edition; a translation is a page of an edition other than the first. */
  edition: string;
  translation: boolean;
  /** For a tab (`Page.$tab-key.md`): its key and the page it belongs to. */
  tab?: { key: string; host: string };
  /** The page's address (not for a tab). */
  route?: string;
  read: Page;
  links: CheckedLink[];
  frontmatter: CheckedFrontmatter;
  debug: boolean;
  /** Where the frontmatter ends: problems about the page as a whole point here. */
  top: Position;
  problems: Problem[];
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/** The Markdown files dumi makes pages of: `.md` files, none in or named like `.x` or `_x`. */
function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !/^[._]/.test(entry.name))
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return markdownFiles(file);
      return entry.isFile() && entry.name.endsWith('.md') ? [file] : [];
    });
}

/** One page read and checked on its own: its frontmatter, headings, pictures, demos and link texts. */
function checkPage(abs: string, options: CheckOptions): CheckedPage {
  const { cwd, editions } = options;
  const read = readPage(abs, cwd);
  const file = toPosix(path.relative(cwd, abs));
  const edition = editions.find(({ id }) => abs.endsWith(`.${id}.md`)) ?? editions[0];
  const tabKey = /\$tab-([^.]+)/.exec(path.basename(abs))?.[1];
  const translation = edition !== editions[0];
  const frontmatter = checkFrontmatter(read.yaml?.text ?? '', read.yaml?.line ?? 1, {
    tab: tabKey !== undefined,
    translation,
  });
  const top = read.yaml
    ? { line: read.yaml.line + read.yaml.text.split('\n').length, column: 1 }
    : { line: 1, column: 1 };
  const problems = pageProblems(read, top, Boolean(tabKey), cwd).map((problem) => ({
    file,
    ...problem,
  }));
  problems.push(...frontmatter.problems.map((problem) => ({ file, ...problem })));
  // frontmatter links (hero actions, feature cards) are checked with the page's other links
  const { hero, features } = frontmatter.data as {
    hero?: { actions?: unknown };
    features?: unknown;
  };
  const listed = (value: unknown) => (Array.isArray(value) ? value : []);
  const links: CheckedLink[] = [...read.links];
  const frontmatterLinks = [
    ...listed(hero?.actions).map((action, i) => [action?.link, ['hero', 'actions', i, 'link']]),
    ...listed(features).map((feature, i) => [feature?.link, ['features', i, 'link']]),
  ] as [unknown, (string | number)[]][];
  for (const [url, keyPath] of frontmatterLinks) {
    if (typeof url === 'string')
      links.push({ url, via: 'frontmatter', ...frontmatter.positionOf(keyPath) });
  }
  const host = tabKey ? abs.replace(/\$tab-[^.]+\./, '') : undefined;
  return {
    file,
    abs,
    edition: edition.id,
    translation,
    ...(host
      ? { tab: { key: tabKey!, host: toPosix(path.relative(cwd, host)) } }
      : { route: options.routes.get(abs) }),
    read,
    links,
    frontmatter,
    debug: frontmatter.data.debug === true,
    top,
    problems,
  };
}

/** What links may lead to: every page's address, file, tabs and anchors. */
function siteIndex(pages: CheckedPage[], options: CheckOptions) {
  const targets = new Map<CheckedPage, LinkTarget>();
  const index: SiteIndex = {
    routes: new Map(),
    routesByLowerCase: new Map(),
    files: new Map(),
    demoIds: new Set(),
    externalLinks: options.externalLinks,
    publicDir: path.resolve(options.cwd, 'public'),
    publicFiles: new Map(),
    layoutIds: new Set(options.layoutIds),
    editionBases: new Map(
      options.editions
        .filter(({ base }) => base !== '/')
        .map(({ id, base }) => [id, base.replace(/\/$/, '')]),
    ),
  };
  for (const page of pages) {
    const { read } = page;
    const target: LinkTarget = {
      file: page.file,
      abs: page.abs,
      route: page.route,
      edition: page.edition,
      translation: page.translation,
      debug: page.debug,
      anchors: new Set([
        ...read.headings.map(({ id }) => id),
        ...read.demos.filter(({ inline }) => !inline).map(({ id }) => id),
      ]),
      tabs: new Map(),
      tabHost: page.tab ? path.resolve(options.cwd, page.tab.host) : undefined,
    };
    targets.set(page, target);
    index.files.set(page.abs, target);
    read.demos.forEach(({ id }) => index.demoIds.add(id));
    if (page.route) {
      index.routes.set(page.route, target);
      index.routesByLowerCase.set(page.route.toLowerCase(), page.route);
    }
  }
  for (const [page, target] of targets) {
    if (!page.tab) continue;
    const host = index.files.get(path.resolve(options.cwd, page.tab.host));
    host?.tabs.set(page.tab.key, { ...target, route: host.route });
  }
  return { index, targets };
}

/** Commits named by `translatedFrom` that are none of this repository (asked of git once each). */
const commits = new Map<string, boolean>();
function unknownSources(pages: CheckedPage[], cwd: string): Problem[] {
  const named = pages.flatMap((page) => {
    const from = page.frontmatter.data.translatedFrom;
    return typeof from === 'string' && /^[0-9a-f]{7,40}$/.test(from) ? [{ page, from }] : [];
  });
  const asked = [...new Set(named.map(({ from }) => from))].filter((from) => !commits.has(from));
  for (const [name, known] of knownCommits(cwd, asked) ?? []) commits.set(name, known);
  return named
    .filter(({ from }) => commits.get(from) === false)
    .map(({ page, from }) => ({
      file: page.file,
      ...page.frontmatter.positionOf(['translatedFrom']),
      rule: 'translation-source',
      message: `translatedFrom ${from} is no commit of this repository`,
      fix: `write ${EXAMPLES.translatedFrom}`,
    }));
}

/**
 * Every page of the docs folders checked (README, "Page checks"): each page on its own, then what
 * needs the whole site (links, two files for one address, translations). A page is read again
 * only when its file changed (the page reader keeps what it read).
 */
export async function checkPages(
  options: CheckOptions,
): Promise<{ problems: Problem[]; pageCount: number }> {
  await Promise.all([loadPageReader(), loadImageSizer()]);
  forgetFolders();
  const files = options.docDirs.flatMap((dir) => markdownFiles(path.resolve(options.cwd, dir)));
  const pages = files.map((file) => checkPage(file, options));
  const problems = pages.flatMap((page) => page.problems);
  const { index, targets } = siteIndex(pages, options);
  for (const page of pages) {
    for (const link of page.links) {
      const problem = checkLink(link, targets.get(page)!, index);
      if (problem) problems.push({ file: page.file, ...problem });
    }
  }
  // two files for one address: dumi keeps one of them, unannounced
  const owners = new Map<string, CheckedPage>();
  for (const page of pages) {
    if (!page.route) continue;
    const other = owners.get(page.route.toLowerCase());
    if (!other) owners.set(page.route.toLowerCase(), page);
    else {
      problems.push({
        file: page.file,
        ...page.top,
        rule: 'link-route',
        message: `${other.file} has the same address ${page.route}`,
        fix: 'rename one of the two files',
      });
    }
  }
  problems.push(...translationProblems(pages, options.editions, options.untranslated));
  problems.push(...unknownSources(pages, options.cwd));
  return { problems: sortProblems(problems), pageCount: pages.length };
}
