// The peer generators the scale bench builds on the same synthetic pages, each in its default
// set-up: how to install it (exact versions), write a site of the pages, build it and find a page.
// Installed with npm into a cache folder outside the project's dependencies (never committed) and
// reused by later runs while the versions stay the same.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GROUP_COUNT } from './synthetic-pages.mjs';

const write = (file, content) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
};
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;
const yamlString = (text) => JSON.stringify(text);

/** The groups of a page set, in order. */
const groupsOf = (pages) =>
  [...new Map(pages.map(({ group }) => [group.index, group])).values()].slice(0, GROUP_COUNT);

/** Each page as Markdown with the peer's frontmatter; `order(page)` is its sidebar-order line. */
function writePages(dir, pages, peer, order) {
  for (const page of pages) {
    const frontmatter = [
      `title: ${yamlString(page.title)}`,
      `description: ${yamlString(`${page.title}, a synthetic page of the scale bench.`)}`,
      order(page),
    ];
    const markdown = ['---', ...frontmatter, '---', '', page.body(peer.pagePath), ''];
    write(join(dir, peer.pageFile(page)), markdown.join('\n'));
  }
}

/** Starlight (Astro 5): Pagefind search, pages under src/content/docs, a sidebar group per folder. */
const starlight = {
  name: 'Starlight',
  id: 'starlight',
  dependencies: { astro: '5.18.2', '@astrojs/starlight': '0.37.7', sharp: '0.34.5' },
  build: ['node_modules/astro/astro.js', 'build'],
  env: { ASTRO_TELEMETRY_DISABLED: '1' },
  outDir: 'dist',
  // Astro's content layer store and image cache, and the generated types
  caches: ['node_modules/.astro', '.astro', 'dist'],
  pagePath: (page) => `/guides/${page.group.slug}/${page.slug}/`,
  pageFile: (page) => `src/content/docs/guides/${page.group.slug}/${page.slug}.md`,
  // Pagefind's default UI waits this long after the last key (debounceTimeoutMs)
  searchDebounceMs: 300,
  writeSite(dir, pages) {
    write(
      join(dir, 'package.json'),
      json({ name: 'peer-starlight', private: true, type: 'module' }),
    );
    write(
      join(dir, 'astro.config.mjs'),
      [
        "import { defineConfig } from 'astro/config';",
        "import starlight from '@astrojs/starlight';",
        '',
        'export default defineConfig({',
        '  integrations: [',
        '    starlight({',
        "      title: 'Scale bench',",
        `      sidebar: ${JSON.stringify(
          groupsOf(pages).map((group) => ({
            label: group.title,
            autogenerate: { directory: `guides/${group.slug}` },
          })),
        )},`,
        '    }),',
        '  ],',
        '});',
        '',
      ].join('\n'),
    );
    write(
      join(dir, 'src/content.config.ts'),
      [
        "import { defineCollection } from 'astro:content';",
        "import { docsLoader } from '@astrojs/starlight/loaders';",
        "import { docsSchema } from '@astrojs/starlight/schema';",
        '',
        'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
        '',
      ].join('\n'),
    );
    write(
      join(dir, 'src/content/docs/index.md'),
      '---\ntitle: Scale bench\ndescription: The home page of the scale bench.\n---\n\nThe synthetic guides are in the sidebar.\n',
    );
    writePages(dir, pages, this, (page) => `sidebar: { order: ${page.order} }`);
  },
  /** Opens the search dialog; returns the search input. */
  async openSearch(page) {
    await page.getByRole('button', { name: 'Search' }).first().click();
    return page.locator('.pagefind-ui__search-input');
  },
  resultSelector: '.pagefind-ui__result',
};

/** Docusaurus 3 with its Rspack-based "faster" set-up (Rspack, SWC, Lightning CSS, SSG threads). */
const docusaurus = {
  name: 'Docusaurus',
  id: 'docusaurus',
  dependencies: {
    '@docusaurus/core': '3.10.2',
    '@docusaurus/preset-classic': '3.10.2',
    '@docusaurus/faster': '3.10.2',
    react: '19.2.1',
    'react-dom': '19.2.1',
  },
  build: ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build'],
  env: {},
  outDir: 'build',
  // Rspack's persistent cache and the generated route/metadata files
  caches: ['node_modules/.cache', '.docusaurus', 'build'],
  pagePath: (page) => `/guides/${page.group.slug}/${page.slug}`,
  pageFile: (page) => `docs/guides/${page.group.slug}/${page.slug}.md`,
  searchDebounceMs: undefined, // no search without a plugin or a hosted service
  writeSite(dir, pages) {
    write(join(dir, 'package.json'), json({ name: 'peer-docusaurus', private: true }));
    write(
      join(dir, 'docusaurus.config.js'),
      [
        'module.exports = {',
        "  title: 'Scale bench',",
        "  url: 'http://127.0.0.1',",
        "  baseUrl: '/',",
        "  onBrokenLinks: 'throw',",
        '  future: { v4: true, faster: true },',
        '  presets: [',
        "    ['classic', { docs: { routeBasePath: '/' }, blog: false }],",
        '  ],',
        '};',
        '',
      ].join('\n'),
    );
    write(
      join(dir, 'docs/index.md'),
      '---\ntitle: Scale bench\nslug: /\n---\n\nThe synthetic guides are in the sidebar.\n',
    );
    for (const group of groupsOf(pages)) {
      write(
        join(dir, `docs/guides/${group.slug}/_category_.json`),
        json({ label: group.title, position: group.index + 1 }),
      );
    }
    writePages(dir, pages, this, (page) => `sidebar_position: ${page.order}`);
  },
};

export const PEERS = { starlight, docusaurus };

/**
 * The peer's packages, installed once per set of versions into `cacheRoot/<id>-<hash>`; returns
 * that folder (its node_modules is what a scratch site links to).
 */
export function installPeer(peer, cacheRoot, log) {
  const manifest = { name: `peer-${peer.id}`, private: true, dependencies: peer.dependencies };
  const hash = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 10);
  const dir = join(cacheRoot, `${peer.id}-${hash}`);
  const done = join(dir, '.installed');
  if (existsSync(done)) return dir;
  rmSync(dir, { recursive: true, force: true });
  write(join(dir, 'package.json'), json(manifest));
  log(`Installing ${peer.name} (${Object.entries(peer.dependencies).map((d) => d.join('@'))})...`);
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  writeFileSync(done, new Date().toISOString());
  return dir;
}

/** Hard links of an installed node_modules (fast, and each site keeps its own caches). */
export function linkNodeModules(from, to) {
  mkdirSync(to, { recursive: true });
  const entries = readdirSync(from).filter((entry) => entry !== '.cache' && entry !== '.astro');
  execFileSync('cp', ['-al', ...entries.map((entry) => join(from, entry)), to]);
}
