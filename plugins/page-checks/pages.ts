import fs from 'fs';
import path from 'path';
import { canonicalPath, withCanonicalPrefix } from '../pages/browser/route-paths';

export interface EditionConfig {
  id: string;
  base: string;
}

/** A Markdown page of the site, and where dumi puts it. */
export interface PageFile {
  /** Relative to the project, with forward slashes: `docs/Products/dictCard.zh-CN.md`. */
  file: string;
  abs: string;
  /** The id of the edition it belongs to. */
  edition: string;
  /** It is a translation: a page of an edition other than the first. */
  translation: boolean;
  /** For a tab (`Page.$tab-key.md`): its key and the page it belongs to. */
  tab?: { key: string; host: string };
  /** The page's address (not for a tab): canonical, without a trailing slash. */
  route?: string;
}

const toPosix = (file: string) => file.split(path.sep).join('/');

/** The Markdown files dumi makes pages of: `.md` files, none in or named like `.x` or `_x`. */
function markdownFiles(dir: string, relative = ''): string[] {
  const entries = fs
    .readdirSync(path.join(dir, relative), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  return entries.flatMap((entry) => {
    if (/^[._]/.test(entry.name)) return [];
    const file = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return markdownFiles(dir, file);
    return entry.isFile() && entry.name.endsWith('.md') ? [file] : [];
  });
}

/**
 * dumi's kebab-casing of a route path (its `forceKebabCaseRouting`, on by default): a capital that
 * starts a word gets a dash before it, then runs of capitals are lower-cased (no dash at the start
 * of the path or of a segment). A capital that begins the path keeps its case when more follow,
 * which is where the spec's capital S comes from. `SMESolutions/MES/GoServer` -> `Sme-solutions/mes/go-server`.
 */
export function kebabRoutePath(routePath: string): string {
  const lower = (_: string, before: string | undefined, capitals: string, at: number) => {
    const dash = before === '/' || at === 0 ? '' : '-';
    return `${before ?? ''}${dash}${capitals.toLowerCase()}`;
  };
  return routePath.replace(/(.)?([A-Z][^A-Z/])/g, lower).replace(/(.)?([A-Z]+)/g, lower);
}

/** umi's conventional route path of a file id: dots become slashes and a final `index` goes. */
function conventionalPath(id: string): string {
  let routePath = id.replace(/\./g, '/');
  if (/(^|\/)index\/index$/.test(routePath)) routePath = routePath.replace(/\/index$/, '');
  if (/\b\/?index$/.test(routePath)) routePath = routePath.replace(/\/?index$/, '');
  if (/\b\/?README$/.test(routePath)) routePath = routePath.replace(/\/?README$/, '');
  return routePath;
}

/** The address dumi gives a page file (relative to its docs folder), with the site's route rules. */
export function routeOf(
  relative: string,
  editions: EditionConfig[],
): { route: string; edition: string } {
  const name = path.posix.basename(relative, '.md');
  let routePath = conventionalPath(relative.replace(/\.md$/, ''));
  const edition = editions.find(
    ({ id }) => routePath.endsWith(`/${id}`) && name.endsWith(`.${id}`),
  );
  if (edition) {
    const prefix = edition.base === '/' ? '' : `${edition.base.replace(/^\/|\/$/g, '')}/`;
    routePath = `${prefix}${kebabRoutePath(
      routePath.replace(new RegExp(`/${edition.id}$`), '').replace(/((^|\/)(index|README))$/, ''),
    )}`;
  } else {
    routePath = kebabRoutePath(routePath);
  }
  return {
    route: canonicalPath(withCanonicalPrefix(`/${routePath}`)),
    edition: (edition ?? editions[0]).id,
  };
}

/** Every page of the site's docs folders (dumi's `resolve.docDirs`). */
export function findPages(cwd: string, docDirs: string[], editions: EditionConfig[]): PageFile[] {
  return docDirs.flatMap((docDir) => {
    const dir = path.resolve(cwd, docDir);
    if (!fs.existsSync(dir)) return [];
    return markdownFiles(dir).map((relative): PageFile => {
      const abs = path.join(dir, relative);
      const file = toPosix(path.relative(cwd, abs));
      const tabKey = /\$tab-([^.]+)/.exec(relative)?.[1];
      const host = relative.replace(/\$tab-[^.]+\./, '');
      const { route, edition } = routeOf(tabKey ? host : relative, editions);
      return {
        file,
        abs,
        edition,
        translation: edition !== editions[0].id,
        ...(tabKey
          ? { tab: { key: tabKey, host: toPosix(path.relative(cwd, path.join(dir, host))) } }
          : { route }),
      };
    });
  });
}
