import {
  addPages,
  INDEX_FORMAT_VERSION,
  MANIFEST_FILE,
  TEXT_CLASSES,
  type IndexManifest,
  type PackFile,
  type ShardFile,
} from './index-format';
import {
  candidatesOf,
  countWords,
  preparePage,
  toHint,
  WEIGHT,
  type Candidate,
  type PreparedPage,
} from './page-hints';
import { createMatcher, type Matcher } from './query';
import type { MetadataNavItem, SearchHint, SearchResultGroup } from './types';

/** Groups rank by their nav entry's order times this factor (spec, section 9). */
export const NAV_ORDER_FACTOR = 1000;
/**
 * The most hints a group returns, the highest priorities kept: a popover cannot usefully show the
 * thousands of paragraphs a common word finds on a large site.
 */
export const MAX_HINTS_PER_GROUP = 20;
/**
 * How many packs of page records one batch of results may use. The hints shown need their pages'
 * texts; on a large site the first ones can lie in many packs, so the results come in batches
 * (the first groups, then "More results" for the next ones), each fetching at most this many packs.
 * At the site's own size every edition fits in one batch.
 */
export const PACKS_PER_BATCH = 5;

/** Reads one of the index's files by its name (fetch in the worker, a map in the tests). */
export type IndexFiles = (name: string) => Promise<unknown>;

export interface SearchAnswer {
  result: SearchResultGroup[];
  /** whether "More results" (one more batch) would show more */
  more: boolean;
}

/** The nav entry a page falls under: the one with the longest matching path prefix. */
export function findNavIndex(link: string, nav: MetadataNavItem[]): number {
  let best = -1;
  let bestLength = -1;
  nav.forEach((item, index) => {
    const base = (item.activePath || item.link || '').replace(/\/+$/, '');
    if (!base || base.length <= bestLength) return;
    if (link === base || link.startsWith(`${base}/`)) {
      best = index;
      bestLength = base.length;
    }
  });
  return best;
}

/** One shard's vocabulary: its entries joined by newlines, and where each starts. */
interface ShardWords {
  file: string;
  words: string;
  starts: number[];
}

interface Group {
  title?: string;
  priority: number;
  pages: number[];
}

/** A hint's rank: higher priority first, then earlier pages, then reading order in the page. */
interface Rank {
  priority: number;
  page: number;
  order: number;
}
const before = (a: Rank, b: Rank) =>
  a.priority !== b.priority
    ? a.priority > b.priority
    : a.page !== b.page
      ? a.page < b.page
      : a.order < b.order;

interface Ranked extends Rank {
  candidate: Candidate;
}

/**
 * Search over a prebuilt index: the vocabulary finds the entries holding each query word, their
 * postings the pages and where in each page (page title, titles, text), which bounds every page's
 * best hint before its texts are there. Hints are then taken in rank order, each group's up to
 * MAX_HINTS_PER_GROUP, fetching a page's pack only when it could still rank next; a hint is shown
 * only once no page not yet fetched could rank before it, so every batch is exactly the beginning
 * of the full, spec-ranked result.
 */
export class SearchEngine {
  private shardWords?: ShardWords[];
  private manifest?: IndexManifest;
  private loading?: Promise<IndexManifest>;
  private prepared = new Map<number, PreparedPage>();
  private fetched = new Map<string, Promise<unknown>>();
  private navOf?: { key: string; title?: string; order: number }[];

  constructor(
    private readonly files: IndexFiles,
    private readonly nav: MetadataNavItem[],
  ) {}

  /** The manifest, read once (a failed read is tried again by the next call). */
  load(): Promise<IndexManifest> {
    this.loading ??= this.read().catch((error) => {
      this.loading = undefined;
      throw error;
    });
    return this.loading;
  }

  private async read(): Promise<IndexManifest> {
    const manifest = (await this.files(MANIFEST_FILE)) as IndexManifest;
    if (manifest?.version !== INDEX_FORMAT_VERSION || !Array.isArray(manifest.pages)) {
      throw new Error('search: the index is not in the format this worker reads');
    }
    this.shardWords = manifest.shards.map(([file, words]) => {
      const starts = [0];
      for (let at = words.indexOf('\n'); at >= 0; at = words.indexOf('\n', at + 1)) {
        starts.push(at + 1);
      }
      return { file, words, starts };
    });
    this.navOf = manifest.pages.map((link) => {
      const index = findNavIndex(link, this.nav);
      const item = index < 0 ? undefined : this.nav[index];
      // pages outside the nav (the home page) rank after every nav entry
      return {
        key: item?.title ?? '',
        title: item?.title,
        order: index < 0 ? this.nav.length : index,
      };
    });
    this.manifest = manifest;
    return manifest;
  }

  get pageCount(): number {
    return this.manifest?.pages.length ?? 0;
  }

  /**
   * The result groups for a query (spec, sections 5 and 9), as far as `batches` batches of packs
   * reach; an empty or whitespace-only query gives no groups.
   */
  async search(keywords: string, batches = 1): Promise<SearchAnswer> {
    const matcher = createMatcher(keywords);
    if (!matcher) return { result: [], more: false };
    const manifest = await this.load();
    const classCounts = await this.pageCounts(matcher);
    const groups = this.groupsOf(classCounts);
    if (!groups.length) return { result: [], more: false };

    const packLimit = Math.max(1, Math.floor(batches)) * PACKS_PER_BATCH;
    const usedPacks = new Set<number>();
    const packOf = (page: number) => {
      let low = 0;
      let high = manifest.packs.length - 1;
      while (low < high) {
        const mid = (low + high + 1) >> 1;
        if (manifest.packs[mid][1] <= page) low = mid;
        else high = mid - 1;
      }
      return low;
    };
    const loaded = (page: number) => usedPacks.has(packOf(page));
    const ranked = new Map<number, Ranked[]>();
    const rankedOf = (page: number) => {
      let list = ranked.get(page);
      if (!list) {
        const prepared = this.prepared.get(page)!;
        list = candidatesOf(prepared, countWords(prepared, matcher)).map((candidate) => ({
          candidate,
          priority: candidate.priority,
          page,
          order: candidate.order,
        }));
        ranked.set(page, list);
      }
      return list;
    };
    const bestOf = (page: number): Rank => {
      const [titleWords, titles, texts, keywordWords] = classCounts.map((counts) => counts[page]);
      const pageHint = titleWords * WEIGHT.pageTitle;
      const others = titles * WEIGHT.sectionTitle + (texts + keywordWords) * WEIGHT.text;
      return pageHint && pageHint >= others
        ? { priority: pageHint, page, order: -1 }
        : { priority: others, page, order: -1 };
    };

    for (;;) {
      const { shown, complete, wanted } = this.take(groups, loaded, rankedOf, bestOf);
      const next: number[] = [];
      for (const page of wanted) {
        const pack = packOf(page);
        if (usedPacks.has(pack) || next.includes(pack)) continue;
        if (usedPacks.size + next.length >= packLimit) break;
        next.push(pack);
      }
      if (complete || !next.length) {
        return { result: this.toGroups(shown, matcher), more: !complete };
      }
      await Promise.all(next.map((pack) => this.loadPack(pack)));
      next.forEach((pack) => usedPacks.add(pack));
    }
  }

  /** For each text class, how many distinct query words each page holds there. */
  private async pageCounts(matcher: Matcher): Promise<Uint8Array[]> {
    const shardWords = this.shardWords!;
    const pageCount = this.pageCount;
    const matches = matcher.words.map((word) =>
      shardWords.map(({ words, starts }) => {
        const entries: number[] = [];
        let entry = 0;
        for (let at = words.indexOf(word); at >= 0;) {
          while (entry + 1 < starts.length && starts[entry + 1] <= at) entry++;
          entries.push(entry);
          if (entry + 1 >= starts.length) break;
          at = words.indexOf(word, starts[entry + 1]);
        }
        return entries;
      }),
    );
    const needed = shardWords.flatMap((shard, s) =>
      matches.some((perShard) => perShard[s].length) ? [s] : [],
    );
    const shards = new Map(
      await Promise.all(
        needed.map(async (s) => [s, await this.shard(shardWords[s].file)] as const),
      ),
    );
    const counts = Array.from({ length: TEXT_CLASSES }, () => new Uint8Array(pageCount));
    const bits = new Uint8Array(Math.ceil(pageCount / 8));
    for (const perShard of matches) {
      for (let textClass = 0; textClass < TEXT_CLASSES; textClass++) {
        bits.fill(0);
        perShard.forEach((entries, s) => {
          const postings = shards.get(s)!;
          for (const entry of entries) addPages(postings[entry]?.[textClass], bits);
        });
        const classCounts = counts[textClass];
        bits.forEach((byte, at) => {
          for (let bit = 0; byte; bit++, byte >>= 1) {
            const page = at * 8 + bit;
            if (byte & 1 && page < pageCount && classCounts[page] < 255) classCounts[page]++;
          }
        });
      }
    }
    return counts;
  }

  /** The groups of the pages that hold any query word, ranked by nav order × 1000. */
  private groupsOf(classCounts: Uint8Array[]): Group[] {
    const groups = new Map<string, Group>();
    for (let page = 0; page < this.pageCount; page++) {
      if (!classCounts.some((counts) => counts[page])) continue;
      const { key, title, order } = this.navOf![page];
      let group = groups.get(key);
      if (!group) {
        group = { title, priority: order * NAV_ORDER_FACTOR, pages: [] };
        groups.set(key, group);
      }
      group.pages.push(page);
    }
    return [...groups.values()].sort((a, b) => a.priority - b.priority);
  }

  /**
   * The hints that can be shown with the pages loaded so far, group by group in rank order, and
   * the pages worth loading next: the one that blocks the next hint, then those the following
   * hints probably come from, counting each page not loaded as one hint at its best rank.
   */
  private take(
    groups: Group[],
    loaded: (page: number) => boolean,
    rankedOf: (page: number) => Ranked[],
    bestOf: (page: number) => Rank,
  ) {
    const shown: { group: Group; hints: Ranked[] }[] = [];
    const wanted: number[] = [];
    let blocked = false;
    for (const group of groups) {
      const exact = group.pages
        .filter(loaded)
        .flatMap(rankedOf)
        .sort((a, b) => (before(a, b) ? -1 : 1));
      const pending = group.pages
        .filter((page) => !loaded(page))
        .map(bestOf)
        .sort((a, b) => (before(a, b) ? -1 : 1));
      const hints: Ranked[] = [];
      let e = 0;
      let p = 0;
      let planned = 0;
      while (hints.length + planned < MAX_HINTS_PER_GROUP) {
        const nextExact = exact[e];
        const nextPending = pending[p];
        if (nextPending && (!nextExact || before(nextPending, nextExact))) {
          blocked = true;
          wanted.push(nextPending.page);
          planned++;
          p++;
        } else if (nextExact) {
          if (!blocked) hints.push(nextExact);
          else planned++;
          e++;
        } else break;
      }
      if (hints.length) shown.push({ group, hints });
    }
    return { shown, complete: !blocked, wanted };
  }

  /** A shard, fetched once (a failed fetch is tried again when a query needs the shard). */
  private shard(file: string): Promise<ShardFile> {
    return this.once(`shard:${file}`, () => this.files(file) as Promise<ShardFile>);
  }

  /** A pack's pages, fetched and prepared once. */
  private loadPack(pack: number): Promise<void> {
    const [file, first] = this.manifest!.packs[pack];
    return this.once(`pack:${file}`, async () => {
      const records = (await this.files(file)) as PackFile;
      records.forEach((record, i) => this.prepared.set(first + i, preparePage(record)));
    });
  }

  private once<T>(key: string, fetch: () => Promise<T>): Promise<T> {
    let file = this.fetched.get(key) as Promise<T> | undefined;
    if (!file) {
      file = fetch();
      this.fetched.set(key, file);
      file.catch(() => this.fetched.delete(key));
    }
    return file;
  }

  private toGroups(
    shown: { group: Group; hints: Ranked[] }[],
    matcher: Matcher,
  ): SearchResultGroup[] {
    return shown.map(({ group, hints }) => ({
      title: group.title,
      priority: group.priority,
      hints: hints.map(({ page, candidate }): SearchHint =>
        toHint(this.prepared.get(page)!.record, candidate, matcher),
      ),
    }));
  }
}
