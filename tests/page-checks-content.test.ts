import { utimesSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  brief,
  checkerFor,
  checkSite,
  headCommit,
  page,
  PNG,
  scratchSite,
  SVG,
} from './page-checks-support';

describe('page checks: pictures', () => {
  it('wants alt text, an existing file in a size the build reads, by a relative path', async () => {
    const problems = await checkSite({
      'docs/a.md': page(
        'title: A',
        [
          '# A',
          '![What it shows](./images/ok.svg) ![Bitmap](./images/ok.png)',
          '![](./images/ok.svg)',
          '<img src="./images/ok.png">',
          '![A loop](./images/lop.svg)',
          '![A photo](./images/photo.jpg)',
          '![Logo](/logo.svg)',
          '![Elsewhere](https://example.org/a.png)',
        ].join('\n'),
      ),
      'docs/images/ok.svg': SVG,
      'docs/images/ok.png': PNG,
      'docs/images/loop.svg': SVG,
      'docs/images/photo.jpg': 'not a picture the build can size',
    });
    expect(problems.map(brief)).toEqual([
      'docs/a.md:7:5 image-alt: picture without alt text (say what it shows: ![What the picture shows](path) or <img alt="...">)',
      'docs/a.md:8:11 image-alt: picture without alt text (say what it shows: ![What the picture shows](path) or <img alt="...">)',
      'docs/a.md:9:11 image-file: picture file `./images/lop.svg` does not exist (docs/images/lop.svg) (did you mean loop.svg?)',
      'docs/a.md:10:12 image-file: cannot read the size of picture `./images/photo.jpg` (use an SVG with a viewBox (or width and height), or a PNG: the build gives each picture its size)',
      "docs/a.md:11:9 image-file: picture linked from the site's root `/logo.svg` (link it by a relative path (../images/name.svg): an address starting with / misses the base path of a project site)",
      "docs/a.md:12:14 image-file: picture from another site `https://example.org/a.png` (the site's Content-Security-Policy shows only its own pictures: save it in docs/images/ and link it by a relative path)",
    ]);
  });
});

describe('page checks: tags', () => {
  it("finds the tags a page's Markdown copy cannot write, where the build would stop", async () => {
    const problems = await checkSite({
      'docs/a.md': page(
        'title: A',
        [
          '# A',
          'See <Link to="/b">b</Link> and <Spna lang="en">x</Spna>.',
          '',
          '<EM>Loud</EM> <SiteLink to="/b">b</SiteLink> <span lang="en">x</span> `<Foo>`',
          '',
          '```html',
          '<Bar></Bar>',
          '```',
        ].join('\n'),
      ),
      'docs/b.md': page('title: B', '# B\n'),
    });
    expect(problems.map(brief)).toEqual([
      'docs/a.md:6:5 page-tag: <Link> has no Markdown form (write it in Markdown, or teach plugins/page-markdown/page-to-markdown.ts its Markdown form)',
      'docs/a.md:6:32 page-tag: <Spna> has no Markdown form (did you mean <span>?)',
      'docs/a.md:8:1 page-tag: <EM> has no Markdown form (did you mean <em>?)',
    ]);
  });

  it('finds a component without the attribute the build needs of it', async () => {
    const problems = await checkSite({
      'docs/a.md': page(
        'title: A',
        [
          '# A',
          'See <SiteLink>b</SiteLink>, <SiteLink to="/b">b</SiteLink> and <a id="top">b</a>.',
          '',
          '<API></API>',
          '',
          '<API id="WordCard"></API>',
        ].join('\n'),
      ),
      'docs/b.md': page('title: B', '# B\n'),
    });
    expect(problems.map(brief)).toEqual([
      'docs/a.md:6:5 page-tag: <SiteLink> without to, which the build needs (write <SiteLink to="/download">text</SiteLink>, or to="ext:<key>")',
      'docs/a.md:6:64 page-tag: <a> without href, which the build needs (write <a href="/download">text</a>, or a Markdown link)',
      'docs/a.md:8:1 page-tag: <API> without id, which the build needs (write <API id="WordCard"></API>, with a component of src/index.ts)',
    ]);
  });

  it('finds a self-closed tag, which HTML leaves open around the rest of the page', async () => {
    const problems = await checkSite({
      'docs/a.md': page(
        'title: A',
        [
          '# A',
          '<API id="WordCard" />',
          '',
          '## Get it',
          '',
          'A line<br/> and <img src="./ok.svg" alt="OK" /> <code src="./demo.tsx"/>',
        ].join('\n'),
      ),
      'docs/ok.svg': SVG,
      'docs/demo.tsx': 'export default () => null;\n',
    });
    expect(problems.map(brief)).toEqual([
      'docs/a.md:6:1 page-tag: <API /> is not closed: HTML ignores the / and puts what follows inside it (write <API ...></API>)',
      'docs/a.md:10:49 page-tag: <code /> is not closed: HTML ignores the / and puts what follows inside it (write <code ...></code>)',
    ]);
  });
});

describe('page checks: headings and demos', () => {
  it('finds a malformed {#id}, a repeated id, a second title, a skipped level and a missing demo file', async () => {
    const problems = await checkSite({
      'docs/a.md': page(
        'title: A',
        [
          '# A',
          '## Setup {# setup}',
          '## Install {#setup-2}',
          '### Install',
          '## Again {#install}',
          '#### Deep',
          '# Another title',
          '<code src="./demos/missing.tsx"></code>',
          '',
          '<code src="./demos/real.tsx"></code>',
        ].join('\n\n'),
      ),
      'docs/demos/real.tsx': 'export default () => null;\n',
    });
    expect(problems.map(brief)).toEqual([
      'docs/a.md:7:10 heading-id: `{# setup}` is not a heading id the build takes (write {#letters-digits-and-hyphens} at the very end of the heading)',
      'docs/a.md:13:1 heading-id: the id `install` is also that of line 11 (give one of them another id with {#other-id})',
      'docs/a.md:15:1 heading-level: heading level 4 after level 2 (make it ###: screen readers list headings by level)',
      'docs/a.md:17:1 heading-level: a second # heading (the first is on line 5) (a page has one # heading, its title: make this one ## or lower)',
      'docs/a.md:19:12 demo-file: demo file `./demos/missing.tsx` does not exist (add the file, or correct the path (it is relative to this page))',
    ]);
  });

  it('gives headings the ids dumi gives them: github-slugger, a dash for a leading emoji, {#id}', async () => {
    const cwd = scratchSite({
      'docs/a.md': page(
        'title: A',
        '# A\n\n## 📋 Menu\n\n## Tech stack\n\n## Tech stack\n\n## 学习 {#how-study-works}\n\n## `code` and <Badge>new</Badge> text\n',
      ),
      'docs/b.md': page(
        'title: B',
        '# B\n\n[1](/a#-menu) [2](/a#tech-stack-1) [3](/a#how-study-works) [4](/a#code-and--text) [5](/a#a)\n',
      ),
    });
    const { problems } = await checkerFor(cwd).check();
    expect(problems).toEqual([]);
  });
});

describe('page checks: translations', () => {
  const english = page(
    'title: Guide\norder: 2\nnav:\n  title: Guides\n  order: 3',
    '# Guide\n\n## How it works\n\n## Set up\n\n## Limits\n',
  );

  it('wants the anchors of the English page, in its order, and its numbers', async () => {
    const problems = await checkSite(
      {
        'docs/guide.md': english,
        'docs/guide.zh-CN.md': page(
          'title: 指南\norder: 3\nnav:\n  title: 指南\n  order: 3\ntranslatedFrom: abcdef0123',
          '# 指南 {#guide}\n\n## 工作原理 {#how-it-work}\n\n## 限制 {#limits}\n\n## 安装 {#set-up}\n\n## 附录\n',
        ),
      },
      { untranslated: [] },
    );
    expect(problems.map(brief)).toEqual([
      'docs/guide.zh-CN.md:3:8 translation-frontmatter: `order` is 3 here but 2 on the English page (docs/guide.md:3) (a translation keeps the numbers and settings of its English page)',
      'docs/guide.zh-CN.md:12:1 translation-anchors: #how-it-work is #how-it-works on the English page (docs/guide.md:11) (end the heading with {#how-it-works})',
      'docs/guide.zh-CN.md:18:1 translation-anchors: the anchor #附录 is not on the English page (remove the heading, or add it to the English page too)',
    ]);
  });

  it('wants the same order of anchors once they are the same', async () => {
    const problems = await checkSite(
      {
        'docs/guide.md': english,
        'docs/guide.zh-CN.md': page(
          'title: 指南\norder: 2\nnav:\n  title: 指南\n  order: 3\ntranslatedFrom: abcdef0123',
          '# 指南 {#guide}\n\n## 安装 {#set-up}\n\n## 工作原理 {#how-it-works}\n\n## 限制 {#limits}\n',
        ),
      },
      { untranslated: [] },
    );
    expect(problems.map(brief)).toEqual([
      'docs/guide.zh-CN.md:12:1 translation-anchors: #set-up comes where the English page has #how-it-works (keep the headings in the order of the English page)',
    ]);
  });

  it('finds a page with no translation, a translation with no page, and translatedFrom gone wrong', async () => {
    const problems = await checkSite(
      {
        'docs/guide.md': english,
        'docs/about.md': page('title: About\ntranslatedFrom: abcdef0123', '# About\n'),
        'docs/old.zh-CN.md': page('title: 旧\ntranslatedFrom: abcdef0123', '# 旧\n'),
        'docs/team.md': page('title: Team', '# Team\n'),
        'docs/team.zh-CN.md': page('title: 团队', '# 团队 {#team}\n'),
        'docs/debug.md': page('title: Debug\ndebug: true', '# Debug\n'),
      },
      { untranslated: [] },
    );
    expect(problems.map(brief)).toEqual([
      'docs/about.md:3:1 translation-source: `translatedFrom` on a page that is no translation (only a Name.zh-CN.md translation names the English commit it follows: remove it)',
      'docs/about.md:4:1 translation-missing: no zh-CN translation: the language switch on /about leads to the 404 page (add docs/about.zh-CN.md (README, "The Chinese edition"))',
      'docs/guide.md:7:1 translation-missing: no zh-CN translation: the language switch on /guide leads to the 404 page (add docs/guide.zh-CN.md (README, "The Chinese edition"))',
      'docs/old.zh-CN.md:4:1 translation-missing: a translation without its English page docs/old.md (add the English page, or rename this file to Name.zh-CN.md after it)',
      'docs/team.zh-CN.md:2:1 translation-source: a translation names no `translatedFrom` commit (add translatedFrom: <commit> from git log -1 --format=%h --abbrev=10 -- <the English page>, so npm run translations can tell when it falls behind)',
    ]);
  });

  it('reads a hash that YAML takes for a number as the hash it is written as', async () => {
    const translation = (from: string) =>
      page(
        `title: 指南\norder: 2\nnav:\n  title: 指南\n  order: 3\ntranslatedFrom: ${from}`,
        '# 指南 {#guide}\n\n## 工作原理 {#how-it-works}\n\n## 安装 {#set-up}\n\n## 限制 {#limits}\n',
      );
    for (const from of ['0123456789', '0012345e67']) {
      const problems = await checkSite(
        { 'docs/guide.md': english, 'docs/guide.zh-CN.md': translation(from) },
        { untranslated: [], git: true },
      );
      expect(problems.map(brief)).toEqual([
        `docs/guide.zh-CN.md:7:17 translation-source: translatedFrom ${from} is no commit of this repository (write translatedFrom: <commit> from git log -1 --format=%h --abbrev=10 -- <the English page>)`,
      ]);
    }
  });

  it('looks translatedFrom up in git: a commit of this repository, or a problem', async () => {
    const files = {
      'docs/guide.md': english,
      'docs/guide.zh-CN.md': page(
        'title: 指南\norder: 2\nnav:\n  title: 指南\n  order: 3\ntranslatedFrom: abcdef0123',
        '# 指南 {#guide}\n\n## 工作原理 {#how-it-works}\n\n## 安装 {#set-up}\n\n## 限制 {#limits}\n',
      ),
    };
    const cwd = scratchSite(files, true);
    const SAME_TIME = 1_700_000_000;
    utimesSync(`${cwd}/docs/guide.zh-CN.md`, SAME_TIME, SAME_TIME);
    const check = () => checkerFor(cwd, { untranslated: [] }).check();
    expect((await check()).problems.map(brief)).toEqual([
      'docs/guide.zh-CN.md:7:17 translation-source: translatedFrom abcdef0123 is no commit of this repository (write translatedFrom: <commit> from git log -1 --format=%h --abbrev=10 -- <the English page>)',
    ]);
    // the fix has the same length; the file keeps its time too, as a quick rewrite within one
    // tick of the file system's clock does: the checker must still read it again
    const { writeFileSync } = await import('node:fs');
    const translation = `${cwd}/docs/guide.zh-CN.md`;
    writeFileSync(translation, files['docs/guide.zh-CN.md'].replace('abcdef0123', headCommit(cwd)));
    utimesSync(translation, SAME_TIME, SAME_TIME);
    expect((await check()).problems).toEqual([]);
  });
});

describe('page checks: titles', () => {
  it('finds a page with no title, which dumi would name after its file', async () => {
    const problems = await checkSite({
      'docs/guide/VueWeb.md': '---\norder: 1\n---\n\nSome text, no heading.\n',
      'docs/guide/index.md': page('title: Guide', 'Text under a frontmatter title.\n'),
      'docs/index.md': page('hero:\n  description: Welcome', 'Home.\n'),
    });
    expect(problems.map(brief)).toEqual([
      'docs/guide/VueWeb.md:3:1 heading-level: a page without a title: no title in its frontmatter and no # heading (write title: ... in the frontmatter, or a # heading (dumi would call it "Vue Web"))',
    ]);
  });
});

describe('page checks: the site', () => {
  it('finds two files with one address', async () => {
    const problems = await checkSite({
      'docs/guide.md': page('title: Guide'),
      'docs/guide/index.md': page('title: Guide too'),
    });
    expect(problems.map(brief)).toEqual([
      'docs/guide.md:3:1 link-route: docs/guide/index.md has the same address /guide (rename one of the two files)',
    ]);
  });

  it('finds a page file that dumi leaves out for its ending', async () => {
    const problems = await checkSite({
      'docs/a.md': page('title: A'),
      'docs/guide/Notes.MD': page('title: Notes'),
      'docs/guide/setup.markdown': page('title: Setup'),
      'docs/_partial.MD': 'left out by dumi on purpose',
    });
    expect(problems.map(brief)).toEqual([
      'docs/guide/Notes.MD:1:1 page-file: dumi reads only files ending in .md: this one is no page (rename it Notes.md)',
      'docs/guide/setup.markdown:1:1 page-file: dumi reads only files ending in .md: this one is no page (rename it setup.md)',
    ]);
  });

  it('sees an edit that keeps the length and the time of the file', async () => {
    const cwd = scratchSite({
      'docs/a.md': page('title: A', '# A\n\n[B](/b#one)\n'),
      'docs/b.md': page('title: B', '# B\n\n## One\n'),
    });
    const checker = checkerFor(cwd);
    // a rewrite within one tick of the file system's clock keeps both: the content tells
    const sameTime = 1_700_000_000;
    utimesSync(`${cwd}/docs/b.md`, sameTime, sameTime);
    expect((await checker.check()).problems).toEqual([]);
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${cwd}/docs/b.md`, page('title: B', '# B\n\n## Two\n'));
    utimesSync(`${cwd}/docs/b.md`, sameTime, sameTime);
    // the unchanged page's link is checked against the changed one
    expect((await checker.check()).problems.map(brief)).toEqual([
      "docs/a.md:7:5 link-anchor: `/b#one`: no heading or demo with that id (the page's anchors are #b, #two)",
    ]);
  });
});
