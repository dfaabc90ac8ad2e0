import type { IApi } from 'dumi';

type GzipSync = (source: string | Buffer, options?: object) => Buffer;

/** Copies of gzipped contents that outlive a build (plugins/hosting keeps them by content). */
export interface GzipCopies {
  /** The level the copies are gzipped at. */
  level: number;
  /** The kept copy of `source`, if an earlier build or step made one. */
  read(source: Buffer): Buffer | undefined;
  keep(source: Buffer, gzipped: Buffer): void;
}

/**
 * `gzipSync` answering a call at the copies' level (and no other option) with the kept copy of the
 * same content, or gzipping it and keeping the result. The bytes are the same either way: zlib
 * gives one output for one input and level. Any other call goes to `original` as it is.
 */
export function gzipSyncFromCopies(original: GzipSync, copies: GzipCopies): GzipSync {
  return (input, options) => {
    const keys = options ? Object.keys(options) : [];
    const sameWay = keys.length === 1 && (options as { level?: unknown }).level === copies.level;
    if (!sameWay || (typeof input !== 'string' && !Buffer.isBuffer(input))) {
      return original(input, options);
    }
    const source = typeof input === 'string' ? Buffer.from(input) : input;
    const kept = copies.read(source);
    if (kept) return kept;
    const gzipped = original(source, options);
    copies.keep(source, gzipped);
    return gzipped;
  };
}

/**
 * After the browser bundle, umi prints each JavaScript and CSS file's gzip size (preset-umi's
 * `utils/fileSizeReporter.js`, through gzip-size): it reads every such file of the output twice
 * and gzips it at level 9 with `zlib.gzipSync`, 0.7-0.9 s of every build at 1,000 pages, although
 * the host's copies made later are the same gzip of the same files. From the end of the browser
 * bundle until umi hands over the HTML (the only time the report runs), zlib's `gzipSync` answers
 * such calls from `copies`: the report reuses the kept copy of every file that did not change, and
 * the copies it makes are the ones the host's step then finds. If umi's report stops calling it
 * this way, nothing breaks; the report just gzips again (tests/size-report-gzip.test.ts notices).
 */
export function reuseGzipCopiesInSizeReport(api: IApi, copies: GzipCopies) {
  // the module object itself (gzip-size looks `gzipSync` up on it at each call), not an import's copy
  const zlib = require('zlib') as { gzipSync: GzipSync };
  const original = zlib.gzipSync;
  api.onBuildComplete({
    stage: Infinity,
    fn: ({ err }: { err?: unknown }) => {
      if (!err) zlib.gzipSync = gzipSyncFromCopies(original, copies);
    },
  });
  api.modifyExportHTMLFiles({
    stage: -Infinity,
    fn: <T>(files: T) => {
      zlib.gzipSync = original;
      return files;
    },
  });
}
