/**
 * The Markdown syntax tree (mdast) as this folder handles it: any node, read and built loosely, so
 * that the converter does not need a type for each of the many node kinds it only passes along.
 */
export interface MdNode {
  type: string;
  children?: MdNode[];
  value?: string;
  url?: string;
  alt?: string | null;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  name?: string;
  attributes?: Record<string, string | null | undefined> | null;
  position?: { start: { offset?: number }; end: { offset?: number } };
  [key: string]: unknown;
}

export const text = (value: string): MdNode => ({ type: 'text', value });
export const inlineCode = (value: string): MdNode => ({ type: 'inlineCode', value });
export const strong = (children: MdNode[]): MdNode => ({ type: 'strong', children });
export const paragraph = (children: MdNode[]): MdNode => ({ type: 'paragraph', children });
export const heading = (depth: number, children: MdNode[]): MdNode => ({
  type: 'heading',
  depth,
  children,
});
export const link = (url: string, children: MdNode[]): MdNode => ({ type: 'link', url, children });
export const code = (lang: string | null, value: string): MdNode => ({ type: 'code', lang, value });

/** Node kinds that sit inside a paragraph or heading, not beside them. */
export const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
  'textDirective',
]);

/** The text of a node and everything in it, without any markup. */
export function plainText(node: MdNode): string {
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(plainText).join('');
}

let writer: ((tree: MdNode) => string) | undefined;

/** Loads the Markdown writer (ES modules) once; stringify() needs it. */
export async function loadMarkdownWriter(): Promise<void> {
  if (writer) return;
  const [{ toMarkdown }, { gfmToMarkdown }] = await Promise.all([
    import('mdast-util-to-markdown'),
    import('mdast-util-gfm'),
  ]);
  const options = {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    rule: '-',
    listItemIndent: 'one',
    resourceLink: true,
    extensions: [gfmToMarkdown()],
  };
  writer = (tree) => toMarkdown(tree as never, options as never);
}

/** Markdown as the site writes it: `-` lists, `_emphasis_`, links never as `<autolinks>`. */
export function stringify(nodes: MdNode[]): string {
  if (!writer) throw new Error('page-markdown: loadMarkdownWriter() must run first');
  return writer({ type: 'root', children: nodes });
}
