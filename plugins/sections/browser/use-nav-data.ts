// In place of dumi's useNavData in production builds (plugins/sections/index.ts): the header nav of
// each edition, computed once at build time from every page's frontmatter, since the browser only
// has the routes of the sections it has loaded.
import { useLocale } from 'dumi';
import { navByEdition } from '@@/site-sections/nav';
import type { NavItem } from './navigation';

const none: NavItem[] = [];

export const useNavData = (): NavItem[] =>
  (navByEdition as Record<string, NavItem[]>)[useLocale().id] ?? none;
