// A thread of compression-threads.ts: compresses each source it is sent, synchronously.
import { parentPort } from 'node:worker_threads';
import zlib from 'node:zlib';

/** The copy a thread sends back: bytes of its own, which move to the main thread uncopied. */
const movable = (bytes) => new Uint8Array(bytes);

function compress({ kind, level, source }) {
  if (kind === 'gzip') return zlib.gzipSync(source, { level });
  return zlib.brotliCompressSync(source, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: level,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
}

parentPort.on('message', (job) => {
  try {
    const bytes = movable(compress(job));
    parentPort.postMessage({ id: job.id, bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({
      id: job.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
