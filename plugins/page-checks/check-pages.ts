import { execFileSync } from 'child_process';
import fs from 'fs';
import get from 'lodash/get';
import sortBy from 'lodash/sortBy';
import path from 'path';
import { SITE_EDITIONS } from '../../site.config';
import { HEADER_MENU_ID, MAIN_CONTENT_ID, SIDEBAR_ID, SITE_FOOTER_ID } from '../shared/layout-ids';
import { loadPageReader, readPage, tabFilesOf } from '../shared/page-reader';
import { checkFrontmatter } from './frontmatter';
import { checkLink } from './links';
import { loadImageSizer, pageProblems } from './page-rules';
import { add, formatReport, type Problem } from './problems';
import { commitHash, EXAMPLES } from './schema';
import { checkTranslations } from './translations';

export interface CheckOptions {
  /** The project folder; files are named relative to it. */
  cwd: string;
  /** The address dumi gives each page file (absolute path), debug pages included. */
  routes: Map<string, string>;
  /** Folders whose pages need no translation (the test-only pages). */
  untranslated?: string[];
  /** The folders dumi reads pages from, absolute; `docs` by default. */
  docDirs?: string[];
}

/** Page files dumi leaves out unannounced: it reads names ending in `.md`, not `.MD` or `.markdown`. */
function misnamedPages({ cwd, docDirs = [path.join(cwd, 'docs')] }: CheckOptions): Problem[] {
  return docDirs.flatMap((dir) =>
    (fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [])
      // dumi also leaves out names starting with . or _, on purpose
      .filter((name) => /\.(md|markdown)$/i.test(name) && !/\.md$|(^|[/\\])[._]/.test(name))
      .map((name) => ({
        file: path.relative(cwd, path.join(dir, name)).split(path.sep).join('/'),
        line: 1,
        column: 1,
        rule: 'page-file',
        message: 'dumi reads only files ending in .md: this one is no page',
        fix: `rename it ${path.basename(name).replace(/\.\w+$/, '.md')}`,
      })),
  );
}

/** A page (or a tab of one), read and checked on its own: what the site-wide rules need of it. */
export interface CheckedPage extends ReturnType<typeof checkPage> {}

/** What links may lead to. */
const siteOf = (pages: CheckedPage[], cwd: string) => {
  const routed = pages.filter((page) => page.route);
  return {
    byRoute: new Map(routed.map((page) => [page.route!, page])),
    /** Lower-cased address -> the first page at it, for two files at one address or wrong capitals. */
    byLowerCase: new Map([...routed].reverse().map((page) => [page.route!.toLowerCase(), page])),
    byFile: new Map(pages.map((page) => [page.read.file, page])),
    demoIds: new Set(pages.flatMap(({ read }) => read.demos.map(({ id }) => id))),
    publicDir: path.resolve(cwd, 'public'),
    /** Element ids every page has (the layout's), which a link may name as its anchor. */
    layoutIds: new Set([MAIN_CONTENT_ID, SIDEBAR_ID, HEADER_MENU_ID, SITE_FOOTER_ID]),
  };
};
export type Site = ReturnType<typeof siteOf>;

function checkPage(abs: string, options: CheckOptions, tab?: { key: string; host: CheckedPage }) {
  const { cwd } = options;
  const read = readPage(abs, cwd);
  const translation = read.edition !== SITE_EDITIONS[0];
  const frontmatter = checkFrontmatter(read, { tab: Boolean(tab), translation });
  const top = {
    line: read.yaml ? read.yaml.line + read.yaml.text.split('\n').length : 1,
    column: 1,
  };
  // the frontmatter's links (hero, features) are the theme's <SiteLink to>s
  const links = [...read.links];
  for (const key of [['hero', 'actions'], ['features']]) {
    const list = get(frontmatter.data, key);
    (Array.isArray(list) ? list : []).forEach((item, i) => {
      const [url, where] = [item?.link, frontmatter.positionOf([...key, i, 'link'])];
      if (typeof url === 'string') links.push({ url, via: 'site-link', ...where });
    });
  }
  return {
    /** Relative to the project, with forward slashes: `docs/Products/dictCard.zh-CN.md`. */
    file: path.relative(cwd, abs).split(path.sep).join('/'),
    /** A page of an edition other than the first. */
    translation,
    /** The page's address; a tab (`Page.$tab-key.md`) has none, but a key and its page. */
    route: tab ? undefined : options.routes.get(abs),
    tab,
    tabs: new Map<string, CheckedPage>(),
    read,
    frontmatter,
    links,
    debug: frontmatter.data.debug === true,
    /** The ids of its headings and demos, which links may name. */
    anchors: new Set([
      ...read.headings.map(({ id }) => id),
      ...read.demos.filter(({ inline }) => !inline).map(({ id }) => id),
    ]),
    /** Where the frontmatter ends: problems about the page as a whole point here. */
    top,
    problems: [...pageProblems(read, top, Boolean(tab), cwd), ...frontmatter.problems],
  };
}

/** Commits named by `translatedFrom`, known or not, asked of git once each. */
const commits = new Map<string, boolean>();
function checkSources(pages: CheckedPage[], cwd: string) {
  const named = pages.flatMap((page) => {
    const { data: from } = commitHash.safeParse(page.frontmatter.data.translatedFrom);
    return from ? [{ page, from }] : [];
  });
  const asked = [...new Set(named.map(({ from }) => from))].filter((from) => !commits.has(from));
  const git = (args: string[], input?: string) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', input, stdio: ['pipe', 'pipe', 'ignore'] });
  try {
    // a shallow clone lacks the older commits: nothing is known
    if (asked.length && git(['rev-parse', '--is-shallow-repository']).trim() === 'false') {
      const input = asked.map((name) => `${name}^{commit}\n`).join('');
      const answers = git(['cat-file', '--batch-check'], input).trim().split('\n');
      asked.forEach((name, i) => commits.set(name, / commit \d+$/.test(answers[i] ?? '')));
    }
  } catch {
    // no git, or no repository: nothing is known
  }
  for (const { page, from } of named.filter(({ from }) => commits.get(from) === false))
    add(page.problems, page.frontmatter.positionOf(['translatedFrom']), [
      'translation-source',
      `translatedFrom ${from} is no commit of this repository`,
      `write ${EXAMPLES.translatedFrom}`,
    ]);
}

/**
 * Every page of dumi's routes and their tabs checked (README, "Page checks"): each on its own, then
 * what needs the whole site (links, two files for one address, translations); with the report of
 * them all. The page reader reads a page again only when its file changed.
 */
export async function checkPages(options: CheckOptions) {
  await Promise.all([loadPageReader(), loadImageSizer()]);
  const files = [...options.routes.keys()].filter((file) => fs.existsSync(file));
  const pages: CheckedPage[] = files.flatMap((abs) => {
    const page = checkPage(abs, options);
    for (const { key, file } of tabFilesOf(abs))
      page.tabs.set(key, checkPage(file, options, { key, host: page }));
    return [page, ...page.tabs.values()];
  });
  // in the order of the files in their folders
  const order = (page: CheckedPage) => page.read.file.split(path.sep).join('\0');
  pages.sort((a, b) => (order(a) < order(b) ? -1 : 1));
  const site = siteOf(pages, options.cwd);
  for (const page of pages) {
    for (const link of page.links) {
      const says = checkLink(link, page, site);
      if (says) add(page.problems, link, says);
    }
    // two files for one address: dumi keeps one of them, unannounced
    const owner = page.route && site.byLowerCase.get(page.route.toLowerCase());
    if (owner && owner !== page)
      add(page.problems, page.top, [
        'link-route',
        `${owner.file} has the same address ${page.route}`,
        'rename one of the two files',
      ]);
  }
  checkTranslations(pages, options.untranslated);
  checkSources(pages, options.cwd);
  const problems: Problem[] = pages.flatMap(({ file, route, tab, problems }) =>
    problems.map((finding) => ({ file, route: route ?? tab?.host.route, ...finding })),
  );
  problems.push(...misnamedPages(options));
  const sorted = sortBy(problems, ['file', 'line', 'column', 'message']);
  return { problems: sorted, report: formatReport(sorted, pages.length) };
}
