import fs from 'fs';
import path from 'path';
import { HEADER_MENU_ID, MAIN_CONTENT_ID, SIDEBAR_ID } from '../../.dumi/theme/common/layout-ids';
import { knownCommits } from './commits';
import { checkFrontmatter, type CheckedFrontmatter } from './frontmatter';
import { keptFacts } from './reading/kept-facts';
import { checkLink, type LinkTarget, type SiteIndex } from './links/links';
import {
  demoIdPrefix,
  loadMarkdownReader,
  readMarkdown,
  type MarkdownFacts,
} from './reading/markdown';
import { forgetFolders, pageProblems, type ImageSizer } from './page-rules';
import { findPages, type EditionConfig, type PageFile } from './pages';
import { sortProblems, type Position, type Problem } from './problems';
import { EXAMPLES } from './schema';
import { translationProblems } from './translations';

export interface CheckOptions {
  /** The project folder; files are named relative to it. */
  cwd: string;
  /** dumi's `resolve.docDirs`. */
  docDirs: string[];
  /** The site's editions (SITE_EDITIONS), the first one at the root. */
  editions: EditionConfig[];
  /** EXTERNAL_LINKS of site.config.ts, which `ext:<key>` links name. */
  externalLinks: Record<string, string>;
  /** Folders whose pages need no translation (the test-only pages). */
  untranslated?: string[];
  /** A file to keep what was read of each page in for the next run (reading/kept-facts.ts). */
  factsFile?: string;
}

/** One page, read and checked on its own: what the site-wide rules need of it. */
interface CheckedPage {
  page: PageFile;
  facts: MarkdownFacts;
  frontmatter: CheckedFrontmatter;
  debug: boolean;
  top: Position;
  /** The problems found in the page alone. */
  problems: Problem[];
}

export interface CheckResult {
  problems: Problem[];
  pageCount: number;
  /** Address -> page file of every page in a production build, for plugins/page-checks/index.ts. */
  routes: Map<string, string>;
  /** The pages flagged `debug`, which only `dumi dev` shows. */
  debugFiles: Set<string>;
  /** Page file -> the ids of its headings and demos, in order, as the checks expect the build to give them. */
  anchors: Map<string, { headings: string[]; demos: string[] }>;
}

/** The title dumi makes of a file name when a page has none: `VueWeb.md` -> "Vue Web". */
const titleFromFile = (file: string) =>
  path
    .basename(file.replace(/(\/index)?(\.[a-z]{2}-[A-Z]{2})?\.md$/, ''))
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase());

/** Reads one page (Markdown, frontmatter, the files it names) into its record. */
function readPage(
  page: PageFile,
  source: string,
  { cwd, sizeOf, kept }: { cwd: string; sizeOf: ImageSizer; kept: ReturnType<typeof keptFacts> },
): CheckedPage {
  const locale = page.translation ? page.edition : undefined;
  const facts = kept.of(page.abs, [cwd, page.abs, locale ?? '', source], () =>
    readMarkdown(source, { demoPrefix: (atomId) => demoIdPrefix(cwd, page.abs, atomId), locale }),
  );
  const frontmatter = checkFrontmatter(
    facts.frontmatter?.yaml ?? '',
    facts.frontmatter?.line ?? 1,
    {
      tab: Boolean(page.tab),
      translation: page.translation,
    },
  );
  const yamlLines = facts.frontmatter ? facts.frontmatter.yaml.split('\n').length : 0;
  const top = facts.frontmatter
    ? { line: facts.frontmatter.line + yamlLines, column: 1 }
    : { line: 1, column: 1 };
  const problems = [...frontmatter.problems, ...pageProblems(facts, page.abs, sizeOf, cwd)].map(
    (problem) => ({ file: page.file, ...problem }),
  );
  // dumi would name the page after its file, in the document title, the sidebar and search
  const named =
    'title' in frontmatter.data ||
    'hero' in frontmatter.data ||
    facts.headings.some(({ depth }) => depth === 1);
  if (!named && !page.tab) {
    problems.push({
      file: page.file,
      ...top,
      rule: 'heading-level',
      message: 'a page without a title: no title in its frontmatter and no # heading',
      fix: `write title: ... in the frontmatter, or a # heading (dumi would call it "${titleFromFile(page.abs)}")`,
    });
  }
  // frontmatter links (hero actions, feature cards) are checked with the page's other links
  const { hero, features } = frontmatter.data as {
    hero?: { actions?: unknown };
    features?: unknown;
  };
  const frontmatterLinks: [unknown, (string | number)[]][] = [
    ...(Array.isArray(hero?.actions) ? hero.actions : []).map(
      (action: any, i: number): [unknown, (string | number)[]] => [
        action?.link,
        ['hero', 'actions', i, 'link'],
      ],
    ),
    ...(Array.isArray(features) ? features : []).map(
      (feature: any, i: number): [unknown, (string | number)[]] => [
        feature?.link,
        ['features', i, 'link'],
      ],
    ),
  ];
  for (const [url, keyPath] of frontmatterLinks) {
    if (typeof url === 'string')
      facts.links.push({ url, via: 'frontmatter', ...frontmatter.positionOf(keyPath) });
  }
  return { page, facts, frontmatter, debug: frontmatter.data.debug === true, top, problems };
}

/** The link targets of every page, their addresses and anchors. */
function siteIndex(
  records: CheckedPage[],
  options: CheckOptions,
): { index: SiteIndex; targets: Map<CheckedPage, LinkTarget> } {
  const targets = new Map<CheckedPage, LinkTarget>();
  const index: SiteIndex = {
    routes: new Map(),
    routesByLowerCase: new Map(),
    files: new Map(),
    demoIds: new Set(),
    externalLinks: options.externalLinks,
    publicDir: path.resolve(options.cwd, 'public'),
    publicFiles: new Map(),
    layoutIds: new Set([MAIN_CONTENT_ID, SIDEBAR_ID, HEADER_MENU_ID]),
    editionBases: new Map(
      options.editions
        .filter(({ base }) => base !== '/')
        .map(({ id, base }) => [id, base.replace(/\/$/, '')]),
    ),
  };
  for (const record of records) {
    const { page, facts } = record;
    const target: LinkTarget = {
      file: page.file,
      abs: page.abs,
      route: page.route,
      edition: page.edition,
      translation: page.translation,
      debug: record.debug,
      anchors: new Set([
        ...facts.headings.map(({ id }) => id),
        ...facts.demos.filter(({ inline }) => !inline).map(({ id }) => id),
      ]),
      tabs: new Map(),
      tabHost: page.tab ? path.resolve(options.cwd, page.tab.host) : undefined,
    };
    targets.set(record, target);
    index.files.set(page.abs, target);
    for (const demo of facts.demos) index.demoIds.add(demo.id);
    if (page.route) {
      index.routes.set(page.route, target);
      index.routesByLowerCase.set(page.route.toLowerCase(), page.route);
    }
  }
  for (const [record, target] of targets) {
    if (!record.page.tab) continue;
    const host = index.files.get(path.resolve(options.cwd, record.page.tab.host));
    host?.tabs.set(record.page.tab.key, { ...target, route: host.route });
  }
  return { index, targets };
}

/**
 * The page checks, kept between runs: a page is read again only when its file changed, and the
 * site-wide rules (links, translations) work on what was read, so a run costs one read of each
 * changed page plus a lookup per link.
 */
export function createPageChecker(options: CheckOptions) {
  const cache = new Map<string, { source: string; record: CheckedPage }>();
  const commits = new Map<string, boolean>();
  const kept = keptFacts(options.factsFile, options.cwd);
  let sizeOf: ImageSizer | undefined;

  async function check(): Promise<CheckResult> {
    await loadMarkdownReader();
    // @ts-expect-error plain ES module without type declarations
    sizeOf ??= (await import('../markdown/rehype-image-size.mjs')).imageSize as ImageSizer;
    forgetFolders();
    const pages = findPages(options.cwd, options.docDirs, options.editions);
    const records = pages.map((page) => {
      // the content decides, not the file's time and size: a rewrite of the same length within
      // the file system's clock tick (a formatter, a test) keeps both
      const source = fs.readFileSync(page.abs, 'utf8');
      const cached = cache.get(page.abs);
      if (cached?.source === source) return cached.record;
      const record = readPage(page, source, { cwd: options.cwd, sizeOf: sizeOf!, kept });
      cache.set(page.abs, { source, record });
      return record;
    });
    const present = new Set(pages.map(({ abs }) => abs));
    for (const file of cache.keys()) if (!present.has(file)) cache.delete(file);
    kept.save(present);

    const problems: Problem[] = records.flatMap((record) => record.problems);
    const { index, targets } = siteIndex(records, options);
    for (const record of records) {
      for (const link of record.facts.links) {
        const problem = checkLink(link, targets.get(record)!, index);
        if (problem) problems.push({ file: record.page.file, ...problem });
      }
    }

    // two files for one address: dumi keeps one of them, unannounced
    const owners = new Map<string, CheckedPage>();
    for (const record of records) {
      const { route } = record.page;
      if (!route) continue;
      const other = owners.get(route.toLowerCase());
      if (other) {
        problems.push({
          file: record.page.file,
          ...record.top,
          rule: 'link-route',
          message: `${other.page.file} has the same address ${route}`,
          fix: 'rename one of the two files',
        });
      } else owners.set(route.toLowerCase(), record);
    }

    problems.push(
      ...translationProblems(
        records.map((record) => ({ ...record, headings: record.facts.headings })),
        options.editions,
        options.untranslated,
      ),
    );

    const named = records.flatMap((record) => {
      const from = record.frontmatter.data.translatedFrom;
      return typeof from === 'string' && /^[0-9a-f]{7,40}$/.test(from) ? [{ record, from }] : [];
    });
    const unknown = [...new Set(named.map(({ from }) => from))].filter(
      (from) => !commits.has(from),
    );
    for (const [name, known] of knownCommits(options.cwd, unknown) ?? []) commits.set(name, known);
    for (const { record, from } of named) {
      if (commits.get(from) !== false) continue;
      problems.push({
        file: record.page.file,
        ...record.frontmatter.positionOf(['translatedFrom']),
        rule: 'translation-source',
        message: `translatedFrom ${from} is no commit of this repository`,
        fix: `write ${EXAMPLES.translatedFrom}`,
      });
    }

    const routes = new Map(
      records
        .filter((record) => record.page.route && !record.debug)
        .map((record) => [record.page.route!, record.page.file]),
    );
    const debugFiles = new Set(records.filter(({ debug }) => debug).map(({ page }) => page.file));
    const anchors = new Map(
      records.map(({ page, facts }) => [
        page.file,
        { headings: facts.headings.map(({ id }) => id), demos: facts.demos.map(({ id }) => id) },
      ]),
    );
    return {
      problems: sortProblems(problems),
      pageCount: records.length,
      routes,
      debugFiles,
      anchors,
    };
  }

  return { check };
}
