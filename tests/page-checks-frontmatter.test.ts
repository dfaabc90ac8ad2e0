import { describe, expect, it } from 'vitest';
import { brief, checkSite, page } from './page-checks-support';

const problemsOf = async (files: Record<string, string>) => (await checkSite(files)).map(brief);

describe('page checks: frontmatter', () => {
  it('names the file, line and column of a YAML syntax error (at the bracket left open)', async () => {
    const problems = await problemsOf({
      'docs/a.md': '---\ntitle: A\norder: [1\ndescription: x\n---\n\n# A\n',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^docs\/a\.md:3:8 frontmatter-yaml: frontmatter is not valid YAML: .*\]/,
    );
    expect(problems[0]).toContain('dumi drops a frontmatter it cannot read');
  });

  it('finds YAML errors that js-yaml, as dumi uses it, rejects: a repeated key, a tab', async () => {
    expect(await problemsOf({ 'docs/a.md': '---\ntitle: A\ntitle: B\n---\n# A\n' })).toEqual([
      expect.stringMatching(/^docs\/a\.md:3:1 frontmatter-yaml: .*unique/),
    ]);
    expect(await problemsOf({ 'docs/a.md': '---\ntitle: A\n\tnav: B\n---\n# A\n' })).toEqual([
      expect.stringMatching(/^docs\/a\.md:3:\d+ frontmatter-yaml: /),
    ]);
  });

  it('reports a frontmatter that no second --- closes', async () => {
    expect(await problemsOf({ 'docs/a.md': '---\ntitle: A\n\n# A\n' })).toEqual([
      'docs/a.md:1:1 frontmatter-yaml: the frontmatter has no closing --- (end it with a line of three dashes, or dumi reads it as text)',
    ]);
  });

  it('suggests the nearest known key for a misspelt one, at any depth', async () => {
    const problems = await problemsOf({
      'docs/a.md': page('titel: A\ndescripton: x\nnav:\n  title: N\n  ordr: 1\ncolour: red'),
    });
    expect(problems).toEqual([
      'docs/a.md:2:1 frontmatter-key: unknown frontmatter key `titel` (did you mean `title`?)',
      'docs/a.md:3:1 frontmatter-key: unknown frontmatter key `descripton` (did you mean `description`?)',
      'docs/a.md:6:3 frontmatter-key: unknown frontmatter key `nav.ordr` (did you mean `order`?)',
      expect.stringMatching(
        /^docs\/a\.md:7:1 frontmatter-key: unknown frontmatter key `colour` \(the keys allowed here are title, order, .*translatedFrom\)$/,
      ),
    ]);
  });

  it('explains keys that dumi documents but that do nothing here', async () => {
    const problems = await problemsOf({
      'docs/index.md': page('nav:\n  title: N\n  parent: P\nhero:\n  background: red'),
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^docs\/index\.md:4:3 frontmatter-key: unknown frontmatter key `nav\.parent` \(dumi 2\.4 reads .*nav\.second/,
      ),
      expect.stringMatching(
        /^docs\/index\.md:6:3 frontmatter-key: unknown frontmatter key `hero\.background` \(this site's Hero/,
      ),
    ]);
  });

  it('says what type was expected, and how to write it', async () => {
    const problems = await problemsOf({
      'docs/a.md': page(
        'title: ""\norder: "2"\nkeywords: MES, OSS\nnav: 3\ntoc: sidebar\ndebug: yes please\ndemo:\n  cols: 1.5\nfeatures:\n  - title: A\n    link: 3',
      ),
    });
    expect(problems).toEqual([
      'docs/a.md:2:8 frontmatter-type: `title` is empty (write the text, or remove the key)',
      'docs/a.md:3:8 frontmatter-type: `order` must be a number, not text ("2") (write it without quotes: order: 2)',
      'docs/a.md:4:11 frontmatter-type: `keywords` must be a list, not text ("MES, OSS") (write it as keywords: [MES, Process])',
      'docs/a.md:5:6 frontmatter-type: `nav` must be text or a mapping of keys, not the number 3 (write it as nav: { title: Products, order: 1 })',
      'docs/a.md:6:6 frontmatter-type: `toc` must be true, false, content or menu, not text ("sidebar") (write it as toc: content (or menu, or false))',
      'docs/a.md:7:8 frontmatter-type: `debug` must be true or false, not text ("yes please") (write it as debug: true)',
      'docs/a.md:9:9 frontmatter-type: `demo.cols` must be a whole number, not the number 1.5 (write it as cols: 2)',
      'docs/a.md:12:11 frontmatter-type: `features.0.link` must be text, not the number 3 (put it in quotes, or YAML reads the number 3: link: "3")',
    ]);
  });

  it('points a key left out at the item that lacks it', async () => {
    const problems = await problemsOf({
      'docs/index.md': page(
        'hero:\n  actions:\n    - text: Download\nfeatures:\n  - title: A\n  - emoji: 📦\n    link: /b',
      ),
      'docs/b.md': page('title: B'),
    });
    expect(problems).toEqual([
      'docs/index.md:4:7 frontmatter-type: `hero.actions.0.link` is missing (add link: ...)',
      'docs/index.md:7:5 frontmatter-type: `features.1.title` is missing (add title: ...)',
    ]);
  });

  it('says a tab page sets keys that dumi reads from its page only', async () => {
    const problems = await problemsOf({
      'docs/a.md': page('title: A'),
      'docs/a.$tab-more.md': page('title: More\ndescription: The more tab\nnav: Guides'),
    });
    expect(problems).toEqual([
      "docs/a.$tab-more.md:3:1 frontmatter-key: a tab page's `description` is not used (dumi reads it from the page the tab belongs to: move it there)",
      "docs/a.$tab-more.md:4:1 frontmatter-key: a tab page's `nav` is not used (dumi reads it from the page the tab belongs to: move it there)",
    ]);
  });

  it('accepts every key that dumi 2.4 documents and the site uses', async () => {
    const problems = await problemsOf({
      'docs/index.md': page(
        [
          'title: Home',
          'order: 1',
          'description: The home page.',
          'keywords: [A, B]',
          'nav: { title: Home, order: 1, second: { title: Sub, order: 2 } }',
          'group: Intro',
          'toc: content',
          'demo: { cols: 2, tocDepth: 2 }',
          'debug: false',
          'atomId: Home',
          'filename: docs/index.md',
          'lastUpdated: 1732492800000',
          'sidebar: false',
          'hero: { title: Hi, description: Welcome, actions: [{ text: Go, link: /download }] }',
          'features: [{ emoji: 📦, title: OSS, link: ext:handbook, description: Software }]',
          'app: { category: UtilitiesApplication, operatingSystem: macOS }',
        ].join('\n'),
      ),
      'docs/download.md': page('title: Download'),
    });
    expect(problems).toEqual([]);
  });
});
