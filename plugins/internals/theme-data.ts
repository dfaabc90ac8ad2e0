import type { IApi } from 'dumi';
import { ShapeNotFoundError } from './expect-matches';

export type LocaleMessages = Record<string, Record<string, unknown>>;

/**
 * The theme's UI messages by locale, as dumi keeps them in its theme data (dumi's own and
 * .dumi/theme/locales/*.json merged, in its own modifyAppData, which runs before the site's). The
 * object is dumi's: a change to it changes the messages the build writes. A ShapeNotFoundError when
 * dumi keeps them elsewhere.
 */
export function themeMessages(api: IApi): { locales: LocaleMessages } {
  const { themeData } = api.service as unknown as { themeData?: { locales?: LocaleMessages } };
  if (!themeData?.locales) {
    throw new ShapeNotFoundError(
      'theme-data.ts',
      'the locale messages (`themeData.locales`)',
      "dumi's theme data on umi's service",
    );
  }
  return themeData as { locales: LocaleMessages };
}
