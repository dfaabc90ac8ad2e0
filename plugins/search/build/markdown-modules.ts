/**
 * The ES modules of dumi's Markdown compiler that search reads pages with. They are loaded when
 * the first page is read, not when the plugin is: dumi imports some of the same modules
 * asynchronously while plugins register, and Node cannot `require` an ES module that an `import()`
 * is still loading.
 */
async function load() {
  const [
    { unified },
    { default: remarkParse },
    { default: remarkFrontmatter },
    { default: remarkDirective },
    { default: remarkGfm },
    { default: remarkRehype },
    { default: rehypeStringify },
    { raw },
    { toString: mdastToString },
  ] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-frontmatter'),
    import('remark-directive'),
    import('remark-gfm'),
    import('remark-rehype'),
    import('rehype-stringify'),
    import('hast-util-raw'),
    import('mdast-util-to-string'),
  ]);
  return {
    unified,
    remarkParse,
    remarkFrontmatter,
    remarkDirective,
    remarkGfm,
    remarkRehype,
    rehypeStringify,
    raw,
    mdastToString,
  };
}

export type MarkdownModules = Awaited<ReturnType<typeof load>>;

let loaded: Promise<MarkdownModules> | undefined;

export function markdownModules(): Promise<MarkdownModules> {
  loaded ??= load();
  return loaded;
}
