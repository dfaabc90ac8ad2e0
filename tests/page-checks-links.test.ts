import { describe, expect, it } from 'vitest';
import { brief, checkSite, page, SVG } from './page-checks-support';

/** A small site to link to: a home page with emoji and custom ids, a tabbed page, a debug page, a demo. */
const SITE = {
  'docs/index.md': page(
    'title: Home',
    '# Home\n\n## Tech stack\n\n## 📋 Menu\n\n## 学习 {#how-study-works}\n',
  ),
  'docs/download.md': page('title: Download', '# Download\n\n## Mac folder icon\n'),
  'docs/guide/setup.md': page('title: Setup', '# Setup\n\n## Install\n'),
  'docs/guide/setup.$tab-deploy.md': page('title: Deploy', '# Setup\n\n## Running it\n'),
  'docs/secret.md': page('title: Secret\ndebug: true', '# Secret\n'),
  'docs/demo.md': page('title: Demo', '# Demo\n\n<code src="./demos/x.tsx"></code>\n'),
  'docs/demos/x.tsx': 'export default () => null;\n',
  'public/logo.svg': SVG,
};

const LINKS = [
  '[ok](/download#mac-folder-icon)',
  '[missing](/products/no-such-page)',
  '[anchor](/download#no-such-anchor)',
  '[caps](/Download)',
  '[emoji](/#-menu) [custom](/#how-study-works) [trailing](/download/)',
  '[tab](/guide/setup?tab=deploy#running-it)',
  '[badtab](/guide/setup?tab=deployment)',
  '[debug](/secret)',
  '[rel](./download.md#mac-folder-icon)',
  '[relmissing](./nowhere.md)',
  '[demo](/demo#docs-demo-demo-x) [public](/logo.svg) [demo page](/~demos/docs-demo-demo-x)',
  '[same](#links)',
  '[samebad](#nope)',
  '<SiteLink to="/nope">x</SiteLink>',
  '<SiteLink to="ext:handbok">x</SiteLink>',
  '[ext](ext:handbook)',
  '[go](https:/go.dev)',
  '[org](https://github.com/tessera-lab)',
  '[mail](mailto:someone)',
  '[scheme](htps://example.org)',
  '[fine](https://go.dev/doc) [mail](mailto:team@example.org)',
  '[](/download)',
  '<a href="/missing">x</a>',
  '[bad demo page](/~demos/nope)',
  '[ref]',
  '',
  '[ref]: /download#nowhere',
];

describe('page checks: links', () => {
  it('finds each link that leads nowhere, wherever it is written, with its position', async () => {
    const problems = await checkSite({
      ...SITE,
      'docs/links.md': page(
        'title: Links\nhero:\n  actions:\n    - text: Go\n      link: /nope',
        `# Links\n\n${LINKS.join('\n')}\n`,
      ),
    });
    // the frontmatter takes lines 1-7 and the heading line 9: LINKS[i] is on line 11 + i
    const line = (index: number) => 11 + index;
    expect(problems.map(brief)).toEqual([
      'docs/links.md:6:13 link-route: no page at `/nope` (link a page of the site (README, "Editing pages"))',
      `docs/links.md:${line(1)}:11 link-route: no page at \`/products/no-such-page\` (link a page of the site (README, "Editing pages"))`,
      `docs/links.md:${line(2)}:10 link-anchor: \`/download#no-such-anchor\`: no heading or demo with that id (the page's anchors are #download, #mac-folder-icon)`,
      `docs/links.md:${line(3)}:8 link-route: \`/Download\` is written with other capitals than the page's address (write /download)`,
      `docs/links.md:${line(6)}:10 link-anchor: \`/guide/setup\` has no tab \`deployment\` (its tabs are ?tab=deploy)`,
      `docs/links.md:${line(7)}:9 link-route: \`/secret\` is a debug page, which a production build leaves out (link a published page, or remove debug: true from that page)`,
      `docs/links.md:${line(9)}:14 link-target: \`./nowhere.md\` does not exist (link a Markdown page in the docs folder)`,
      `docs/links.md:${line(12)}:11 link-anchor: \`#nope\`: no heading or demo with that id (the page's anchors are #links)`,
      `docs/links.md:${line(13)}:15 link-route: no page at \`/nope\` (link a page of the site (README, "Editing pages"))`,
      `docs/links.md:${line(14)}:15 link-external: unknown external link key \`handbok\` (did you mean \`ext:handbook\`?)`,
      `docs/links.md:${line(15)}:7 link-external: \`ext:handbook\` works only in <SiteLink to> and frontmatter links (write <SiteLink to="ext:handbook">text</SiteLink>)`,
      `docs/links.md:${line(16)}:6 link-external: malformed address \`https:/go.dev\` (write it as scheme://host/path, such as https://example.org/page)`,
      `docs/links.md:${line(17)}:7 link-external: the publisher's address \`https://github.com/tessera-lab\` is written out (link ext:organisation (in Markdown <SiteLink to="ext:organisation">): addresses live in site.config.ts)`,
      `docs/links.md:${line(18)}:8 link-external: malformed e-mail address \`mailto:someone\` (write it as mailto:name@example.org)`,
      `docs/links.md:${line(19)}:10 link-external: unknown scheme \`htps:\` in \`htps://example.org\` (did you mean \`https:\`?)`,
      `docs/links.md:${line(21)}:4 link-text: link to \`/download\` without text (write what it leads to between the brackets: [Download](/download))`,
      `docs/links.md:${line(22)}:10 link-route: no page at \`/missing\` (link a page of the site (README, "Editing pages"))`,
      `docs/links.md:${line(23)}:17 link-target: no demo with the id \`nope\` (demo ids look like docs-demo-demo-x)`,
      `docs/links.md:${line(26)}:8 link-anchor: \`/download#nowhere\`: no heading or demo with that id (the page's anchors are #download, #mac-folder-icon)`,
    ]);
  });

  it('keeps the Chinese edition in Chinese: a translation links the pages of its edition', async () => {
    const problems = await checkSite({
      ...SITE,
      'docs/download.zh-CN.md': page(
        'title: 下载\ntranslatedFrom: 0123456789',
        '# 下载 {#download}\n\n## Mac 文件夹图标 {#mac-folder-icon}\n',
      ),
      'docs/about.zh-CN.md': page(
        'title: 关于\ntranslatedFrom: 0123456789',
        '# 关于\n\n[下载](/zh-CN/download#mac-folder-icon)，[English](/download)，[文件](./download.md)\n',
      ),
    });
    expect(problems.map(brief).filter((line) => line.includes('link-'))).toEqual([
      'docs/about.zh-CN.md:8:49 link-edition: a zh-CN page links `/download` of another edition (link /zh-CN/download)',
      'docs/about.zh-CN.md:8:65 link-edition: a zh-CN page links `/download` of another edition (link /zh-CN/download (or the .zh-CN.md file))',
    ]);
  });

  it('checks the links of every page in the same run, each against the page it names', async () => {
    const problems = await checkSite({
      ...SITE,
      'docs/a.md': page('title: A', '# A\n\n[B](/b#part-two)\n'),
      'docs/b.md': page('title: B', '# B\n\n## Part one\n\n[A](/a#intro)\n'),
    });
    expect(problems.map(brief)).toEqual([
      "docs/a.md:7:5 link-anchor: `/b#part-two`: no heading or demo with that id (the page's anchors are #b, #part-one)",
      "docs/b.md:9:5 link-anchor: `/a#intro`: no heading or demo with that id (the page's anchors are #a)",
    ]);
  });

  it('reads a relative route as dumi does, and names one it would have to guess', async () => {
    const problems = await checkSite({
      ...SITE,
      'docs/guide/start.md': page('title: Start', '# Start\n\n[setup](setup) [guessed](install)\n'),
      'docs/guide/start/install.md': page('title: Install', '# Install\n'),
    });
    expect(problems.map(brief)).toEqual([
      "docs/guide/start.md:7:26 link-target: `install` is ambiguous: dumi would guess /guide/start/install (write /guide/start/install, or the page's file as ./Name.md)",
    ]);
  });

  it('reads links in a tab as dumi does: from the page it belongs to, its own anchors for #id', async () => {
    const problems = await checkSite({
      ...SITE,
      'docs/guide/setup.$tab-deploy.md': page(
        'title: Deploy',
        '# Setup\n\n## Running it\n\n[a](#running-it) [b](?tab=deploy#running-it) [c](./setup.md#install) [d](#install)\n',
      ),
      'docs/other.md': page(
        'title: Other',
        '# Other\n\n[tab file](./guide/setup.$tab-deploy.md)\n',
      ),
    });
    expect(problems.map(brief)).toEqual([
      "docs/guide/setup.$tab-deploy.md:9:74 link-anchor: `#install`: no heading or demo with that id (the page's anchors are #setup, #running-it)",
      'docs/other.md:7:12 link-target: `./guide/setup.$tab-deploy.md` is a tab, not a page (link /guide/setup?tab=deploy)',
    ]);
  });

  it('finds no problem in a site whose links all lead somewhere', async () => {
    expect(await checkSite(SITE)).toEqual([]);
  });
});

describe('page checks: addresses written bare', () => {
  it('checks them as the links they become, once, and takes a footnote for no link', async () => {
    const problems = await checkSite({
      ...SITE,
      'docs/bare.md': page(
        'title: Bare',
        '# Bare\n\nSee https://github.com/tessera-lab, www.example.org and https://localhost:3000/x.\n\n' +
          'Also [https://go.dev](https://go.dev) and https://exa mple.org.[^1]\n\n[^1]: Source\n',
      ),
    });
    expect(problems.map(brief)).toEqual([
      `docs/bare.md:7:5 link-external: the publisher's address \`https://github.com/tessera-lab\` is written out (link ext:organisation (in Markdown <SiteLink to="ext:organisation">): addresses live in site.config.ts)`,
      'docs/bare.md:9:43 link-external: malformed address `https://exa` (write it as scheme://host/path, such as https://example.org/page)',
    ]);
  });
});
