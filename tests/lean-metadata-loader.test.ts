import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { internalsFixture } from './internals-fixtures';

const require = createRequire(import.meta.url);
const leanMetadata = require('../plugins/internals/dev/lean-metadata-loader.cjs') as (
  this: { resourceQuery: string },
  source: string,
) => string;
const run = (source: string, resourceQuery: string) => leanMetadata.call({ resourceQuery }, source);

describe("dumi dev's lean metadata (fixtures of dumi 2.4.50)", () => {
  it('drops the texts every entry of the route metadata imports, and nothing else', () => {
    const meta = internalsFixture('dumi-meta-index.ts.txt');
    const lean = run(meta, '');
    expect(meta).toMatch(/textGetter: \(\) => import\(/);
    expect(lean).not.toContain('textGetter');
    expect(lean).not.toContain('?type=text');
    // every page keeps its frontmatter, TOC and demo index
    for (const key of ['frontmatter: fm', 'toc: t', 'demoIndex: dmi']) {
      expect(lean.split(key).length).toBe(meta.split(key).length);
    }
  });
});
