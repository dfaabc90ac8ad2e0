import { execSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import remarkBareLinksOnlyWhenWritten, {
  MAY_HAVE_BARE_LINKS,
} from '../plugins/markdown/remark-bare-links-only-when-written.mjs';
// @ts-expect-error plain ES module without type declarations
import { dumiPageFiles, syntheticPages } from '../scripts/scale/synthetic-pages.mjs';

/**
 * GFM's links without brackets are looked for only in Markdown that may hold one. The reference is
 * remark with the syntax dumi reads pages with (frontmatter, directives, GFM); with the plugin
 * after it, every page must parse to the very same tree, positions included.
 */
const cwd = path.resolve(__dirname, '..');
const reference = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkDirective)
  .use(remarkGfm);
const withPlugin = reference().use(remarkBareLinksOnlyWhenWritten);

const sitePages = execSync('git ls-files docs e2e/fixtures/docs', { cwd })
  .toString()
  .split('\n')
  .filter((file) => file.endsWith('.md'))
  .map((file) => ({ name: file, content: fs.readFileSync(path.join(cwd, file), 'utf8') }));
const scalePages = (dumiPageFiles(syntheticPages(60)) as { file: string; content: string }[])
  .filter((_, index) => index % 6 === 0)
  .map(({ file, content }) => ({ name: `synthetic ${file}`, content }));

const linksIn = (tree: unknown): string[] => {
  const found: string[] = [];
  const visit = (node: { type: string; url?: string; children?: unknown[] }) => {
    if (node.type === 'link') found.push(node.url!);
    node.children?.forEach((child) => visit(child as typeof node));
  };
  visit(tree as Parameters<typeof visit>[0]);
  return found;
};

describe('GFM links without brackets, read only where one may be written', () => {
  const withBareLinks = [
    {
      name: 'a page with bare links',
      content: '# Links\n\nSee www.example.org, me@example.com.\n',
    },
    { name: 'a page with code holding an @', content: '```ts\nimport x from "@scope/x";\n```\n' },
  ];
  for (const { name, content } of [...sitePages, ...scalePages, ...withBareLinks]) {
    it(`${name} parses as without the plugin`, () => {
      expect(withPlugin.parse(content)).toEqual(reference.parse(content));
    });
  }

  it('takes the short way for the scale pages, which hold nothing that starts a bare link', () => {
    expect(scalePages.length).toBe(10);
    expect(scalePages.every(({ content }) => !MAY_HAVE_BARE_LINKS.test(content))).toBe(true);
  });

  it('still finds a web address, a www address and an e-mail address', () => {
    const markdown = 'Write to team@example.com, visit www.example.org or HTTPS://example.org/x.\n';
    expect(linksIn(withPlugin.parse(markdown))).toEqual([
      'mailto:team@example.com',
      'http://www.example.org',
      'HTTPS://example.org/x',
    ]);
  });

  it('finds none where none is written, as GFM would not', () => {
    const markdown = '# wwwx\n\nThe http header and the mail box: www and https, no more.\n';
    expect(MAY_HAVE_BARE_LINKS.test(markdown)).toBe(false);
    expect(linksIn(withPlugin.parse(markdown))).toEqual([]);
    expect(withPlugin.parse(markdown)).toEqual(reference.parse(markdown));
  });

  it('leaves the syntax of the processor as it found it after each page', () => {
    const processor = reference().use(remarkBareLinksOnlyWhenWritten).freeze();
    const before = [
      processor.data('micromarkExtensions'),
      processor.data('fromMarkdownExtensions'),
    ];
    processor.parse('A page without any.\n');
    processor.parse('One with www.example.org.\n');
    expect([
      processor.data('micromarkExtensions'),
      processor.data('fromMarkdownExtensions'),
    ]).toEqual(before);
    expect(linksIn(processor.parse('Again www.example.org.\n'))).toEqual([
      'http://www.example.org',
    ]);
  });
});
