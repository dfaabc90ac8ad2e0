import fs from 'fs';
import Slugger from 'github-slugger';
import type { Element, ElementContent, Root as HastRoot, RootContent, Text } from 'hast';
import yaml from 'js-yaml';
import type { Content as MdastContent, Root as MdastRoot } from 'mdast';
import path from 'path';
import { lodash } from 'umi/plugin-utils';
import type { PluggableList, Processor } from 'unified';
import { demoAssetOf, type DemoAsset } from './demo-assets';
import { markdownModules, type MarkdownModules } from './markdown-modules';

/**
 * What dumi's Markdown compiler (dumi 2.4) records of a page for search, read from the Markdown
 * source without compiling it: the frontmatter, the table of contents (headings, and demos with a
 * title) and the texts, each with the paragraph it belongs to and the TOC entry it falls under.
 *
 * dumi's `texts` follow the shape of the HTML it makes, not just the Markdown: a link to a page of
 * the site or a component such as `<SiteLink>` is a paragraph of its own, a table or a code block is
 * one paragraph, a heading's inline code is a text of no section, and text after a demo belongs to
 * no section until the next heading. Search results are built from those texts, so this module
 * makes the same tree: remark and rehype as dumi configures them, then the few steps of dumi's own
 * that change which element holds a text. tests/search-page-texts.test.ts compares the outcome with
 * dumi's compiler for every page of the site.
 */
export interface TocEntry {
  id: string;
  depth: number;
  title: string;
}

export interface PageText {
  value: string;
  /** texts with the same paraId form one paragraph */
  paraId: number;
  /** the TOC entry the text falls under, if any */
  tocIndex?: number;
}

export interface PageFrontmatter {
  title: string;
  debug?: boolean;
  hero?: { title?: string };
  demo?: { tocDepth?: number };
  atomId?: string;
  [key: string]: unknown;
}

export interface PageTexts {
  frontmatter: PageFrontmatter;
  toc: TocEntry[];
  texts: PageText[];
  /** the demos with metadata (inline demos have none), in page order */
  demos: DemoAsset[];
}

export interface PageTextsOptions {
  cwd: string;
  /** the locales dumi is configured with (a file `name.<id>.md` is that locale's) */
  localeIds: string[];
  /** the site's `extraRemarkPlugins`, applied as dumi applies them */
  remarkPlugins?: PluggableList;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const CONTAINER_TYPES = new Set(['info', 'warning', 'success', 'error']);
/** how dumi tells a component from an HTML element: a capital and at least one more letter */
const isComponent = (node: Element) => /^[A-Z].+/.test(node.tagName);
const isElement = (node: unknown, tagName?: string): node is Element =>
  (node as Element)?.type === 'element' && (!tagName || (node as Element).tagName === tagName);
const DEMO_TAGS = new Set(['DumiDemo', 'DumiDemoGrid']);
/** markers that survive the HTML parser (it lower-cases tag names and drops node data) */
const TAG_ATTRIBUTE = 'data-search-tag';
const META_ATTRIBUTE = 'data-search-meta';

type ParentNode = HastRoot | Element;

/** The text of a hast node and its descendants. */
function textOf(node: HastRoot | RootContent): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child)).join('');
  return '';
}

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
function parseRawHtml(tree: HastRoot, { raw }: MarkdownModules): HastRoot {
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
function strip(parent: ParentNode): void {
  parent.children = (parent.children as RootContent[]).filter(
    (child) =>
      child.type !== 'comment' && !(child.type === 'text' && /^[\n\r]+$/.test(child.value)),
  ) as typeof parent.children;
  for (const child of parent.children) if (child.type === 'element') strip(child);
}

interface DemoNodeInfo {
  /** the `<code>` element */
  code: Element;
  src?: string;
}

/** A `<code>` element that dumi renders as a React demo (an external file or a code block). */
function demoOf(node: Element, file: string): DemoNodeInfo | undefined {
  const properties = node.properties ?? {};
  if (typeof properties.src === 'string') {
    const src = resolveDemoFile(path.dirname(file), properties.src);
    return /\.(jsx|tsx)$/.test(src) ? { code: node, src } : undefined;
  }
  const className = properties.className;
  const meta = String((node.data as { meta?: string } | undefined)?.meta);
  if (!Array.isArray(className) || / pure/.test(meta)) return undefined;
  const lang = String(className[0]).replace('language-', '');
  return ['jsx', 'tsx'].includes(lang) ? { code: node } : undefined;
}

function resolveDemoFile(dir: string, src: string): string {
  const base = path.resolve(dir, src);
  for (const candidate of [base, ...['.tsx', '.jsx', '.ts', '.js'].map((ext) => base + ext)]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  for (const ext of ['.tsx', '.jsx']) {
    const index = path.join(base, `index${ext}`);
    if (fs.existsSync(index)) return index;
  }
  return base;
}

/**
 * dumi's demo blocks: a paragraph (or code block) that starts with demos becomes one DumiDemo (or
 * DumiDemoGrid) element without text; text before or after the demos stays in paragraphs of its own.
 */
function markDemos(tree: HastRoot, file: string): Map<Element, DemoNodeInfo[]> {
  const demos = new Map<Element, DemoNodeInfo[]>();
  const containers = new Set<Element>();
  const found = new Map<Element, DemoNodeInfo | undefined>();
  const demo = (node: ElementContent | undefined) => {
    if (!isElement(node, 'code')) return undefined;
    if (!found.has(node)) found.set(node, demoOf(node, file));
    return found.get(node);
  };
  const walk = (
    parent: ParentNode,
    visit: (node: Element, index: number, parent: ParentNode) => void,
  ) => {
    for (let i = 0; i < parent.children.length; i++) {
      const node = parent.children[i];
      if (node.type !== 'element') continue;
      visit(node, i, parent);
      walk(node, visit);
    }
  };
  // a fenced demo: <pre><code class="language-tsx">
  walk(tree, (node) => {
    if (node.tagName === 'pre' && node.children.length === 1 && demo(node.children[0])) {
      node.tagName = 'p';
      containers.add(node);
    }
  });
  // a paragraph with demos: split so that the demos lead a paragraph of their own
  walk(tree, (node, index, parent) => {
    if (node.tagName !== 'p') return;
    for (let c = 0; c < node.children.length; c++) {
      if (!demo(node.children[c])) continue;
      let splitFrom = c;
      if (c === 0) {
        containers.add(node);
        let next = node.children[1];
        let nextIndex = 1;
        for (;;) {
          if (!next) return;
          splitFrom += 1;
          if (demo(next) || isElement(next, 'br')) {
            nextIndex = splitFrom + 1;
            next = node.children[nextIndex];
          } else break;
        }
      }
      const rest = node.children.splice(splitFrom);
      parent.children.splice(index + 1, 0, {
        type: 'element',
        tagName: 'p',
        properties: {},
        children: rest,
      });
      return;
    }
  });
  for (const container of containers) {
    const inside = container.children.flatMap((child) => {
      const info = isElement(child, 'code') ? demo(child) : undefined;
      return info ? [info] : [];
    });
    container.tagName = inside.length === 1 ? 'DumiDemo' : 'DumiDemoGrid';
    container.children = [];
    demos.set(container, inside);
  }
  return demos;
}

/** dumi turns every link without a scheme (a page of the site, an anchor) into a Link component. */
function linksToComponents(parent: ParentNode): void {
  for (const node of parent.children) {
    if (node.type !== 'element') continue;
    const { href, target, download } = node.properties ?? {};
    if (node.tagName === 'a' && typeof href === 'string' && !target && !download) {
      const scheme = /^[a-z][a-z\d+.-]*:/i.test(href) || href.startsWith('//');
      if (!scheme) node.tagName = 'Link';
    }
    linksToComponents(node);
  }
}

/**
 * dumi's rehypeIsolation: at the top level, demos and components stand alone (a paragraph holding
 * just a component is replaced by it), and everything between them is wrapped in a div. A heading
 * only names the section of what follows it inside the same wrapper.
 */
function isolate(tree: HastRoot): void {
  const children: RootContent[] = [];
  for (const node of tree.children) {
    const previous = children[children.length - 1];
    if (node.type === 'element' && DEMO_TAGS.has(node.tagName)) {
      children.push(node);
    } else if (
      node.type === 'element' &&
      ((node.tagName === 'p' &&
        node.children.length === 1 &&
        isElement(node.children[0]) &&
        isComponent(node.children[0])) ||
        isComponent(node))
    ) {
      children.push(node.tagName === 'p' ? (node.children[0] as Element) : node);
    } else {
      let wrapper = previous as Element | undefined;
      if (
        !wrapper ||
        (wrapper.type === 'element' && (DEMO_TAGS.has(wrapper.tagName) || isComponent(wrapper)))
      ) {
        wrapper = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['markdown'] },
          children: [],
        };
        children.push(wrapper);
      }
      wrapper.children.push(node as ElementContent);
    }
  }
  tree.children = children;
}

/** Code blocks and tables become components (SourceCode holds the code as one text). */
function enhanceTags(parent: ParentNode): void {
  parent.children.forEach((node, index) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'pre' && isElement(node.children[0], 'code')) {
      parent.children[index] = {
        type: 'element',
        tagName: 'SourceCode',
        properties: {},
        children: [{ type: 'text', value: textOf(node.children[0]) }],
      };
      return;
    }
    if (node.tagName === 'table') node.tagName = 'Table';
    // a style sheet is no text
    if (node.tagName === 'style') node.children = [];
    enhanceTags(node);
  });
}

/** The page's own frontmatter as dumi reads it, with its title (the last h1, else the file name). */
function readFrontmatter(
  tree: MdastRoot,
  file: string,
  { mdastToString }: MarkdownModules,
): PageFrontmatter {
  const frontmatter: PageFrontmatter = { title: '' };
  for (const node of tree.children) {
    if (node.type !== 'yaml') continue;
    try {
      Object.assign(frontmatter, yaml.load(node.value));
    } catch {
      // dumi ignores a frontmatter it cannot read; so does search
    }
  }
  if (!frontmatter.title) {
    const visit = (node: MdastRoot | MdastContent) => {
      if (node.type === 'heading' && node.depth === 1)
        frontmatter.title = mdastToString(node.children);
      if ('children' in node) (node.children as MdastContent[]).forEach(visit);
    };
    visit(tree);
  }
  if (!frontmatter.title) {
    // (dumi keeps a locale suffix: `about.zh-CN.md` is "About Zh CN")
    const tab = /\$tab-([^.]+)/.exec(file);
    const name = path.basename(file.replace(/(\/index([^/]+)?)?\.md$/, ''));
    frontmatter.title = lodash.startCase(tab ? tab[1] : name);
  }
  return frontmatter;
}

function demoIdPrefix(cwd: string, localeLessFile: string, atomId?: string): string {
  const relative = path.relative(cwd, localeLessFile).split(path.sep).join('/');
  return (atomId || lodash.kebabCase(relative.replace(/((\/|^)index)?\.\w+$/g, ''))).toLowerCase();
}

const processors = new Map<PluggableList | undefined, Processor>();

function processorFor(
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

/** The texts, TOC, frontmatter and demos of one Markdown page, as dumi's compiler gives them. */
export async function readPageTexts(
  file: string,
  source: string,
  options: PageTextsOptions,
): Promise<PageTexts> {
  const locale = options.localeIds.find((id) => file.endsWith(`.${id}.md`));
  const localeLessFile = locale ? file.replace(`.${locale}.md`, '.md') : file;
  const modules = await markdownModules();
  const processor = processorFor(options.remarkPlugins, modules);
  const mdast = processor.parse(source) as MdastRoot;
  const frontmatter = readFrontmatter(mdast, file, modules);
  let tree = (await processor.run(mdast)) as HastRoot;
  tree = parseRawHtml(tree, modules);
  strip(tree);

  // demos, each with what its block shows (title, description, keywords)
  const demoNodes = markDemos(tree, file);
  const idPrefix = demoIdPrefix(options.cwd, localeLessFile, frontmatter.atomId);
  let codeBlockIndex = 0;
  const demoAssets = new Map<Element, DemoAsset[]>();
  const demos: DemoAsset[] = [];
  for (const [container, infos] of demoNodes) {
    const assets = infos.map((info) => {
      const localId = info.src
        ? String(
            info.code.properties?.id ?? path.parse(info.src.replace(/\/index\.(j|t)sx?$/, '')).name,
          )
        : [locale, String(codeBlockIndex++)].filter(Boolean).join('-');
      return demoAssetOf(modules, {
        id: [idPrefix, 'demo', localId.toLowerCase()].join('-'),
        code: info.code,
        codeText: textOf(info.code).trim(),
        file: info.src,
        locale,
      });
    });
    demoAssets.set(container, assets);
  }

  // the TOC: headings (an id of their own or a slug of their text), and titled demos
  const slugger = new Slugger();
  const toc: TocEntry[] = [];
  const collect = (parent: ParentNode) => {
    for (const node of parent.children) {
      if (node.type !== 'element') continue;
      if (HEADINGS.has(node.tagName)) {
        const title = textOf({
          ...node,
          children: node.children.filter((child) => !isElement(child, 'Badge')),
        }).trim();
        node.properties = node.properties ?? {};
        node.properties.id ??= slugger.slug(title);
        toc.push({ id: String(node.properties.id), depth: Number(node.tagName.slice(1)), title });
      } else if (demoAssets.has(node)) {
        for (const asset of demoAssets.get(node)!) {
          if (asset.inline) continue;
          demos.push(asset);
          if (asset.tocTitle) {
            toc.push({
              id: slugger.slug(asset.id),
              depth: frontmatter.demo?.tocDepth || 3,
              title: asset.tocTitle,
            });
          }
        }
      }
      collect(node);
    }
  };
  collect(tree);

  linksToComponents(tree);
  isolate(tree);
  enhanceTags(tree);
  return { frontmatter, toc, texts: textsOf(tree, toc), demos };
}

/**
 * dumi's rehypeText: every text outside a heading's own children, with the paragraph it belongs to
 * (the nearest p, ul, ol or component, else the page) and the heading before that paragraph among
 * the earlier siblings of it or of an element holding it.
 */
function textsOf(tree: HastRoot, toc: TocEntry[]): PageText[] {
  const texts: PageText[] = [];
  const paraIds = new Map<HastRoot | Element, number>();
  const walk = (node: HastRoot | Element, ancestors: (HastRoot | Element)[]) => {
    const chain = [...ancestors, node];
    for (const child of node.children) {
      if (child.type === 'element') walk(child, chain);
      if (child.type !== 'text') continue;
      if (node.type === 'element' && HEADINGS.has(node.tagName)) continue;
      const para = paragraphOf(chain);
      if (!paraIds.has(para)) paraIds.set(para, paraIds.size);
      const heading = para.type === 'element' ? headingBefore(chain, para) : undefined;
      const tocIndex = heading ? toc.findIndex(({ id }) => id === heading.properties?.id) : -1;
      texts.push({
        value: (child as Text).value,
        paraId: paraIds.get(para)!,
        ...(tocIndex > -1 ? { tocIndex } : {}),
      });
    }
  };
  walk(tree, []);
  return texts;
}

function paragraphOf(chain: (HastRoot | Element)[]): HastRoot | Element {
  for (let i = chain.length - 1; i >= 0; i--) {
    const node = chain[i];
    if (node.type === 'root') return node;
    if (['p', 'ul', 'ol'].includes(node.tagName) || isComponent(node)) return node;
  }
  return chain[0];
}

function headingBefore(chain: (HastRoot | Element)[], para: Element): Element | undefined {
  for (let i = chain.length - 1; i >= 0; i--) {
    const parent = chain[i];
    const current = chain[i + 1] ?? para;
    const at = (parent.children as RootContent[]).indexOf(current as RootContent);
    for (let j = at - 1; j >= 0; j--) {
      const sibling = parent.children[j];
      if (isElement(sibling) && HEADINGS.has(sibling.tagName)) return sibling;
    }
  }
  return undefined;
}
