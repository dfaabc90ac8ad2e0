import path from 'path';
import type { IApi } from 'dumi';

/**
 * The print style sheet (print.less, all inside `@media print`), added to the site's style sheet
 * through a runtime module that only imports it, as navigation/browser/progress.tsx does its bar's styles.
 */
export default (api: IApi) => {
  api.describe({ key: 'printStyles' });
  api.addRuntimePlugin(() => [path.join(__dirname, 'browser/runtime.ts')]);
};
