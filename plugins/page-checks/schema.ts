import { z } from 'zod';

/**
 * The one schema of a page's frontmatter: the keys dumi 2.4 reads (its "Markdown 配置" page and
 * the default theme's hero, features and sidebar), as this site's theme uses them, and the site's
 * own keys. Every key is optional; a key not listed here is a mistake.
 */

const text = z.string().trim().min(1, 'is empty');
const sortOrder = z.number().finite();
const titleAndOrder = z.strictObject({ title: text.optional(), order: sortOrder.optional() });
export const commitHash = z
  .string()
  .regex(/^[0-9a-f]{7,40}$/, 'must be a commit hash of 7 to 40 hex digits');

/** `app: { category: UtilitiesApplication, operatingSystem: macOS }`: a schema.org SoftwareApplication. */
export const appSchema = z.strictObject({
  category: z.string().regex(/^[A-Z]\w+Application$/, 'must be a schema.org applicationCategory'),
  operatingSystem: text.optional(),
});

export const pageSchema = z.strictObject({
  // dumi
  title: text.optional(),
  order: sortOrder.optional(),
  description: text.optional(),
  keywords: z.array(text).optional(),
  nav: z
    .union([text, titleAndOrder.extend({ second: z.union([text, titleAndOrder]).optional() })])
    .optional(),
  group: z.union([text, titleAndOrder]).optional(),
  toc: z.union([z.boolean(), z.enum(['content', 'menu'])]).optional(),
  demo: z
    .strictObject({
      cols: z.number().int().min(1).optional(),
      tocDepth: z.number().int().min(1).max(6).optional(),
    })
    .optional(),
  debug: z.boolean().optional(),
  atomId: text.optional(),
  filename: text.optional(),
  lastUpdated: z.number().int().nonnegative().optional(),
  // dumi's default theme, as this site's Hero and Features slots show them
  sidebar: z.boolean().optional(),
  hero: z
    .strictObject({
      title: text.optional(),
      description: text.optional(),
      actions: z.array(z.strictObject({ text, link: text })).optional(),
    })
    .optional(),
  features: z
    .array(
      z.strictObject({
        emoji: text.optional(),
        title: text,
        link: text.optional(),
        description: text.optional(),
      }),
    )
    .optional(),
  // the site's own
  app: appSchema.optional(),
  translatedFrom: commitHash.optional(),
});

/** How to write each key, for the messages. */
export const EXAMPLES: Record<string, string> = {
  title: 'title: Folder Icon',
  order: 'order: 1',
  description: 'description: One sentence for search engines and link previews.',
  keywords: 'keywords: [MES, Process]',
  nav: 'nav: { title: Products, order: 1 }',
  'nav.second': 'second: { title: Guides, order: 1 }',
  group: 'group: { title: MES, order: 1 }',
  toc: 'toc: content (or menu, or false)',
  demo: 'demo: { cols: 2 }',
  'demo.cols': 'cols: 2',
  'demo.tocDepth': 'tocDepth: 3',
  debug: 'debug: true',
  sidebar: 'sidebar: false',
  lastUpdated: 'lastUpdated: 1732492800000 (milliseconds since 1970)',
  hero: 'hero: { description: ..., actions: [{ text: Download, link: /download }] }',
  'hero.actions': 'actions: [{ text: Download, link: /download }]',
  features: 'features: [{ emoji: 📦, title: OSS, description: ..., link: /products }]',
  app: 'app: { category: UtilitiesApplication, operatingSystem: macOS }',
  'app.category': 'category: UtilitiesApplication',
  translatedFrom:
    'translatedFrom: <commit> from git log -1 --format=%h --abbrev=10 -- <the English page>',
};

/**
 * Keys that look right but do nothing here, with why: dumi documents them, or other tools use them,
 * but this site (or dumi 2.4 itself) does not read them.
 */
export const UNUSED_KEYS: Record<string, string> = {
  'nav.parent':
    'dumi 2.4 reads the second-level nav from nav.second (its documentation still says parent)',
  'hero.background': "this site's Hero (.dumi/theme/slots/Hero) shows no background",
  sidemenu: 'dumi 1 had sidemenu; dumi 2 reads sidebar: false',
  slug: 'dumi takes the address from the file path (README, "Editing pages")',
  permalink: 'dumi takes the address from the file path (README, "Editing pages")',
  draft: 'a page only for `npm run dev` is written debug: true',
  tags: 'dumi reads keywords: [...]',
};

/** Keys a tab page (`Page.$tab-key.md`) may set: dumi reads the others from the page it belongs to. */
export const TAB_PAGE_KEYS = new Set(
  'title order toc demo debug atomId filename lastUpdated sidebar translatedFrom'.split(' '),
);
