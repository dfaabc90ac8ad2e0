import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { counterpartPath, editionOfPath, type Edition } from '../../.dumi/theme/common/editions';
import enUS from '../../.dumi/theme/locales/en-US.json';
import zhCN from '../../.dumi/theme/locales/zh-CN.json';
import {
  EXTERNAL_LINKS,
  SITE_COLOURS,
  SITE_EDITIONS,
  SITE_NAME,
  SITE_ORIGIN,
} from '../../site.config';
import { appSchema } from '../page-checks/schema';
import { lastCommitTime } from '../pages/commit-times';
import { canonicalPath, frontmatterOf } from '../pages/frontmatter';
import {
  absoluteUrl,
  routePathOfHtmlFile,
  robotsTxt,
  sitemapXml,
  webManifest,
  withDocumentLang,
  withNoscriptText,
  withSeoHead,
  type Alternate,
  type PageSeo,
  type SitemapEntry,
} from './head-tags';

/**
 * What each edition's pages say in their own language outside the app: the link-preview image
 * (public/, drawn from public/social-card.svg by scripts/render-icons.mjs, the Chinese one with its
 * tagline in Chinese), its alt text, and the note for a browser without JavaScript.
 */
const EDITION_TEXTS: Record<
  (typeof SITE_EDITIONS)[number]['id'],
  { card: string; cardAlt: string; noscript: string }
> = {
  'en-US': {
    card: 'social-card.png',
    cardAlt: `${SITE_NAME}: open-source software, SME solutions and technology sharing`,
    noscript: enUS['app.noscript'],
  },
  'zh-CN': {
    card: 'social-card.zh-CN.png',
    cardAlt: `${SITE_NAME}：开源软件、中小企业解决方案与技术分享`,
    noscript: zhCN['app.noscript'],
  },
};

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

/** The W3C date-time of an epoch time, for `<lastmod>`. */
const isoDate = (time?: number) => (time === undefined ? undefined : new Date(time).toISOString());

/**
 * Search and sharing metadata in the prerendered HTML (crawlers run no scripts): a canonical link,
 * one title and description per page, Open Graph and Twitter card tags, JSON-LD where it fits and
 * `noindex` on pages that are no content (404, standalone demos, debug pages); plus sitemap.xml with
 * the canonical pages only and robots.txt pointing to it.
 */
export default (api: IApi) => {
  api.describe({ key: 'siteSeo' });

  const base = () => api.config.base ?? '/';
  const urlOf = (routePath: string) => absoluteUrl(SITE_ORIGIN, base(), routePath);
  const asset = (file: string) => `${urlOf('/').replace(/\/$/, '')}/${file}`;

  /** The source file of each exported route, by canonical route path. */
  function sourcesByPath(): Map<string, string> {
    const sources = new Map<string, string>();
    for (const route of Object.values(api.appData.routes) as {
      absPath?: string;
      file?: string;
    }[]) {
      // the home page of an edition below a prefix is `/zh-CN/` here, `/zh-CN` as a page
      if (route.absPath && route.file?.endsWith('.md')) {
        sources.set(canonicalPath(route.absPath), route.file);
      }
    }
    return sources;
  }

  const frontmatter = (file?: string): Frontmatter =>
    file ? (frontmatterOf(fs.readFileSync(file, 'utf8')) as Frontmatter) : {};

  /**
   * The page in each edition that has it, and `x-default` (the first edition's), for hreflang;
   * none for a page with no counterpart.
   */
  function alternatesOf(routePath: string, sources: Map<string, string>): Alternate[] {
    const versions = SITE_EDITIONS.map((edition) => ({
      edition,
      path: counterpartPath(routePath, edition),
    })).filter(({ path: versionPath }) => sources.has(versionPath));
    if (versions.length < 2) return [];
    return [
      ...versions.map(({ edition, path: versionPath }) => ({
        lang: edition.lang,
        url: urlOf(versionPath),
      })),
      { lang: 'x-default', url: urlOf(versions[0].path) },
    ];
  }

  function pageSeo(
    routePath: string,
    edition: Edition,
    sources: Map<string, string>,
    isPage: boolean,
  ): PageSeo {
    const source = sources.get(routePath);
    const matter = frontmatter(source);
    const app = appOf(matter, source);
    const title = matter.title ? `${matter.title} - ${SITE_NAME}` : SITE_NAME;
    const description = matter.description ?? matter.hero?.description;
    const url = urlOf(routePath);
    let jsonLd: object | undefined;
    if (routePath === edition.base) {
      jsonLd = {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        // one organisation, one address, whichever edition describes it
        url: urlOf('/'),
        logo: asset('icon-512.png'),
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
        publisher: { '@type': 'Organization', name: SITE_NAME, url: urlOf('/') },
      };
    }
    return {
      url,
      title,
      description,
      image: asset(EDITION_TEXTS[edition.id].card),
      imageAlt: EDITION_TEXTS[edition.id].cardAlt,
      siteName: SITE_NAME,
      noindex: !isPage || matter.debug === true,
      jsonLd,
      locale: ogLocale(edition.id),
      alternateLocales: SITE_EDITIONS.filter(({ id }) => id !== edition.id).map(({ id }) =>
        ogLocale(id),
      ),
      alternates: alternatesOf(routePath, sources),
    };
  }

  /** Pages that are content: not the 404 page, not a standalone demo, not a debug page. */
  const isContentFile = (file: string) =>
    !/(^|\/)404\.html$/.test(file) && !file.startsWith('~demos/');

  api.modifyExportHTMLFiles((files: { path: string; content: string }[]) => {
    const sources = sourcesByPath();
    return files.map((file) => {
      const routePath = routePathOfHtmlFile(file.path);
      const edition = editionOfPath(routePath);
      const seo = pageSeo(routePath, edition, sources, isContentFile(file.path));
      // a standalone demo page gets its language with the rest of its head (demo-pages.ts)
      const content = file.path.startsWith('~demos/')
        ? file.content
        : withNoscriptText(
            withDocumentLang(file.content, edition.lang),
            EDITION_TEXTS[edition.id].noscript,
          );
      // no canonical URL or preview for what is no page of its own
      if (seo.noindex) return { ...file, content: withNoindex(content) };
      return { ...file, content: withSeoHead(content, seo) };
    });
  });

  api.onBuildHtmlComplete((args) => {
    const { htmlFiles } = args as { htmlFiles: { path: string }[] };
    const sources = sourcesByPath();
    const entries: SitemapEntry[] = [];
    const seen = new Set<string>();
    for (const { path: file } of htmlFiles) {
      const routePath = routePathOfHtmlFile(file);
      const source = sources.get(routePath);
      // a lower-case alias has the same canonical path as its page and is listed once
      if (!isContentFile(file) || seen.has(routePath) || frontmatter(source).debug) continue;
      seen.add(routePath);
      entries.push({
        url: urlOf(routePath),
        lastmod: isoDate(source ? lastCommitTime(source) : undefined),
        alternates: alternatesOf(routePath, sources),
      });
    }
    const out = api.paths.absOutputPath;
    fs.writeFileSync(path.join(out, 'sitemap.xml'), sitemapXml(entries));
    fs.writeFileSync(path.join(out, 'robots.txt'), robotsTxt(asset('sitemap.xml')));
    fs.writeFileSync(
      path.join(out, 'site.webmanifest'),
      webManifest(SITE_NAME, SITE_COLOURS['c-primary']),
    );
  });

  api.addHTMLLinks(() => [
    { rel: 'manifest', href: `${base()}site.webmanifest` },
    { rel: 'apple-touch-icon', href: `${base()}apple-touch-icon.png` },
    { rel: 'icon', type: 'image/png', sizes: '32x32', href: `${base()}favicon-32.png` },
  ]);
};

function withNoindex(html: string): string {
  if (/<meta name="robots"/.test(html)) return html;
  return html.replace('</head>', '<meta name="robots" content="noindex"/></head>');
}
