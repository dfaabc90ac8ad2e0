import path from 'path';
import { ShapeNotFoundError, type Chain } from '../expect-matches';

/** dumi's rule for Markdown pages: a oneOf case per module its loader makes of a page. */
const MARKDOWN_RULE = 'dumi-md';

/** The cases of dumi's Markdown rule and the name of the loader each uses. */
export const MARKDOWN_CASES: [kind: string, loader: string][] = [
  ...['frontmatter', 'text', 'demo-index', 'demo'].map((type): [string, string] => [
    `md-${type}`,
    `md-${type}-loader`,
  ]),
  ['md', 'md-loader'],
];

/**
 * The `kind` case of dumi's Markdown rule, which uses dumi's Markdown loader as `loader`; a
 * ShapeNotFoundError naming `file` (the internals file that leans on it) when it has none.
 */
export function markdownCase(memo: Chain, kind: string, loader: string, file: string) {
  const markdown = memo.module.rule(MARKDOWN_RULE);
  if (!markdown.oneOfs.has(kind) || !markdown.oneOf(kind).uses.has(loader)) {
    throw new ShapeNotFoundError(
      file,
      `a "${kind}" case using ${loader}`,
      `dumi's Markdown rule ("${MARKDOWN_RULE}") of the webpack config`,
    );
  }
  return markdown.oneOf(kind);
}

const MARKDOWN_LOADER = path.join(__dirname, '../pages/markdown-loader.cjs');

/** Every case of dumi's Markdown rule runs dumi's loader through ../pages/markdown-loader.cjs. */
export function siteMarkdownLoader(memo: Chain) {
  for (const [kind, loader] of MARKDOWN_CASES) {
    markdownCase(memo, kind, loader, 'build/markdown-rule.ts').use(loader).loader(MARKDOWN_LOADER);
  }
}
