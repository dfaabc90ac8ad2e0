import type { Root as HastRoot, RootContent } from 'hast';
import type { Content as MdastContent, Root as MdastRoot } from 'mdast';
import type { PluggableList, Processor } from 'unified';
import type { ParentNode } from './hast-tools';
import type { MarkdownModules } from './markdown-modules';

/**
 * Markdown to the HTML tree (hast) dumi's compiler starts from: remark with the syntax dumi enables
 * (frontmatter, `:::` containers, GFM), the site's remark plugins, then rehype with the raw HTML
 * parsed and newline-only texts and comments dropped.
 */
const CONTAINER_TYPES = new Set(['info', 'warning', 'success', 'error']);
/** markers that survive the HTML parser (it lower-cases tag names and drops node data) */
const TAG_ATTRIBUTE = 'data-search-tag';
const META_ATTRIBUTE = 'data-search-meta';

/** remark-directive's container syntax only: dumi leaves `:name` and `::name` as plain text. */
function containerDirectivesOnly(this: Processor) {
  const extensions = (this.data('micromarkExtensions') ?? []) as {
    text?: Record<number, unknown>;
    flow?: Record<number, { name?: string }[]>;
  }[];
  const directives = extensions.find((ext) => ext.flow?.[58] && ext.text?.[58]);
  if (!directives?.flow) throw new Error('search: remark-directive no longer adds its syntax');
  delete directives.text;
  directives.flow[58] = directives.flow[58].slice(0, 1);
}

/** dumi's `:::info` ... `:::` callouts and `:::code-group`, as the components they become. */
function containers() {
  return (tree: MdastRoot) => {
    const visit = (parent: { children: MdastContent[] }) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i] as MdastContent & {
          name?: string;
          attributes?: Record<string, string>;
        };
        if (node.type === ('containerDirective' as string)) {
          const children = (node as unknown as { children: MdastContent[] }).children ?? [];
          if (CONTAINER_TYPES.has(node.name!)) {
            const attributes = Object.entries(node.attributes ?? {})
              .map(([name, value]) => (value ? ` ${name}="${value}"` : ` ${name}`))
              .join('');
            const open = { type: 'html', value: `<Container type="${node.name}"${attributes}>` };
            const close = { type: 'html', value: '</Container>' };
            parent.children.splice(i, 1, open as MdastContent, ...children, close as MdastContent);
            i += children.length + 1;
            continue;
          }
          if (node.name === 'code-group') {
            const code = children.filter((child) => child.type === 'code');
            const open = { type: 'html', value: '<CodeGroup>' } as MdastContent;
            const close = { type: 'html', value: '</CodeGroup>' } as MdastContent;
            parent.children.splice(i, 1, open, ...code, close);
            i += code.length + 1;
            continue;
          }
        }
        if ('children' in node) visit(node as { children: MdastContent[] });
      }
    };
    visit(tree);
  };
}

/**
 * Raw HTML parsed into the tree, as dumi does it: component tags keep their capitals (the HTML
 * parser lower-cases them) and code blocks keep their meta string (the parser drops node data).
 */
export function parseRawHtml(tree: HastRoot, { raw }: MarkdownModules): HastRoot {
  let found = false;
  const walk = (node: HastRoot | RootContent) => {
    if (node.type === 'raw') {
      found = true;
      node.value = node.value.replace(
        /(<)([A-Z][a-zA-Z\d]*)([\s|>])/g,
        (match, bracket: string, tagName: string, next: string, at: number, whole: string) => {
          const before = whole.slice(0, at);
          const after = whole.slice(at);
          const quoted =
            (/="[^"]*$/.test(before) && /^[^"]*"/.test(after)) ||
            (/='[^']*$/.test(before) && /^[^']*'/.test(after));
          return quoted ? match : `${bracket}${tagName} ${TAG_ATTRIBUTE}="${tagName}"${next}`;
        },
      );
    } else if (node.type === 'element' && (node.data as { meta?: string })?.meta) {
      node.properties = { ...node.properties, [META_ATTRIBUTE]: node.data!.meta as string };
    }
    if ('children' in node) node.children.forEach(walk);
  };
  walk(tree);
  // (the parse is most of the cost of a page without HTML, and changes nothing there)
  if (!found) return tree;
  const parsed = raw(tree) as HastRoot;
  const restore = (node: HastRoot | RootContent) => {
    if (node.type === 'element') {
      const properties = node.properties ?? {};
      const tag = properties[camel(TAG_ATTRIBUTE)];
      const meta = properties[camel(META_ATTRIBUTE)];
      if (typeof tag === 'string') {
        node.tagName = tag;
        delete properties[camel(TAG_ATTRIBUTE)];
      } else if (typeof meta === 'string') {
        node.data = { meta };
        delete properties[camel(META_ATTRIBUTE)];
      }
    }
    if ('children' in node) node.children.forEach(restore);
  };
  restore(parsed);
  return parsed;
}

/** hast's property name for a `data-*` attribute */
function camel(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** Newline-only texts and comments go, as dumi's rehypeStrip and rehype-remove-comments do. */
export function strip(parent: ParentNode): void {
  parent.children = (parent.children as RootContent[]).filter(
    (child) =>
      child.type !== 'comment' && !(child.type === 'text' && /^[\n\r]+$/.test(child.value)),
  ) as typeof parent.children;
  for (const child of parent.children) if (child.type === 'element') strip(child);
}

const processors = new Map<PluggableList | undefined, Processor>();

export function processorFor(
  remarkPlugins: PluggableList | undefined,
  modules: MarkdownModules,
): Processor {
  const { unified, remarkParse, remarkFrontmatter, remarkDirective, remarkGfm, remarkRehype } =
    modules;
  let processor = processors.get(remarkPlugins);
  if (!processor) {
    processor = unified()
      .use(remarkParse)
      .use(remarkFrontmatter)
      .use(remarkDirective)
      .use(containerDirectivesOnly)
      .use(remarkGfm)
      .use(containers)
      .use(remarkPlugins ?? [])
      .use(remarkRehype, { allowDangerousHtml: true })
      .freeze() as unknown as Processor;
    processors.set(remarkPlugins, processor);
  }
  return processor;
}
