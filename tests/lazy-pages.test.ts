import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  compiledWhenOpened,
  LAZY_CLIENT,
  resolveMissingClient,
} from '../plugins/internals/dev/lazy-pages';

const require = createRequire(import.meta.url);
const WEBPACK = require.resolve('@umijs/bundler-webpack/compiled/webpack');

/** A webpack compiler made with lazy compilation on and a client named, as lazy-pages.ts asks. */
const makeCompilerScript = (client: string) => `
  const webpack = require(${JSON.stringify(WEBPACK)}).default;
  webpack({
    mode: 'development',
    entry: ${JSON.stringify(LAZY_CLIENT)},
    experiments: { lazyCompilation: { entries: false, backend: { client: ${JSON.stringify(client)} } } },
  });
  console.log('made');
`;

describe('lazy pages in dumi dev: the shape of umi’s webpack', () => {
  it('umi’s webpack resolves a client it does not ship, even when the options name one', () => {
    let failure = '';
    try {
      execFileSync(process.execPath, ['-e', makeCompilerScript(LAZY_CLIENT)], {
        stdio: 'pipe',
      });
    } catch (error) {
      failure = String((error as { stderr: Buffer }).stderr);
    }
    // if this passes one day, umi ships the client: resolveMissingClient can go
    expect(failure).toMatch(/Cannot find module '\.\.\/hot\/lazy-compilation-web\.js'/);
  });

  it('with the resolver taught, the compiler is made with the site’s client', () => {
    resolveMissingClient();
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const webpack = require(WEBPACK).default;
    expect(() =>
      webpack({
        mode: 'development',
        entry: LAZY_CLIENT,
        experiments: {
          lazyCompilation: { entries: false, backend: { client: LAZY_CLIENT } },
        },
      }),
    ).not.toThrow();
  });
});

describe('lazy pages in dumi dev: what is compiled when opened', () => {
  it("a page's component, demos and texts; its metadata and everything else at the start", () => {
    const page = '/site/docs/Products/folderIcon.md';
    expect(compiledWhenOpened({ resource: page })).toBe(true);
    expect(compiledWhenOpened({ resource: `${page}?type=demo` })).toBe(true);
    expect(compiledWhenOpened({ resource: `${page}?type=text` })).toBe(true);
    expect(compiledWhenOpened({ resource: `${page}?type=frontmatter` })).toBe(false);
    expect(compiledWhenOpened({ resource: `${page}?watch=parent` })).toBe(false);
    expect(compiledWhenOpened({ resource: '/site/.dumi/theme/slots/Header/index.tsx' })).toBe(
      false,
    );
    expect(compiledWhenOpened({})).toBe(false);
  });
});

describe('lazy pages in dumi dev: the browser half', () => {
  /** The client run as webpack would run it, in a page loaded from `hostname`. */
  function clientIn(hostname: string, backend = 'http://localhost:37541/lazy-compilation-using-') {
    const opened: { url: string; closed: boolean; onerror?: () => void }[] = [];
    class EventSource {
      closed = false;
      onerror?: () => void;
      constructor(public url: string) {
        opened.push(this);
      }
      close() {
        this.closed = true;
      }
    }
    const module = { exports: {} as Record<string, any> };
    vm.runInNewContext(readFileSync(LAZY_CLIENT, 'utf8'), {
      __resourceQuery: `?${encodeURIComponent(backend)}`,
      EventSource,
      URL,
      location: { hostname },
      exports: module.exports,
      module,
    });
    return { keepAlive: module.exports.keepAlive, opened };
  }

  it('keeps a stream open to the backend while the page is wanted, then closes it', () => {
    const { keepAlive, opened } = clientIn('localhost');
    const dispose = keepAlive({ data: 'docs-a', active: false, onError() {}, module: { hot: {} } });
    expect(opened.map(({ url }) => url)).toEqual([
      'http://localhost:37541/lazy-compilation-using-docs-a',
    ]);
    dispose();
    expect(opened[0].closed).toBe(true);
  });

  it('asks the host the page came from when it was opened from another device', () => {
    const { keepAlive, opened } = clientIn('192.0.2.7');
    keepAlive({ data: 'docs-a', active: false, onError() {}, module: { hot: {} } });
    expect(opened[0].url).toBe('http://192.0.2.7:37541/lazy-compilation-using-docs-a');
  });

  it('reports a backend that stopped answering, and a page without hot module replacement', () => {
    const { keepAlive, opened } = clientIn('localhost');
    const errors: string[] = [];
    const onError = (error: Error) => errors.push(error.message);
    keepAlive({ data: 'docs-a', active: false, onError, module: { hot: {} } });
    opened[0].onerror!();
    keepAlive({ data: 'docs-b', active: false, onError, module: {} });
    expect(errors).toEqual([
      'The dev server stopped answering while a page was being compiled',
      'A page compiled when first opened needs hot module replacement, which is off',
    ]);
    expect(opened).toHaveLength(1);
  });
});
