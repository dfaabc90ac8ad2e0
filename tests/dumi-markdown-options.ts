import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';

/** The project, whose dumi compiles the pages in the tests that compare with dumi's compiler. */
export const projectDir = path.resolve(__dirname, '..');
export const fromDumi = createRequire(path.join(projectDir, 'node_modules/dumi/package.json'));

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
    extraRemarkPlugins: [path.join(projectDir, 'plugins/markdown/remark-heading-ids.mjs')],
  };
}
