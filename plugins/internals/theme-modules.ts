import type { IApi } from 'dumi';

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
