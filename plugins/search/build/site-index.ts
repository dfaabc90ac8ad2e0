import { createHash } from 'crypto';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { PluggableList } from 'unified';
import type { IndexedPage } from '../browser/types';
import { readPageTexts, type PageTexts } from './page-texts';
import { buildRecord } from './records';
import { buildSearchFiles, type SearchFile } from './search-files';

/** A page of the site as dumi's route table gives it. */
export interface SitePage {
  /** the router path without a leading slash (`zh-CN/products`), as dumi's routes have it */
  path: string;
  /** its Markdown file */
  file: string;
}

interface RouteLike {
  path?: string;
  file?: string;
  parentId?: string;
}

/**
 * The documentation pages among dumi's routes (inside the doc layout, written in Markdown, not a
 * catch-all or parameterised route), in route order, which is the order equal hints rank in.
 */
export function documentationPages(routes: Record<string, RouteLike>): SitePage[] {
  return Object.values(routes).flatMap(({ path: routePath, file, parentId }) =>
    parentId === 'DocLayout' &&
    routePath !== undefined &&
    !/[*:]/.test(routePath) &&
    file?.endsWith('.md')
      ? [{ path: routePath, file }]
      : [],
  );
}

export interface SiteIndexOptions {
  cwd: string;
  editionIds: string[];
  remarkPlugins: PluggableList;
  /** what the remark plugins are (their files and options), for the cache key */
  remarkPluginsKey: string;
  /** the edition a router path belongs to */
  editionOf: (link: string) => string;
  /** a folder where page texts are kept by content hash between builds (none: memory only) */
  cacheDir?: string;
}

const { compiledPage } = require('../../internals/pages/compiled-page-texts.cjs') as {
  compiledPage(file: string, source: string): Omit<PageTexts, 'demos'> | undefined;
};
const { MAY_HAVE_DEMOS } = require('../../internals/pages/markdown-loader.cjs') as {
  MAY_HAVE_DEMOS: RegExp;
};

/**
 * A page's texts as this process's compilation of it gave them, if it compiled the page: the same
 * as the reader's (tests/search-page-texts.test.ts). Pages with demos, embedded files or an API
 * table are always read, for what their demos show.
 */
export function compiledPageTexts(file: string, source: string): PageTexts | undefined {
  if (MAY_HAVE_DEMOS.test(source)) return undefined;
  const page = compiledPage(file, source);
  if (!page) return undefined;
  const toc = page.toc.map(({ id, depth, title }) => ({ id, depth, title }));
  return { frontmatter: page.frontmatter, toc, texts: page.texts, demos: [] };
}

/** The shapes of dumi's output that the reader matches (plugins/internals). */
const SHAPES = path.join(__dirname, '../../internals/pages/search-text-shape.ts');

/**
 * What a page's texts depend on besides the page: the reader (this folder), the shapes it matches
 * and dumi's compiler.
 */
function readerVersion(cwd: string): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(__dirname).sort()) {
    hash.update(fs.readFileSync(path.join(__dirname, file)));
  }
  hash.update(fs.readFileSync(SHAPES));
  const dumi = createRequire(path.join(cwd, 'package.json')).resolve('dumi/package.json');
  hash.update(fs.readFileSync(dumi));
  return hash.digest('hex');
}

/** `<code src="./demos/x.tsx">`: a demo file's frontmatter is part of what the page shows. */
function demoFilesOf(file: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/<code\b[^>]*\bsrc=["']([^"']+)["']/g)) {
    found.push(path.resolve(path.dirname(file), match[1]));
  }
  return found;
}

function readIfExists(file: string): string {
  for (const candidate of [file, `${file}.tsx`, `${file}.jsx`]) {
    try {
      return fs.readFileSync(candidate, 'utf8');
    } catch {
      // try the next spelling
    }
  }
  return '';
}

/** Page texts kept by an earlier build (reading them marks them as used), if any. */
function readCached(file: string): PageTexts | undefined {
  try {
    const texts = JSON.parse(fs.readFileSync(file, 'utf8')) as PageTexts;
    const now = new Date();
    fs.utimesSync(file, now, now);
    return texts;
  } catch {
    return undefined;
  }
}

/** The content tabs of a page: `Page.$tab-<key>.md` beside `Page.md` (`.zh-CN.md` alike). */
function tabsOf(file: string): { key: string; file: string }[] {
  const dir = path.dirname(file);
  const name = path.basename(file);
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const tab = /^(.*)\.\$tab-([^.]+)\.(.*)$/.exec(entry);
      return tab && `${tab[1]}.${tab[3]}` === name
        ? [{ key: tab[2], file: path.join(dir, entry) }]
        : [];
    });
}

/**
 * The search index of every edition, built from the Markdown sources: each page read once (its
 * texts kept by the hash of its source, its demo files and the reader, in memory and in
 * `cacheDir`), records in route order, then each edition's files.
 */
export class SiteSearchIndex {
  private readonly memory = new Map<string, PageTexts>();
  private readonly version: string;
  /** pages read from their source (and the time that took), compiled or kept, since the last `files()` */
  readonly stats = { read: 0, compiled: 0, kept: 0, readMs: 0 };

  constructor(private readonly options: SiteIndexOptions) {
    this.version = readerVersion(options.cwd);
  }

  private async pageTexts(file: string): Promise<PageTexts> {
    const source = fs.readFileSync(file, 'utf8');
    const hash = createHash('sha256')
      .update(this.version)
      .update(this.options.remarkPluginsKey)
      .update(this.options.editionIds.join())
      .update(path.relative(this.options.cwd, file))
      .update(source);
    for (const demo of demoFilesOf(file, source)) hash.update(readIfExists(demo));
    const key = hash.digest('hex');
    const cached = this.options.cacheDir && path.join(this.options.cacheDir, `${key}.json`);
    let texts = this.memory.get(key) ?? (cached ? readCached(cached) : undefined);
    if (texts) {
      this.stats.kept++;
    } else {
      texts = compiledPageTexts(file, source);
      if (texts) {
        this.stats.compiled++;
      } else {
        const started = performance.now();
        texts = await readPageTexts(file, source, this.options);
        this.stats.readMs += performance.now() - started;
        this.stats.read++;
      }
      if (cached) {
        fs.mkdirSync(this.options.cacheDir!, { recursive: true });
        fs.writeFileSync(cached, JSON.stringify(texts));
      }
    }
    this.memory.set(key, texts);
    return texts;
  }

  /** The records of the pages (debug pages left out), by edition, in the order given. */
  async records(pages: SitePage[]): Promise<Map<string, IndexedPage[]>> {
    const editions = new Map<string, IndexedPage[]>();
    for (const { path: routePath, file } of pages) {
      const page = await this.pageTexts(file);
      if (page.frontmatter.debug) continue;
      const tabs = [];
      for (const tab of tabsOf(file))
        tabs.push({ key: tab.key, page: await this.pageTexts(tab.file) });
      const link = `/${routePath.replace(/^\/+/, '')}`;
      const edition = this.options.editionOf(link);
      if (!editions.has(edition)) editions.set(edition, []);
      editions.get(edition)!.push(buildRecord({ link, page, tabs }));
    }
    // what no page needs any more is forgotten
    if (this.memory.size > 4 * pages.length + 64) this.memory.clear();
    return editions;
  }

  /** Each edition's search files. */
  async files(pages: SitePage[], editionIds: string[]): Promise<Map<string, SearchFile[]>> {
    Object.assign(this.stats, { read: 0, compiled: 0, kept: 0, readMs: 0 });
    const records = await this.records(pages);
    return new Map(editionIds.map((id) => [id, buildSearchFiles(records.get(id) ?? [])]));
  }
}
