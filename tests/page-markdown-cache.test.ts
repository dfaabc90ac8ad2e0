import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PageMarkdownCache } from '../plugins/page-markdown/page-cache';

let dir: string;
let cacheDir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-markdown-cache-'));
  cacheDir = path.join(dir, 'cache');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function page(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** Converts through the cache, counting how often the converter really ran. */
function converter(cache: PageMarkdownCache) {
  let runs = 0;
  const convert = (files: string[], url: string) =>
    cache.markdown(files, url, () => {
      runs += 1;
      return `# converted ${runs}: ${files.map((file) => fs.readFileSync(file, 'utf8')).join('|')}`;
    });
  return { convert, runs: () => runs };
}

describe('PageMarkdownCache', () => {
  test('a page converted once is read back by the next build, unchanged', () => {
    const file = page('a.md', '# A\n\nText.');
    const first = converter(new PageMarkdownCache(cacheDir, 'site-1'));
    const written = first.convert([file], 'https://site.example/a');
    const next = converter(new PageMarkdownCache(cacheDir, 'site-1'));
    expect(next.convert([file], 'https://site.example/a')).toBe(written);
    expect(next.runs()).toBe(0);
  });

  test('an edited page, an edited tab, another address or another site key converts again', () => {
    const file = page('a.md', '# A');
    const tab = page('a.$tab-b.md', '# Tab');
    const { convert, runs } = converter(new PageMarkdownCache(cacheDir, 'site-1'));
    convert([file, tab], 'https://site.example/a');
    fs.writeFileSync(file, '# A, edited');
    expect(convert([file, tab], 'https://site.example/a')).toContain('A, edited');
    fs.writeFileSync(tab, '# Tab, edited');
    expect(convert([file, tab], 'https://site.example/a')).toContain('Tab, edited');
    convert([file, tab], 'https://site.example/site/a');
    expect(runs()).toBe(4);
    const otherSite = converter(new PageMarkdownCache(cacheDir, 'site-2'));
    otherSite.convert([file, tab], 'https://site.example/a');
    expect(otherSite.runs()).toBe(1);
  });

  test.each([
    ['a demo file', '<code src="./demo.tsx"></code>'],
    ['an inline demo', '```tsx\nexport default () => null;\n```'],
    ['an embedded file', '<embed src="./part.md"></embed>'],
  ])('a page with %s, which reads files beyond its own, is converted every time', (_, body) => {
    const file = page('demo.md', `# Demo\n\n${body}\n`);
    const { convert, runs } = converter(new PageMarkdownCache(cacheDir, 'site-1'));
    convert([file], 'https://site.example/demo');
    convert([file], 'https://site.example/demo');
    expect(runs()).toBe(2);
  });

  test('prune drops the copies unused for a week and keeps the others', () => {
    const cache = new PageMarkdownCache(cacheDir, 'site-1');
    const { convert } = converter(cache);
    convert([page('old.md', '# Old')], 'https://site.example/old');
    convert([page('new.md', '# New')], 'https://site.example/new');
    const [older] = fs.readdirSync(cacheDir).sort();
    const weekAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    fs.utimesSync(path.join(cacheDir, older), weekAgo, weekAgo);
    cache.prune();
    expect(fs.readdirSync(cacheDir)).toHaveLength(1);
    expect(fs.readdirSync(cacheDir)).not.toContain(older);
  });
});
