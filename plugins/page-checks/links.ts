import fs from 'fs';
import path from 'path';
import { externalLinkProblem, isExternal } from './external-links';
import type { CheckedLink } from './check-pages';
import type { Position } from '../shared/page-reader';
import { nearest } from './problems';

/** What a link may lead to: a page (or one of its tabs) and the anchors on it. */
export interface LinkTarget {
  file: string;
  abs: string;
  route?: string;
  /** The id of its edition. */
  edition: string;
  /** A page of an edition other than the first. */
  translation: boolean;
  debug: boolean;
  anchors: Set<string>;
  tabs: Map<string, LinkTarget>;
  /** For a tab: the file of the page it belongs to (dumi resolves its relative links from there). */
  tabHost?: string;
}

/** The site as the link checks see it: every address and file a link may name. */
export interface SiteIndex {
  routes: Map<string, LinkTarget>;
  /** Lower-cased route -> canonical route, for a link with the wrong capitals. */
  routesByLowerCase: Map<string, string>;
  /** Page file (absolute) -> its target; a tab file maps to its tab. */
  files: Map<string, LinkTarget>;
  demoIds: Set<string>;
  externalLinks: Record<string, string>;
  publicDir: string;
  /** Which addresses below `publicDir` are files, as far as asked. */
  publicFiles: Map<string, boolean>;
  /** Element ids of the layout that every page has (`#main-content`). */
  layoutIds: Set<string>;
  /** The base of each edition other than the first (`/zh-CN`), for the edition rule. */
  editionBases: Map<string, string>;
}

export interface LinkProblem extends Position {
  rule: string;
  message: string;
  fix: string;
}

type Finding = [rule: string, message: string, fix: string];
/** Where a link's path leads: a page, nowhere (a finding), or somewhere with no anchors to check. */
type Resolution = { target: LinkTarget; shown: string } | { finding: Finding } | { fine: true };

const trimSlash = (route: string) => (route.length > 1 ? route.replace(/\/+$/, '') : route);
const inMarkdown = (link: CheckedLink) => link.via === 'markdown' || link.via === 'html';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The routes of one edition, for a "did you mean". */
function sameEdition(index: SiteIndex, route: string): string[] {
  const bases = [...index.editionBases.values()];
  const baseOf = (path: string) =>
    bases.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  const base = baseOf(route);
  return [...index.routes.keys()].filter((candidate) => baseOf(candidate) === base);
}

function isPublicFile(index: SiteIndex, route: string): boolean {
  const file = path.join(index.publicDir, decoded(route));
  if (!file.startsWith(index.publicDir + path.sep)) return false;
  if (!index.publicFiles.has(file)) {
    index.publicFiles.set(file, fs.existsSync(file) && fs.statSync(file).isFile());
  }
  return index.publicFiles.get(file)!;
}

/** `./Other.md`: dumi turns a Markdown link to a page file into the page's address. */
function fileTarget(
  pathPart: string,
  link: CheckedLink,
  from: LinkTarget,
  index: SiteIndex,
): Resolution {
  if (!inMarkdown(link)) {
    return {
      finding: [
        'link-target',
        `\`${link.url}\`: a .md path works only in Markdown links`,
        "write the page's address, such as /products/folder-icon",
      ],
    };
  }
  if (pathPart.startsWith('/')) {
    return {
      finding: [
        'link-target',
        `\`${link.url}\`: a .md path must be relative to this page`,
        'write ./Other.md or ../folder/Other.md',
      ],
    };
  }
  const file = path.resolve(path.dirname(from.tabHost ?? from.abs), decoded(pathPart));
  const target = index.files.get(file);
  if (target?.route) return { target, shown: target.route };
  if (target) {
    const host = index.files.get(target.tabHost!);
    const key = [...(host?.tabs ?? [])].find(([, tab]) => tab.abs === file)?.[0];
    return {
      finding: [
        'link-target',
        `\`${pathPart}\` is a tab, not a page`,
        `link ${host?.route ?? 'its page'}?tab=${key}`,
      ],
    };
  }
  return {
    finding: fs.existsSync(file)
      ? [
          'link-target',
          `\`${pathPart}\` is not a page of the site`,
          'link a Markdown page in the docs folder',
        ]
      : [
          'link-target',
          `\`${pathPart}\` does not exist`,
          'link a Markdown page in the docs folder',
        ],
  };
}

/**
 * A site address (`/download`, or relative to the page as dumi resolves it), a standalone demo
 * page (`/~demos/<id>`) or a file in public/.
 */
function addressTarget(
  pathPart: string,
  rest: string,
  link: CheckedLink,
  from: LinkTarget,
  index: SiteIndex,
): Resolution {
  let route: string;
  if (pathPart.startsWith('/')) {
    route = trimSlash(decoded(pathPart));
  } else if (!inMarkdown(link)) {
    return {
      finding: [
        'link-target',
        `\`${link.url}\`: a relative address here resolves against the visitor's page`,
        "write the address from the site's root, such as /download",
      ],
    };
  } else {
    const fromRoute = from.route ?? '/';
    route = trimSlash(decoded(new URL(pathPart, `http://site${fromRoute}`).pathname));
    const directoryStyle = trimSlash(path.posix.resolve(fromRoute, decoded(pathPart)));
    if (!index.routes.has(route) && index.routes.has(directoryStyle)) {
      return {
        finding: [
          'link-target',
          `\`${link.url}\` is ambiguous: dumi would guess ${directoryStyle}`,
          `write ${directoryStyle}, or the page's file as ./Name.md`,
        ],
      };
    }
  }
  const demo = /^\/~demos\/([^/]+)$/.exec(route);
  if (demo) {
    return index.demoIds.has(demo[1])
      ? { fine: true }
      : {
          finding: [
            'link-target',
            `no demo with the id \`${demo[1]}\``,
            `demo ids look like ${[...index.demoIds][0] ?? 'docs-page-demo-name'}`,
          ],
        };
  }
  const target = index.routes.get(route);
  if (target) return { target, shown: route };
  const canonical = index.routesByLowerCase.get(route.toLowerCase());
  if (canonical) {
    return {
      finding: [
        'link-route',
        `\`${pathPart}\` is written with other capitals than the page's address`,
        `write ${canonical}${rest}`,
      ],
    };
  }
  if (isPublicFile(index, route)) return { fine: true };
  const suggestion = nearest(route, sameEdition(index, route));
  return {
    finding: [
      'link-route',
      `no page at \`${route}\``,
      suggestion
        ? `did you mean ${suggestion}?`
        : 'link a page of the site (README, "Editing pages")',
    ],
  };
}

/** A page is there: it must be published, of the linking page's edition, with the tab and anchor named. */
function targetProblem(
  { target, shown }: { target: LinkTarget; shown: string },
  pathPart: string,
  query: string,
  hash: string | undefined,
  from: LinkTarget,
  index: SiteIndex,
): Finding | undefined {
  if (target.debug && !from.debug) {
    return [
      'link-route',
      `\`${shown}\` is a debug page, which a production build leaves out`,
      'link a published page, or remove debug: true from that page',
    ];
  }
  if (pathPart && from.translation && from.edition !== target.edition) {
    const base = index.editionBases.get(from.edition)!;
    const counterpart = target.route === '/' ? base : `${base}${target.route}`;
    const orFile = /\.md$/i.test(pathPart) ? ` (or the .${from.edition}.md file)` : '';
    return [
      'link-edition',
      `a ${from.edition} page links \`${shown}\` of another edition`,
      index.routes.has(counterpart)
        ? `link ${counterpart}${orFile}`
        : `translate ${target.file} and link its ${from.edition} page`,
    ];
  }
  const tab = new URLSearchParams(query).get('tab');
  // a link to `#id` alone stays in the tab it is written in
  let page = !pathPart && tab === null ? from : target;
  if (tab !== null) {
    const tabPage = target.tabs.get(tab);
    if (!tabPage) {
      const keys = [...target.tabs.keys()];
      return [
        'link-anchor',
        `\`${shown}\` has no tab \`${tab}\``,
        keys.length
          ? `its tabs are ${keys.map((key) => `?tab=${key}`).join(', ')}`
          : 'the page has no tabs: remove ?tab=',
      ];
    }
    page = tabPage;
  }
  const anchor = hash === undefined ? '' : decoded(hash);
  if (!anchor || page.anchors.has(anchor) || index.layoutIds.has(anchor)) return undefined;
  const suggestion = nearest(anchor, page.anchors);
  const listed = [...page.anchors].slice(0, 8).map((id) => `#${id}`);
  return [
    'link-anchor',
    `\`${pathPart ? shown : ''}${tab !== null ? `?tab=${tab}` : ''}#${anchor}\`: no heading or demo with that id`,
    suggestion
      ? `did you mean #${suggestion}?`
      : listed.length
        ? `the page's anchors are ${listed.join(', ')}${page.anchors.size > 8 ? ', …' : ''}`
        : 'the page has no headings to link to',
  ];
}

/**
 * Where a link leads, and the problem if it leads nowhere: a page that the production build has
 * (not a `debug` one), with the tab of `?tab=` and the heading or demo of `#anchor`, in the edition
 * of the page that links it; or a well-formed address elsewhere.
 */
export function checkLink(
  link: CheckedLink,
  from: LinkTarget,
  index: SiteIndex,
): LinkProblem | undefined {
  const found = (finding: Finding | undefined): LinkProblem | undefined =>
    finding && {
      line: link.line,
      column: link.column,
      rule: finding[0],
      message: finding[1],
      fix: finding[2],
    };
  const url = link.url.trim();
  if (!url) return found(['link-target', 'link without an address', 'write where it leads']);
  if (isExternal(url)) {
    const problem = externalLinkProblem(url, link.via, index.externalLinks);
    return problem && found(['link-external', ...problem]);
  }
  const [, pathPart = '', query = '', hash] = /^([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/.exec(url)!;
  const host = from.tabHost ? index.files.get(from.tabHost) : undefined;
  const resolution: Resolution = !pathPart
    ? { target: host ?? from, shown: (host ?? from).route ?? from.file }
    : /\.md$/i.test(pathPart)
      ? fileTarget(pathPart, link, from, index)
      : addressTarget(pathPart, url.slice(pathPart.length), link, from, index);
  if ('finding' in resolution) return found(resolution.finding);
  if ('fine' in resolution) return undefined;
  return found(targetProblem(resolution, pathPart, query, hash, from, index));
}
