import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { keptGzipCopies, keptGzipFile, writeHostFiles } from '../plugins/hosting';
import { reuseGzipCopiesInSizeReport } from '../plugins/internals/build/size-report-gzip';

const require = createRequire(import.meta.url);
// umi's own report, as its build command calls it after the browser bundle
const { measureFileSizesBeforeBuild } = require('@umijs/preset-umi/dist/utils/fileSizeReporter');
const nodeZlib = require('zlib') as { gzipSync: typeof zlib.gzipSync };

type Hook = { fn: (...args: unknown[]) => unknown };

/** The hooks the build registers, called by hand in the order umi's build calls them. */
function buildHooks() {
  const hooks: Record<string, Hook> = {};
  const api = {
    onBuildComplete: (hook: Hook) => (hooks.onBuildComplete = hook),
    modifyExportHTMLFiles: (hook: Hook) => (hooks.modifyExportHTMLFiles = hook),
  };
  return { api, hooks };
}

const code = (name: string) =>
  Array.from({ length: 200 }, (_, i) => `export const ${name}${i} = ${(i * 7919) % 104729};`).join(
    '\n',
  );

describe("umi's size report and the host's gzip copies", () => {
  let dir = '';
  const original = nodeZlib.gzipSync;
  // the test's own gzip, never through the build's
  const gzip = (text: string, level = 9) => original(text, { level });
  afterEach(() => {
    nodeZlib.gzipSync = original;
    rmSync(dir, { recursive: true, force: true });
  });

  it('are the same copies: made once, reused by the report and by the host, only while the report runs', async () => {
    dir = mkdtempSync(join(tmpdir(), 'size-report-gzip-'));
    const out = join(dir, 'dist');
    const cache = join(dir, 'compressed');
    mkdirSync(out, { recursive: true });
    const files = {
      'umi.0123abcd.js': code('entry'),
      'docs__a.md.89abcdef.async.js': code('page'),
    };
    for (const [file, content] of Object.entries(files)) writeFileSync(join(out, file), content);
    const { api, hooks } = buildHooks();
    reuseGzipCopiesInSizeReport(api as never, keptGzipCopies(cache));

    // a failed bundle leaves zlib alone
    hooks.onBuildComplete.fn({ err: new Error('bundle failed') });
    expect(nodeZlib.gzipSync).toBe(original);

    hooks.onBuildComplete.fn({});
    const sizes = () => Object.values(measureFileSizesBeforeBuild(out).sizes).sort();
    const real = Object.values(files)
      .map((text) => gzip(text).length)
      .sort();
    expect(sizes()).toEqual(real);
    // one kept copy per file, the gzip of its content
    expect(readdirSync(cache)).toHaveLength(2);
    const entryCopy = keptGzipFile(cache, Buffer.from(files['umi.0123abcd.js']));
    expect(zlib.gunzipSync(readFileSync(entryCopy)).toString()).toBe(files['umi.0123abcd.js']);

    // the report's next reading comes from the kept copy
    const marker = gzip('a copy an earlier build kept');
    writeFileSync(entryCopy, marker);
    expect(sizes()).toContain(marker.length);
    expect(sizes()).not.toEqual(real);
    // another way of gzipping is never answered from the copies
    expect(nodeZlib.gzipSync(files['umi.0123abcd.js'], { level: 1 })).toEqual(
      gzip(files['umi.0123abcd.js'], 1),
    );
    expect(readdirSync(cache)).toHaveLength(2);

    // once umi hands over the HTML, zlib is itself again
    const html = [{ path: 'index.html', content: '<html></html>' }];
    expect(hooks.modifyExportHTMLFiles.fn(html)).toBe(html);
    expect(nodeZlib.gzipSync).toBe(original);
    expect(sizes()).toEqual(real);

    // the host's .gz copy of the file is the one the report kept
    await writeHostFiles(out, cache, new Map());
    expect(readFileSync(join(out, 'umi.0123abcd.js.gz'))).toEqual(marker);
  });
});
