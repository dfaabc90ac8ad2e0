import type { MdNode } from './mdast';

/** Parsing and writing Markdown, with the remark packages dumi itself compiles pages with. */
export interface MarkdownTools {
  /** The syntax tree of a page, as dumi reads it: frontmatter, directives (`:::info`), GFM */
  parse(markdown: string): MdNode;
  /** Markdown as the site writes it: `-` lists, `_emphasis_`, links never as `<autolinks>` */
  stringify(nodes: MdNode[]): string;
}

let loading: Promise<MarkdownTools> | undefined;

/**
 * The tools, loaded once. The packages are ES modules only, loaded with `import()`: a `require()`
 * of them fails in Node 20 once dumi has started to import the same modules.
 */
export function markdownTools(): Promise<MarkdownTools> {
  loading ??= (async () => {
    const [unified, parse, frontmatter, directive, gfm, bareLinks, toMarkdown, gfmMdast] =
      await Promise.all([
        import('unified'),
        import('remark-parse'),
        import('remark-frontmatter'),
        import('remark-directive'),
        import('remark-gfm'),
        import('../markdown/remark-bare-links-only-when-written.mjs'),
        import('mdast-util-to-markdown'),
        import('mdast-util-gfm'),
      ]);
    const parser = unified
      .unified()
      .use(parse.default)
      .use(frontmatter.default)
      .use(directive.default)
      .use(gfm.default)
      .use(bareLinks.default);
    return {
      parse: (markdown) => parser.parse(markdown) as unknown as MdNode,
      stringify: (nodes) =>
        toMarkdown.toMarkdown({ type: 'root', children: nodes } as never, {
          bullet: '-',
          emphasis: '_',
          strong: '*',
          fence: '`',
          rule: '-',
          listItemIndent: 'one',
          resourceLink: true,
          extensions: [gfmMdast.gfmToMarkdown()],
        }),
    };
  })();
  return loading;
}
