import type { IApi } from 'dumi';

/**
 * The modules of dumi's generated code that the theme reads, handed on under the site's own names
 * (`@@/plugin-siteTheme/<name>`), so that the theme names no private module of dumi: the API
 * parser's component metadata and the site context it is handed on in (for builtins/API), and the texts of demo blocks and API tables and
 * of the picture dialog, which entry/message-sets-loader.cjs answers by query
 * (common/intl/demo-messages.ts, builtins/ZoomablePicture).
 */
const MODULES: [name: string, content: string][] = [
  ['api-atoms.ts', "export { components } from '@@/dumi/meta/atoms';\n"],
  ['site-context.ts', "export { SiteContext } from 'dumi/dist/client/theme-api/context';\n"],
  ['demo-messages.ts', "export { default } from '@@/dumi/locales/config?demo-messages';\n"],
  ['zoom-messages.ts', "export { default } from '@@/dumi/locales/config?zoom-messages';\n"],
];

export default (api: IApi) => {
  api.describe({ key: 'siteTheme' });
  api.onGenerateFiles(() => {
    for (const [path, content] of MODULES) api.writeTmpFile({ path, content });
  });
};
