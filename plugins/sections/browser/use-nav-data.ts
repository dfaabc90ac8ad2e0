// In place of dumi's useNavData in production builds (plugins/sections/index.ts): the header nav of
// each edition, computed at build time, since the browser only has the sections it has loaded.
import { useLocale } from 'dumi';
import { navByEdition } from '@@/site-sections/nav';

const none: unknown[] = [];

export const useNavData = () => navByEdition[useLocale().id] ?? none;
