/**
 * A webpack loader for dumi's generated list of content tabs (.dumi/tmp*\/dumi/meta/tabs.ts), such
 * as the Deployment tab of the Go Server page. dumi imports every tab's page module there, so the
 * entry script of every page carried the tabs' text in both editions. Here each tab's module
 * becomes a React.lazy component whose code loads when the tab is opened. dumi's DumiPage, the
 * only reader of `components.default`, renders it below the tab bar: the tab's own Suspense
 * boundary keeps the page and its tabs on screen and shows the theme's Loading slot in the tab's
 * place until the code is there.
 */
const path = require('path');
const { ShapeNotFoundError } = require('../shape-guard.cjs');

const TAB_IMPORT = /^import \* as (tab\d+) from '([^']+\.md)';$/gm;

/** The chunk's name: its file's path with folders joined by "__", as umi names page chunks. */
function chunkName(file, root) {
  return path.relative(root, file).split(path.sep).join('__').replace(/\$/g, '');
}

module.exports = function lazyTabs(source) {
  const root = this.rootContext;
  let found = 0;
  const lazy = source.replace(TAB_IMPORT, (_, name, file) => {
    found += 1;
    const chunk = chunkName(file, root);
    return [
      `const ${name}Page = lazy(() => import(/* webpackChunkName: "${chunk}" */ '${file}'));`,
      `const ${name} = { default: () => createElement(Suspense, { fallback: createElement(Loading) }, createElement(${name}Page)) };`,
    ].join('\n');
  });
  if (!found && /\bcomponents: tab\d/.test(source)) {
    throw new ShapeNotFoundError(
      'pages/lazy-tabs-loader.cjs',
      "an import of each tab as `import * as tabN from '...md'`",
      "dumi's generated list of content tabs (.dumi/tmp*/dumi/meta/tabs.ts)",
    );
  }
  const imports = [
    "import { createElement, lazy, Suspense } from 'react';",
    "import Loading from '@@/dumi/theme/loading';",
  ];
  return found ? `${imports.join('\n')}\n${lazy}` : source;
};
