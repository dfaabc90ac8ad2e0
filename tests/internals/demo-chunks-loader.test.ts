import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import splitPageDemos from '../../plugins/internals/pages/demo-chunks-loader.cjs';

const run = (source: string, resourceQuery: string) =>
  splitPageDemos.call({ resourcePath: '/site/docs/Card.md', resourceQuery }, source) as string;

const metadata = (ids: string[]) => `export const demoIndex = {
  ids: ${JSON.stringify(ids)},
  getter: () => import(/* webpackChunkName: "meta__docs" */'/site/docs/Card.md?type=demo')
};`;

const DEMOS = `export const demos = {
  'card-basic': {
    component: React.memo(React.lazy(() => import( /* webpackChunkName: "demos" */ '/site/docs/demos/basic.tsx?techStack=react'))),
  },
  'card-deck': {
    component: React.memo(React.lazy(() => import( /* webpackChunkName: "Card__demos" */ '/site/docs/demos/deck.tsx?techStack=react'))),
  },
};`;

describe('demo-chunks-loader', () => {
  it("gives a demo page's metadata a chunk of its own", () => {
    const output = run(metadata(['card-basic']), '?type=frontmatter');
    expect(output).toContain("getter: () => import('/site/docs/Card.md?type=demo')");
  });

  it('leaves the metadata of a page without demos in the shared chunk', () => {
    const source = metadata([]);
    expect(run(source, '?type=frontmatter')).toBe(source);
  });

  it('gives every demo component a chunk of its own', () => {
    const output = run(DEMOS, '?type=demo');
    expect(output).not.toContain('webpackChunkName');
    expect(output).toContain("import( '/site/docs/demos/basic.tsx?techStack=react')");
    expect(output).toContain("import( '/site/docs/demos/deck.tsx?techStack=react')");
  });

  it("keeps a live demo's imports by the names written, not by their absolute paths", () => {
    const context = `    context: {
  "./locale.ts": card_deps_0,
  "react": card_deps_1,
  "/site/docs/demos/locale.ts": card_deps_0,
  "C:/site/docs/demos/other.ts": card_deps_2
},`;
    expect(run(`${DEMOS}\n${context}`, '?type=demo')).toContain(`    context: {
  "./locale.ts": card_deps_0,
  "react": card_deps_1,
},`);
  });

  it('fails the build when dumi stops naming the chunks this way', () => {
    const unnamedMetadata = metadata(['card-basic']).replace(
      '/* webpackChunkName: "meta__docs" */',
      '/* webpackChunkName: "docs" */',
    );
    expect(() => run(unnamedMetadata, '?type=frontmatter')).toThrow(
      /^Shape not found: .*Card\.md\?type=frontmatter.*plugins\/internals\/pages\/demo-chunks-loader\.cjs/,
    );
    const unnamedDemos = DEMOS.replace(/\/\* webpackChunkName: "[^"]*" \*\/ /g, '');
    expect(() => run(unnamedDemos, '?type=demo')).toThrow(
      /^Shape not found: .*Card\.md\?type=demo.*plugins\/internals\/pages\/demo-chunks-loader\.cjs/,
    );
  });

  it("drops the chunk names dumi 2.4.50's Markdown loader gives a page's demos (fixtures)", () => {
    const metadata = run(
      internalsFixture('dumi-md-frontmatter-with-demos.txt'),
      '?type=frontmatter',
    );
    expect(metadata).toContain('getter: () => import(');
    expect(metadata).not.toContain('webpackChunkName');
    const demos = run(internalsFixture('dumi-md-demo.txt'), '?type=demo');
    expect(demos).toContain('React.lazy(() => import(');
    expect(demos).not.toContain('webpackChunkName');
  });
});
