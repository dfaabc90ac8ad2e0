import fs from 'fs';
import path from 'path';
import { EXTERNAL_LINKS } from '../../site.config';
import { counterpartPath, editionOfPath } from '../shared/editions';
import type { PageLink } from '../shared/page-reader';
import type { CheckedPage, Site } from './check-pages';
import { decoded, didYouMean, type Says } from './problems';

const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const KNOWN_SCHEMES = ['http', 'https', 'mailto', 'tel'];

const trimSlash = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);
const inMarkdown = ({ via }: PageLink) => via === 'markdown' || via === 'html';
const linkTarget = (message: string, fix: string): Says => ['link-target', message, fix];

/**
 * What is wrong with a link outside the site (`ext:<key>`, `//host`, `scheme:...`), if anything.
 * Nothing is fetched: the address must be one a browser opens as it is written.
 */
function externalProblem(url: string, link: PageLink): [string, string] | undefined {
  if (url.startsWith('ext:')) {
    // a key of EXTERNAL_LINKS, which only SiteLink and frontmatter links resolve
    if (inMarkdown(link))
      return [
        `\`${url}\` works only in <SiteLink to> and frontmatter links`,
        `write <SiteLink to="${url}">text</SiteLink>`,
      ];
    const key = url.slice('ext:'.length);
    if (Object.hasOwn(EXTERNAL_LINKS, key)) return undefined;
    return [
      `unknown external link key \`${key}\``,
      didYouMean(key, Object.keys(EXTERNAL_LINKS), (other) => `\`ext:${other}\``) ??
        `the keys are those of EXTERNAL_LINKS in site.config.ts: ${Object.keys(EXTERNAL_LINKS).join(', ')}`,
    ];
  }
  if (url.startsWith('//')) return [`\`${url}\` has no scheme`, `write it in full: https:${url}`];
  const scheme = SCHEME.exec(url)![1].toLowerCase();
  if (scheme === 'mailto')
    return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(url)
      ? undefined
      : [`malformed e-mail address \`${url}\``, 'write it as mailto:name@example.org'];
  if (scheme === 'tel')
    return /^tel:\+?[\d\s().-]{3,}$/i.test(url)
      ? undefined
      : [`malformed telephone number \`${url}\``, 'write it as tel:+86-123-4567-8901'];
  if (scheme === 'javascript')
    return [`\`${url}\` runs script from a link`, 'link a page or an address instead'];
  if (scheme !== 'http' && scheme !== 'https') {
    return [
      `unknown scheme \`${scheme}:\` in \`${url}\``,
      didYouMean(scheme, KNOWN_SCHEMES, (other) => `\`${other}:\``) ??
        `use ${KNOWN_SCHEMES.join(':, ')}:`,
    ];
  }
  // scheme://host with a domain, nothing the URL parser has to repair
  const host = URL.parse(url)?.hostname ?? '';
  if (
    !/^https?:\/\/[^\s/?#]\S*$/i.test(url) ||
    !(host.includes('.') || host === 'localhost') ||
    /\.$|\.\./.test(host)
  )
    return [
      `malformed address \`${url}\``,
      'write it as scheme://host/path, such as https://example.org/page',
    ];
  // the publisher's own addresses are written once, in site.config.ts (README, "Editing pages")
  const trimmed = url.replace(/\/+$/, '');
  const [publisher] = Object.entries(EXTERNAL_LINKS)
    .filter(([, address]) => trimmed === address || trimmed.startsWith(`${address}/`))
    .sort(([, a], [, b]) => b.length - a.length);
  if (!publisher) return undefined;
  const [key, address] = publisher;
  return [
    `the publisher's address \`${url}\` is written out`,
    trimmed === address
      ? `link ext:${key} (in Markdown <SiteLink to="ext:${key}">): addresses live in site.config.ts`
      : `add it to EXTERNAL_LINKS in site.config.ts and link ext:<its key>, as for ext:${key}`,
  ];
}

/**
 * Where a path leads: a page file (`./Other.md`, which dumi turns into the page's address), a
 * site address (`/download`, or relative to the page as dumi resolves it), a standalone demo
 * (`/~demos/<id>`) or a file in public/; a page, or what is wrong, or nothing to check further.
 */
function pageAt(
  pathPart: string,
  link: PageLink,
  from: CheckedPage,
  site: Site,
): CheckedPage | Says | undefined {
  if (/\.md$/i.test(pathPart)) {
    if (!inMarkdown(link))
      return linkTarget(
        `\`${link.url}\`: a .md path works only in Markdown links`,
        "write the page's address, such as /products/folder-icon",
      );
    if (pathPart.startsWith('/'))
      return linkTarget(
        `\`${link.url}\`: a .md path must be relative to this page`,
        'write ./Other.md or ../folder/Other.md',
      );
    // a tab's links are resolved from the page it belongs to
    const file = path.resolve(path.dirname((from.tab?.host ?? from).read.file), decoded(pathPart));
    const page = site.byFile.get(file);
    if (page?.tab)
      return linkTarget(
        `\`${pathPart}\` is a tab, not a page`,
        `link ${page.tab.host.route}?tab=${page.tab.key}`,
      );
    if (page) return page;
    return linkTarget(
      `\`${pathPart}\` ${fs.existsSync(file) ? 'is not a page of the site' : 'does not exist'}`,
      'link a Markdown page in the docs folder',
    );
  }
  let route = trimSlash(decoded(pathPart));
  if (!pathPart.startsWith('/')) {
    if (!inMarkdown(link))
      return linkTarget(
        `\`${link.url}\`: a relative address here resolves against the visitor's page`,
        "write the address from the site's root, such as /download",
      );
    const fromRoute = from.route ?? '/';
    route = trimSlash(decoded(new URL(pathPart, `http://site${fromRoute}`).pathname));
    const directoryStyle = trimSlash(path.posix.resolve(fromRoute, decoded(pathPart)));
    if (!site.byRoute.has(route) && site.byRoute.has(directoryStyle))
      return linkTarget(
        `\`${link.url}\` is ambiguous: dumi would guess ${directoryStyle}`,
        `write ${directoryStyle}, or the page's file as ./Name.md`,
      );
  }
  const demo = /^\/~demos\/([^/]+)$/.exec(route)?.[1];
  if (demo !== undefined)
    return site.demoIds.has(demo)
      ? undefined
      : linkTarget(
          `no demo with the id \`${demo}\``,
          `demo ids look like ${[...site.demoIds][0] ?? 'docs-page-demo-name'}`,
        );
  const page = site.byRoute.get(route);
  if (page) return page;
  const canonical = site.byLowerCase.get(route.toLowerCase())?.route;
  if (canonical)
    return [
      'link-route',
      `\`${pathPart}\` is written with other capitals than the page's address`,
      `write ${canonical}${link.url.trim().slice(pathPart.length)}`,
    ];
  const publicFile = path.join(site.publicDir, decoded(route));
  if (
    publicFile.startsWith(site.publicDir + path.sep) &&
    fs.statSync(publicFile, { throwIfNoEntry: false })?.isFile()
  )
    return undefined;
  const sameEdition = [...site.byRoute.keys()].filter(
    (other) => editionOfPath(other) === editionOfPath(route),
  );
  return [
    'link-route',
    `no page at \`${route}\``,
    didYouMean(route, sameEdition) ?? 'link a page of the site (README, "Editing pages")',
  ];
}

/**
 * What is wrong with a link, if anything: it must lead to a page that the production build has
 * (not a `debug` one), in the edition of the page that links it, with the tab of `?tab=` and the
 * heading or demo of `#anchor`; or to a well-formed address elsewhere.
 */
export function checkLink(link: PageLink, from: CheckedPage, site: Site): Says | undefined {
  const url = link.url.trim();
  if (!url) return linkTarget('link without an address', 'write where it leads');
  if (url.startsWith('ext:') || url.startsWith('//') || SCHEME.test(url)) {
    const problem = externalProblem(url, link);
    return problem && ['link-external', ...problem];
  }
  const [, pathPart = '', query = '', hash] = /^([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(url)!;
  const target = pathPart ? pageAt(pathPart, link, from, site) : (from.tab?.host ?? from);
  if (!target || Array.isArray(target)) return target;
  const shown = target.route!;
  if (target.debug && !from.debug)
    return [
      'link-route',
      `\`${shown}\` is a debug page, which a production build leaves out`,
      'link a published page, or remove debug: true from that page',
    ];
  if (pathPart && from.translation && from.read.edition !== target.read.edition) {
    const counterpart = counterpartPath(target.route!, from.read.edition);
    const orFile = /\.md$/i.test(pathPart) ? ` (or the .${from.read.edition.id}.md file)` : '';
    return [
      'link-edition',
      `a ${from.read.edition.id} page links \`${shown}\` of another edition`,
      site.byRoute.has(counterpart)
        ? `link ${counterpart}${orFile}`
        : `translate ${target.file} and link its ${from.read.edition.id} page`,
    ];
  }
  const tab = new URLSearchParams(query).get('tab');
  // a link to `#id` alone stays in the tab it is written in
  let page = !pathPart && tab === null ? from : target;
  if (tab !== null) {
    if (!target.tabs.has(tab))
      return [
        'link-anchor',
        `\`${shown}\` has no tab \`${tab}\``,
        target.tabs.size
          ? `its tabs are ${[...target.tabs.keys()].map((key) => `?tab=${key}`).join(', ')}`
          : 'the page has no tabs: remove ?tab=',
      ];
    page = target.tabs.get(tab)!;
  }
  const anchor = decoded(hash ?? '');
  if (!anchor || page.anchors.has(anchor) || site.layoutIds.has(anchor)) return undefined;
  const listed = [...page.anchors].slice(0, 8).map((id) => `#${id}`);
  return [
    'link-anchor',
    `\`${pathPart ? shown : ''}${tab !== null ? `?tab=${tab}` : ''}#${anchor}\`: no heading or demo with that id`,
    didYouMean(anchor, page.anchors, (id) => `#${id}`) ??
      (listed.length
        ? `the page's anchors are ${listed.join(', ')}${page.anchors.size > 8 ? ', …' : ''}`
        : 'the page has no headings to link to'),
  ];
}
