import path from 'path';
import { expectShape, type Chain } from '../module-rules';

/** The cases of dumi's Markdown rule (`dumi-md`), one per module it makes of a page. */
export const MARKDOWN_CASES = ['md-frontmatter', 'md-text', 'md-demo-index', 'md-demo', 'md'];

/** The `kind` case of dumi's Markdown rule, using dumi's `<kind>-loader`; `file` leans on it. */
export function markdownCase(memo: Chain, kind: string, file: string) {
  const markdown = memo.module.rule('dumi-md');
  expectShape(
    markdown.oneOfs.has(kind) && markdown.oneOf(kind).uses.has(`${kind}-loader`),
    file,
    `a "${kind}" case using ${kind}-loader`,
    `dumi's Markdown rule ("dumi-md") of the webpack config`,
  );
  return markdown.oneOf(kind);
}

export function siteMarkdownLoader(memo: Chain) {
  for (const kind of MARKDOWN_CASES) {
    markdownCase(memo, kind, 'build/markdown-rule.ts')
      .use(`${kind}-loader`)
      .loader(path.join(__dirname, '../pages/markdown-loader.cjs'));
  }
}
