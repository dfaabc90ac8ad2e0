import fs from 'fs';
import path from 'path';
import { decodeHTML, decodeHTMLAttribute } from 'entities';
import type { EditionId } from '../../site.config';
import { interfaceMessages } from '../editions/messages';
import { textsOfEditions } from '../editions/texts';
import {
  demoComment,
  demoFile,
  HTML_TAG,
  htmlAttributes,
  parseMarkdown,
  positionIn,
  textOf,
  type Page,
  type PageDemo,
  type Position,
} from '../shared/page-reader';

/** A node of the Markdown syntax tree (mdast), loosely typed: most kinds are only passed along. */
export type MdNode = { type: string; children?: MdNode[]; value?: string } & Record<string, any>;
/** A prop as dumi's API parser describes it: a JSON schema with a few additions. */
type PropSchema = Record<string, any>;
export type ComponentAtom = { propsConfig?: { properties?: PropSchema; required?: string[] } };

export const text = (value: string): MdNode => ({ type: 'text', value });
/** A node with children: `u('strong', [text('x')])`, `u('link', [text('x')], { url })`. */
export function u(type: string, children: MdNode[], props?: object): MdNode {
  return { type, ...props, children };
}
const inlineCode = (value: string): MdNode => ({ type: 'inlineCode', value });
const code = (lang: string | null, value: string): MdNode => ({ type: 'code', lang, value });
const paragraph = (...children: MdNode[]) => u('paragraph', children);
export const heading = (depth: number, value: string) => u('heading', [text(value)], { depth });
export const quote = (...line: MdNode[]) => u('blockquote', [paragraph(...line)]);

let writer: ((tree: MdNode) => string) | undefined;

/** Loads the Markdown writer (ES modules) once; stringify() needs it. */
export async function loadMarkdownWriter(): Promise<void> {
  const { toMarkdown } = await import('mdast-util-to-markdown');
  const { gfmToMarkdown } = await import('mdast-util-gfm');
  const extensions = [gfmToMarkdown()];
  const style = { bullet: '-', emphasis: '_', strong: '*', fence: '`', rule: '-' } as const;
  const options = { ...style, listItemIndent: 'one', resourceLink: true, extensions } as const;
  writer ??= (tree) => toMarkdown(tree as never, options);
}

/** Markdown as the site writes it: `-` lists, `_emphasis_`, links never as `<autolinks>`. */
export function stringify(nodes: MdNode[]): string {
  if (!writer) throw new Error('page-markdown: loadMarkdownWriter() must run first');
  return writer({ type: 'root', children: nodes });
}

/** What the Markdown adds to a page's text, per edition: texts for tools, never in the browser. */
type Texts = Record<'source' | 'demo' | 'behind' | 'english' | 'intro', string>;
const TEXTS = textsOfEditions<Texts>('page-markdown');
/** An edition's texts, with its interface `messages`. */
export function editionTexts(editionId: EditionId, messages = interfaceMessages(editionId)) {
  /** A label of an API table: the theme's own `api.component.<label>` message. */
  const api = (label: string) => {
    const message = messages[`api.component.${label}`];
    if (message !== undefined) return message;
    throw new Error(`page-markdown: no message api.component.${label} for ${editionId}`);
  };
  return { ...TEXTS[editionId], api };
}
export type MarkdownTexts = ReturnType<typeof editionTexts>;

export interface MarkdownSite {
  name: string;
  /** The absolute URL of a link written in a page (`/download`, `#faq`, `ext:key`, a URL). */
  linkUrl(href: string, pageUrl: string): string;
  /** The absolute URL the build gave a picture, by the picture's file; throws when it has none. */
  pictureUrl(file: string): string;
  /** The API parser's components by id; none while it is off or, in dumi dev, not done yet. */
  components: Record<string, ComponentAtom>;
}

interface Context extends Pick<Page, 'file' | 'source'> {
  pageUrl: string;
  site: MarkdownSite;
  texts: MarkdownTexts;
  /** The page's `<code src>` demos still to come, as the page reader read them. */
  demos: PageDemo[];
  /** Demo helper files already shown on this page (a file several demos import is shown once). */
  shownFiles: Set<string>;
}

/** Node kinds that sit inside a paragraph or heading, not beside them. */
const PHRASING =
  /^(text|emphasis|strong|delete|inlineCode|break|link|linkReference|image|imageReference|footnoteReference)$/;
/**
 * The components and HTML elements (in lower case) a page may use, as `element` writes them; from
 * `span` on (dumi's `Badge` too) they keep their content and lose their tags.
 */
export const MARKDOWN_TAGS = [
  ...['SiteLink', 'API', 'a', 'code', 'kbd', 'samp', 'img', 'br', 'em', 'i', 'cite', 'dfn', 'var'],
  ...['strong', 'b', 'del', 's', 'span', 'abbr', 'mark', 'small', 'sup', 'sub', 'u', 'ins'],
  ...['time', 'bdi', 'bdo', 'q', 'data', 'p', 'div', 'section', 'figure', 'figcaption', 'center'],
  'Badge',
];
const WRITTEN = new Set(MARKDOWN_TAGS);
/** What stops the build at any other tag, and what the page checks suggest. */
export const NO_MARKDOWN_FORM =
  'write it in Markdown, or teach plugins/page-markdown/page-to-markdown.ts its Markdown form';

/** Stops the build, naming the page's file and, where known, the line and column of the tag. */
const fail = (ctx: Context, message: string, at?: Position): never => {
  const where = at ? `:${at.line}:${at.column}` : '';
  throw new Error(`page-markdown: ${path.relative(process.cwd(), ctx.file)}${where}: ${message}`);
};

/** Inline Markdown (a demo or prop description) as inline nodes. */
function inlineNodes(markdown: string, ctx: Context): MdNode[] {
  const [first] = children(parseMarkdown(markdown).children as MdNode[], ctx, true);
  return first?.type === 'paragraph' ? first.children! : [text(markdown)];
}

/** Runs of inline nodes become paragraphs; blank text between blocks goes. */
function asBlocks(nodes: MdNode[]): MdNode[] {
  const result: MdNode[] = [];
  let run: MdNode[] = [];
  for (const node of [...nodes, undefined]) {
    if (node && PHRASING.test(node.type)) {
      run.push(node);
      continue;
    }
    if (run.some((inline) => inline.type !== 'text' || inline.value!.trim() !== '')) {
      const [first, last] = [run[0], run[run.length - 1]];
      if (first.type === 'text') first.value = first.value!.replace(/^\s+/, '');
      if (last.type === 'text') last.value = last.value!.replace(/\s+$/, '');
      result.push(u('paragraph', run));
    }
    run = [];
    if (node) result.push(node);
  }
  return result;
}

type Tag = { tag: string; attributes: Record<string, string>; at?: Position };

function element({ tag, attributes, at }: Tag, content: MdNode[], ctx: Context) {
  if (!WRITTEN.has(tag)) fail(ctx, `<${tag}> has no Markdown form; ${NO_MARKDOWN_FORM}`, at);
  if (tag === 'SiteLink' || tag === 'a') {
    const key = tag === 'SiteLink' ? 'to' : 'href';
    if (!attributes[key]) fail(ctx, `<${tag}> without ${key}`, at);
    return [u('link', content, { url: ctx.site.linkUrl(attributes[key], ctx.pageUrl) })];
  }
  if (tag === 'API') {
    if (!attributes.id) fail(ctx, '<API> needs the id of a component', at);
    return apiTable(attributes.id, ctx, at);
  }
  if (tag === 'code' && attributes.src !== undefined) return demo(attributes, ctx);
  if (/^(code|kbd|samp)$/.test(tag)) return [inlineCode(textOf(content as never))];
  if (tag === 'img') return [picture(attributes.src ?? '', attributes.alt ?? '', ctx)];
  if (tag === 'br') return [{ type: 'break' }];
  if (/^(em|i|cite|dfn|var)$/.test(tag)) return [u('emphasis', content)];
  if (tag === 'strong' || tag === 'b') return [u('strong', content)];
  if (tag === 'del' || tag === 's') return [u('delete', content)];
  return content;
}

/**
 * The children of a node in Markdown, as blocks inside a block container. remark leaves each HTML
 * tag a node of its own, Markdown between them: tags are matched up and replaced by what they mean.
 */
function children(nodes: MdNode[], ctx: Context, inBlock: boolean): MdNode[] {
  const stack: (Tag & { children: MdNode[] })[] = [{ tag: '', attributes: {}, children: [] }];
  const add = (...nodes: MdNode[]) => stack[stack.length - 1].children.push(...nodes);
  const addText = (html: string) => html && add(text(decodeHTML(html)));
  for (const node of nodes) {
    if (node.type !== 'html') {
      add(...convert(node, ctx));
      continue;
    }
    let last = 0;
    for (const match of node.value!.matchAll(HTML_TAG)) {
      const [whole, closing, tag, written, slash] = match;
      const at = node.position && positionIn(node.value!, match.index, node.position.start);
      addText(node.value!.slice(last, match.index));
      last = match.index + whole.length;
      if (closing) {
        const frame = stack.pop()!;
        if (!stack.length || frame.tag !== closing)
          fail(ctx, `</${closing}> closes ${frame.tag ? `<${frame.tag}>` : 'nothing'}`, at);
        add(...element(frame, frame.children, ctx));
      } else if (tag) {
        const attributes = Object.fromEntries(
          htmlAttributes(written).map(({ name, value }) => [name, decodeHTMLAttribute(value)]),
        );
        if (slash || /^(br|img|hr|wbr)$/i.test(tag))
          add(...element({ tag, attributes, at }, [], ctx));
        else stack.push({ tag, attributes, at, children: [] });
      }
    }
    addText(node.value!.slice(last));
  }
  const open = stack[stack.length - 1];
  if (stack.length > 1) fail(ctx, `<${open.tag}> is never closed`, open.at);
  return inBlock ? asBlocks(stack[0].children) : stack[0].children;
}

function picture(src: string, alt: string, ctx: Context): MdNode {
  const url = /^[a-z][a-z\d+.-]*:/i.test(src)
    ? src
    : ctx.site.pictureUrl(path.resolve(path.dirname(ctx.file), decodeURI(src)));
  return { type: 'image', url, alt };
}

/** `import ... from './x'`, `export ... from '../x'` and `import './x.css'`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

/** A `<code src>` demo as "Show Code" shows it, then the files of the page's folder it imports. */
function demo(attributes: Record<string, string>, ctx: Context): MdNode[] {
  const folder = path.dirname(ctx.file);
  const { file: entryFile, title, description, line, column } = ctx.demos.shift()!;
  const entry = entryFile ?? path.resolve(folder, attributes.src);
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file) || (files.size && path.relative(folder, file).startsWith('..'))) return;
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
    const source = fs.readFileSync(file, 'utf8');
    const code = files.size ? source : demoComment(source).code;
    files.set(file, code.replace(/^\n+|\s+$/g, ''));
    for (const [, specifier] of /\.[jt]sx?$/.test(file) ? source.matchAll(RELATIVE_IMPORT) : []) {
      const found = demoFile(file, specifier);
      if (!found)
        throw new Error(`${path.basename(file)} imports ${specifier}, which does not exist`);
      visit(found);
    }
  };
  try {
    visit(entry);
  } catch (error) {
    fail(ctx, `demo ${attributes.src}: ${(error as Error).message}`, { line, column });
  }
  const label = `${ctx.texts.demo}${title ?? path.basename(entry)}`;
  const nodes = [paragraph(u('strong', [text(label)]))];
  if (description) nodes.push(u('paragraph', inlineNodes(description, ctx)));
  for (const [file, source] of files) {
    if (file !== entry && ctx.shownFiles.has(file)) continue;
    if (file !== entry) ctx.shownFiles.add(file);
    if (file !== entry) nodes.push(paragraph(inlineCode(path.relative(path.dirname(entry), file))));
    nodes.push(code(path.extname(file).slice(1) || 'text', source));
  }
  return nodes;
}

/** A prop's type written as TypeScript, as short as the table shows it. */
function typeText(schema: PropSchema): string {
  const { type, signature, items, className } = schema;
  const values = schema.enum ?? ('const' in schema ? [schema.const] : undefined);
  if (values) return values.map((value: unknown) => JSON.stringify(value)).join(' | ');
  if (schema.oneOf) return schema.oneOf.map(typeText).join(' | ');
  if (type === 'function' && signature) {
    const args = (signature.arguments ?? []).map(
      (arg: PropSchema) => `${arg.key}${arg.isRequired === false ? '?' : ''}: ${typeText(arg)}`,
    );
    const result = signature.returnType ? typeText(signature.returnType) : 'void';
    return `(${args.join(', ')}) => ${signature.isAsync ? `Promise<${result}>` : result}`;
  }
  if (type === 'function') return 'Function';
  if (type === 'array' && Array.isArray(items)) return `[${items.map(typeText).join(', ')}]`;
  if (type === 'array') return `${items ? typeText(items) : 'any'}[]`;
  if (type === 'object' && className && className !== '__type') return className;
  if (type === 'object') {
    const entries = Object.entries<PropSchema>(schema.properties ?? {}).map(([key, value]) => {
      const optional = schema.required?.includes(key) ? '' : '?';
      return `${key}${optional}: ${value.type === 'object' ? 'object' : typeText(value)}`;
    });
    return `{ ${entries.join('; ')} }`;
  }
  if (type === 'element') return `<${schema.componentName ?? 'Element'}>`;
  return type === 'reactNode' ? 'ReactNode' : (type ?? 'unknown');
}

/**
 * The props table of `<API id>` as the page shows it, or the page's "not found" text for a
 * component without props. An id the parser does not know would publish that text by mistake.
 */
function apiTable(id: string, ctx: Context, at?: Position): MdNode[] {
  const { api } = ctx.texts;
  const known = Object.keys(ctx.site.components);
  if (known.length && !known.includes(id))
    fail(ctx, `<API id="${id}"> names no component of the entry file (${known.join(', ')})`, at);
  const config = ctx.site.components[id]?.propsConfig;
  if (!config?.properties) return [paragraph(text(api('not.found').replace('{id}', id)))];
  const cell = (...content: MdNode[]) => u('tableCell', content);
  const header = ['name', 'description', 'type', 'default'].map((label) => cell(text(api(label))));
  const rows = Object.entries<PropSchema>(config.properties).map(([name, schema]) => {
    const tags = schema.tags ?? {};
    const stage = ['alpha', 'beta', 'experimental'].find((tag) => tag in tags);
    const reason = String(tags.deprecated ?? '').trim();
    const since = typeof tags.since === 'string' && tags.since.trim();
    let note = stage && api(`release.${stage}`);
    if (since) note = `${since}+`;
    if ('deprecated' in tags) note = api('release.deprecated') + (reason ? `: ${reason}` : '');
    // JSON.stringify gives undefined for no default (and for a function)
    const shown = config.required?.includes(name)
      ? api('required')
      : JSON.stringify(schema.default);
    // a table cell holds one line
    const description = schema.description?.replace(/\s*\n\s*/g, ' ');
    return u('tableRow', [
      cell(inlineCode(name), ...(note ? [text(` (${note})`)] : [])),
      cell(...(description ? inlineNodes(description, ctx) : [text('--')])),
      cell(inlineCode(typeText(schema))),
      cell(shown ? inlineCode(shown) : text('--')),
    ]);
  });
  return [u('table', [u('tableRow', header), ...rows], { align: [null, null, null, null] })];
}

/** One node in Markdown: none, one or several (a paragraph around a demo splits in three). */
function convert(node: MdNode, ctx: Context): MdNode[] {
  switch (node.type) {
    case 'yaml':
      return [];
    case 'heading': {
      const content = children(node.children!, ctx, false);
      // a translation keeps the English anchor as `{#anchor}`, which only dumi reads
      const last = content[content.length - 1];
      if (last?.type === 'text') last.value = last.value!.replace(/\s*\{#[^}]*\}\s*$/, '');
      return [{ ...node, children: content }];
    }
    case 'paragraph':
      return children(node.children!, ctx, true);
    case 'image':
      return [picture(node.url, node.alt ?? '', ctx)];
    case 'code':
      // dumi's `| pure` and other modifiers after the language mean nothing outside dumi
      return [code(node.lang ?? null, node.value ?? '')];
    case 'containerDirective': {
      // dumi's `:::info` callouts, titled by their kind in capitals
      const content = children(node.children!, ctx, true);
      if (!/^(info|warning|success|error)$/.test(node.name)) return content;
      const title = node.attributes?.title || node.name.toUpperCase();
      return [u('blockquote', [paragraph(u('strong', [text(title)])), ...content])];
    }
    case 'leafDirective':
    case 'textDirective': {
      // `:name` that was no directive (`12:30`, `a:b`): the text as written
      const written = text(ctx.source.slice(node.position.start.offset, node.position.end.offset));
      return [node.type === 'leafDirective' ? paragraph(written) : written];
    }
    default: {
      const copy = { ...node };
      if (node.type === 'link' || node.type === 'definition')
        copy.url = ctx.site.linkUrl(node.url, ctx.pageUrl);
      if (node.children) copy.children = children(node.children, ctx, !PHRASING.test(node.type));
      return [copy];
    }
  }
}

/** Headings one level lower (a tab's sections under the tab's own heading; the home page's). */
const demoted = (nodes: MdNode[]) =>
  nodes.map((node) =>
    node.type === 'heading' ? { ...node, depth: Math.min(6, node.depth + 1) } : node,
  );

/**
 * A page as clean Markdown with absolute URLs: title, description, address, the home page's hero
 * and cards, then its content and tabs; HTML and components it cannot write fail, naming the file.
 */
export function pageToMarkdown(
  page: Page,
  tabs: Page[],
  url: string,
  site: MarkdownSite,
  texts: MarkdownTexts,
  behind?: { date: string; englishUrl: string },
): string {
  const shared = { pageUrl: url, site, texts, shownFiles: new Set<string>() };
  const contentOf = ({ file, source, tree, demos }: Page) => {
    const ctx = { ...shared, file, source, demos: demos.filter(({ src }) => src !== undefined) };
    return children(tree.children as MdNode[], ctx, true);
  };
  const content = contentOf(page);
  const { description, hero, features = [] } = page.frontmatter as Record<string, any>;
  const linkTo = (href: string, child: MdNode) =>
    u('link', [child], { url: site.linkUrl(href, url) });
  const about = [paragraph(text(texts.source), u('link', [text(url)], { url }))];
  const summary = description ?? hero?.description;
  if (summary) about.unshift(quote(text(summary)));
  if (behind) {
    const english = u('link', [text(texts.english)], { url: behind.englishUrl });
    about.push(quote(text(texts.behind.replace('{date}', behind.date)), english));
  }
  // a page's own `# ` title leads its Markdown; a tab's gives way to the tab's heading
  const title1 = (nodes: MdNode[]) =>
    nodes[0]?.type === 'heading' && nodes[0].depth === 1 ? nodes.shift() : undefined;
  const head = hero ? heading(1, hero.title ?? site.name) : title1(content);
  const nodes = [head ?? heading(1, page.title), ...about];
  for (const action of hero?.actions ?? [])
    nodes.push(paragraph(linkTo(action.link, text(action.text))));
  const cards = (hero ? features : []).map((feature: Record<string, string | undefined>) => {
    const name = u('strong', [text(feature.title ?? '')]);
    const line = [feature.link ? linkTo(feature.link, name) : name];
    if (feature.emoji) line.unshift(text(`${feature.emoji} `));
    if (feature.description) line.push(text(`: ${feature.description}`));
    return u('listItem', [u('paragraph', line)], { spread: false });
  });
  if (cards.length) nodes.push(u('list', cards, { ordered: false, spread: false }));
  nodes.push(...(hero ? demoted(content) : content));
  for (const tab of tabs) {
    const tabContent = contentOf(tab);
    title1(tabContent);
    nodes.push(heading(2, tab.title), ...demoted(tabContent));
  }
  return stringify(nodes);
}
