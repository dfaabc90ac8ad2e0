/**
 * The publisher's name, addresses and colours, defined once for the whole site.
 * The publisher sets these values; the dumi config, the theme and the pages (through `ext:<key>`
 * links) read them from here. `plugins/site-config.ts` checks them before every dev start and
 * build, so a mistyped address or colour stops with a message that names it.
 */
export const SITE_NAME = 'Tessera Lab';

export const EXTERNAL_LINKS = {
  /** The publisher's organisation on the code-hosting service. */
  organisation: 'https://github.com/tessera-lab',
  /** This site's own source repository ("Improve this documentation" points here). */
  siteRepository: 'https://github.com/tessera-lab/site',
  /** The personal site that hosts the AI learning handbook. */
  handbook: 'https://tessera-lab.github.io/ai-handbook',
  /** Release downloads of the Mac apps. */
  folderIconReleases: 'https://github.com/tessera-lab/folder-icon/releases',
  wordCardRepository: 'https://github.com/tessera-lab/word-card',
  /** dumi's guide to pasting a demo copied for Sketch (the demo block's Sketch chooser links it). */
  sketchGuide: 'https://d.umijs.org/config#html2sketch',
} as const;

/**
 * Where the site is published: scheme and host, no path. Canonical URLs, the sitemap and link
 * previews are built from it (plus the build's base path, see README "Hosting").
 */
export const SITE_ORIGIN = 'https://tessera-lab.github.io';

/**
 * The site's editions: English at the root, Chinese below `/zh-CN`. `id` names the message set in
 * .dumi/theme/locales/ and the `*.zh-CN.md` translations, `lang` is what `<html lang>` and the
 * hreflang alternates say. The first edition is the default one (`x-default`).
 */
export const SITE_EDITIONS = [
  { id: 'en-US', name: 'English', lang: 'en', base: '/' },
  { id: 'zh-CN', name: '中文', lang: 'zh-CN', base: '/zh-CN' },
] as const;

export type ExternalLinkKey = keyof typeof EXTERNAL_LINKS;

/** An edition's id; a text kept per edition is typed by it, so a new edition cannot go without. */
export type EditionId = (typeof SITE_EDITIONS)[number]['id'];

/** Branch of the site repository that the edit links open. */
export const SITE_BRANCH = 'main';

/**
 * Replacement values for dumi's theme colour variables (its `styles/variables.less`), passed to less
 * as `modifyVars` through the `theme` option of `.dumirc.ts`. dumi's defaults miss the WCAG AA
 * contrast of 4.5:1 for body-size text: its blue on white is 4.1:1, its note grey 3.2:1, and its
 * dark theme derives a *darker* blue for a dark background (2.8:1). These keep dumi's hues and reach
 * at least 4.5:1 on every background the theme puts them on (site, card and popover backgrounds).
 * `c-primary` is also the browser's theme colour in the web app manifest.
 */
export const SITE_COLOURS = {
  'c-primary': '#0958d9',
  'c-primary-dark': '#4c9dff',
  'c-text-note': '#5f6670',
  'c-text-note-dark': '#9aa4b2',
  'c-text-secondary-dark': '#aab3bf',
} as const;
