import { execSync } from 'child_process';
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPageTexts, type PageTexts } from '../plugins/search/build/page-texts';
import { buildRecord } from '../plugins/search/build/records';
import { compiledPageTexts } from '../plugins/search/build/site-index';
import { dumiMarkdownOptions, projectDir, readerRemarkPlugins } from './dumi-markdown-options';

/**
 * A production build hands search the texts dumi's Markdown loader emitted for each page it
 * compiled (plugins/internals/pages/compiled-page-texts.cjs), in place of search's own reading of
 * the page. Here dumi's loader runs as webpack runs it, behind the site's wrapper, on every page of
 * both editions; what search then gets must be what its reader makes of the same Markdown.
 */
const cwd = projectDir;
const require = createRequire(import.meta.url);
const markdownLoader = require('../plugins/internals/pages/markdown-loader.cjs') as (
  this: unknown,
  content: string,
) => void;

const loaderOptions = dumiMarkdownOptions();

/** dumi's loader behind the site's wrapper, for `file` in `mode`: the code it emits. */
function compile(file: string, content: string, mode: 'text' | 'frontmatter'): Promise<string> {
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: file,
      resourceQuery: `?type=${mode}`,
      getOptions: () => ({ ...loaderOptions, mode }),
      async: () => (error: Error | null, code: string) => (error ? reject(error) : resolve(code)),
      addDependency() {},
      cacheable() {},
    };
    markdownLoader.call(context, content);
  });
}

const readerOptions = { cwd, editionIds: ['zh-CN'], remarkPlugins: readerRemarkPlugins };
const record = (page: PageTexts) => buildRecord({ link: '/page', page, tabs: [] });

const pages = execSync('git ls-files docs e2e/fixtures/docs', { cwd })
  .toString()
  .split('\n')
  .filter((file) => file.endsWith('.md'))
  .map((file) => path.join(cwd, file));

beforeAll(async () => {
  // no entries in dumi's own Markdown cache: each page is compiled here
  process.env.DUMI_CACHE = 'none';
  // dumi's compiler finishes loading its own modules asynchronously after it is required
  await new Promise((resolve) => setTimeout(resolve, 200));
});

describe('the texts search takes from the compilation', () => {
  for (const file of pages) {
    it(path.relative(cwd, file), { timeout: 30_000 }, async () => {
      const source = fs.readFileSync(file, 'utf8');
      await compile(file, source, 'text');
      await compile(file, source, 'frontmatter');
      const compiled = compiledPageTexts(file, source);
      const read = await readPageTexts(file, source, readerOptions);
      if (read.demos.length > 0 || /<code\b[^>]*\bsrc\s*=|<embed\b/.test(source)) {
        // a page with demos or embedded files is read, for what its demos show
        expect(compiled).toBeUndefined();
        return;
      }
      expect(compiled).toBeDefined();
      expect(compiled!.toc).toEqual(read.toc);
      expect(compiled!.texts).toEqual(read.texts);
      expect(compiled!.frontmatter.title).toBe(read.frontmatter.title);
      expect(record(compiled!)).toEqual(record(read));
    });
  }

  it('are not given for Markdown other than what was compiled', async () => {
    const file = path.join(cwd, 'docs/Products/folderIcon.md');
    const source = fs.readFileSync(file, 'utf8');
    await compile(file, source, 'text');
    await compile(file, source, 'frontmatter');
    expect(compiledPageTexts(file, source)).toBeDefined();
    expect(compiledPageTexts(file, `${source}\nOne more paragraph.\n`)).toBeUndefined();
  });

  it('are not given until both the texts and the metadata were compiled', async () => {
    const file = path.join(cwd, 'docs/Products/folderIcon.zh-CN.md');
    const source = `${fs.readFileSync(file, 'utf8')}\nEdited.\n`;
    await compile(file, source, 'text');
    expect(compiledPageTexts(file, source)).toBeUndefined();
    await compile(file, source, 'frontmatter');
    expect(compiledPageTexts(file, source)?.texts.at(-1)?.value).toBe('Edited.');
  });
});
