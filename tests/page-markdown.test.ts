import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { llmsFiles, llmsSections, type ListedPage } from '../plugins/page-markdown';
import { navOf, sidebarsOf } from '../plugins/sections/browser/navigation';
import { markdownPathOf } from '../plugins/page-markdown/browser/markdown-path';
import {
  editionTexts,
  loadMarkdownWriter,
  pageToMarkdown,
  type MarkdownSite,
} from '../plugins/page-markdown/page-to-markdown';
import { loadPageReader, readPage } from '../plugins/shared/page-reader';
import { messagesOf } from './interface-messages';
import type { EditionId } from '../site.config';

let dir: string;

/** Writes files below a fresh folder and returns the absolute path of the first. */
function write(files: Record<string, string>): string {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return path.join(dir, Object.keys(files)[0]);
}

const site: MarkdownSite = {
  name: 'Example Site',
  linkUrl: (href, pageUrl) => {
    if (href.startsWith('ext:')) return `https://ext.example/${href.slice(4)}`;
    if (href.startsWith('#')) return pageUrl + href;
    if (href.startsWith('/')) return `https://site.example${href}`;
    return new URL(href, pageUrl).href;
  },
  pictureUrl: (file) => `https://site.example/static/${path.basename(file)}`,
  components: {
    Card: {
      propsConfig: {
        required: ['word'],
        properties: {
          word: { type: 'string', description: 'The word,\nshown on the front.' },
          flipped: { type: 'boolean', default: false, tags: { since: '1.2.0' } },
          onFlip: {
            type: 'function',
            signature: {
              returnType: { type: 'void' },
              arguments: [{ key: 'back', type: 'boolean' }],
            },
          },
          tone: { type: 'string', enum: ['calm', 'loud'], tags: { beta: '' } },
        },
      },
    },
  },
};

const convert = (file: string, tabs: string[] = [], locale: EditionId = 'en-US') =>
  pageToMarkdown(
    readPage(file, dir),
    tabs.map((tab) => readPage(tab, dir)),
    'https://site.example/guide/page',
    site,
    editionTexts(locale, messagesOf(locale)),
  );

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-markdown-'));
  await Promise.all([loadPageReader(), loadMarkdownWriter()]);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('pageToMarkdown', () => {
  test('gives the title, description and address, then the content with absolute links', () => {
    const file = write({
      'links.md': [
        '---',
        'title: Guide',
        'description: What the guide covers.',
        '---',
        '',
        '# Guide',
        '',
        'See [the download](/download?tab=mac#checksum), [a section](#setup), [a sibling](other)',
        'and <SiteLink to="ext:repository">the',
        'repository</SiteLink>; also <span lang="en">plain</span> <em>words</em> and <kbd>Ctrl</kbd>.',
        '',
        '![A chart of the week](./images/chart.svg)',
        '',
        '## Setup {#setup}',
      ].join('\n'),
    });
    expect(convert(file)).toBe(
      [
        '# Guide',
        '',
        '> What the guide covers.',
        '',
        'Source: [https://site.example/guide/page](https://site.example/guide/page)',
        '',
        'See [the download](https://site.example/download?tab=mac#checksum), [a section](https://site.example/guide/page#setup), [a sibling](https://site.example/guide/other)',
        'and [the',
        'repository](https://ext.example/repository); also plain _words_ and `Ctrl`.',
        '',
        '![A chart of the week](https://site.example/static/chart.svg)',
        '',
        '## Setup',
        '',
      ].join('\n'),
    );
  });

  test('shows a demo as its title, description and code, and a file several demos import once', () => {
    write({
      'demos/first.tsx': [
        '/**',
        ' * title: First demo',
        ' * description: Shows the `first` case.',
        ' */',
        "import { helper } from './helper';",
        'export default () => helper();',
      ].join('\n'),
      'demos/second.tsx': "import { helper } from './helper';\nexport default () => helper(2);\n",
      'demos/helper.ts': 'export const helper = (n = 1) => n;\n',
    });
    const file = write({
      'demos.md': [
        '# Demos',
        '',
        'Before.',
        '<code src="./demos/first.tsx"></code>',
        '<code src="./demos/second.tsx" title="Second demo"></code>',
      ].join('\n'),
    });
    const markdown = convert(file);
    expect(markdown).toContain(
      [
        'Before.',
        '',
        '**Demo: First demo**',
        '',
        'Shows the `first` case.',
        '',
        '```tsx',
        "import { helper } from './helper';",
        'export default () => helper();',
        '```',
        '',
        '`helper.ts`',
        '',
        '```ts',
        'export const helper = (n = 1) => n;',
        '```',
        '',
        '**Demo: Second demo**',
      ].join('\n'),
    );
    expect(markdown.match(/`helper\.ts`/g)).toHaveLength(1);
    expect(markdown).not.toContain('title: First demo');
  });

  test('shows a demo kept outside the page folder, without the files it imports from there', () => {
    write({
      'shared-demos/outside.tsx': "import { helper } from './helper';\nexport default helper;\n",
      'shared-demos/helper.ts': 'export const helper = () => null;\n',
    });
    const file = write({
      'guide/outside.md': '# Outside\n\n<code src="../shared-demos/outside.tsx"></code>\n',
    });
    const markdown = convert(file);
    expect(markdown).toContain(
      ['**Demo: outside.tsx**', '', '```tsx', "import { helper } from './helper';"].join('\n'),
    );
    expect(markdown).not.toContain('`helper.ts`');
  });

  test('turns an API table into a Markdown table with the theme labels', () => {
    const file = write({
      'api.md': '# API\n\n<API id="Card"></API>\n',
    });
    const markdown = convert(file, [], 'zh-CN');
    expect(markdown).toContain('| 属性名');
    expect(markdown).toContain('| `word`');
    expect(markdown).toContain('The word, shown on the front.');
    expect(markdown).toContain('`(必选)`');
    expect(markdown).toContain('`flipped` (1.2.0+)');
    expect(markdown).toContain('`(back: boolean) => void`');
    expect(markdown).toContain('`tone` (Beta)');
    expect(markdown).toContain('`"calm" \\| "loud"`');
  });

  test('fails on an API table of a component the parser does not know, unless it knows none', () => {
    const file = write({ 'api.md': '# API\n\n<API id="Card"></API>\n\n<API id="Crad"></API>\n' });
    expect(() => convert(file)).toThrow(
      /api\.md:5:1: <API id="Crad"> names no component of the entry file \(Card\)/,
    );
    const none = { ...site, components: {} };
    const page = readPage(file, dir);
    const url = 'https://site.example/api';
    const texts = editionTexts('en-US', messagesOf('en-US'));
    expect(pageToMarkdown(page, [], url, none, texts)).toContain(
      'Properties definition not found for Crad component',
    );
  });

  test('writes callouts as quotes, keeps a colon that is no directive, and drops dumi modifiers', () => {
    const file = write({
      'callouts.md': [
        '# Callouts',
        '',
        ':::warning{title="Mind the step"}',
        'Careful.',
        ':::',
        '',
        ':::info',
        'Noted.',
        ':::',
        '',
        'At 12:30 the line a:b stops.',
        '',
        '```tsx | pure',
        'const x = 1;',
        '```',
      ].join('\n'),
    });
    const markdown = convert(file);
    expect(markdown).toContain('> **Mind the step**\n>\n> Careful.');
    expect(markdown).toContain('> **INFO**\n>\n> Noted.');
    expect(markdown).toContain('At 12:30 the line a:b stops.');
    expect(markdown).toContain('```tsx\nconst x = 1;\n```');
  });

  test('puts the home page hero and cards first and its sections one level down', () => {
    const file = write({
      'home.md': [
        '---',
        'hero:',
        '  description: Tools and solutions.',
        '  actions: [{ text: Start, link: /start }]',
        'features:',
        '  - { emoji: 🏭, title: Factory, description: For the floor, link: /factory }',
        '  - { title: Handbook, description: Read it, link: "ext:handbook" }',
        '---',
        '',
        '# Welcome',
        '',
        '## More',
      ].join('\n'),
    });
    expect(convert(file)).toBe(
      [
        '# Example Site',
        '',
        '> Tools and solutions.',
        '',
        'Source: [https://site.example/guide/page](https://site.example/guide/page)',
        '',
        '[Start](https://site.example/start)',
        '',
        '- 🏭 [**Factory**](https://site.example/factory): For the floor',
        '- [**Handbook**](https://ext.example/handbook): Read it',
        '',
        '## Welcome',
        '',
        '### More',
        '',
      ].join('\n'),
    );
  });

  test('includes each content tab under a heading of its own', () => {
    const file = write({ 'tabbed.md': '---\ntitle: Server\n---\n\n# Server\n\nMain text.\n' });
    const tab = write({
      'tabbed.$tab-deploy.md': '---\ntitle: Deployment\n---\n\n# Server\n\n## Running\n\nRun it.\n',
    });
    expect(convert(file, [tab])).toMatch(
      /Main text\.\n\n## Deployment\n\n### Running\n\nRun it\.\n$/,
    );
  });

  test("keeps a dumi badge's text and drops its tag", () => {
    const file = write({ 'badge.md': '# Page\n\n## Sync <Badge>beta</Badge>\n' });
    expect(convert(file)).toMatch(/\n## Sync beta\n$/);
  });

  test('fails with the file, line and column of a tag that has no Markdown form', () => {
    const file = write({ 'unknown.md': '# Page\n\n<Tabs items="a,b"></Tabs>\n' });
    expect(() => convert(file)).toThrow(/unknown\.md:3:1: <Tabs> has no Markdown form/);
    const link = write({ 'link.md': '# Page\n\nSee\nthe <Link to="/download">download</Link>.\n' });
    expect(() => convert(link)).toThrow(/link\.md:4:5: <Link> has no Markdown form/);
    const unclosed = write({ 'unclosed.md': '# Page\n\nText <SiteLink to="ext:x">open.\n' });
    expect(() => convert(unclosed)).toThrow(/unclosed\.md:3:6: <SiteLink> is never closed/);
  });
});

describe('llms.txt', () => {
  const page = (title: string, routePath: string) =>
    ({
      routePath,
      title,
      description: `About ${title}.`,
      markdownUrl: `https://site.example${routePath}.md`,
      markdown: `# ${title}\n`,
    }) satisfies ListedPage;
  const rules = { editionSegments: ['zh-CN'], twoLevelNav: true };
  const solutions = { title: 'Solutions', order: 2 };
  const navigable = [
    {
      path: 'download',
      section: '/download',
      frontmatter: { title: 'Download', nav: { title: 'Download', order: 3 } },
    },
    ...[
      ['solutions/mes/board', 'Board', 12],
      ['solutions/mes/server', 'Server', 10],
    ].map(([path, title, order]) => ({
      path: path as string,
      section: '/solutions/mes',
      frontmatter: {
        title: title as string,
        order: order as number,
        nav: { ...solutions, second: 'MES' },
      },
    })),
    {
      path: 'solutions/vision',
      section: '/solutions/vision',
      frontmatter: { title: 'Vision', nav: { ...solutions, second: 'Computer Vision' } },
    },
  ];
  const nav = navOf(navigable, 'en', rules);
  const sidebars = sidebarsOf(navigable, 'en');

  test('lists the home page first, then a section per nav entry in nav and sidebar order', () => {
    const pages = [
      page('Stray', '/stray'),
      page('Download', '/download'),
      page('Board', '/solutions/mes/board'),
      page('Home', '/'),
      page('Server', '/solutions/mes/server'),
      page('Vision', '/solutions/vision'),
    ];
    const intro = 'Intro at `.md` and {url}.';
    const [llms, full] = llmsFiles(
      llmsSections(pages, '/', nav, sidebars),
      { name: 'Example Site', intro },
      'https://site.example/llms-full.txt',
    );
    expect(llms).toBe(
      [
        '# Example Site',
        '',
        '> About Home.',
        '',
        'Intro at `.md` and [https://site.example/llms-full.txt](https://site.example/llms-full.txt).',
        '',
        '- [Home](https://site.example/.md): About Home.',
        '- [Stray](https://site.example/stray.md): About Stray.',
        '',
        '## Solutions',
        '',
        '- [Vision](https://site.example/solutions/vision.md): About Vision.',
        '- [Server](https://site.example/solutions/mes/server.md): About Server.',
        '- [Board](https://site.example/solutions/mes/board.md): About Board.',
        '',
        '## Download',
        '',
        '- [Download](https://site.example/download.md): About Download.',
        '',
      ].join('\n'),
    );
    expect(full).toBe(
      '# Example Site\n\n> About Home.\n\n# Home\n\n# Stray\n\n# Vision\n\n# Server\n\n# Board\n\n# Download\n',
    );
  });
});

test('HTML in a page loses its tags and comments and has its character references decoded', () => {
  const file = write({
    'html.md': [
      '# HTML',
      '',
      '<p lang="zh-CN">A &amp; B &#x27;C&#39; &copy;</p><!-- note -->',
      '',
      'See <SiteLink to="/find?a=1&copy=2&amp;b=3">the results</SiteLink>.',
    ].join('\n'),
  });
  expect(convert(file)).toMatch(
    /\n\nA & B 'C' ©\n\nSee \[the results\]\(https:\/\/site\.example\/find\?a=1\\&copy=2\\&b=3\)\.\n$/,
  );
});

test("a page's Markdown is its address plus .md, and index.md for an edition's home", () => {
  expect(markdownPathOf('/products/folder-icon')).toBe('/products/folder-icon.md');
  expect(markdownPathOf('/zh-CN/Sme-solutions/mes')).toBe('/zh-CN/Sme-solutions/mes.md');
  expect(markdownPathOf('/')).toBe('/index.md');
  expect(markdownPathOf('/zh-CN')).toBe('/zh-CN/index.md');
});
