import { execSync } from 'child_process';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumiMarkdownOptions, fromDumi, projectDir } from '../dumi-markdown-options';

/**
 * plugins/internals/pages/markdown-loader.cjs stands in for dumi's Markdown loader in every case of
 * its rule. Whatever it changes to make a page cost the same at any number of pages (the route
 * table it hands dumi, the cache it answers from), dumi must emit what it emits on its own.
 */
const require = createRequire(import.meta.url);
type Loader = (this: unknown, content: string) => unknown;
const siteLoader = require('../../plugins/internals/pages/markdown-loader.cjs') as Loader;
const dumiLoader = fromDumi('./dist/loaders/markdown').default as Loader;

/** A page's own module, its metadata, its demos, and its `?watch=parent` import for dumi dev. */
type Mode = 'page' | 'frontmatter' | 'demo' | 'watch';

/** dumi dates a page it finds no commit for when it compiles it: left out of the comparison. */
const undated = (code: string | null) =>
  code && code.replace(/"lastUpdated":\d+/g, '"lastUpdated":0');

const pages = execSync('git ls-files docs', { cwd: projectDir })
  .toString()
  .split('\n')
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join(projectDir, file));

/** A route table as dumi's build hands it to the loader: one route per page, in dumi's order. */
const routes = Object.fromEntries(
  pages.map((file) => {
    const id = path.relative(projectDir, file).replace(/\.md$/, '');
    return [id, { id, path: id.replace(/^docs\//, ''), file, absPath: `/${id}` }];
  }),
);

/** What `loader` emits for `file` in `mode`, run as webpack runs it. */
function compile(
  loader: Loader,
  file: string,
  content: string,
  mode: Mode,
  table: Record<string, object> = routes,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const queries = { page: '', watch: '?watch=parent' };
    const context = {
      resourcePath: file,
      resourceQuery: mode in queries ? queries[mode as keyof typeof queries] : `?type=${mode}`,
      getOptions: () => ({
        ...dumiMarkdownOptions(),
        routes: table,
        builtins: {},
        ...(mode !== 'page' && mode !== 'watch' && { mode }),
      }),
      async: () => (error: Error | null, code: string) => (error ? reject(error) : resolve(code)),
      addDependency() {},
      cacheable() {},
    };
    // a loader that answers at once returns its code instead of calling back
    const code = loader.call(context, content) as string | null | undefined;
    if (code !== undefined) resolve(code as string);
  });
}

const env = { ...process.env };
beforeAll(async () => {
  delete process.env.DUMI_CACHE;
  // dumi's compiler finishes loading its own modules asynchronously after it is required
  await new Promise((resolve) => setTimeout(resolve, 200));
});
afterAll(() => {
  process.env.DUMI_CACHE = env.DUMI_CACHE;
  process.env.NODE_ENV = env.NODE_ENV;
});

describe("the site's Markdown loader", () => {
  it(
    'emits for every page what dumi emits given the whole route table',
    { timeout: 120_000 },
    async () => {
      process.env.DUMI_CACHE = 'none';
      try {
        const withRouteIds = [];
        for (const file of pages) {
          const source = fs.readFileSync(file, 'utf8');
          for (const mode of ['page', 'frontmatter', 'demo', 'watch'] as const) {
            // dumi's pre-loader hands a `?watch=parent` import no text
            const text = mode === 'watch' ? '' : source;
            const own = undated(await compile(dumiLoader, file, text, mode));
            const site = undated(await compile(siteLoader, file, text, mode));
            expect(site, `${file} (${mode})`).toBe(own);
            if (
              own?.includes(`routeId: '${path.relative(projectDir, file).replace(/\.md$/, '')}'`)
            ) {
              withRouteIds.push(file);
            }
          }
        }
        // the pages with demos name their route: the lookup the site's table speeds up is exercised
        expect(withRouteIds.length).toBeGreaterThan(0);
      } finally {
        delete process.env.DUMI_CACHE;
      }
    },
  );

  it("lets dumi find a page's own route without going through every route", async () => {
    process.env.DUMI_CACHE = 'none';
    try {
      let reads = 0;
      const route = (id: string) => ({
        id,
        path: id,
        absPath: `/${id}`,
        get file() {
          reads += 1;
          return path.join(projectDir, `docs/guide/${id}.md`);
        },
      });
      const table = Object.fromEntries(
        Array.from({ length: 300 }, (_, index) => [`page-${index}`, route(`page-${index}`)]),
      );
      const file = path.join(projectDir, 'docs/guide/page-299.md');
      const source = '---\ntitle: The last route\n---\n\nA page without links.\n';
      const run = () =>
        new Promise<string>((resolve, reject) => {
          siteLoader.call(
            {
              resourcePath: file,
              resourceQuery: '?type=frontmatter',
              getOptions: () => ({ ...dumiMarkdownOptions(), routes: table, mode: 'frontmatter' }),
              async: () => (error: Error | null, code: string) =>
                error ? reject(error) : resolve(code),
              addDependency() {},
              cacheable() {},
            },
            source,
          );
        });
      await run();
      reads = 0;
      expect(await run()).toContain('"title":"The last route"');
      // dumi compares its own way: the first route of the table it is given is the page's
      expect(reads).toBe(1);
    } finally {
      delete process.env.DUMI_CACHE;
    }
  });

  it('resolves links to Markdown files and relative links as dumi does', async () => {
    process.env.DUMI_CACHE = 'none';
    try {
      const route = (id: string) => ({
        id: `docs/guide/${id}`,
        path: `guide/${id}`,
        file: path.join(projectDir, `docs/guide/${id}.md`),
        absPath: `/guide/${id}`,
      });
      const table: Record<string, object> = { ...routes, 'docs/guide/linking': route('linking') };
      table['docs/guide/neighbour'] = route('neighbour');
      const file = route('linking').file;
      const links = {
        'a Markdown file': '[Next](./neighbour.md)',
        'an absolute Markdown file': `[Next](${route('neighbour').file})`,
        'a relative path': '[Next](neighbour)',
        'a link definition': '[Next][next]\n\n[next]: ./neighbour.md',
        'an HTML link': '<a href="./neighbour.md">Next</a>',
      };
      for (const [name, link] of Object.entries(links)) {
        const source = `---\ntitle: Linking\n---\n\nRead on: ${link}\n`;
        const own = undated(await compile(dumiLoader, file, source, 'page', table));
        expect(own, name).toContain('<Link to="/guide/neighbour">');
        expect(undated(await compile(siteLoader, file, source, 'page', table)), name).toBe(own);
      }
    } finally {
      delete process.env.DUMI_CACHE;
    }
  });
});
