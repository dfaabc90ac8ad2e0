import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';

const require = createRequire(import.meta.url);
const leanTexts = require('../../plugins/internals/pages/lean-texts-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;
const run = (source: string) => leanTexts.call({ resourcePath: '/project/docs/a.md' }, source);
const textsOf = (module: string) =>
  JSON.parse(/^ *export const texts = (\[.*\]);$/m.exec(module)![1]) as Record<string, unknown>[];

describe("a page's texts in the browser build (fixture of dumi 2.4.50)", () => {
  it('keep every value, in order, without what only dumi’s own search reads', () => {
    const source = internalsFixture('dumi-md-text.txt');
    const lean = run(source);
    const before = textsOf(source);
    expect(before[0]).toEqual({ value: expect.any(String), paraId: 0, tocIndex: 0 });
    expect(textsOf(lean)).toEqual(before.map(({ value }) => ({ value })));
    expect(lean).not.toContain('?watch=parent');
    expect(lean.length).toBeLessThan(source.length);
  });

  it("fails the build when dumi writes a page's texts some other way", () => {
    expect(() => run('export const texts = new Proxy([], {});\n')).toThrow(
      /^Shape not found: a page's texts .*pages\/lean-texts-loader\.cjs/,
    );
  });
});
