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
    'theme-modules.ts',
    'the locale messages (`themeData.locales`)',
    "dumi's theme data on umi's service",
  );
  return themeData as { locales: LocaleMessages };
}

/**
 * dumi's generated modules the theme reads, handed on as `@@/plugin-siteTheme/<name>` so that the
 * theme names no private module of dumi (the message queries: entry/message-sets-loader.cjs).
 */
export default (api: IApi) => {
  api.describe({ key: 'siteTheme' });
  api.onGenerateFiles(() => {
    for (const [path, content] of [
      ['api-atoms.ts', "export { components } from '@@/dumi/meta/atoms';\n"],
      ['site-context.ts', "export { SiteContext } from 'dumi/dist/client/theme-api/context';\n"],
      ['demo-messages.ts', "export { default } from '@@/dumi/locales/config?demo-messages';\n"],
      ['zoom-messages.ts', "export { default } from '@@/dumi/locales/config?zoom-messages';\n"],
    ]) {
      api.writeTmpFile({ path, content });
    }
  });
};
