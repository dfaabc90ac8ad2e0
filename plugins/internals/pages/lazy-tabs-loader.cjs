/**
 * A loader for dumi's generated list of content tabs (.dumi/tmp*\/dumi/meta/tabs.ts), which put
 * every tab's page module into every page's entry script. Each becomes a React.lazy component in a
 * Suspense boundary of its own (the theme's Loading slot in its place), loaded when it is opened.
 */
const path = require('path');
const { expectShape } = require('../shape-guard.cjs');

const TAB_IMPORT = /^import \* as (tab\d+) from '([^']+\.md)';$/gm;

module.exports = function lazyTabs(source) {
  const root = this.rootContext;
  let found = 0;
  const lazy = source.replace(TAB_IMPORT, (_, name, file) => {
    found += 1;
    // the file's path with folders joined by "__", as umi names page chunks
    const chunk = path.relative(root, file).split(path.sep).join('__').replace(/\$/g, '');
    return [
      `const ${name}Page = lazy(() => import(/* webpackChunkName: "${chunk}" */ '${file}'));`,
      `const ${name} = { default: () => createElement(Suspense, { fallback: createElement(Loading) }, createElement(${name}Page)) };`,
    ].join('\n');
  });
  expectShape(
    found || !/\bcomponents: tab\d/.test(source),
    'pages/lazy-tabs-loader.cjs',
    "an import of each tab as `import * as tabN from '...md'`",
    "dumi's generated list of content tabs (.dumi/tmp*/dumi/meta/tabs.ts)",
  );
  if (!found) return source;
  return `import { createElement, lazy, Suspense } from 'react';\nimport Loading from '@@/dumi/theme/loading';\n${lazy}`;
};
