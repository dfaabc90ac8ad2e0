import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import pageDetails from '../../plugins/internals/pages/page-details-loader.cjs';

const run = (source: string, resourceQuery: string, options = {}) =>
  pageDetails.call(
    { resourcePath: '/site/docs/index.md', resourceQuery, getOptions: () => options },
    source,
  ) as string;

const FRONTMATTER = {
  title: 'Home',
  order: 1,
  nav: { title: 'Home', order: 0 },
  toc: 'content',
  filename: 'docs/index.md',
  description: 'What the site is about, in one sentence for search engines.',
  keywords: ['OSS'],
  lastUpdated: 1795337717000,
  hero: { title: 'Tessera Lab', description: 'A tagline', actions: [{ text: 'Go', link: '/go' }] },
  features: [{ title: 'A card' }],
};
const TOC = [{ id: 'open-source-software', depth: 1, title: 'Open source software' }];
// what dumi's Markdown loader writes for `?type=frontmatter` in a production build
const METADATA = `import '/site/docs/index.md?watch=parent';
export const toc = new Proxy(${JSON.stringify(TOC)}, {});
export const frontmatter = new Proxy(${JSON.stringify(FRONTMATTER)}, {});

export const demoIndex = {
  ids: [],
  getter: () => import(/* webpackChunkName: "meta__docs" */'/site/docs/index.md?type=demo')
};`;

const exported = (source: string, name: string) =>
  JSON.parse(new RegExp(`export const ${name} = new Proxy\\((.*), \\{\\}\\);`).exec(source)![1]);

describe('page-details-loader', () => {
  it('keeps in the route data only the frontmatter other pages read, and no TOC', () => {
    const output = run(METADATA, '?type=frontmatter');
    expect(exported(output, 'frontmatter')).toEqual({
      title: 'Home',
      order: 1,
      nav: { title: 'Home', order: 0 },
      toc: 'content',
      filename: 'docs/index.md',
      hero: { title: 'Tessera Lab' },
    });
    expect(output).toContain('export const toc = [];');
    expect(output).not.toContain('A tagline');
    // a page without demos has no demo index to load, and dumi's dev-only import goes
    expect(output).toContain('export const demoIndex = undefined;');
    expect(output).not.toContain('?type=demo');
    expect(output).not.toContain('watch=parent');
  });

  it('keeps the demo index of a page with demos as dumi wrote it', () => {
    const withDemos = METADATA.replace('ids: []', 'ids: ["index-demo-basic"]');
    const output = run(withDemos, '?type=frontmatter');
    expect(output).toContain(`export const demoIndex = {
  ids: ["index-demo-basic"],
  getter: () => import(/* webpackChunkName: "meta__docs" */'/site/docs/index.md?type=demo')
};`);
  });

  it('registers how to load the rest: the page module, by its filename', () => {
    const output = run(METADATA, '?type=frontmatter');
    expect(output).toMatch(
      /^import \{ pageDetailsLoaded, registerPageDetails \} from ".*page-details\.ts";/,
    );
    expect(output).toContain(
      'registerPageDetails("docs/index.md", () => import("/site/docs/index.md"));',
    );
  });

  it('gives the details module the whole frontmatter and TOC, and has it tell the registry', () => {
    const output = run(METADATA, '?details&type=frontmatter');
    expect(output).toContain(`export const frontmatter = ${JSON.stringify(FRONTMATTER)};`);
    expect(output).toContain(`export const toc = ${JSON.stringify(TOC)};`);
    expect(output).toContain('pageDetailsLoaded("docs/index.md", { frontmatter, toc });');
    expect(output).not.toContain('demoIndex');
  });

  it('makes the page module carry the details, and leaves its texts and demos as they are', () => {
    const details = '"/site/docs/index.md?details&type=frontmatter"';
    expect(run('export default Page;', '')).toBe(
      `export default Page;\nexport * as pageDetails from ${details};\n`,
    );
    expect(run('export const texts = [];', '?type=text')).toBe('export const texts = [];');
    const demos = 'export const demos = {};';
    expect(run(demos, '?type=demo')).toBe(demos);
  });

  it("fails the build when dumi writes a page's metadata some other way", () => {
    const changed = METADATA.replace('export const toc = new Proxy(', 'export const toc = (');
    expect(() => run(changed, '?type=frontmatter')).toThrow(
      /^Shape not found: a page's metadata .*pages\/page-details-loader\.cjs/,
    );
  });

  it("keeps the shared keys of the metadata dumi 2.4.50's Markdown loader writes (fixtures)", () => {
    for (const name of ['dumi-md-frontmatter.txt', 'dumi-md-frontmatter-with-demos.txt']) {
      const output = run(internalsFixture(name), '?type=frontmatter');
      expect(output).toContain('export const toc = [];');
      expect(output).toMatch(/^export const frontmatter = new Proxy\(\{"title":"[^"]+"/m);
      expect(output).not.toContain('"description"');
      expect(output).toContain('registerPageDetails(');
    }
    const page = run(internalsFixture('dumi-md-page.txt'), '');
    expect(page).toMatch(/\nexport \* as pageDetails from ".*\?details&type=frontmatter";\n$/);
    expect(page).toContain('export default');
  });
});

describe('page-details-loader in the server bundle', () => {
  const run = (source: string) =>
    pageDetails.call({ getOptions: () => ({ server: true }) }, source) as string;

  it("drops the demo index of a page without demos and dumi's dev-only import", () => {
    const source = internalsFixture('dumi-md-frontmatter.txt');
    expect(source).toContain('?watch=parent');
    expect(source).toContain('?type=demo');
    const output = run(source);
    expect(output).toContain('export const demoIndex = undefined;');
    expect(output).not.toContain('?type=demo');
    expect(output).not.toContain('watch=parent');
    // the page's frontmatter and TOC stay whole: the prerender reads them
    expect(output).toContain('export const frontmatter = new Proxy({"title":"Folder Icon"');
    expect(output).toContain('export const toc = new Proxy([{"id":"folder-icon"');
  });

  it('keeps the demo index of a page with demos, and its demos', () => {
    const metadata = run(internalsFixture('dumi-md-frontmatter-with-demos.txt'));
    expect(metadata).toMatch(/export const demoIndex = \{\n\s*ids: \["[^"]+"/);
    expect(metadata).toContain('?type=demo');
    expect(metadata).not.toContain('watch=parent');
    const demos = run(internalsFixture('dumi-md-demo.txt'));
    expect(demos).toContain('export const demos = {');
    expect(demos).not.toContain('watch=parent');
  });
});
