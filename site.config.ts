/**
 * The publisher's name and external addresses, defined once for the whole site.
 * The publisher sets these values; the dumi config, the theme and the pages (through `ext:<key>`
 * links) read them from here.
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

export type ExternalLinkKey = keyof typeof EXTERNAL_LINKS;

/** Branch of the site repository that the edit links open. */
export const SITE_BRANCH = 'main';
