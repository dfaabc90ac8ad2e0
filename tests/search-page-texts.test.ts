import { execSync } from 'child_process';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPageTexts, type PageTexts } from '../plugins/search/build/page-texts';
import { buildRecord } from '../plugins/search/build/records';
import {
  dumiMarkdownOptions,
  fromDumi,
  projectDir,
  readerRemarkPlugins,
} from './dumi-markdown-options';
// @ts-expect-error plain ES module without type declarations
import { dumiPageFiles, syntheticPages } from '../scripts/scale/synthetic-pages.mjs';

/**
 * Search reads each page's Markdown itself (plugins/search/build/page-texts.ts); the results stay
 * those of the texts dumi's compiler gives the page only if both read the same. Here dumi's own
 * compiler is the reference, run on every page of both editions, the test-only pages and a few
 * scale-bench pages.
 */
const cwd = projectDir;
const compile = fromDumi('./dist/loaders/markdown/transformer').default as (
  raw: string,
  options: Record<string, unknown>,
) => Promise<{ meta: DumiMeta }>;

interface DumiMeta {
  frontmatter: PageTexts['frontmatter'];
  toc: PageTexts['toc'];
  texts: PageTexts['texts'];
  demos?: { id: string; asset?: { title?: string; description?: string; keywords?: string[] } }[];
}

const options = { cwd, editionIds: ['zh-CN'], remarkPlugins: readerRemarkPlugins };

async function dumiTexts(file: string, source: string): Promise<PageTexts> {
  const { meta } = await compile(source, { ...dumiMarkdownOptions(), fileAbsPath: file });
  return {
    frontmatter: meta.frontmatter,
    toc: meta.toc.map(({ id, depth, title }) => ({ id, depth, title })),
    texts: meta.texts,
    demos: (meta.demos ?? []).flatMap(({ id, asset }) =>
      asset ? [{ id, ...asset, inline: false }] : [],
    ),
  };
}

const sitePages = execSync('git ls-files docs e2e/fixtures/docs', { cwd })
  .toString()
  .split('\n')
  .filter((file) => file.endsWith('.md'));

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'search-page-texts-'));
const synthetic = (dumiPageFiles(syntheticPages(40)) as { file: string; content: string }[])
  .filter((_, index) => index % 13 === 0)
  .map(({ file, content }) => {
    const absolute = path.join(scratch, 'docs', file);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, content);
    return absolute;
  });

beforeAll(async () => {
  // dumi's compiler finishes loading its own modules asynchronously after it is required
  await new Promise((resolve) => setTimeout(resolve, 200));
});

describe("page texts read from Markdown equal dumi compiler's", () => {
  it('covers pages of both editions, with tabs, demos, raw HTML, callouts and scale pages', () => {
    expect(sitePages.length).toBeGreaterThanOrEqual(24);
    expect(sitePages.some((file) => file.includes('$tab-'))).toBe(true);
    expect(sitePages.some((file) => file.endsWith('.zh-CN.md'))).toBe(true);
    expect(sitePages).toContain('e2e/fixtures/docs/callouts.md');
    expect(synthetic.length).toBe(4);
  });

  for (const file of [...sitePages.map((page) => path.join(cwd, page)), ...synthetic]) {
    it(path.relative(cwd, file), { timeout: 30_000 }, async () => {
      const source = fs.readFileSync(file, 'utf8');
      const [ours, dumis] = await Promise.all([
        readPageTexts(file, source, options),
        dumiTexts(file, source),
      ]);
      expect(ours.toc).toEqual(dumis.toc);
      expect(ours.texts).toEqual(dumis.texts);
      expect(ours.frontmatter.title).toBe(dumis.frontmatter.title);
      const record = (page: PageTexts) => buildRecord({ link: '/page', page, tabs: [] });
      expect(record(ours)).toEqual(record(dumis));
    });
  }
});
