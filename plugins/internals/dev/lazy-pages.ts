import Module from 'module';
import path from 'path';
import type { IApi } from 'dumi';
import { markdownCase } from '../build/markdown-rule';

/** dumi's generated route metadata in `dumi dev`. */
const ROUTE_META = /[\\/]\.dumi[\\/]tmp[\\/]dumi[\\/]meta[\\/]index\.ts$/;
const LEAN_METADATA = path.join(__dirname, 'lean-metadata-loader.cjs');
const QUICK_METADATA = path.join(__dirname, 'quick-metadata-loader.cjs');
const PAGE_DETAILS = path.join(__dirname, '../pages/page-details-loader.cjs');

/** The browser half of lazy compilation (umi's webpack names a file it does not ship). */
export const LAZY_CLIENT = path.join(__dirname, 'lazy-compilation-client.js');

/**
 * umi's compiled webpack `require.resolve`s `../hot/lazy-compilation-web.js` (and its node and
 * universal kin) as soon as lazy compilation is on, even when the options name a client, and
 * umi does not ship those files. Node's resolver is taught to answer that one request, from that
 * one module, with the site's client.
 */
export const MISSING_CLIENT = /^\.\.\/hot\/lazy-compilation-(web|node|universal)\.js$/;
const UMI_WEBPACK = `${path.sep}@umijs${path.sep}bundler-webpack${path.sep}compiled${path.sep}webpack${path.sep}`;

type Resolve = (
  request: string,
  parent?: { filename?: string | null },
  ...rest: unknown[]
) => string;
let taught = false;

export function resolveMissingClient() {
  if (taught) return;
  taught = true;
  const resolver = Module as unknown as { _resolveFilename: Resolve };
  const resolve = resolver._resolveFilename;
  resolver._resolveFilename = function (request, parent, ...rest) {
    if (MISSING_CLIENT.test(request) && parent?.filename?.includes(UMI_WEBPACK)) return LAZY_CLIENT;
    return resolve.call(this, request, parent, ...rest);
  };
}

/**
 * What a page imports when it is opened: its component (its Markdown file without a query, which
 * imports its whole frontmatter and TOC), its demos (`?type=demo`) and its texts (`?type=text`,
 * which only dumi's own search reads). Its shared metadata (`?type=frontmatter`), which the
 * sidebar reads, is compiled at the start.
 */
export const compiledWhenOpened = (module: { resource?: string }) =>
  /\.md(\?type=(demo|text))?$/.test(module.resource ?? '');

/**
 * `dumi dev` compiles a page when it is first opened (webpack's lazy compilation), not every page
 * at the start: at 1,000 pages the start compiled some 6,800 modules, and every Markdown edit ran
 * webpack's chunk passes over all of them. As in production builds, the route metadata leaves out
 * the texts (lean-metadata-loader.cjs), and a page's metadata holds the keys other pages read, its
 * details coming when it is opened (page-details-loader.cjs): most pages' metadata is then read
 * from their YAML, without a compile of the page (quick-metadata-loader.cjs).
 */
export default (api: IApi) => {
  api.describe({ key: 'lazyPages' });
  if (api.env !== 'development') return;
  resolveMissingClient();
  api.chainWebpack((memo) => {
    memo.module
      .rule('dev-route-meta-without-texts')
      .test(ROUTE_META)
      .use('lean-metadata-loader')
      .loader(LEAN_METADATA);
    markdownCase(memo, 'md', 'md-loader', 'dev/lazy-pages.ts')
      .use('page-details-loader')
      .loader(PAGE_DETAILS)
      .options({ dev: true })
      .before('md-loader');
    const metadata = markdownCase(
      memo,
      'md-frontmatter',
      'md-frontmatter-loader',
      'dev/lazy-pages.ts',
    );
    metadata
      .use('page-details-loader')
      .loader(PAGE_DETAILS)
      .options({ dev: true })
      .before('md-frontmatter-loader');
    metadata
      .use('quick-metadata-loader')
      .loader(QUICK_METADATA)
      .options({ cwd: api.cwd })
      .before('md-frontmatter-loader');
    memo.merge({
      experiments: {
        lazyCompilation: {
          entries: false,
          imports: true,
          test: compiledWhenOpened,
          backend: { client: LAZY_CLIENT },
        },
      },
    });
    return memo;
  });
};
