import { createHash } from 'crypto';
import {
  encodePageSet,
  INDEX_FORMAT_VERSION,
  MANIFEST_FILE,
  TEXT_CLASSES,
  type IndexManifest,
  type PackFile,
  type Postings,
  type ShardFile,
} from '../browser/index-format';
import { searchedTexts } from '../browser/page-hints';
import type { IndexedPage } from '../browser/types';

export interface SearchFilesOptions {
  /** a pack ends once its JSON reaches this size (a page is never split) */
  packBytes?: number;
  /** the postings of an edition are split into shards of about this size... */
  shardBytes?: number;
  /** ...but into no more shards than this: a query may need every one */
  maxShards?: number;
}

/**
 * About 16 KB of JSON (4–5 KB gzip) per pack: three pages of the scale bench's size, and each
 * edition of the site's own pages in three packs, so its queries never need more than a batch.
 */
const PACK_BYTES = 16_000;
/**
 * About 32 KB of JSON per shard, in three shards at most: a query needs the shards of the entries
 * its words are in, which for a common word or a single letter is every shard, and the first
 * search must stay within a dozen requests (the two search chunks, the manifest, the shards and a
 * batch of packs). At 1,000 pages of the scale bench a shard is about 12 KB gzip.
 */
const SHARD_BYTES = 32_000;
const MAX_SHARDS = 3;

/** A search file: its name in the edition's folder and its content. */
export interface SearchFile {
  name: string;
  content: string;
}

/** FNV-1a: a stable, cheap hash that spreads vocabulary entries over the shards. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

const contentHash = (content: string) =>
  createHash('sha256').update(content).digest('hex').slice(0, 8);
const named = (stem: string, content: string): SearchFile => ({
  name: `${stem}.${contentHash(content)}.json`,
  content,
});

/** Every distinct lower-cased run between whitespace of each page's texts, with where it is. */
function vocabularyOf(records: IndexedPage[]): Map<string, number[][]> {
  const vocabulary = new Map<string, number[][]>();
  records.forEach((record, page) => {
    for (const { text, textClass } of searchedTexts(record)) {
      for (const run of text.toLowerCase().split(/\s+/)) {
        if (!run) continue;
        let postings = vocabulary.get(run);
        if (!postings) {
          postings = Array.from({ length: TEXT_CLASSES }, () => []);
          vocabulary.set(run, postings);
        }
        const pages = postings[textClass];
        if (pages[pages.length - 1] !== page) pages.push(page);
      }
    }
  });
  return vocabulary;
}

function encodePostings(classes: number[][], pageCount: number): Postings {
  const encoded = classes.map((pages) => encodePageSet(pages, pageCount));
  while (encoded.length && !encoded[encoded.length - 1].length) encoded.pop();
  return encoded;
}

/**
 * The files of one edition's search index (see browser/index-format.ts), from its pages' records in
 * ranking order. The manifest comes last.
 */
export function buildSearchFiles(
  records: IndexedPage[],
  options: SearchFilesOptions = {},
): SearchFile[] {
  const packBytes = options.packBytes ?? PACK_BYTES;
  const files: SearchFile[] = [];

  const packs: IndexManifest['packs'] = [];
  for (let first = 0; first < records.length;) {
    const pack: PackFile = [];
    let size = 0;
    while (first + pack.length < records.length && (!pack.length || size < packBytes)) {
      const record = records[first + pack.length];
      size += JSON.stringify(record).length;
      pack.push(record);
    }
    const file = named(`pages-${packs.length}`, JSON.stringify(pack));
    files.push(file);
    packs.push([file.name, first]);
    first += pack.length;
  }

  const entries = [...vocabularyOf(records)].map(([word, classes]) => ({
    word,
    postings: encodePostings(classes, records.length),
  }));
  const postingsBytes = entries.reduce((sum, e) => sum + JSON.stringify(e.postings).length, 0);
  const shardCount = Math.max(
    1,
    Math.min(
      options.maxShards ?? MAX_SHARDS,
      Math.ceil(postingsBytes / (options.shardBytes ?? SHARD_BYTES)),
    ),
  );
  const shards = Array.from({ length: shardCount }, () => [] as typeof entries);
  for (const entry of entries) shards[hashOf(entry.word) % shardCount].push(entry);
  const manifestShards: IndexManifest['shards'] = shards.map((shard, n) => {
    // sorted, so that the manifest's vocabulary compresses well
    shard.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    const postings: ShardFile = shard.map((entry) => entry.postings);
    const file = named(`postings-${n}`, JSON.stringify(postings));
    files.push(file);
    return [file.name, shard.map((entry) => entry.word).join('\n')];
  });

  const manifest: IndexManifest = {
    version: INDEX_FORMAT_VERSION,
    pages: records.map((record) => record.link),
    packs,
    shards: manifestShards,
  };
  files.push({ name: MANIFEST_FILE, content: JSON.stringify(manifest) });
  return files;
}
