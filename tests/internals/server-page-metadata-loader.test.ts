import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import serverPageMetadata from '../../plugins/internals/pages/server-page-metadata-loader.cjs';

const run = (source: string) => serverPageMetadata.call({}, source) as string;

describe('server-page-metadata-loader', () => {
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
