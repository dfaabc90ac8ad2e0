import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { navOf, sidebarOf, type NavigablePage } from '../../plugins/sections/browser/navigation';
import { sectionCandidates, sectionOfRoute } from '../../plugins/sections/browser/section-key';
import { internalsFixture } from './fixtures';

const RULES = { editionSegments: ['zh-CN'], twoLevelNav: true };

describe('sections: the sidebar a page is listed in', () => {
  it.each([
    ['', false, '/'],
    ['zh-CN', false, '/zh-CN'],
    ['products', true, '/products'],
    ['products/folder-icon', false, '/products'],
    ['zh-CN/products/dict-card', false, '/zh-CN/products'],
    ['download', true, '/download'],
    ['Sme-solutions/mes', true, '/Sme-solutions/mes'],
    ['Sme-solutions/mes/go-server', false, '/Sme-solutions/mes'],
    ['Sme-solutions/computer-vision', true, '/Sme-solutions/computer-vision'],
    ['zh-CN/Sme-solutions/mes/github', false, '/zh-CN/Sme-solutions/mes'],
    ['guides/quality/page-0040', false, '/guides/quality'],
    ['a/b/c/d', false, '/a/b'],
  ])('%s (index page: %s) is in %s', (path, indexPage, section) => {
    expect(sectionOfRoute(path, indexPage, RULES)).toBe(section);
  });

  it('without two-level nav, a deep page keeps all its folders', () => {
    expect(sectionOfRoute('a/b/c/d', false, { ...RULES, twoLevelNav: false })).toBe('/a/b/c');
  });

  it('an address may be a page or an index page: both sections are candidates, the page first', () => {
    expect(sectionCandidates('/Sme-solutions/mes', RULES)).toEqual([
      '/Sme-solutions',
      '/Sme-solutions/mes',
    ]);
    expect(sectionCandidates('/products/folder-icon', RULES)).toEqual([
      '/products',
      '/products/folder-icon',
    ]);
    expect(sectionCandidates('/', RULES)).toEqual(['/']);
    expect(sectionCandidates('/zh-CN/download', RULES)).toEqual(['/zh-CN/download']);
  });
});

const page = (path: string, section: string, frontmatter: NavigablePage['frontmatter']) => ({
  path,
  section,
  home: false,
  frontmatter,
});

describe('sections: sidebars and nav from frontmatter', () => {
  const products = [
    page('products/dict-card', '/products', {
      title: 'WordCard',
      order: 2,
      group: { title: 'Open Source Software', order: 1 },
      nav: { title: 'Products', order: 1 },
    }),
    page('products', '/products', {
      title: 'Products',
      order: 0,
      group: { title: 'Open Source Software', order: 1 },
      nav: { title: 'Products', order: 1 },
    }),
    page('products/folder-icon', '/products', {
      title: 'Folder Icon',
      order: 1,
      group: { title: 'Open Source Software', order: 1 },
    }),
  ];

  it('groups a sidebar by group title and sorts its pages by order', () => {
    const [group, ...rest] = sidebarOf(products, 'en-US');
    expect(rest).toEqual([]);
    expect(group.title).toBe('Open Source Software');
    expect(group.children.map(({ title, link }) => [title, link])).toEqual([
      ['Products', '/products'],
      ['Folder Icon', '/products/folder-icon'],
      ['WordCard', '/products/dict-card'],
    ]);
  });

  it('puts groups in their order, then by title, a page without order after those with one', () => {
    const groups = sidebarOf(
      [
        page('g/b', '/g', { title: 'Beta', group: { title: 'Second', order: 2 } }),
        page('g/a', '/g', { title: 'Alpha', group: { title: 'First', order: 1 } }),
        page('g/c', '/g', { title: 'Gamma', order: 3, group: 'First' }),
        page('g/d', '/g', { title: 'Delta', order: 1, group: 'First' }),
      ],
      'en-US',
    );
    expect(groups.map(({ title }) => title)).toEqual(['First', 'Second']);
    expect(groups[0].children.map(({ title }) => title)).toEqual(['Alpha', 'Delta', 'Gamma']);
  });

  it("makes the nav of the site's sections: an entry per sidebar, two-level ones under their parent", () => {
    const sme = (path: string, section: string, title: string, order: number) =>
      page(path, section, { title, order, nav: { title: 'SME Solutions', order: 2 } });
    const nav = navOf(
      [
        ...products,
        sme('Sme-solutions/mes', '/Sme-solutions/mes', 'MES overview', 1),
        sme('Sme-solutions/mes/go-server', '/Sme-solutions/mes', 'Go Server', 10),
        sme(
          'Sme-solutions/computer-vision',
          '/Sme-solutions/computer-vision',
          'Computer Vision',
          1,
        ),
        page('download', '/download', { title: 'Download', order: 1, nav: { order: 3 } }),
      ],
      'en-US',
      RULES,
    );
    expect(nav).toEqual([
      { title: 'Products', order: 1, activePath: '/products', link: '/products' },
      {
        title: 'SME Solutions',
        order: 2,
        activePath: '/Sme-solutions',
        children: [
          {
            title: 'Computer Vision',
            order: 0,
            activePath: '/Sme-solutions/computer-vision',
            link: '/Sme-solutions/computer-vision',
          },
          {
            title: 'MES overview',
            order: 0,
            activePath: '/Sme-solutions/mes',
            link: '/Sme-solutions/mes',
          },
        ],
      },
      { title: 'Download', order: 3, activePath: '/download', link: '/download' },
    ]);
  });
});

// umi's and dumi's generated modules, as umi 4.7.22 and dumi 2.4.50 write them (the site's pages)
const fixture = (name: string) => internalsFixture(name);

// @ts-expect-error CommonJS webpack loader without type declarations
import splitRouteTable, { demosTester } from '../../plugins/internals/pages/route-table-loader.cjs';

const SECTION_OF: Record<string, string> = {
  'docs/Products/index': '/products',
  'docs/Products/folderIcon': '/products',
  'docs/Products/dictCard': '/products',
  'docs/Download/index': '/download',
  'docs/SMESolutions/MES/GoServer': '/Sme-solutions/mes',
};
// the route-table loader reads the metadata module dumi writes beside it
const META_FILE = join(mkdtempSync(join(tmpdir(), 'sections-')), 'index.ts');
writeFileSync(META_FILE, fixture('dumi-meta-index.ts.txt'));
const OPTIONS = {
  sectionOf: SECTION_OF,
  registry: '/registry.ts',
  routeMeta: META_FILE,
  sidebars: '/sidebars.ts',
};

/** A page's metadata module as page-details-loader.cjs leaves it in the browser build. */
const leanMetadata = (request: string) => {
  const filename = /\/(docs\/.*\.md)\?type=frontmatter$/.exec(request)![1];
  const title = filename.includes('folderIcon') ? 'Folder Icon' : 'Another page';
  const nav = { title: 'Products', order: 1 };
  // a file name its route id does not give stays in the row
  const file = filename.includes('index') ? 'docs/Products/README.md' : filename;
  return `export const frontmatter = new Proxy(${JSON.stringify({ title, nav, filename: file })}, {});\nexport const toc = [];`;
};

/** The route table's path; the loader tells the metadata by its path, `routeMeta`. */
const ROUTE_TABLE = '/tmp/route.tsx';

/** Runs the loader on `file` as webpack would (its result, or a promise of it), with its options. */
async function load(file: string, source: string, query = '', server = false) {
  const dependencies: string[] = [];
  const loaded: string[] = [];
  const output: string = await splitRouteTable.call(
    {
      getOptions: () => ({ ...OPTIONS, server }),
      resourcePath: file,
      rootContext: process.cwd(),
      resourceQuery: query,
      addDependency: (file: string) => dependencies.push(file),
      loadModule: (request: string, callback: (error: null, source: string) => void) => {
        loaded.push(request);
        callback(null, leanMetadata(request));
      },
    },
    source,
  );
  return { output, dependencies, loaded };
}

describe('sections: the generated route table in sections', () => {
  const table = fixture('core-route.tsx.txt');

  it('keeps the layouts, the 404 page and the demo page, and loads each section as a chunk', async () => {
    const { output } = await load(ROUTE_TABLE, table);
    expect(output).toContain('"DocLayout":');
    expect(output).toContain('"404":');
    expect(output).toContain('"demo-render":');
    expect(output).not.toContain('"docs/Products/folderIcon"');
    expect(output).toContain(
      '"/products": () => import(/* webpackChunkName: "section__products" */ "/tmp/route.tsx?section=%2Fproducts")',
    );
    expect(output).toContain('return withPageSection(routes, routeComponents);');
    // pages no section lists stay in the table
    expect(output).toContain('"docs/index":');
  });

  it('gives a section one row per page: its route, lean frontmatter and import, and the chunk files', async () => {
    const { output, loaded } = await load(ROUTE_TABLE, table, '?section=%2Fproducts');
    const row = (id: string) =>
      output.split('\n').find((line) => line.startsWith(`[${JSON.stringify(id)}, `));
    expect(row('docs/Products/folderIcon')).toMatch(
      /^\["docs\/Products\/folderIcon", \{"path":"products\/folder-icon","parentId":"DocLayout"\}, \{"title":"Folder Icon"\}, \(\) => import\(.*'\/.*\/docs\/Products\/folderIcon\.md'\)\],$/,
    );
    // WordCard has live demos: its metadata stays in the entry, and its row names its file only
    expect(row('docs/Products/dictCard')).toMatch(
      /"parentId":"DocLayout"\}, "docs\/Products\/dictCard\.md", \(\) => import\(/,
    );
    expect(
      loaded.some((request) => request.endsWith('/docs/Products/folderIcon.md?type=frontmatter')),
    ).toBe(true);
    expect(loaded.some((request) => request.includes('dictCard'))).toBe(false);
    expect(output).not.toContain('docs/Download/index');
    expect(output).toContain(`import "${META_FILE}?section=%2Fproducts";`);
    expect(output).toContain('registerChunkFiles("__SITE_SECTION_CHUNK_FILES__");');
    expect(output).toContain('export const { routes, routeComponents } = sectionTables([');
  });

  it('writes the values all its pages share once, and no file name a route id gives', async () => {
    const { output } = await load(ROUTE_TABLE, table, '?section=%2Fproducts');
    expect(output).toMatch(/\{"nav":\{"title":"Products","order":1\}\}\);$/);
    expect(output).toContain('{"title":"Another page","filename":"docs/Products/README.md"}');
    expect(output.match(/"nav":/g)).toHaveLength(1);
  });

  it("loads a section's file list as a chunk of its own, which registers the chunk files", async () => {
    const { output } = await load(ROUTE_TABLE, table, '?section=%2Fproducts');
    expect(output).toContain(
      '], () => import(/* webpackChunkName: "section-files__products" */ "/tmp/route.tsx?section=%2Fproducts&files"), {',
    );
    const list = (await load(ROUTE_TABLE, table, '?section=%2Fproducts&files')).output;
    expect(list).toBe(
      'import { registerChunkFiles } from "/registry.ts";\nregisterChunkFiles("__SITE_SECTION_CHUNK_FILES__");',
    );
  });

  it('a page with content tabs keeps its metadata in the section metadata module', async () => {
    const { output } = await load(ROUTE_TABLE, table, '?section=%2FSme-solutions%2Fmes');
    expect(output).toMatch(
      /^\["docs\/SMESolutions\/MES\/GoServer", \{[^}]*\}, "docs\/SMESolutions\/MES\/GoServer\.md", /m,
    );
    const meta = (
      await load(META_FILE, fixture('dumi-meta-index.ts.txt'), '?section=%2FSme-solutions%2Fmes')
    ).output;
    expect(meta).toContain("'docs/SMESolutions/MES/GoServer': {");
  });

  it('imports every section and page in the prerender bundle, with the routes umi writes', async () => {
    const { output } = await load(ROUTE_TABLE, table, '', true);
    expect(output).toContain(
      'import * as section0 from "/tmp/route.tsx?section=%2FSme-solutions%2Fmes";',
    );
    expect(output).toContain('import { sidebars } from "/sidebars.ts";');
    expect(output).not.toContain('() => import(/* webpackChunkName: "section__');
    const section = (await load(ROUTE_TABLE, table, '?section=%2Fproducts', true)).output;
    expect(section).toContain('"docs/Products/folderIcon":{"path":"products/folder-icon"');
    // the server imports the page modules themselves: no lazy page waits past React's shell
    const page = /^import (Route\d+) from ".*\/docs\/Products\/dictCard\.md";$/m.exec(section);
    expect(section).toContain(`"docs/Products/dictCard": ${page?.[1]},`);
    expect(`${output}${section}`).not.toContain('React.lazy');
    expect(section).toContain(`import "${META_FILE}?section=%2Fproducts";`);
  });

  it('fails the build, naming itself, when umi writes the table another way', async () => {
    await expect(
      load(ROUTE_TABLE, table.replace('const routes =', 'let routes =')),
    ).rejects.toThrow(/^Shape not found: the route table's shape .*pages\/route-table-loader\.cjs/);
  });

  it("fails the build, naming itself, when a page's metadata module has no lean frontmatter", async () => {
    const context = {
      getOptions: () => ({ ...OPTIONS, server: false }),
      resourcePath: '/tmp/route.tsx',
      rootContext: process.cwd(),
      resourceQuery: '?section=%2Fproducts',
      addDependency: () => undefined,
      loadModule: (_: string, callback: (error: null, source: string) => void) =>
        callback(null, 'export const frontmatter = { title: "changed" };'),
    };
    await expect(splitRouteTable.call(context, table)).rejects.toThrow(
      /^Shape not found: a lean frontmatter .*the metadata module of .*folderIcon\.md.*pages\/route-table-loader\.cjs/,
    );
  });
});

describe('sections: the generated route metadata in sections', () => {
  const meta = fixture('dumi-meta-index.ts.txt');

  it("moves a section's tabs (and, for the prerender, its pages) to the section; a page with demos stays", async () => {
    const mes = await load(META_FILE, meta, '?section=%2FSme-solutions%2Fmes');
    expect(mes.output).toContain("'docs/SMESolutions/MES/GoServer': {");
    expect(mes.output).toContain("'docs/SMESolutions/MES/GoServer.$tab-deployment': {");
    expect(mes.output).toMatch(/^sharedFilesMeta\(\{/m);
    expect(mes.output).not.toContain("'docs/Download/index'");
    expect(mes.dependencies).toContain(`${process.cwd()}/docs/SMESolutions/MES/GoServer.md`);

    // in the browser build the route table carries a plain page's frontmatter (its row)
    const products = (await load(META_FILE, meta, '?section=%2Fproducts')).output;
    expect(products).not.toContain("'docs/Products/folderIcon': {");
    const serverProducts = (await load(META_FILE, meta, '?section=%2Fproducts', true)).output;
    expect(serverProducts).toContain("'docs/Products/folderIcon': {");
    // WordCard has live demos: dumi finds a demo by its id in the metadata it has at start-up
    expect(serverProducts).not.toContain("'docs/Products/dictCard': {");
    for (const server of [false, true]) {
      const entry = (await load(META_FILE, meta, '', server)).output;
      expect(entry).toContain("'docs/Products/dictCard': {");
      expect(entry).not.toContain("'docs/Products/folderIcon': {");
      expect(entry).toMatch(/^export const filesMeta = sharedFilesMeta\(\{/m);
      expect(entry).toContain("export { tabs as tabsMeta } from './tabs';");
    }
  });

  it("reads only its own pages' files for a section, and every page's for the entry", async () => {
    const products = await load(META_FILE, meta, '?section=%2Fproducts');
    expect(products.dependencies).toContain(`${process.cwd()}/docs/Products/folderIcon.md`);
    expect(products.dependencies).not.toContain(
      `${process.cwd()}/docs/SMESolutions/MES/GoServer.md`,
    );
    const entry = await load(META_FILE, meta, '');
    expect(entry.dependencies).toContain(`${process.cwd()}/docs/Products/folderIcon.md`);
    expect(entry.dependencies).toContain(`${process.cwd()}/docs/SMESolutions/MES/GoServer.md`);
  });

  it('tells from its text whether a page may have live demos, and depends on the page', () => {
    const folder = mkdtempSync(join(tmpdir(), 'demos-'));
    const [plain, live] = [join(folder, 'plain.md'), join(folder, 'live.md')];
    writeFileSync(plain, '# A page\n\n```ts\nconst a = 1;\n```\n');
    writeFileSync(live, '# A page\n\n```tsx\nexport default () => <p>Hi</p>;\n```\n');
    const dependencies: string[] = [];
    const hasDemos = demosTester({ addDependency: (file: string) => dependencies.push(file) });
    expect([hasDemos(plain), hasDemos(live), hasDemos(plain)]).toEqual([false, true, false]);
    expect(dependencies).toEqual([plain, live, plain]);
  });

  it("drops every page's texts import: the site's search reads its own index", async () => {
    for (const query of ['', '?section=%2Fproducts', '?section=%2FSme-solutions%2Fmes']) {
      const { output } = await load(META_FILE, meta, query, true);
      expect(output).toMatch(/frontmatter: fm\d+,/);
      expect(output).not.toContain('textGetter');
      expect(output).not.toContain('?type=text');
    }
  });

  it('fails the build, naming itself, when dumi writes the metadata another way', async () => {
    await expect(
      load(META_FILE, meta.replace('export const filesMeta', 'const filesMeta')),
    ).rejects.toThrow(
      /^Shape not found: the route metadata's shape .*pages\/route-table-loader\.cjs/,
    );
    await expect(load(META_FILE, meta.replaceAll('textGetter:', 'texts:'))).rejects.toThrow(
      /^Shape not found: .* a `textGetter` for its texts.*pages\/route-table-loader\.cjs/,
    );
  });
});
