import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import lazyTabs from '../../plugins/internals/pages/lazy-tabs-loader.cjs';

const run = (source: string) => lazyTabs.call({ rootContext: '/site' }, source) as string;

const TABS = `import * as tab0 from '/site/docs/MES/GoServer.$tab-deployment.zh-CN.md';
import * as tab1 from '/site/docs/MES/GoServer.$tab-deployment.md';

export const tabs = {
  'docs/MES/GoServer.$tab-deployment.zh-CN': { key: 'deployment', components: tab0 },
  'docs/MES/GoServer.$tab-deployment': { key: 'deployment', components: tab1 },
}`;

describe('lazy-tabs-loader', () => {
  it("turns every tab's page import into a lazy component in a chunk of its own", () => {
    const output = run(TABS);
    expect(output).not.toMatch(/import \* as tab/);
    expect(output).toContain(
      `import(/* webpackChunkName: "docs__MES__GoServer.tab-deployment.zh-CN.md" */ '/site/docs/MES/GoServer.$tab-deployment.zh-CN.md')`,
    );
    expect(output).toContain(
      `import(/* webpackChunkName: "docs__MES__GoServer.tab-deployment.md" */ '/site/docs/MES/GoServer.$tab-deployment.md')`,
    );
    expect(output).toMatch(/const tab1 = \{ default: \(\) => createElement\(Suspense,/);
    expect(output).toContain("import Loading from '@@/dumi/theme/loading';");
    expect(output).toContain('components: tab0 }');
  });

  it('leaves a site without tabs alone', () => {
    const empty = 'export const tabs = {\n}';
    expect(run(empty)).toBe(empty);
  });

  it('fails the build when dumi imports its tabs some other way', () => {
    const changed = `import tab0 from '/site/docs/A.$tab-b.md';\nexport const tabs = { a: { components: tab0 } }`;
    expect(() => run(changed)).toThrow(
      /^Shape not found: .*tabN.*dumi's generated list of content tabs.*pages\/lazy-tabs-loader\.cjs/,
    );
  });

  it('defers the tabs in the list dumi 2.4.50 generates for the site (fixture)', () => {
    const output = run(internalsFixture('dumi-meta-tabs.ts.txt', '/site'));
    expect(output).not.toMatch(/^import \* as tab\d/m);
    expect(output).toContain(
      'const tab1Page = lazy(() => import(/* webpackChunkName: "docs__SMESolutions__MES__GoServer.tab-deployment.md" */',
    );
  });
});
