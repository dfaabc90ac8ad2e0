/**
 * The prebuilt search index of one edition, as the build writes it to `search/<edition>/` and the
 * search worker reads it. Three kinds of file:
 *
 * - `index.json` (fixed name, fetched when the search box is first focused): the pages in ranking
 *   order (their links), the vocabulary (every distinct lower-cased whitespace-free run of the
 *   edition's texts) split into shards, and the names of the other files;
 * - shards (`postings-<n>.<hash>.json`): for each vocabulary entry of the shard, in the order the
 *   index lists them, the pages where it occurs, by where: page title, section or demo title,
 *   other text, demo keywords. A query word holds no whitespace, so it occurs in a text only inside
 *   one run: the entries that contain it, and their postings, find exactly the pages that contain it;
 * - packs (`pages-<n>.<hash>.json`): the search records (spec, section 3) of a few consecutive pages,
 *   fetched only for the pages whose hints are shown.
 *
 * Shard and pack names carry a hash of their content, so a changed site never mixes old and new.
 */
export const INDEX_FORMAT_VERSION = 1;

/** The folder of the search files below the site's public path (plugins/search/index.ts). */
export const SEARCH_FOLDER = 'search';
export const MANIFEST_FILE = 'index.json';

/** Where a vocabulary entry occurs in a page; the classes of the spec's weights (100 / 10 / 1). */
export const TextClass = {
  PageTitle: 0,
  /** a section title or a demo title */
  Title: 1,
  /** paragraphs and demo descriptions */
  Text: 2,
  /** demo keywords, counted apart from the description in a demo hint's points */
  Keywords: 3,
} as const;
export const TEXT_CLASSES = Object.keys(TextClass).length;

export interface IndexManifest {
  version: typeof INDEX_FORMAT_VERSION;
  /** the link of each page; a page's number is its position here (ties in ranking keep this order) */
  pages: string[];
  /** the packs, in page order: file name and the number of its first page */
  packs: [file: string, firstPage: number][];
  /** the shards: file name and its vocabulary entries, one per line */
  shards: [file: string, words: string][];
}

/**
 * The pages of one entry in one class: ascending page numbers given as the first number and then
 * the differences ([3, 1, 4] is pages 3, 4 and 8), or, where shorter, an unpadded base64 bitmap
 * over all pages (bit `i % 8` of byte `i / 8` for page i).
 */
export type PageSet = number[] | string;

/** A shard: for each of its entries, a page set per text class, trailing empty classes left out. */
export type ShardFile = PageSet[][];

/** A pack: the search records of pages `firstPage` to `firstPage + length - 1`. */
export type PackFile = import('./types').IndexedPage[];

/** The shorter encoding of ascending page numbers, for `pageCount` pages in all. */
export function encodePageSet(pages: number[], pageCount: number): PageSet {
  const deltas = pages.map((page, i) => (i ? page - pages[i - 1] : page));
  const listLength = deltas.reduce((sum, delta) => sum + String(delta).length + 1, 1);
  const bytes = new Uint8Array(Math.ceil(pageCount / 8));
  if (listLength <= Math.ceil(bytes.length / 3) * 4 + 2) return deltas;
  for (const page of pages) bytes[page >> 3] |= 1 << (page & 7);
  return btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')).replace(/=+$/, '');
}

/**
 * Adds the pages of a page set to a bitset laid out like the bitmap: a bitmap is merged byte by
 * byte, so that a word found in most pages (a single letter) stays cheap.
 */
export function addPages(set: PageSet | undefined, bits: Uint8Array): void {
  if (typeof set === 'string') {
    const bytes = atob(set);
    for (let i = 0; i < bytes.length; i++) bits[i] |= bytes.charCodeAt(i);
    return;
  }
  let page = 0;
  set?.forEach((delta, i) => {
    page = i ? page + delta : delta;
    bits[page >> 3] |= 1 << (page & 7);
  });
}
