import { createHash } from 'crypto';
import {
  encodePageSet,
  INDEX_FORMAT_VERSION,
  MANIFEST_FILE,
  TEXT_CLASSES,
  TextClass,
  type IndexManifest,
} from '../browser/index-format';
import type { IndexedPage } from '../browser/types';

export interface SearchFilesOptions {
  /** a pack ends once its JSON reaches this size (a page is never split) */
  packBytes?: number;
  /** the postings of an edition are split into shards of about this size... */
  shardBytes?: number;
  /** ...but into no more shards than this: a query may need every one */
  maxShards?: number;
}

/** A search file: its name in the edition's folder and its content. */
export interface SearchFile {
  name: string;
  content: string;
}

/** The texts of a page that search looks in, each with its class (browser/engine.ts scores them). */
const textsOf = (page: IndexedPage): [string, number][] => [
  [page.title, TextClass.PageTitle],
  ...page.sections.flatMap(({ title, paragraphs }): [string, number][] => [
    [title, TextClass.Title],
    ...paragraphs.map((text): [string, number] => [text, TextClass.Text]),
  ]),
  ...page.demos.flatMap(({ title, description, keywords }): [string, number][] => [
    [title, TextClass.Title],
    [description, TextClass.Text],
    [keywords.join(' '), TextClass.Keywords],
  ]),
];

/**
 * The files of one edition's search index (see browser/index-format.ts), from its pages' records in
 * ranking order. The manifest comes last.
 */
export function buildSearchFiles(
  records: IndexedPage[],
  { packBytes = 16_000, shardBytes = 32_000, maxShards = 3 }: SearchFilesOptions = {},
): SearchFile[] {
  const files: SearchFile[] = [];
  const add = (stem: string, content: string) => {
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
    const name = `${stem}.${hash}.json`;
    files.push({ name, content });
    return name;
  };

  const packs: IndexManifest['packs'] = [];
  for (let first = 0, end = 0; first < records.length; first = end) {
    for (let size = 0; end < records.length && (end === first || size < packBytes); end++) {
      size += JSON.stringify(records[end]).length;
    }
    packs.push([add(`pages-${packs.length}`, JSON.stringify(records.slice(first, end))), first]);
  }

  // every distinct lower-cased run between whitespace, with its pages by text class
  const vocabulary = new Map<string, number[][]>();
  records.forEach((record, page) => {
    for (const [text, textClass] of textsOf(record)) {
      for (const run of text.toLowerCase().split(/\s+/)) {
        if (!run) continue;
        const classes = vocabulary.get(run) ?? Array.from({ length: TEXT_CLASSES }, () => []);
        vocabulary.set(run, classes);
        const pages = classes[textClass];
        if (pages[pages.length - 1] !== page) pages.push(page);
      }
    }
  });
  const words = [...vocabulary.keys()].sort();
  const postings = words.map((word) => {
    const sets = vocabulary.get(word)!.map((pages) => encodePageSet(pages, records.length));
    while (sets.length && !sets[sets.length - 1].length) sets.pop();
    return sets;
  });
  const bytes = postings.reduce((sum, sets) => sum + JSON.stringify(sets).length, 0);
  const count = Math.max(1, Math.min(maxShards, Math.ceil(bytes / shardBytes)));
  const cut = (n: number) => Math.floor((n * words.length) / count);

  const manifest: IndexManifest = {
    version: INDEX_FORMAT_VERSION,
    pages: records.map((record) => record.link),
    packs,
    // each shard a run of the sorted vocabulary: the manifest's words compress well, and the
    // entries holding a query word, which mostly begin like it, mostly lie in one shard
    shards: Array.from({ length: count }, (_, n) => [
      add(`postings-${n}`, JSON.stringify(postings.slice(cut(n), cut(n + 1)))),
      words.slice(cut(n), cut(n + 1)).join('\n'),
    ]),
  };
  files.push({ name: MANIFEST_FILE, content: JSON.stringify(manifest) });
  return files;
}
