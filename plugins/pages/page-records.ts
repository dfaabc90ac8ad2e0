import fs from 'fs';
import path from 'path';
import { SITE_EDITIONS } from '../../site.config';
import { frontmatterOf } from './frontmatter';

/** A route as dumi lists it in `api.appData.routes`. */
export interface RouteData {
  id: string;
  path?: string;
  absPath?: string;
  file?: string;
  parentId?: string;
}

/** One page of the site, read once per build: where it lives, where it goes, what it says of itself. */
export interface PageRecord {
  /** dumi's route id: `docs/Products/folderIcon.zh-CN`. */
  id: string;
  /** The Markdown file. */
  file: string;
  /** The route path, without a leading slash: `zh-CN/products/folder-icon` (`''` for the home page). */
  path: string;
  /** The locale id of the page's edition. */
  localeId: string;
  /** An edition's home page. */
  home: boolean;
  /** An index page (`docs/a/index.md`): its sidebar is its own path. */
  indexPage: boolean;
  /** The frontmatter, with the title dumi would give the page when it has none. */
  frontmatter: Record<string, unknown> & { title: string };
}

const INDEX_PAGE = /(^|\/)index(\.[\w-]+)?$/;

/** The title dumi gives a page without one in its frontmatter: its first `# ` heading, else its file name. */
function fallbackTitle(markdown: string, file: string): string {
  const heading = /^# +(.+?)\s*#*\s*$/m.exec(markdown.replace(/^---[\s\S]*?\n---/, ''));
  if (heading) return heading[1];
  const name = path.basename(file, '.md').replace(/\.[\w-]+$/, '');
  return name.replace(/[-_]+/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The locale id of the edition a route path belongs to. */
export function localeOfRoutePath(routePath: string): string {
  const first = routePath.split('/')[0];
  return (
    SITE_EDITIONS.find(({ base }) => base !== '/' && base.slice(1) === first) ?? SITE_EDITIONS[0]
  ).id;
}

/** The documentation pages among dumi's routes, each with its Markdown file read once. */
export function pageRecords(routes: Record<string, RouteData>): PageRecord[] {
  return Object.values(routes)
    .filter((route) => route.parentId === 'DocLayout' && route.file?.endsWith('.md'))
    .map((route) => {
      const file = route.file!;
      const markdown = fs.readFileSync(file, 'utf8');
      const frontmatter = frontmatterOf(markdown);
      // an edition's home page is `zh-CN/` in dumi's table
      const routePath = (route.path ?? '').replace(/\/$/, '');
      const localeId = localeOfRoutePath(routePath);
      const edition = SITE_EDITIONS.find(({ id }) => id === localeId)!;
      return {
        id: route.id,
        file,
        path: routePath,
        localeId,
        home: routePath === '' || routePath === edition.base.slice(1),
        indexPage: INDEX_PAGE.test(route.id),
        frontmatter: {
          ...frontmatter,
          title:
            typeof frontmatter.title === 'string' && frontmatter.title
              ? frontmatter.title
              : fallbackTitle(markdown, file),
        },
      };
    });
}
