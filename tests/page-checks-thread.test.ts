import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageChecker, type CheckOptions } from '../plugins/page-checks/check-pages';
import { pageChecksThread } from '../plugins/page-checks/dev/checks-thread';
import { EXTERNAL_LINKS, SITE_EDITIONS } from '../site.config';
import { brief, page, scratchSite } from './page-checks-support';

const optionsFor = (cwd: string, docDirs: string[], untranslated: string[]): CheckOptions => ({
  cwd,
  docDirs,
  editions: [...SITE_EDITIONS],
  externalLinks: EXTERNAL_LINKS,
  untranslated,
});

describe('the page checks on their own thread (dumi dev)', () => {
  it("give what the checks give on the main thread, for this site's pages", async () => {
    const options = optionsFor(process.cwd(), ['docs', 'e2e/fixtures/docs'], ['e2e/fixtures/docs']);
    const [onThread, onMain] = await Promise.all([
      pageChecksThread(options).check(),
      createPageChecker(options).check(),
    ]);
    expect(onThread.pageCount).toBeGreaterThanOrEqual(30);
    expect(onThread).toEqual(onMain);
  }, 60_000);

  it('read a page again once it changed: a dead link, then its fix', async () => {
    const dir = scratchSite({
      'docs/index.md': page('title: Home', '# Home\n\nSee [the guide](/guide#no-such-heading).\n'),
      'docs/guide.md': page('title: Guide', '# Guide\n\n## Set-up\n'),
    });
    const thread = pageChecksThread(optionsFor(dir, ['docs'], ['docs']));
    const first = await thread.check();
    expect(first.problems.map(brief)).toEqual([
      expect.stringMatching(/^docs\/index\.md:\d+:\d+ link-anchor: .*no-such-heading/),
    ]);
    writeFileSync(
      join(dir, 'docs/index.md'),
      page('title: Home', '# Home\n\nSee [the guide](/guide#set-up).\n'),
    );
    expect((await thread.check()).problems).toEqual([]);
    // the same thread, asked twice at once, answers both
    const [again, more] = await Promise.all([thread.check(), thread.check()]);
    expect(again.pageCount).toBe(2);
    expect(more.problems).toEqual([]);
  }, 60_000);

  it('that cannot start say why, and say the same to every later check', async () => {
    // no project folder: the checker fails as the thread starts
    const thread = pageChecksThread({ ...optionsFor('', ['docs'], []), cwd: undefined as never });
    const why = /"path" argument must be of type string/;
    await expect(thread.check()).rejects.toThrow(why);
    await new Promise((ended) => setTimeout(ended, 200));
    await expect(thread.check()).rejects.toThrow(why);
  });
});
