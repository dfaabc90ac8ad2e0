import zlib from 'zlib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  compressionThreads,
  type CompressionThreads,
} from '../plugins/hosting/compression-threads';

let threads: CompressionThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

/** Sources of different sizes and contents, so that a copy sent back for the wrong one shows. */
const sources = Array.from({ length: 40 }, (_, index) =>
  Buffer.from(`<p>Page ${index}: ${'tessera '.repeat(index * 37 + 1)}</p>`),
);

describe('compression on threads', () => {
  it('sends back for each source the very gzip and brotli copy zlib makes of it', async () => {
    threads = compressionThreads(2);
    const copies = await Promise.all(
      sources.map(async (source) => ({
        gzip: await threads!.gzip(source, 9),
        brotli: await threads!.brotli(source, 11),
      })),
    );
    copies.forEach(({ gzip, brotli }, index) => {
      expect(gzip.equals(zlib.gzipSync(sources[index], { level: 9 }))).toBe(true);
      const best = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
      expect(zlib.brotliDecompressSync(brotli).equals(sources[index])).toBe(true);
      expect(brotli.length).toBe(zlib.brotliCompressSync(sources[index], best).length);
    });
  });

  it('compresses at the quality it is asked for', async () => {
    threads = compressionThreads(1);
    const source = Buffer.from('the quick brown fox jumps over the lazy dog '.repeat(500));
    const [fast, best] = await Promise.all([threads.brotli(source, 1), threads.brotli(source, 11)]);
    expect(best.length).toBeLessThan(fast.length);
  });

  it('fails a job zlib refuses with the reason, and goes on with the next', async () => {
    threads = compressionThreads(1);
    await expect(threads.gzip(sources[0], 42)).rejects.toThrow(
      /^hosting: compression failed: .*level/,
    );
    const gzip = await threads.gzip(sources[1], 9);
    expect(zlib.gunzipSync(gzip).equals(sources[1])).toBe(true);
  });

  it('starts its threads again when asked after it was closed', async () => {
    threads = compressionThreads(2);
    await threads.gzip(sources[2], 1);
    await threads.close();
    expect(zlib.gunzipSync(await threads.gzip(sources[3], 1)).equals(sources[3])).toBe(true);
  });
});
