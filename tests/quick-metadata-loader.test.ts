import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { internalsFixture } from './internals-fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import quickMetadata from '../plugins/internals/dev/quick-metadata-loader.cjs';
// @ts-expect-error CommonJS webpack loader without type declarations
import pageDetails from '../plugins/internals/pages/page-details-loader.cjs';

const site = mkdtempSync(join(tmpdir(), 'quick-metadata-'));
mkdirSync(join(site, 'docs/guides'), { recursive: true });
afterAll(() => rmSync(site, { recursive: true, force: true }));

/** Writes a page and runs the loader's pitch on it as webpack would; what it answers, and watches. */
function pitch(markdown: string, resourceQuery = '?type=frontmatter') {
  const resourcePath = join(site, 'docs/guides/page.md');
  writeFileSync(resourcePath, markdown);
  const watched: string[] = [];
  const answer = quickMetadata.pitch.call({
    resourcePath,
    resourceQuery,
    getOptions: () => ({ cwd: site }),
    addDependency: (file: string) => watched.push(file),
  }) as string | undefined;
  return { answer, watched, resourcePath };
}

const frontmatterIn = (module: string) =>
  JSON.parse(/^export const frontmatter = new Proxy\((\{.*\}), \{\}\);$/m.exec(module)![1]);

const PAGE = `---
title: Rolling out the line terminals
order: 3
group:
  title: Guides
  order: 2
description: How a plant brings its terminals online, one line at a time.
---

# Rolling out the line terminals

Text.

\`\`\`ts
const line = 1;
\`\`\`
`;

describe("dumi dev's quick page metadata (quick-metadata-loader.cjs)", () => {
  it("answers a page with a YAML title and no demos from its YAML, as dumi's remarkMeta sets it", () => {
    const { answer, watched, resourcePath } = pitch(PAGE);
    expect(frontmatterIn(answer!)).toEqual({
      title: 'Rolling out the line terminals',
      toc: 'menu',
      filename: 'docs/guides/page.md',
      order: 3,
      group: { title: 'Guides', order: 2 },
      description: 'How a plant brings its terminals online, one line at a time.',
    });
    expect(answer).toContain('export const toc = new Proxy([], {});');
    expect(answer).toContain('export const demoIndex = undefined;');
    // an edit of the page still reaches its metadata
    expect(watched).toEqual([resourcePath]);
  });

  it('keeps a YAML `toc` over the default', () => {
    const { answer } = pitch(PAGE.replace('order: 3', 'order: 3\ntoc: content'));
    expect(frontmatterIn(answer!).toc).toBe('content');
  });

  it("leaves to dumi's loader what it cannot answer the same way", () => {
    const leftToDumi = {
      'a demo': `${PAGE}\n\`\`\`tsx\nexport default () => null;\n\`\`\`\n`,
      'a demo from a file': `${PAGE}\n<code src="./demo.tsx"></code>\n`,
      'an embed': `${PAGE}\n<embed src="./part.md"></embed>\n`,
      'an atomId': PAGE.replace('order: 3', 'atomId: Button'),
      'no YAML title (dumi reads the h1)': PAGE.replace(/^title: .*\n/m, ''),
      'a YAML title that is not text': PAGE.replace(/^title: .*$/m, 'title: 2026'),
      'YAML that does not parse': PAGE.replace('order: 3', 'order: [3'),
      'no frontmatter': '# Title\n\nText.\n',
    };
    for (const [what, markdown] of Object.entries(leftToDumi)) {
      expect(pitch(markdown).answer, what).toBeUndefined();
    }
    // the page's details (its whole frontmatter and TOC) always come from dumi's compile
    expect(pitch(PAGE, '?details&type=frontmatter').answer).toBeUndefined();
  });

  it('makes, once leaned for the route data, what dumi 2.4.50’s metadata of the page leans to (fixture)', () => {
    const dumiMetadata = internalsFixture('dumi-md-frontmatter.txt');
    const whole = frontmatterIn(dumiMetadata);
    const yaml = Object.entries(whole)
      .filter(([key]) => !['title', 'toc', 'filename', 'lastUpdated'].includes(key))
      .map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
    const { answer, resourcePath } = pitch(`---\ntitle: ${whole.title}\n${yaml.join('\n')}\n---\n`);
    const lean = (source: string) =>
      pageDetails.call(
        { resourcePath, resourceQuery: '?type=frontmatter', getOptions: () => ({ dev: true }) },
        source,
      ) as string;
    const fromDumi = lean(dumiMetadata.replaceAll(whole.filename, 'docs/guides/page.md'));
    // the same lines, but for the fixture's own comment and dumi's blank line
    const lines = (module: string) =>
      module.split('\n').filter((line) => !/^(\/\/.*)?$/.test(line));
    expect(lines(lean(answer!))).toEqual(lines(fromDumi));
  });
});
