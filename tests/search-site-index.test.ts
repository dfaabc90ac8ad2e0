import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import remarkHeadingIds from '../plugins/markdown/remark-heading-ids.mjs';
import { documentationPages, SiteSearchIndex } from '../plugins/search/build/site-index';

const cwd = path.resolve(__dirname, '..');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'search-site-index-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string): string {
  const absolute = path.join(root, file);
  fs.mkdirSync(path.dirname(absolute), { recursive: true });
  fs.writeFileSync(absolute, content);
  return absolute;
}

const sitePages = [
  { path: 'guide', file: write('docs/guide.md', '# Guide\n\nRead the guide.\n') },
  { path: 'zh-CN/guide', file: write('docs/guide.zh-CN.md', '# 指南\n\n阅读指南。\n') },
  {
    path: 'draft',
    file: write('docs/draft.md', '---\ndebug: true\n---\n\n# Draft\n\nNot for visitors.\n'),
  },
  {
    path: 'tool',
    file: write('docs/tool.md', '# Tool\n\nA tool.\n\n<code src="./demos/clamp.tsx"></code>\n'),
  },
];
write('docs/guide.$tab-more.md', '# Guide\n\n## Extra {#extra}\n\nMore of the guide.\n');
write('docs/demos/clamp.tsx', '/**\n * title: Clamp\n */\nexport default () => null;\n');
const pages = () => sitePages;

const indexer = (cacheDir?: string) =>
  new SiteSearchIndex({
    cwd,
    editionIds: ['zh-CN'],
    remarkPlugins: [[remarkHeadingIds]],
    remarkPluginsKey: 'heading-ids',
    editionOf: (link) => (link.startsWith('/zh-CN') ? 'zh-CN' : 'en-US'),
    cacheDir,
  });

describe('the site index', () => {
  it('takes the Markdown pages of the doc layout from dumi’s routes, in route order', () => {
    expect(
      documentationPages({
        b: { path: 'b', file: '/docs/b.md', parentId: 'DocLayout' },
        a: { path: 'a', file: '/docs/a.md', parentId: 'DocLayout' },
        notFound: { path: '*', file: '/theme/404.tsx', parentId: 'DocLayout' },
        demo: { path: '~demos/:id', file: '/theme/demo.tsx' },
        app: { path: 'app', file: '/docs/app.tsx', parentId: 'DocLayout' },
        layout: { path: '/', file: '/layouts/index.tsx' },
      }),
    ).toEqual([
      { path: 'b', file: '/docs/b.md' },
      { path: 'a', file: '/docs/a.md' },
    ]);
  });

  it('makes one record per page and edition, without debug pages, with tabs and demos', async () => {
    const records = await indexer().records(pages());
    expect([...records.keys()]).toEqual(['en-US', 'zh-CN']);
    expect(records.get('en-US')!.map((r) => r.link)).toEqual(['/guide', '/tool']);
    expect(records.get('zh-CN')!.map((r) => [r.link, r.title])).toEqual([['/zh-CN/guide', '指南']]);
    const [guide, tool] = records.get('en-US')!;
    expect(guide.sections.map((s) => s.link)).toEqual(['/guide', '/guide?tab=more#extra']);
    expect(tool.demos.map((d) => d.title)).toEqual(['Clamp']);
  });

  it('reads a page once: its texts are kept by the hash of its source and demo files', async () => {
    const cacheDir = path.join(root, 'cache');
    await indexer(cacheDir).records(pages());
    const cached = fs.readdirSync(cacheDir);
    expect(cached).toHaveLength(5); // four pages and a tab
    // a later build takes the kept texts (here altered, to tell them apart)
    for (const name of cached) {
      const file = path.join(cacheDir, name);
      fs.writeFileSync(
        file,
        fs.readFileSync(file, 'utf8').replace('Read the guide.', 'Kept text.'),
      );
    }
    const kept = await indexer(cacheDir).records(pages());
    expect(kept.get('en-US')![0].sections[0].paragraphs).toEqual(['Kept text.']);
    // an edited page, or an edited demo file, is read again
    write('docs/guide.md', '# Guide\n\nRead the new guide.\n');

    write('docs/demos/clamp.tsx', '/**\n * title: Vice\n */\nexport default () => null;\n');
    const fresh = await indexer(cacheDir).records(pages());
    expect(fresh.get('en-US')![0].sections[0].paragraphs).toEqual(['Read the new guide.']);
    expect(fresh.get('en-US')![1].demos.map((d) => d.title)).toEqual(['Vice']);
  });
});
