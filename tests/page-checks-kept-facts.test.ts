import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brief, checkerFor, page, scratchSite } from './page-checks-support';

const GUIDE = page('title: Guide', '# Guide\n\n## Set-up\n\nSee [the FAQ](/faq#answers).\n');
const FAQ = page('title: FAQ', '# FAQ\n\n## Answers\n');

/** The facts file as the checks wrote it. */
const readKept = (file: string) =>
  JSON.parse(readFileSync(file, 'utf8')) as {
    version: string;
    facts: Record<string, { headings: { id: string }[] }>;
  };

describe('page checks: what was read of each page is kept for the next run (reading/kept-facts.ts)', () => {
  it('a new run takes an unchanged page from the file, and reads a changed or a new one', async () => {
    const cwd = scratchSite({ 'docs/guide.md': GUIDE, 'docs/faq.md': FAQ });
    const factsFile = join(cwd, 'cache/page-checks-facts.json');
    try {
      const first = await checkerFor(cwd, { factsFile }).check();
      expect(first.problems).toEqual([]);
      expect(first.anchors.get('docs/faq.md')?.headings).toEqual(['faq', 'answers']);
      const kept = readKept(factsFile);
      expect(Object.keys(kept.facts)).toHaveLength(2);

      // the kept facts are what a later run uses: the FAQ's "answers" anchor planted as another id
      for (const facts of Object.values(kept.facts)) {
        for (const heading of facts.headings) if (heading.id === 'answers') heading.id = 'replies';
      }
      writeFileSync(factsFile, JSON.stringify(kept));
      const second = await checkerFor(cwd, { factsFile }).check();
      expect(second.anchors.get('docs/faq.md')?.headings).toEqual(['faq', 'replies']);
      expect(second.problems.map(brief)).toEqual([
        expect.stringMatching(
          /^docs\/guide\.md:9:\d+ link-anchor: `\/faq#answers`.*anchors are #faq, #replies/,
        ),
      ]);

      // the page changed: read again; a page gone leaves the file, a new one joins it
      writeFileSync(join(cwd, 'docs/faq.md'), `${FAQ}\nMore.\n`);
      rmSync(join(cwd, 'docs/guide.md'));
      writeFileSync(join(cwd, 'docs/about.md'), page('title: About'));
      const third = await checkerFor(cwd, { factsFile }).check();
      expect(third.anchors.get('docs/faq.md')?.headings).toEqual(['faq', 'answers']);
      expect(third.problems).toEqual([]);
      expect(Object.keys(readKept(factsFile).facts)).toHaveLength(2);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('reads every page again when the reader or the locked packages changed (another version)', async () => {
    const cwd = scratchSite({ 'docs/faq.md': FAQ, 'package-lock.json': '{"lockfileVersion":3}' });
    const factsFile = join(cwd, 'cache/page-checks-facts.json');
    try {
      await checkerFor(cwd, { factsFile }).check();
      const kept = readKept(factsFile);
      for (const facts of Object.values(kept.facts)) facts.headings = [];
      writeFileSync(factsFile, JSON.stringify(kept));
      writeFileSync(join(cwd, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
      const after = await checkerFor(cwd, { factsFile }).check();
      expect(after.anchors.get('docs/faq.md')?.headings).toEqual(['faq', 'answers']);
      expect(readKept(factsFile).version).not.toBe(kept.version);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });

  it('a run without a facts file, or with an unreadable one, reads every page', async () => {
    const cwd = scratchSite({ 'docs/faq.md': FAQ });
    const factsFile = join(cwd, 'page-checks-facts.json');
    try {
      writeFileSync(factsFile, '{ not json');
      const result = await checkerFor(cwd, { factsFile }).check();
      expect(result.anchors.get('docs/faq.md')?.headings).toEqual(['faq', 'answers']);
      expect(readKept(factsFile).facts).not.toEqual({});
      expect((await checkerFor(cwd).check()).problems).toEqual([]);
    } finally {
      rmSync(cwd, { recursive: true, force: true });
    }
  });
});
