import fs from 'fs';
import os from 'os';
import path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  canonicalPath,
  canonicalPathUnder,
  withCanonicalPrefix,
} from '../plugins/pages/browser/route-paths';
import { loadPageReader, readPage } from '../plugins/shared/page-reader';

describe('withCanonicalPrefix', () => {
  it('capitalises the S of the SME prefix, with or without a leading slash', () => {
    expect(withCanonicalPrefix('sme-solutions/mes')).toBe('Sme-solutions/mes');
    expect(withCanonicalPrefix('/sme-solutions/mes/go-server')).toBe(
      '/Sme-solutions/mes/go-server',
    );
    expect(withCanonicalPrefix('/SME-SOLUTIONS')).toBe('/Sme-solutions');
  });

  it('does the same below the Chinese edition, and writes its segment as configured', () => {
    expect(withCanonicalPrefix('zh-CN/sme-solutions/mes')).toBe('zh-CN/Sme-solutions/mes');
    expect(withCanonicalPrefix('/zh-cn/sme-solutions/mes/mobile')).toBe(
      '/zh-CN/Sme-solutions/mes/mobile',
    );
    expect(withCanonicalPrefix('/ZH-cn')).toBe('/zh-CN');
    expect(withCanonicalPrefix('/zh-cn/products')).toBe('/zh-CN/products');
  });

  it('leaves other paths and look-alike segments alone', () => {
    expect(withCanonicalPrefix('/zh-cnx/sme-solutions')).toBe('/zh-cnx/sme-solutions');
    expect(withCanonicalPrefix('/products/zh-cn/sme-solutions')).toBe(
      '/products/zh-cn/sme-solutions',
    );
    expect(withCanonicalPrefix('/products/folder-icon')).toBe('/products/folder-icon');
    expect(withCanonicalPrefix('/sme-solutions-archive')).toBe('/sme-solutions-archive');
    expect(withCanonicalPrefix('/docs/sme-solutions')).toBe('/docs/sme-solutions');
  });
});

describe('canonicalPath', () => {
  it('removes trailing slashes but keeps the root', () => {
    expect(canonicalPath('/products/')).toBe('/products');
    expect(canonicalPath('/download//')).toBe('/download');
    expect(canonicalPath('/')).toBe('/');
  });

  it("reads a page's own index.html and doubled slashes as the page", () => {
    expect(canonicalPath('/index.html')).toBe('/');
    expect(canonicalPath('/products/index.html')).toBe('/products');
    expect(canonicalPath('//products//folder-icon')).toBe('/products/folder-icon');
  });

  it('escapes a percent sign that starts no escape, and only that one', () => {
    expect(canonicalPath('/%')).toBe('/%25');
    expect(canonicalPath('/%zz/%E4%BD')).toBe('/%25zz/%E4%BD');
    expect(canonicalPath('/products/100%25')).toBe('/products/100%25');
  });

  it('combines both rules', () => {
    expect(canonicalPath('/sme-solutions/mes/')).toBe('/Sme-solutions/mes');
  });
});

describe('the page reader', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-reader-'));
  const frontmatterOf = (markdown: string) => {
    const file = path.join(dir, 'page.md');
    fs.writeFileSync(file, markdown);
    return readPage(file, dir).frontmatter;
  };
  const hasDebugFlag = (markdown: string) => frontmatterOf(markdown).debug === true;
  beforeAll(loadPageReader);

  it('sees a rewrite of the same length that keeps the file time', () => {
    const sameTime = 1_700_000_000;
    expect(frontmatterOf('---\ntitle: Alpha\n---\n')).toEqual({ title: 'Alpha' });
    fs.utimesSync(path.join(dir, 'page.md'), sameTime, sameTime);
    expect(frontmatterOf('---\ntitle: Gamma\n---\n')).toEqual({ title: 'Gamma' });
  });

  it('reads the debug flag from the YAML frontmatter', () => {
    expect(hasDebugFlag('---\ntitle: A\ndebug: true\n---\n# A')).toBe(true);
    expect(hasDebugFlag('---\r\ndebug: true\r\n---\r\n')).toBe(true);
    expect(hasDebugFlag('\uFEFF---\ndebug: True # kept out of production\n---\n')).toBe(true);
    expect(hasDebugFlag('---\ndebug:   true\n---')).toBe(true);
  });

  it('finds no debug flag when it is off, elsewhere, or the frontmatter is broken', () => {
    expect(hasDebugFlag('---\ntitle: A\ndebug: false\n---\n')).toBe(false);
    expect(hasDebugFlag('---\ndebug: "true"\n---\n')).toBe(false);
    expect(hasDebugFlag('---\ntitle: A\n---\n\ndebug: true\n')).toBe(false);
    expect(hasDebugFlag('---\nnested:\n  debug: true\n---\n')).toBe(false);
    expect(hasDebugFlag('# No frontmatter\ndebug: true')).toBe(false);
    expect(hasDebugFlag('---\ndebug: [true\n---\n')).toBe(false);
  });

  it('gives a page the title dumi gives it: its frontmatter, its last # heading, its file name', () => {
    const titleOf = (name: string, markdown: string) => {
      fs.writeFileSync(path.join(dir, name), markdown);
      return readPage(path.join(dir, name), dir).title;
    };
    expect(titleOf('a.md', '---\ntitle: Set\n---\n# Other\n')).toBe('Set');
    expect(titleOf('b.md', '# First\n\n# Last\n')).toBe('Last');
    expect(titleOf('VueWeb.md', 'No heading.\n')).toBe('Vue Web');
    expect(titleOf('Go.$tab-deployment.md', 'No heading.\n')).toBe('Deployment');
  });
});

describe('canonicalPathUnder', () => {
  it('makes the part after the base canonical and leaves the base itself alone', () => {
    expect(canonicalPathUnder('/site/sme-solutions/mes/', '/site/')).toBe(
      '/site/Sme-solutions/mes',
    );
    expect(canonicalPathUnder('/site/products/', '/site/')).toBe('/site/products');
    expect(canonicalPathUnder('/site/', '/site/')).toBe('/site/');
    expect(canonicalPathUnder('/site', '/site/')).toBe('/site');
  });

  it('is canonicalPath at the root and leaves paths outside the base alone', () => {
    expect(canonicalPathUnder('/sme-solutions/mes/', '/')).toBe('/Sme-solutions/mes');
    expect(canonicalPathUnder('/sme-solutions/mes', '/site/')).toBe('/sme-solutions/mes');
    expect(canonicalPathUnder('/siteother/products/', '/site/')).toBe('/siteother/products/');
  });
});
