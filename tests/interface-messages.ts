import { readFileSync } from 'node:fs';

/** An edition's interface messages as dumi reads them: its default theme's, then the site theme's. */
export const messagesOf = (locale: string): Record<string, string> => ({
  ...JSON.parse(readFileSync(`node_modules/dumi/theme-default/locales/${locale}.json`, 'utf8')),
  ...JSON.parse(readFileSync(`.dumi/theme/locales/${locale}.json`, 'utf8')),
});
