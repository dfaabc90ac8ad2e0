import {
  addPages,
  INDEX_FORMAT_VERSION,
  MANIFEST_FILE,
  TEXT_CLASSES,
  type IndexManifest,
  type PackFile,
  type ShardFile,
} from './index-format';
import { createMatcher, highlight, trimSnippet, type Matcher } from './query';
import type {
  HighlightSegment,
  IndexedPage,
  MetadataNavItem,
  SearchHint,
  SearchResultGroup,
} from './types';

/**
 * The most hints a group returns, the highest priorities kept: a popover cannot usefully show the
 * thousands of paragraphs a common word finds on a large site.
 */
const MAX_HINTS_PER_GROUP = 20;
/**
 * How many packs of page records one batch of results may use. The hints shown need their pages'
 * texts; on a large site the first ones can lie in many packs, so the results come in batches
 * (the first groups, then "More results" for the next ones), each fetching at most this many packs.
 */
const PACKS_PER_BATCH = 5;

/** Reads one of the index's files by its name (fetch in the worker, a map in the tests). */
export type IndexFiles = (name: string) => Promise<unknown>;

export interface SearchAnswer {
  result: SearchResultGroup[];
  /** whether "More results" (one more batch) would show more */
  more: boolean;
}

/**
 * A hint scored but not yet highlighted: where it is and its rank (higher priority first, then
 * earlier pages, then reading order in the page). A page whose pack is not loaded stands for its
 * best possible hint, without a type, before the page's own hints of the same priority.
 */
interface Ranked {
  type?: SearchHint['type'];
  priority: number;
  page: number;
  order: number;
  /** the section, or for a demo hint the demo */
  item?: number;
  paragraph?: number;
  titleMatches?: boolean;
}
const byRank = (a: Ranked, b: Ranked) =>
  b.priority - a.priority || a.page - b.page || a.order - b.order;

/** A page's hints for a query, with the spec's weights (section 9), in reading order (demos last). */
function hintsOf(record: IndexedPage, page: number, { words }: Matcher): Ranked[] {
  // a count stops at 255, as the index's per-page counts do
  const count = (text: string, lower = text.toLowerCase()) =>
    Math.min(255, words.filter((word) => lower.includes(word)).length);
  const found: Ranked[] = [];
  const offer = (hint: Omit<Ranked, 'page' | 'order'>) =>
    hint.priority && found.push({ ...hint, page, order: found.length });
  const pageWords = count(record.title);
  offer({ type: 'page', priority: pageWords * 100 });
  let first = true;
  record.sections.forEach((section, item) => {
    const titleWords = count(section.title);
    offer({ type: 'title', priority: titleWords * 10, item, paragraph: 0, titleMatches: true });
    section.paragraphs.forEach((text, paragraph) => {
      const words = count(text);
      // a page hint already shows the page's first paragraph
      if (words && !(first && pageWords)) {
        const priority = titleWords * 10 + words;
        offer({ type: 'content', priority, item, paragraph, titleMatches: titleWords > 0 });
      }
      first = false;
    });
  });
  record.demos.forEach(({ title, description, keywords }, item) => {
    const priority = count(title) * 10 + count(description) + count(keywords.join(' '));
    offer({ type: 'demo', priority, item });
  });
  return found;
}

/** The hint as shown: its title and snippet highlighted. */
function toHint(record: IndexedPage, hint: Ranked, matcher: Matcher): SearchHint {
  const marked = (text: string) => highlight(text, matcher);
  const shown = (link: string, highlightTitleTexts: HighlightSegment[], text = ''): SearchHint => ({
    type: hint.type!,
    priority: hint.priority,
    pageTitle: record.title,
    link,
    highlightTitleTexts,
    highlightTexts: trimSnippet(marked(text)),
  });
  if (hint.type === 'page') {
    const intro = record.sections.find((section) => section.paragraphs.length);
    return shown(record.link, marked(record.title), intro?.paragraphs[0]);
  }
  if (hint.type === 'demo') {
    const demo = record.demos[hint.item!];
    return shown(demo.link, marked(demo.title), demo.description);
  }
  const section = record.sections[hint.item!];
  const title = section.title || record.title;
  const plain = title ? [{ text: title, highlighted: false }] : [];
  const titleTexts = hint.titleMatches ? marked(section.title) : plain;
  return shown(section.link, titleTexts, section.paragraphs[hint.paragraph!]);
}

/** A result group with the pages it holds, before its hints are known. */
type Group = Omit<SearchResultGroup, 'hints'> & { pages: number[] };

/**
 * Search over a prebuilt index: the vocabulary finds the entries holding each query word, their
 * postings the pages and where in each page (page title, titles, text), which bounds every page's
 * best hint before its texts are there. Hints are then taken in rank order, each group's up to
 * MAX_HINTS_PER_GROUP, fetching a page's pack only when it could still rank next; a hint is shown
 * only once no page not yet fetched could rank before it, so every batch is exactly the beginning
 * of the full, spec-ranked result.
 */
export class SearchEngine {
  private manifest?: IndexManifest;
  /** each shard's vocabulary entries */
  private vocabulary: string[][] = [];
  /** each page's group: its nav entry's title and the group's priority */
  private groupOf: Omit<Group, 'pages'>[] = [];
  private packOf: number[] = [];
  private records: IndexedPage[] = [];
  private files = new Map<string, Promise<unknown>>();

  constructor(
    private readonly read: IndexFiles,
    private readonly nav: MetadataNavItem[],
  ) {}

  /** The manifest, read once (a failed read is tried again by the next call). */
  async load(): Promise<IndexManifest> {
    const manifest = (await this.file(MANIFEST_FILE)) as IndexManifest;
    if (manifest === this.manifest) return manifest;
    if (manifest?.version !== INDEX_FORMAT_VERSION || !Array.isArray(manifest.pages)) {
      throw new Error('search: the index is not in the format this worker reads');
    }
    this.vocabulary = manifest.shards.map(([, words]) => words.split('\n'));
    this.packOf = manifest.packs.flatMap(([, first], n) =>
      Array((manifest.packs[n + 1]?.[1] ?? manifest.pages.length) - first).fill(n),
    );
    const bases = this.nav.map((item) => (item.activePath || item.link || '').replace(/\/+$/, ''));
    this.groupOf = manifest.pages.map((link) => {
      // the nav entry with the longest path that the page's link is or lies below; pages outside
      // the nav (the home page) rank after every nav entry
      const best = bases.reduce(
        (best, base, i) =>
          base.length > (bases[best]?.length ?? 0) && `${link}/`.startsWith(`${base}/`) ? i : best,
        -1,
      );
      return { title: this.nav[best]?.title, priority: (best < 0 ? this.nav.length : best) * 1000 };
    });
    return (this.manifest = manifest);
  }

  /**
   * The result groups for a query (spec, sections 5 and 9), as far as `batches` (a whole number
   * from 1, as the worker checks) batches of packs reach; an empty or whitespace-only query gives
   * no groups. Once `stillWanted` says a newer query came, it fetches no more packs and gives no
   * groups: a visitor who pauses while typing a word does not load the pages of each of its
   * beginnings.
   */
  async search(keywords: string, batches = 1, stillWanted = () => true): Promise<SearchAnswer> {
    const matcher = createMatcher(keywords);
    if (!matcher) return { result: [], more: false };
    const { packs } = await this.load();
    const counts = await this.pageCounts(matcher.words);
    const groups = new Map<string, Group>();
    counts[0].forEach((_, page) => {
      if (!counts.some((pageCounts) => pageCounts[page])) return;
      const { title, priority } = this.groupOf[page];
      const key = title ?? '';
      if (!groups.has(key)) groups.set(key, { title, priority, pages: [] });
      groups.get(key)!.pages.push(page);
    });
    const ranked = [...groups.values()].sort((a, b) => a.priority - b.priority);

    const packLimit = batches * PACKS_PER_BATCH;
    const used = new Set<number>();
    const exact = new Map<number, Ranked[]>();
    const rankedOf = (page: number): Ranked[] => {
      if (used.has(this.packOf[page])) {
        if (!exact.has(page)) exact.set(page, hintsOf(this.records[page], page, matcher));
        return exact.get(page)!;
      }
      const [pageWords, titleWords, words, keywordWords] = counts.map((perPage) => perPage[page]);
      const priority = Math.max(pageWords * 100, titleWords * 10 + words + keywordWords);
      return [{ priority, page, order: -1 }];
    };
    for (;;) {
      // each group's first hints, shown up to the first that stands for a page not loaded yet:
      // the packs of those pages are wanted next
      const shown: { group: Group; hints: Ranked[] }[] = [];
      const wanted: number[] = [];
      for (const group of ranked) {
        const hints: Ranked[] = [];
        const best = group.pages.flatMap(rankedOf).sort(byRank).slice(0, MAX_HINTS_PER_GROUP);
        for (const hint of best) {
          if (!hint.type) wanted.push(this.packOf[hint.page]);
          else if (!wanted.length) hints.push(hint);
        }
        if (hints.length) shown.push({ group, hints });
      }
      if (!stillWanted()) return { result: [], more: false };
      const next = [...new Set(wanted)].slice(0, packLimit - used.size);
      if (!next.length) {
        const result = shown.map(({ group: { title, priority }, hints }) => ({
          title,
          priority,
          hints: hints.map((hint) => toHint(this.records[hint.page], hint, matcher)),
        }));
        return { result, more: wanted.length > 0 };
      }
      await Promise.all(
        next.map(async (pack) => {
          const [file, first] = packs[pack];
          const records = (await this.file(file)) as PackFile;
          records.forEach((record, i) => (this.records[first + i] = record));
        }),
      );
      next.forEach((pack) => used.add(pack));
    }
  }

  /** For each text class, how many distinct query words each page holds there. */
  private async pageCounts(words: string[]): Promise<Uint8ClampedArray[]> {
    const { shards, pages } = this.manifest!;
    const matches = words.map((word) =>
      this.vocabulary.map((entries) =>
        entries.flatMap((entry, n) => (entry.includes(word) ? [n] : [])),
      ),
    );
    const postings = (await Promise.all(
      shards.map(([file], s) =>
        matches.some((perShard) => perShard[s].length) ? this.file(file) : [],
      ),
    )) as ShardFile[];
    const counts = Array.from({ length: TEXT_CLASSES }, () => new Uint8ClampedArray(pages.length));
    for (const perShard of matches) {
      counts.forEach((perPage, textClass) => {
        const bits = new Uint8Array(Math.ceil(pages.length / 8));
        perShard.forEach((entries, s) => {
          for (const n of entries) addPages(postings[s][n][textClass], bits);
        });
        perPage.forEach((_, page) => (perPage[page] += (bits[page >> 3] >> (page & 7)) & 1));
      });
    }
    return counts;
  }

  /** A file of the index, fetched once (a failed fetch is tried again when it is needed again). */
  private file(name: string): Promise<unknown> {
    if (!this.files.has(name)) {
      const read = this.read(name);
      this.files.set(name, read);
      read.catch(() => this.files.delete(name));
    }
    return this.files.get(name)!;
  }
}
