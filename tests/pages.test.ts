import fs from 'fs';
import os from 'os';
import path from 'path';
import yaml from 'js-yaml';
import { describe, expect, it, vi } from 'vitest';
import {
  canonicalPath,
  canonicalPathUnder,
  withCanonicalPrefix,
} from '../plugins/pages/browser/route-paths';
import { frontmatterOf, frontmatterOfFile } from '../plugins/pages/frontmatter';

const hasDebugFlag = (markdown: string) => frontmatterOf(markdown).debug === true;

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

  it('combines both rules', () => {
    expect(canonicalPath('/sme-solutions/mes/')).toBe('/Sme-solutions/mes');
  });
});

describe('frontmatterOfFile', () => {
  it('parses a file once while its frontmatter stays as it is, and again after an edit', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'frontmatter-')), 'page.md');
    fs.writeFileSync(file, '---\ntitle: First\n---\n# First\n');
    const parses = vi.spyOn(yaml, 'load');
    expect(frontmatterOfFile(file)).toEqual({ title: 'First' });
    fs.writeFileSync(file, '---\ntitle: First\n---\n# First, with more text\n');
    expect(frontmatterOfFile(file)).toEqual({ title: 'First' });
    expect(parses).toHaveBeenCalledTimes(1);
    fs.writeFileSync(file, '---\ntitle: Second one\ndebug: true\n---\n');
    expect(frontmatterOfFile(file)).toEqual({ title: 'Second one', debug: true });
    expect(parses).toHaveBeenCalledTimes(2);
    parses.mockRestore();
  });

  it('sees a rewrite of the same length that keeps the file time', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'frontmatter-')), 'page.md');
    const sameTime = 1_700_000_000;
    fs.writeFileSync(file, '---\ntitle: Alpha\n---\n');
    fs.utimesSync(file, sameTime, sameTime);
    expect(frontmatterOfFile(file)).toEqual({ title: 'Alpha' });
    fs.writeFileSync(file, '---\ntitle: Gamma\n---\n');
    fs.utimesSync(file, sameTime, sameTime);
    expect(frontmatterOfFile(file)).toEqual({ title: 'Gamma' });
  });
});

describe('the debug flag of the frontmatter', () => {
  it('reads the flag from the YAML frontmatter', () => {
    expect(hasDebugFlag('---\ntitle: A\ndebug: true\n---\n# A')).toBe(true);
    expect(hasDebugFlag('---\r\ndebug: true\r\n---\r\n')).toBe(true);
    expect(hasDebugFlag('\uFEFF---\ndebug: True # kept out of production\n---\n')).toBe(true);
    expect(hasDebugFlag('---\ndebug:   true\n---')).toBe(true);
  });

  it('is false when the flag is off, elsewhere, or the frontmatter is broken', () => {
    expect(hasDebugFlag('---\ntitle: A\ndebug: false\n---\n')).toBe(false);
    expect(hasDebugFlag('---\ndebug: "true"\n---\n')).toBe(false);
    expect(hasDebugFlag('---\ntitle: A\n---\n\ndebug: true\n')).toBe(false);
    expect(hasDebugFlag('---\nnested:\n  debug: true\n---\n')).toBe(false);
    expect(hasDebugFlag('# No frontmatter\ndebug: true')).toBe(false);
    expect(hasDebugFlag('---\ndebug: [true\n---\n')).toBe(false);
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
