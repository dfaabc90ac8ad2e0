import { gzipSync } from 'zlib';
import { describe, expect, it } from 'vitest';
import {
  addPages,
  encodePageSet,
  type IndexManifest,
  type PackFile,
  type ShardFile,
} from '../plugins/search/browser/index-format';
// @ts-expect-error plain ES module without type declarations
import { seededRandom } from '../scripts/synthetic-site.mjs';
import { buildSearchFiles } from '../plugins/search/build/search-files';
import { fixtureRecords, onePage } from './search-fixture';

/** The page numbers of a page set (of at most 5,000 pages), read the way the search worker reads them. */
const pagesOf = (set: ReturnType<typeof encodePageSet> | undefined) => {
  const bits = new Uint8Array(625);
  addPages(set, bits);
  return Array.from({ length: 5000 }, (_, page) => page).filter(
    (page) => bits[page >> 3] & (1 << (page & 7)),
  );
};

function filesOf(records = fixtureRecords(), options = {}) {
  const files = buildSearchFiles(records, options);
  const byName = new Map([...files].map(([name, content]) => [name, JSON.parse(content)]));
  const manifest = byName.get('index.json') as IndexManifest;
  /** an entry's postings by text class, as page numbers */
  const postings = (word: string) => {
    for (const [file, words] of manifest.shards) {
      const at = words.split('\n').indexOf(word);
      if (at >= 0) return (byName.get(file) as ShardFile)[at].map(pagesOf);
    }
    return undefined;
  };
  return { files, byName, manifest, postings };
}

describe('page sets', () => {
  it('round-trip as differences or as a bitmap, whichever is shorter', () => {
    const random = seededRandom(3);
    for (const pageCount of [1, 7, 8, 9, 100, 1000, 4099]) {
      for (const density of [0, 0.01, 0.2, 0.6, 1]) {
        const pages = Array.from({ length: pageCount }, (_, i) => i).filter(
          () => random() < density,
        );
        const set = encodePageSet(pages, pageCount);
        expect(pagesOf(set)).toEqual(pages);
      }
    }
    expect(encodePageSet([3, 4, 8], 1000)).toEqual([3, 1, 4]);
    expect(
      typeof encodePageSet(
        Array.from({ length: 900 }, (_, i) => i),
        1000,
      ),
    ).toBe('string');
    // the bitmap is unpadded base64 of bytes where page i is bit i % 8 of byte i / 8
    expect(encodePageSet([0, 1, 2, 3, 4, 5, 6, 7, 9], 10)).toBe('/wI');
  });
});

describe('the index files', () => {
  it('list the pages in the order given, and hash what they hold into their names', () => {
    const { files, manifest } = filesOf();
    expect(manifest.version).toBe(1);
    expect(manifest.pages).toEqual(fixtureRecords().map((r) => r.link));
    const names = [...files.keys()];
    expect(names.pop()).toBe('index.json');
    for (const name of names) expect(name).toMatch(/^(pages|postings)-\d+\.[0-9a-f]{8}\.json$/);
    const again = [...buildSearchFiles(fixtureRecords()).keys()];
    expect(again).toEqual([...files.keys()]);
    const changed = fixtureRecords();
    changed[3].title = 'Go Service';
    expect([...buildSearchFiles(changed).keys()]).not.toEqual(again);
  });

  it('hold every distinct lower-cased run between whitespace once, with where it occurs', () => {
    const { manifest, postings } = filesOf();
    const words = manifest.shards.flatMap(([, list]) => list.split('\n'));
    expect(new Set(words).size).toBe(words.length);
    expect(words).toContain('最简单、最上瘾的单词卡');
    expect(words).toContain('task:');
    expect(words).not.toContain('Task:');
    expect(words.some((word) => /\s/.test(word) || !word)).toBe(false);
    // where, in the format's order: page title (0), section or demo title (1), other text (2),
    // demo keywords (3)
    expect(postings('vue')?.[0]).toEqual([2]);
    expect(postings('menu')?.[1]).toEqual([2]);
    expect(postings('dashboards')?.[2]).toEqual([2]);
    expect(postings('flip')?.[1]).toEqual([1]);
    expect(postings('flashcard')?.[3]).toEqual([1]);
    expect(postings('the')?.[2]).toEqual([2, 3]);
  });

  it('pack consecutive pages, never splitting one, each pack about the size asked for', () => {
    const records = Array.from({ length: 50 }, (_, i) => onePage(`Page ${i}`, 'word '.repeat(40)));
    const { manifest, byName } = filesOf(records, { packBytes: 1000 });
    const sizes = manifest.packs.map(([file]) => (byName.get(file) as PackFile).length);
    expect(sizes.reduce((a, b) => a + b)).toBe(50);
    expect(manifest.packs.map(([, first]) => first)).toEqual(
      sizes.map((_, i) => sizes.slice(0, i).reduce((a, b) => a + b, 0)),
    );
    expect(Math.max(...sizes)).toBeLessThanOrEqual(5);
    const [file] = manifest.packs[1];
    expect((byName.get(file) as PackFile)[0]).toEqual(records[manifest.packs[1][1]]);
  });

  it('spread the postings over as many shards as their size needs, at most the limit', () => {
    const records = Array.from({ length: 300 }, (_, i) =>
      onePage(`Page ${i}`, `unique${i} shared words and more words ${i * 7}`),
    );
    expect(filesOf(records, { shardBytes: 1e9 }).manifest.shards).toHaveLength(1);
    const split = filesOf(records, { shardBytes: 2000, maxShards: 3 });
    expect(split.manifest.shards).toHaveLength(3);
    for (const [file, words] of split.manifest.shards) {
      expect((split.byName.get(file) as ShardFile).length).toBe(words.split('\n').length);
    }
  });

  it('stay small: the manifest of a 24-page edition is a few KB gzip', () => {
    const manifest = filesOf().files.get('index.json')!;
    expect(gzipSync(manifest).length).toBeLessThan(2_000);
  });
});
