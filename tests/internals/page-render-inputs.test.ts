import { describe, expect, it } from 'vitest';
import {
  renderInputsOf,
  type BuiltModule,
} from '../../plugins/internals/server-bundle/page-render-inputs';

const md = (file: string, query = '', hash = 'h1'): BuiltModule => ({
  identifier: `dumi-md-loader!/site/docs/${file}${query}`,
  resource: `/site/docs/${file}${query}`,
  hash,
});
const other = (file: string, hash = 'h1'): BuiltModule => ({
  identifier: file,
  resource: file,
  hash,
});

const SITE = [
  other('/site/.dumi/theme/slots/Sidebar/index.tsx'),
  md('a.md'),
  md('a.md', '?type=text'),
  md('a.md', '?type=frontmatter'),
  md('b.zh-CN.md'),
  md('b.zh-CN.md', '?type=text'),
  md('b.zh-CN.md', '?type=frontmatter'),
  md('b.$tab-deploy.zh-CN.md'),
  md('b.$tab-deploy.zh-CN.md', '?type=text'),
];

describe("what a page's prerender is made of (page-render-inputs.ts)", () => {
  const before = renderInputsOf(SITE);
  const changed = (i: number, module: BuiltModule) =>
    renderInputsOf(SITE.map((m, at) => (at === i ? module : m)));

  it("names each page by its Markdown file, a tab's modules with its page's", () => {
    expect([...before.ofPage.keys()].sort()).toEqual(['/site/docs/a.md', '/site/docs/b.zh-CN.md']);
  });

  it("a page's component or texts change that page only", () => {
    const after = changed(2, md('a.md', '?type=text', 'h2'));
    expect(after.shared).toBe(before.shared);
    expect(after.ofPage.get('/site/docs/a.md')).not.toBe(before.ofPage.get('/site/docs/a.md'));
    expect(after.ofPage.get('/site/docs/b.zh-CN.md')).toBe(
      before.ofPage.get('/site/docs/b.zh-CN.md'),
    );
    const tab = changed(7, md('b.$tab-deploy.zh-CN.md', '', 'h2'));
    expect(tab.ofPage.get('/site/docs/b.zh-CN.md')).not.toBe(
      before.ofPage.get('/site/docs/b.zh-CN.md'),
    );
  });

  it("a page's metadata (the sidebars read it) and the site's code change every page", () => {
    expect(changed(3, md('a.md', '?type=frontmatter', 'h2')).shared).not.toBe(before.shared);
    expect(changed(0, other('/site/.dumi/theme/slots/Sidebar/index.tsx', 'h2')).shared).not.toBe(
      before.shared,
    );
  });

  it('does not depend on the order webpack lists the modules in', () => {
    const reversed = renderInputsOf([...SITE].reverse());
    expect(reversed.shared).toBe(before.shared);
    expect(reversed.ofPage).toEqual(before.ofPage);
  });
});
