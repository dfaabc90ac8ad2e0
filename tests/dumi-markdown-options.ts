import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
// @ts-expect-error plain ES module without type declarations
import remarkHeadingIds from '../plugins/markdown/remark-heading-ids.mjs';

/** The project, whose dumi compiles the pages in the tests that compare with dumi's compiler. */
export const projectDir = path.resolve(__dirname, '..');
export const fromDumi = createRequire(path.join(projectDir, 'node_modules/dumi/package.json'));

/** The site's remark plugins (plugins/markdown/index.ts), in their order. */
export const SITE_REMARK_PLUGINS = ['plugins/markdown/remark-heading-ids.mjs'];

/** The same plugins as search's reader gets them from the config (plugins/search/index.ts). */
export const readerRemarkPlugins = [[remarkHeadingIds]] as never;

/** The options dumi's Markdown compiler gets for this site's pages, as its build gives them. */
export function dumiMarkdownOptions() {
  const ReactTechStack = fromDumi('./dist/techStacks/react').default;
  return {
    cwd: projectDir,
    alias: {},
    resolve: { codeBlockMode: 'active', atomDirs: [], docDirs: ['docs'] },
    techStacks: [new ReactTechStack()],
    routes: {},
    locales: [{ id: 'zh-CN', name: '中文', base: '/zh-CN' }],
    pkg: JSON.parse(fs.readFileSync(path.join(projectDir, 'package.json'), 'utf8')),
    extraRemarkPlugins: SITE_REMARK_PLUGINS.map((file) => path.join(projectDir, file)),
  };
}
