import fs from 'fs';
import os from 'os';
import path from 'path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readableTitle, searchRecord } from '../plugins/search/build/records';
import { loadPageReader } from '../plugins/shared/page-reader';

let dir: string;

/** Writes the files below a fresh folder; returns the first. */
function pageFile(files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return path.join(dir, Object.keys(files)[0]);
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-records-'));
  await loadPageReader();
});

describe('searchRecord', () => {
  it('makes one record per page: the text before the first heading, then one section per heading', () => {
    const page = pageFile({
      'docs/vue-web.md': [
        '---',
        'title: Vue Web',
        '---',
        '',
        '# Vue Web',
        '',
        'The admin platform of the MES.',
        '',
        '## 📋 Menu',
        '',
        'Pages grouped by task: <SiteLink to="/x">dashboards</SiteLink> and',
        'live streams.',
        '',
        '- **superadmin** may configure any workshop.',
        '- ![A screen](./screen.svg) admin runs the platform.',
        '',
        '| Role | Does |',
        '| --- | --- |',
        '| admin | runs it |',
        '',
        '## ✨ Features',
        '',
        '```bash',
        'make build',
        '```',
      ].join('\n'),
    });
    expect(searchRecord('/Sme-solutions/mes/vue-web', page, dir)).toEqual({
      title: 'Vue Web',
      link: '/Sme-solutions/mes/vue-web',
      sections: [
        {
          rawTitle: '',
          title: '',
          link: '/Sme-solutions/mes/vue-web',
          paragraphs: ['The admin platform of the MES.'],
        },
        {
          rawTitle: '📋 Menu',
          title: 'Menu',
          link: '/Sme-solutions/mes/vue-web#-menu',
          paragraphs: [
            'Pages grouped by task: dashboards and live streams.',
            'superadmin may configure any workshop.',
            'admin runs the platform.',
            'Role Does',
            'admin runs it',
          ],
        },
        {
          rawTitle: '✨ Features',
          title: 'Features',
          link: '/Sme-solutions/mes/vue-web#-features',
          paragraphs: ['make build'],
        },
      ],
      demos: [],
    });
  });

  it('leaves a heading inside a quote out of the sections; the next heading keeps its title and id', () => {
    const page = pageFile({
      'docs/quoted.md': [
        '# Quoted',
        '',
        '> ## A note',
        '>',
        '> Read this first.',
        '',
        '## Install',
        '',
        'Run the installer.',
      ].join('\n'),
    });
    expect(searchRecord('/quoted', page, dir).sections).toEqual([
      { rawTitle: '', title: '', link: '/quoted', paragraphs: ['Read this first.'] },
      {
        rawTitle: 'Install',
        title: 'Install',
        link: '/quoted#install',
        paragraphs: ['Run the installer.'],
      },
    ]);
  });

  it('lists each demo once, by its id, with what its file says; an untitled one gets the page title', () => {
    const page = pageFile({
      'docs/cards.md': [
        '# Cards',
        '',
        '<code src="./demos/flip.tsx"></code>',
        '',
        '<code src="./demos/plain.tsx"></code>',
        '',
        '<code src="./demos/flip.tsx"></code>',
      ].join('\n'),
      'docs/demos/flip.tsx':
        '/**\n * title: Flip a card\n * description: Click **it**.\n * keywords: [card]\n */\nexport default () => null;\n',
      'docs/demos/plain.tsx': 'export default () => null;\n',
    });
    expect(searchRecord('/cards', page, dir).demos).toEqual([
      {
        link: '/cards#docs-cards-demo-flip',
        rawTitle: 'Flip a card',
        title: 'Flip a card',
        description: 'Click it.',
        keywords: ['card'],
      },
      {
        link: '/cards#docs-cards-demo-plain',
        rawTitle: '',
        title: 'Cards',
        description: '',
        keywords: [],
      },
    ]);
  });

  it("takes a code block demo's title in the page's language and its keywords, as dumi does", () => {
    const page = pageFile({
      'docs/board.zh-CN.md': [
        '# 看板',
        '',
        '```tsx',
        '/**',
        ' * title: Board',
        ' * title.zh-CN: 看板示例',
        ' * keywords: [kpi]',
        ' */',
        'export default () => null;',
        '```',
      ].join('\n'),
    });
    expect(searchRecord('/zh-CN/board', page, dir).demos).toMatchObject([
      { title: '看板示例', keywords: ['kpi'] },
    ]);
  });

  it('indexes content tabs with ?tab= links, a tab’s own title heading linking to the tab', () => {
    const host = pageFile({
      'docs/go.md': '# Go Server\n\nThe server of the MES, written in Go.\n',
      'docs/go.$tab-deployment.md':
        '# Go Server\n\nWhere the server runs.\n\n## Docker\n\nIn a container.\n',
    });
    const record = searchRecord('/go', host, dir);
    expect(record.sections.map(({ title, link, paragraphs }) => [title, link, paragraphs])).toEqual(
      [
        ['', '/go', ['The server of the MES, written in Go.']],
        ['', '/go?tab=deployment', ['Where the server runs.']],
        ['Docker', '/go?tab=deployment#docker', ['In a container.']],
      ],
    );
  });
});

it('reads headings without their leading emoji', () => {
  expect(readableTitle('💻 System platforms')).toBe('System platforms');
  expect(readableTitle('👁️ Computer Vision')).toBe('Computer Vision');
  expect(readableTitle('3D views')).toBe('3D views');
});
