import fs from 'fs';
import path from 'path';
import GithubSlugger from 'github-slugger';
import yaml from 'js-yaml';
import startCase from 'lodash/startCase';
import type { Content, Root } from 'mdast';
import { SITE_EDITIONS } from '../../site.config';
import { demoIdOf } from '../internals/dumi-rules';
import { editionOfFile, fileInEdition, type Edition } from './editions';

/** A place in a page: 1-based line and column. */
export type Position = { line: number; column: number };

export interface PageHeading extends Position {
  depth: number;
  /** The text as written (`📋 Menu`), without a `{#id}` and without `<Badge>` contents. */
  title: string;
  id: string;
  /** A `{#...}` that is no valid id: it stays in the heading's text. */
  badId?: Position & { text: string };
}

export interface PageLink extends Position {
  url: string;
  /** `[text](url)` and bare addresses, `<a href>`, `<SiteLink to>`. */
  via: 'markdown' | 'html' | 'site-link';
  /** The link shows no text (nor a picture with alt text). */
  empty?: boolean;
}

export interface PagePicture extends Position {
  src: string;
  alt?: string;
}

export interface PageDemo extends Position {
  id: string;
  /** The demo's file as written in `<code src>`; absent for a code-block demo. */
  src?: string;
  /** The file `src` names, when it exists. */
  file?: string;
  inline: boolean;
  /** From the `<code>` tag, over the demo file's leading comment (`/** title: ... *\/`). */
  title?: string;
  description?: string;
  keywords?: string[];
}

/** One page file, read once: what every feature of the build knows of it. */
export interface Page {
  file: string;
  /** From the file's name: `Name.zh-CN.md` is of the Chinese edition. */
  edition: Edition;
  source: string;
  /** remark's syntax tree, with GFM, frontmatter and directives as dumi parses them. */
  tree: Root;
  /** The YAML as dumi reads it ({} when there is none or it is no mapping). */
  frontmatter: Record<string, unknown>;
  /** The YAML's text and the line it starts on. */
  yaml?: { text: string; line: number };
  /** The page starts with `---` that no second `---` closes. */
  unclosedFrontmatter: boolean;
  /** The page's title as dumi gives it: frontmatter, else its last `#` heading, else its file name. */
  title: string;
  headings: PageHeading[];
  links: PageLink[];
  pictures: PagePicture[];
  demos: PageDemo[];
  /** Every tag the page opens, an HTML element's or a component's (code blocks aside). */
  tags: (Position & { name: string; selfClosed: boolean; attributes: string[] })[];
}

type Node = Content | Root;
let parse: ((text: string) => Root) | undefined;
let toText: (nodes: Node[], options: { includeHtml: boolean }) => string;
/** `## 学习流程 {#how-study-works}`: the rule remark-heading-ids.mjs gives headings their id by. */
let customId: RegExp;

/** Loads remark (ES modules) once; readPage() needs it. */
export async function loadPageReader(): Promise<void> {
  if (parse) return;
  const [{ unified }, remarkParse, gfm, frontmatter, directive, headingIds, { toString }] =
    await Promise.all([
      import('unified'),
      import('remark-parse'),
      import('remark-gfm'),
      import('remark-frontmatter'),
      import('remark-directive'),
      // @ts-expect-error plain ES module without type declarations
      import('../markdown/remark-heading-ids.mjs'),
      import('mdast-util-to-string'),
    ]);
  customId = headingIds.EXPLICIT_ID;
  toText = toString;
  const processor = unified()
    .use(remarkParse.default)
    .use(gfm.default)
    .use(frontmatter.default)
    .use(directive.default);
  parse = (text) => processor.runSync(processor.parse(text)) as Root;
}

const read = new Map<string, Page>();
/** The page in `file`, read again only when its content changed. */
export function readPage(file: string, cwd = process.cwd()): Page {
  const source = fs.readFileSync(file, 'utf8');
  const known = read.get(file);
  if (known?.source === source) return known;
  if (!parse) throw new Error('page-reader: loadPageReader() must run first');
  const page = readSource(file, source, cwd);
  read.set(file, page);
  return page;
}

/** The syntax tree of a piece of Markdown, as a page's is read (loadPageReader() first). */
export const parseMarkdown = (markdown: string): Root => parse!(markdown);

/** A page's content tabs: `Page.$tab-<key>.md` (`.zh-CN.md` for a translation) beside it, by key. */
export function tabFilesOf(file: string): { key: string; file: string }[] {
  const dir = path.dirname(file);
  const name = path.basename(file);
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const tab = /^(.*)\.\$tab-([^.]+)\.(.*)$/.exec(entry);
      return tab && `${tab[1]}.${tab[3]}` === name
        ? [{ key: tab[2], file: path.join(dir, entry) }]
        : [];
    });
}

const BRACED = /\{#[^}]*\}?\s*$/;
/** An HTML comment, a closing tag, or an opening tag with its attributes and its `/`. */
export const HTML_TAG =
  /<!--[\s\S]*?-->|<\/([A-Za-z][\w.-]*)\s*>|<([A-Za-z][\w.-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|\{\s*["'`][^"'`]*["'`]\s*\}|[^\s"'=<>`]+))?)*)\s*(\/?)>/g;
const ATTRIBUTE =
  /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\}|([^\s"'=<>`]+)))?/g;
/** An opening tag's attributes (HTML_TAG's third group): values, bare, quoted or `{'...'}`. */
export const htmlAttributes = (written: string) =>
  Array.from(written.matchAll(ATTRIBUTE), (match) => {
    const value = match.slice(2).find((part) => part !== undefined) ?? '';
    return { name: match[1], value, offset: match.index! + match[0].indexOf(value) };
  });

/** Line and column of `offset` in `text`, which starts at `start`. */
export function positionIn(text: string, offset: number, start: Position): Position {
  const lines = text.slice(0, offset).split('\n');
  return lines.length === 1
    ? { line: start.line, column: start.column + offset }
    : { line: start.line + lines.length - 1, column: lines[lines.length - 1].length + 1 };
}

const startOf = (node: Node): Position => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

/** The plain text of inline nodes (pictures by their alt text), loadPageReader() first. */
export const textOf = (nodes: Node[] = []) => toText(nodes, { includeHtml: false });

/** A heading's text as dumi's slugger reads it: `<Badge>` contents and other tags left out. */
function headingText(nodes: Node[]): string {
  let text = '';
  let inBadge = 0;
  const visit = (node: Node) => {
    if (node.type === 'html') {
      if (/^<Badge\b[^>]*[^/]>$|^<Badge>$/.test(node.value)) inBadge++;
      else if (node.value === '</Badge>') inBadge = Math.max(0, inBadge - 1);
    } else if (inBadge) {
      // a badge's text is no part of the title
    } else if (node.type === 'text' || node.type === 'inlineCode') text += node.value;
    else if ('children' in node) (node.children as Node[]).forEach(visit);
  };
  nodes.forEach(visit);
  return text;
}

/** YAML as dumi reads frontmatter: a mapping, else (no mapping, or no YAML it can read) none. */
function yamlMapping(text: string): Record<string, unknown> | undefined {
  try {
    const data = yaml.load(text);
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * dumi's demo frontmatter: the YAML of a demo file's leading `/** ... *\/` comment (its lines' `*`
 * dropped), and the code after it. A comment that is no YAML mapping stays in the code.
 */
export function demoComment(source: string): { meta: Record<string, unknown>; code: string } {
  const comment = /^\s*\/\*\*([\s\S]*?)\*\/\s*\n?/.exec(source);
  const meta = comment && yamlMapping(comment[1].replace(/(^|\n)[ \t]*\*+/g, '$1'));
  return meta ? { meta, code: source.slice(comment[0].length) } : { meta: {}, code: source };
}

/** The file a `<code src>` in `from`, or an import in a demo file `from`, names, if it exists. */
export function demoFile(from: string, src: string): string | undefined {
  const base = path.resolve(path.dirname(from), src);
  const endings = ['.tsx', '.ts', '.jsx', '.js'];
  return ['', ...endings, ...endings.map((ending) => `/index${ending}`)]
    .map((ending) => base + ending)
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

function readSource(file: string, source: string, cwd: string): Page {
  const tree = parse!(source);
  const edition = editionOfFile(file);
  // dumi's locale suffix of a demo's id and texts; the first edition's files have none
  const locale = edition === SITE_EDITIONS[0] ? undefined : edition.id;
  const page: Page = {
    file,
    edition,
    source,
    tree,
    frontmatter: {},
    unclosedFrontmatter: false,
    title: '',
    headings: [],
    links: [],
    pictures: [],
    demos: [],
    tags: [],
  };
  const yamlNode = tree.children.find((node) => node.type === 'yaml');
  if (yamlNode?.type === 'yaml') {
    page.yaml = { text: yamlNode.value, line: startOf(yamlNode).line + 1 };
    // dumi drops a frontmatter it cannot read; the page checks say why
    page.frontmatter = yamlMapping(yamlNode.value) ?? {};
  } else {
    page.unclosedFrontmatter = /^\uFEFF?---\s*\r?\n/.test(source);
  }
  const atomId = typeof page.frontmatter.atomId === 'string' ? page.frontmatter.atomId : undefined;
  const slugger = new GithubSlugger();
  const definitions = new Map<string, PageLink>();
  const pictureReferences = new Set<string>();
  let codeBlocks = 0;
  let lastTitle = '';

  const urlAt = (node: Node, url: string): Position => {
    const offset = node.position?.start.offset;
    const at = offset === undefined ? -1 : source.indexOf(url, offset);
    return at < 0 ? startOf(node) : positionIn(source.slice(offset), at - offset!, startOf(node));
  };
  /** A demo of the file `src` (a `<code>` tag's) or of the `code` of a code block. */
  const addDemo = (
    at: Position,
    localId: string,
    attributes: Map<string, string>,
    { src, code }: { src?: string; code?: string },
  ) => {
    const entry = src && demoFile(file, src);
    const { meta } = demoComment(code ?? (entry ? fs.readFileSync(entry, 'utf8') : ''));
    const localised = (key: string) =>
      attributes.get(key) || meta[`${key}.${locale}`] || meta[key] || undefined;
    const demo: PageDemo = {
      ...at,
      id: demoIdOf(cwd, fileInEdition(file, SITE_EDITIONS[0]), localId, atomId),
      inline: attributes.has('inline'),
      ...(src !== undefined && { src }),
      ...(entry && { file: entry }),
    };
    if (localised('title')) demo.title = String(localised('title'));
    if (localised('description')) demo.description = String(localised('description'));
    const keywords = attributes.get('keywords') ?? meta.keywords;
    if (Array.isArray(keywords)) demo.keywords = keywords.map(String);
    else if (typeof keywords === 'string') demo.keywords = [keywords];
    page.demos.push(demo);
    // dumi's TOC lists titled demos, and its slugger counts their ids
    if (!demo.inline && demo.title) slugger.slug(demo.id);
  };
  const addHeading = (node: Extract<Node, { type: 'heading' }>) => {
    const last = node.children[node.children.length - 1];
    const custom = last?.type === 'text' ? customId.exec(last.value) : null;
    const braced = !custom && last?.type === 'text' ? BRACED.exec(last.value) : null;
    const title = headingText(node.children).replace(customId, '').trim();
    page.headings.push({
      ...startOf(node),
      depth: node.depth,
      title,
      id: custom ? custom[1] : slugger.slug(title),
      ...(braced && { badId: { ...urlAt(last, braced[0].trim()), text: braced[0].trim() } }),
    });
    if (node.depth === 1) lastTitle = textOf(node.children);
  };
  const addTags = (node: Extract<Node, { type: 'html' }>) => {
    for (const tag of node.value.matchAll(HTML_TAG)) {
      const [whole, , name, written, slash] = tag;
      if (name)
        page.tags.push({
          name,
          selfClosed: slash === '/',
          attributes: htmlAttributes(written).map((attribute) => attribute.name),
          ...positionIn(node.value, tag.index!, startOf(node)),
        });
      if (!/^(a|SiteLink|img|code)$/.test(name ?? '')) continue;
      const attributes = new Map<string, string>();
      const at = new Map<string, Position>();
      for (const { name: key, value, offset } of htmlAttributes(written)) {
        attributes.set(key, value);
        const start = tag.index! + 1 + name.length + offset;
        at.set(key, positionIn(node.value, start, startOf(node)));
      }
      const place = (key: string) => at.get(key) ?? startOf(node);
      if (name === 'a' && attributes.has('href')) {
        page.links.push({ url: attributes.get('href')!, via: 'html', ...place('href') });
      } else if (name === 'SiteLink' && attributes.has('to')) {
        page.links.push({ url: attributes.get('to')!, via: 'site-link', ...place('to') });
      } else if (name === 'img') {
        page.pictures.push({
          src: attributes.get('src') ?? '',
          alt: attributes.get('alt'),
          ...place('src'),
        });
      } else if (name === 'code' && attributes.has('src')) {
        const src = attributes.get('src')!;
        const content = node.value
          .slice(tag.index! + whole.length)
          .split('<')[0]
          .trim();
        if (content && !attributes.has('title')) attributes.set('title', content);
        const localId =
          attributes.get('id') ?? path.parse(src.replace(/\/index\.[jt]sx?$/, '')).name;
        addDemo(place('src'), localId, attributes, { src });
      }
    }
  };
  const visit = (node: Node, inLink = false) => {
    switch (node.type) {
      case 'heading':
        addHeading(node);
        break;
      case 'link': {
        const bare = textOf(node.children) === node.url.replace(/^mailto:/, '');
        if (!inLink)
          page.links.push({
            url: node.url,
            via: 'markdown',
            ...urlAt(node, bare ? textOf(node.children) : node.url),
            ...(!textOf(node.children).trim() && { empty: true }),
          });
        node.children.forEach((child) => visit(child, true));
        return;
      }
      case 'definition':
        definitions.set(node.identifier, {
          url: node.url,
          via: 'markdown',
          ...urlAt(node, node.url),
        });
        return;
      case 'image':
        page.pictures.push({ src: node.url, alt: node.alt ?? undefined, ...urlAt(node, node.url) });
        return;
      case 'imageReference':
        pictureReferences.add(node.identifier);
        page.pictures.push({
          src: `[${node.identifier}]`,
          alt: node.alt ?? undefined,
          ...startOf(node),
        });
        return;
      case 'code':
        if (/^[jt]sx$/.test(node.lang ?? '') && !/\bpure\b/.test(node.meta ?? '')) {
          const localId = [locale, String(codeBlocks++)].filter(Boolean).join('-');
          const attributes = new Map<string, string>();
          if (/\binline\b/.test(node.meta ?? '')) attributes.set('inline', '');
          addDemo(startOf(node), localId, attributes, { code: node.value });
        }
        return;
      case 'html':
        addTags(node);
        return;
    }
    if ('children' in node) (node.children as Node[]).forEach((child) => visit(child, inLink));
  };
  visit(tree);

  // a picture written as a reference takes its definition's address; other definitions are links
  for (const picture of page.pictures) {
    const definition = definitions.get(/^\[(.*)\]$/.exec(picture.src)?.[1] ?? '');
    if (definition) {
      const { url: src, line, column } = definition;
      Object.assign(picture, { src, line, column });
    }
  }
  for (const [identifier, definition] of definitions) {
    if (!pictureReferences.has(identifier)) page.links.push(definition);
  }
  // dumi's title for a page without one: its tab's key, else its file name, start-cased
  const tab = /\$tab-([^.]+)/.exec(file)?.[1];
  const named = startCase(tab ?? path.basename(file.replace(/(\/index([^/]+)?)?\.md$/, '')));
  const title = page.frontmatter.title;
  page.title = (typeof title === 'string' && title) || lastTitle || named;
  return page;
}
