import { counterpartPath, type Edition } from '../shared/editions';
import {
  EXTERNAL_LINKS,
  SITE_EDITIONS,
  SITE_NAME,
  SITE_ORIGIN,
  type EditionId,
} from '../../site.config';
import { interfaceMessages } from '../editions/messages';
import { textsOfEditions } from '../editions/texts';
import { appSchema } from '../page-checks/schema';
import type { HtmlPage } from '../pages/page-records';
import { absoluteUrl, type Alternate, type PageSeo } from './head-tags';

/**
 * What each edition's pages say in their own language outside the app: the link-preview image
 * (public/, drawn from public/social-card.svg by scripts/render-icons.mjs, the Chinese one with its
 * tagline in Chinese) and its alt text (plugins/editions/texts/), and the note for a browser
 * without JavaScript (the interface's `app.noscript`).
 */
const CARDS = textsOfEditions<{ card: string; cardAlt: string }>('seo');
const editionTexts = (id: EditionId) => ({
  card: CARDS[id].card,
  cardAlt: CARDS[id].cardAlt.replace('{site}', SITE_NAME),
  noscript: interfaceMessages(id)['app.noscript'],
});

/** Open Graph writes a locale with an underscore: `zh_CN`. */
const ogLocale = (id: string) => id.replace('-', '_');

/**
 * The `app` frontmatter of a page (page-checks/schema.ts), checked: an app page is described to
 * search engines as a schema.org SoftwareApplication. A mistake names the file.
 */
function appOf(matter: Frontmatter, file: string | undefined) {
  if (matter.app === undefined) return undefined;
  const result = appSchema.safeParse(matter.app);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`The app frontmatter of ${file} is not valid: ${problems.join('; ')}`);
  }
  return result.data;
}

interface Frontmatter {
  title?: string;
  description?: string;
  hero?: { description?: string };
  debug?: boolean;
  app?: unknown;
}

/** Where the site is: its build's base path (`/` or `/repo/`) and the routes with a Markdown file. */
export interface SeoSite {
  base: string;
  /** The Markdown file of each route that has one, by canonical route path. */
  sources: Map<string, string>;
}

export const urlOf = (site: SeoSite, routePath: string) =>
  absoluteUrl(SITE_ORIGIN, site.base, routePath);

export const assetUrl = (site: SeoSite, file: string) =>
  `${urlOf(site, '/').replace(/\/$/, '')}/${file}`;

/**
 * The page in each edition that has it, and `x-default` (the first edition's), for hreflang;
 * none for a page with no counterpart.
 */
export function alternatesOf(routePath: string, site: SeoSite): Alternate[] {
  const versions = SITE_EDITIONS.map((edition) => ({
    edition,
    path: counterpartPath(routePath, edition),
  })).filter(({ path: versionPath }) => site.sources.has(versionPath));
  if (versions.length < 2) return [];
  return [
    ...versions.map(({ edition, path: versionPath }) => ({
      lang: edition.lang,
      url: urlOf(site, versionPath),
    })),
    { lang: 'x-default', url: urlOf(site, versions[0].path) },
  ];
}

/** Pages that are content: not a 404 page, not a standalone demo (a debug page is told by its frontmatter). */
export const isContentPage = (page: HtmlPage) => page.kind === 'content' || page.kind === 'copy';

/** What the head of an exported page tells crawlers and link previews. */
export function pageSeo(page: HtmlPage, site: SeoSite): PageSeo {
  const { routePath, edition } = page;
  const matter = page.frontmatter as Frontmatter;
  const app = appOf(matter, page.source);
  const title = matter.title ? `${matter.title} - ${SITE_NAME}` : SITE_NAME;
  const description = matter.description ?? matter.hero?.description;
  const url = urlOf(site, routePath);
  let jsonLd: object | undefined;
  if (routePath === edition.base) {
    jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      // one organisation, one address, whichever edition describes it
      url: urlOf(site, '/'),
      logo: assetUrl(site, 'icon-512.png'),
      sameAs: [EXTERNAL_LINKS.organisation],
    };
  } else if (app) {
    jsonLd = {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: matter.title,
      description,
      url,
      inLanguage: edition.lang,
      applicationCategory: app.category,
      ...(app.operatingSystem && { operatingSystem: app.operatingSystem }),
      isAccessibleForFree: true,
      publisher: { '@type': 'Organization', name: SITE_NAME, url: urlOf(site, '/') },
    };
  }
  return {
    url,
    title,
    description,
    image: assetUrl(site, editionTexts(edition.id).card),
    imageAlt: editionTexts(edition.id).cardAlt,
    siteName: SITE_NAME,
    noindex: !isContentPage(page) || matter.debug === true,
    jsonLd,
    locale: ogLocale(edition.id),
    alternateLocales: SITE_EDITIONS.filter(({ id }) => id !== edition.id).map(({ id }) =>
      ogLocale(id),
    ),
    alternates: alternatesOf(routePath, site),
  };
}

/** The note for a browser without JavaScript, in an edition's language. */
export const noscriptTextOf = (edition: Edition) => editionTexts(edition.id).noscript;
