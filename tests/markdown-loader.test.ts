import { execSync } from 'child_process';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumiMarkdownOptions, fromDumi, projectDir } from './dumi-markdown-options';

/**
 * plugins/internals/pages/markdown-loader.cjs stands in for dumi's Markdown loader in every case of
 * its rule. Whatever it changes to make a page cost the same at any number of pages (the route
 * table it hands dumi, the cache it answers from), dumi must emit what it emits on its own.
 */
const require = createRequire(import.meta.url);
type Loader = (this: unknown, content: string) => void;
const siteLoader = require('../plugins/internals/pages/markdown-loader.cjs') as Loader & {
  forgetCompiledPages(): void;
};
const dumiLoader = fromDumi('./dist/loaders/markdown').default as Loader;
const { getCache } = fromDumi('./dist/utils') as {
  getCache(ns: string): { basePath: string };
};

type Mode = 'page' | 'frontmatter' | 'demo';

/** dumi dates a page it finds no commit for when it compiles it: left out of the comparison. */
const undated = (code: string) => code.replace(/"lastUpdated":\d+/g, '"lastUpdated":0');

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
    const context = {
      resourcePath: file,
      resourceQuery: mode === 'page' ? '' : `?type=${mode}`,
      getOptions: () => ({
        ...dumiMarkdownOptions(),
        routes: table,
        builtins: {},
        ...(mode !== 'page' && { mode }),
      }),
      async: () => (error: Error | null, code: string) => (error ? reject(error) : resolve(code)),
      addDependency() {},
      cacheable() {},
    };
    loader.call(context, content);
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
          for (const mode of ['page', 'frontmatter', 'demo'] as const) {
            const own = undated(await compile(dumiLoader, file, source, mode));
            const site = undated(await compile(siteLoader, file, source, mode));
            expect(site, `${file} (${mode})`).toBe(own);
            if (
              own.includes(`routeId: '${path.relative(projectDir, file).replace(/\.md$/, '')}'`)
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

  /**
   * A page nobody compiled before (its heading names the run), compiled once as a page and then
   * asked for in another mode, after its file in dumi's cache was changed behind dumi's back.
   */
  async function askedTwice(between = () => {}) {
    const dir = getCache('md-loader').basePath;
    const before = new Set(fs.existsSync(dir) ? fs.readdirSync(dir) : []);
    const title = `Compiled once ${process.pid} ${Date.now()} ${process.env.NODE_ENV}`;
    const file = path.join(projectDir, 'docs/guide/compiled-once.md');
    const source = `---\ntitle: ${title}\n---\n\n# ${title}\n\nA page compiled once.\n`;
    await compile(siteLoader, file, source, 'page');
    const written = fs.readdirSync(dir).filter((name) => !before.has(name));
    try {
      expect(written).toHaveLength(1);
      const cached = path.join(dir, written[0]);
      expect(fs.readFileSync(cached, 'utf8')).toContain(title);
      fs.writeFileSync(
        cached,
        fs.readFileSync(cached, 'utf8').replaceAll(title, 'Changed on disk'),
      );
      between();
      return await compile(siteLoader, file, source, 'frontmatter');
    } finally {
      for (const name of written) fs.rmSync(path.join(dir, name), { force: true });
    }
  }

  it('under `dumi dev` reads a page asked for again from dumi’s cache files', async () => {
    process.env.NODE_ENV = 'development';
    expect(await askedTwice()).toContain('"title":"Changed on disk"');
  });

  it('in a build answers a page asked for again from memory, and still writes the file', async () => {
    process.env.NODE_ENV = 'production';
    const code = await askedTwice();
    expect(code).not.toContain('Changed on disk');
    expect(code).toMatch(/"title":"Compiled once \d+ \d+ production"/);
  });

  it('once the build has forgotten the pages it compiled, reads them from the files again', async () => {
    process.env.NODE_ENV = 'production';
    expect(await askedTwice(siteLoader.forgetCompiledPages)).toContain('"title":"Changed on disk"');
  });
});
