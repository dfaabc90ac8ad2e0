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

/**
 * The files of one edition's search index (see browser/index-format.ts), their contents by name,
 * from its pages' records in ranking order. The manifest comes last. A pack ends once its JSON
 * reaches `packBytes` (a page is never split); the postings are split into shards of about
 * `shardBytes`, but into no more than `maxShards`: a query may need every one.
 */
export function buildSearchFiles(
  records: IndexedPage[],
  { packBytes = 16_000, shardBytes = 32_000, maxShards = 3 } = {},
): Map<string, string> {
  const files = new Map<string, string>();
  const add = (stem: string, content: string) => {
    const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
    const name = `${stem}.${hash}.json`;
    files.set(name, content);
    return name;
  };

  const packs: IndexManifest['packs'] = [];
  for (let first = 0, end = 0; first < records.length; first = end) {
    for (let size = 0; end < records.length && (end === first || size < packBytes); end++) {
      size += JSON.stringify(records[end]).length;
    }
    packs.push([add(`pages-${packs.length}`, JSON.stringify(records.slice(first, end))), first]);
  }

  // every distinct lower-cased run between whitespace of the texts search looks in, with its pages
  // by text class (browser/engine.ts scores them)
  const vocabulary = new Map<string, number[][]>();
  records.forEach((record, page) => {
    const note = (textClass: number, ...texts: string[]) => {
      for (const run of texts.join(' ').toLowerCase().split(/\s+/)) {
        if (!run) continue;
        const classes = vocabulary.get(run) ?? Array.from({ length: TEXT_CLASSES }, () => []);
        vocabulary.set(run, classes);
        const pages = classes[textClass];
        if (pages[pages.length - 1] !== page) pages.push(page);
      }
    };
    note(TextClass.PageTitle, record.title);
    for (const { title, paragraphs } of record.sections) {
      note(TextClass.Title, title);
      note(TextClass.Text, ...paragraphs);
    }
    for (const { title, description, keywords } of record.demos) {
      note(TextClass.Title, title);
      note(TextClass.Text, description);
      note(TextClass.Keywords, ...keywords);
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
  return files.set(MANIFEST_FILE, JSON.stringify(manifest));
}
