import type { IApi } from 'dumi';
import { expectShape } from './module-rules';

export type LocaleMessages = Record<string, Record<string, unknown>>;

/**
 * The theme's UI messages by locale, as dumi merges them into its theme data before the site's
 * modifyAppData runs. The object is dumi's: changing it changes the messages the build writes.
 */
export function themeMessages(api: IApi) {
  const { themeData } = api.service as unknown as { themeData?: { locales?: LocaleMessages } };
  expectShape(
    themeData?.locales,
    'theme-data.ts',
    'the locale messages (`themeData.locales`)',
    "dumi's theme data on umi's service",
  );
  return themeData as { locales: LocaleMessages };
}
