import GithubSlugger from 'github-slugger';
import yaml from 'js-yaml';
import kebabCase from 'lodash/kebabCase';
import path from 'path';
import type { Position } from '../problems';

/** A link written in a page, wherever it is written. */
export interface LinkFact extends Position {
  url: string;
  /** How it is written: `markdown` `[text](url)`, `html` `<a href>`, `site-link` `<SiteLink to>`, `frontmatter`. */
  via: 'markdown' | 'html' | 'site-link' | 'frontmatter';
  /** The link shows no text (nor a picture with alt text). */
  empty?: boolean;
}

export interface ImageFact extends Position {
  src: string;
  alt: string | undefined;
}

export interface HeadingFact extends Position {
  depth: number;
  id: string;
  /** The id came from `{#id}`. */
  custom: boolean;
  /** A `{#...}` that is not a valid custom id: its text and column. */
  badId?: { text: string; column: number };
}

export interface DemoFact extends Position {
  /** The demo's file as written in `<code src>` (absent for a code-block demo). */
  src?: string;
  id: string;
  inline: boolean;
}

/** What the checks need to know of one page, read from the page alone. */
export interface MarkdownFacts {
  /** The YAML between the `---` lines and the line it starts on; absent when the page has none. */
  frontmatter?: { yaml: string; line: number };
  /** The page starts with `---` that no second `---` closes. */
  unclosedFrontmatter?: boolean;
  headings: HeadingFact[];
  links: LinkFact[];
  images: ImageFact[];
  demos: DemoFact[];
}

interface Node {
  type: string;
  value?: string;
  url?: string;
  alt?: string | null;
  depth?: number;
  lang?: string | null;
  meta?: string | null;
  identifier?: string;
  children?: Node[];
  position?: { start: { line: number; column: number; offset?: number } };
}

type Processor = { parse(text: string): Node; runSync(tree: Node): Node };
let processor: Processor | undefined;

/**
 * dumi's Markdown reader up to the syntax tree: remark with frontmatter, directives (`:::info`)
 * and GitHub's footnotes, as dumi's loader sets it up. Of GitHub's other extensions, which cost
 * more than all the rest of the reading, the checks need only the links a bare address makes, and
 * find those themselves (BARE_ADDRESS); tables and strikethrough change no link, heading or
 * picture. The packages are ES modules, loaded once before the first page is read.
 */
export async function loadMarkdownReader(): Promise<void> {
  if (processor) return;
  const [{ unified }, parse, frontmatter, directive, footnote, footnoteTree] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-frontmatter'),
    import('remark-directive'),
    import('micromark-extension-gfm-footnote'),
    import('mdast-util-gfm-footnote'),
  ]);
  // `[^1]: note` is a footnote, not a link definition
  function footnotes(this: { data(): Record<string, unknown> }) {
    const data = this.data() as Record<string, unknown[]>;
    (data.micromarkExtensions ??= []).push(footnote.gfmFootnote());
    (data.fromMarkdownExtensions ??= []).push(footnoteTree.gfmFootnoteFromMarkdown());
  }
  processor = unified()
    .use(parse.default)
    .use(frontmatter.default)
    .use(directive.default)
    .use(footnotes) as unknown as Processor;
}

/**
 * An address written bare in the text, which GitHub's Markdown (and so dumi) makes a link of:
 * `https://...`, `http://...` or `www....` after a space, a bracket or emphasis, without the
 * punctuation that ends the sentence.
 */
const BARE_ADDRESS = /(?<=^|[\s(*_~])(?:https?:\/\/|www\.)[^\s<]*[^\s<?!.,:;*_~'")]/gi;

/** `## 学习流程 {#how-study-works}`: plugins/markdown/remark-heading-ids.mjs reads the same form. */
const CUSTOM_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;
/** Something meant as a custom id that the plugin would not take (it shows in the page). */
const BRACED = /\{#[^}]*\}?\s*$/;

const TAG = /<(a|SiteLink|Link|img|code|embed)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE =
  /([A-Za-z_:][\w:.-]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|\{\s*["'`]([^"'`]*)["'`]\s*\}))?/g;

/** Line and column of a character offset in a text. */
function positionAt(text: string, offset: number, start: Position): Position {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return lines.length === 1
    ? { line: start.line, column: start.column + offset }
    : { line: start.line + lines.length - 1, column: lines[lines.length - 1].length + 1 };
}

const startOf = (node: Node): Position => ({
  line: node.position?.start.line ?? 1,
  column: node.position?.start.column ?? 1,
});

/** The attributes of the HTML and JSX tags in a piece of raw HTML, each with its position. */
function tagsIn(node: Node) {
  const html = node.value ?? '';
  const start = startOf(node);
  const tags: { name: string; attributes: Map<string, { value: string } & Position> }[] = [];
  for (const tag of html.matchAll(TAG)) {
    const attributes = new Map<string, { value: string } & Position>();
    const attributesOffset = tag.index! + 1 + tag[1].length;
    for (const attribute of tag[2].matchAll(ATTRIBUTE)) {
      const value = attribute[2] ?? attribute[3] ?? attribute[4] ?? '';
      const valueOffset = attributesOffset + attribute.index! + attribute[0].indexOf(value);
      attributes.set(attribute[1], { value, ...positionAt(html, valueOffset, start) });
    }
    tags.push({ name: tag[1], attributes });
  }
  return tags;
}

/** The text of a heading as dumi's slugger sees it: `<Badge>` contents left out. */
function headingText(children: Node[]): string {
  let text = '';
  let inBadge = 0;
  const visit = (node: Node) => {
    if (node.type === 'html') {
      if (/^<Badge\b[^>]*[^/]>$|^<Badge>$/.test(node.value ?? '')) inBadge++;
      else if (/^<\/Badge>$/.test(node.value ?? '')) inBadge = Math.max(0, inBadge - 1);
      return;
    }
    if (inBadge) return;
    if (node.type === 'text' || node.type === 'inlineCode') text += node.value ?? '';
    node.children?.forEach(visit);
  };
  children.forEach(visit);
  return text;
}

const textOf = (nodes: Node[] = []): string =>
  nodes
    .map((node) =>
      node.type === 'image' ? (node.alt ?? '') : (node.value ?? textOf(node.children)),
    )
    .join('');

/** The `atomId` of a page's frontmatter, which names its demos (frontmatter.ts checks the rest). */
function atomIdIn(frontmatter: string): string | undefined {
  if (!/^atomId\s*:/m.test(frontmatter)) return undefined;
  try {
    const atomId = (yaml.load(frontmatter) as { atomId?: unknown } | null)?.atomId;
    return typeof atomId === 'string' ? atomId : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The id prefix of a page's demos, as dumi makes it: the page's path (without its locale, so both
 * editions share it), kebab-cased, or the page's `atomId`.
 */
export function demoIdPrefix(cwd: string, fileAbsPath: string, atomId?: string): string {
  const firstEditionFile = fileAbsPath.replace(/\.[a-z]{2}-[A-Z]{2}\.md$/, '.md');
  const relative = path.relative(cwd, firstEditionFile).split(path.sep).join('/');
  return (atomId || kebabCase(relative.replace(/((\/|^)index)?\.\w+$/g, ''))).toLowerCase();
}

/**
 * Reads a page into the facts the checks use, with the position of each: headings with the ids
 * dumi gives them (github-slugger over the heading text, or `{#id}`), links, pictures and demos.
 * `locale` is the page's locale suffix (`zh-CN`), which dumi puts in code-block demo ids.
 */
export function readMarkdown(
  source: string,
  options: { demoPrefix: (atomId?: string) => string; locale?: string },
): MarkdownFacts {
  if (!processor) throw new Error('page-checks: loadMarkdownReader() must run first');
  const tree = processor.runSync(processor.parse(source));
  const facts: MarkdownFacts = { headings: [], links: [], images: [], demos: [] };
  const slugger = new GithubSlugger();
  const definitions = new Map<string, LinkFact>();
  const imageReferences = new Set<string>();
  let codeBlockDemos = 0;
  let demoPrefix = options.demoPrefix();

  const urlPosition = (node: Node, url: string): Position => {
    const offset = node.position?.start.offset;
    if (offset === undefined) return startOf(node);
    const at = source.indexOf(url, offset);
    return at < 0 ? startOf(node) : positionAt(source.slice(offset), at - offset, startOf(node));
  };

  const addDemo = (position: Position, localId: string, inline: boolean, src?: string) => {
    const id = [demoPrefix, 'demo', localId.toLowerCase()].filter(Boolean).join('-');
    facts.demos.push({ ...position, id, inline, src });
    // dumi's slugger also counts the demos it lists in the TOC
    if (!inline) slugger.slug(id);
  };

  const addHeading = (node: Node) => {
    const children = node.children ?? [];
    const last = children[children.length - 1];
    const custom = last?.type === 'text' ? CUSTOM_ID.exec(last.value ?? '') : null;
    const heading: HeadingFact = {
      ...startOf(node),
      depth: node.depth ?? 1,
      id: '',
      custom: Boolean(custom),
    };
    if (custom) {
      heading.id = custom[1];
    } else {
      const braced = last?.type === 'text' ? BRACED.exec(last.value ?? '') : null;
      if (braced) {
        const at = urlPosition(last!, braced[0].trim());
        heading.badId = { text: braced[0].trim(), column: at.column };
      }
      heading.id = slugger.slug(headingText(children).trim());
    }
    facts.headings.push(heading);
  };

  const visit = (node: Node, inLink = false) => {
    switch (node.type) {
      case 'text':
        if (inLink) return;
        for (const [address] of (node.value ?? '').matchAll(BARE_ADDRESS)) {
          const url = /^www\./i.test(address) ? `http://${address}` : address;
          facts.links.push({ url, via: 'markdown', ...urlPosition(node, address) });
        }
        return;
      case 'yaml':
        facts.frontmatter = { yaml: node.value ?? '', line: startOf(node).line + 1 };
        demoPrefix = options.demoPrefix(atomIdIn(node.value ?? ''));
        return;
      case 'heading':
        addHeading(node);
        break;
      case 'link':
        facts.links.push({
          url: node.url ?? '',
          via: 'markdown',
          ...urlPosition(node, node.url ?? ''),
          empty: !textOf(node.children).trim(),
        });
        node.children?.forEach((child) => visit(child, true));
        return;
      case 'definition':
        definitions.set(node.identifier ?? '', {
          url: node.url ?? '',
          via: 'markdown',
          ...urlPosition(node, node.url ?? ''),
        });
        return;
      case 'image':
        facts.images.push({
          src: node.url ?? '',
          alt: node.alt ?? undefined,
          ...urlPosition(node, node.url ?? ''),
        });
        return;
      case 'imageReference':
        imageReferences.add(node.identifier ?? '');
        facts.images.push({
          src: `[${node.identifier}]`,
          alt: node.alt ?? undefined,
          ...startOf(node),
        });
        return;
      case 'code':
        if (/^[jt]sx$/.test(node.lang ?? '') && !/\bpure\b/.test(node.meta ?? '')) {
          addDemo(
            startOf(node),
            [options.locale, String(codeBlockDemos++)].filter(Boolean).join('-'),
            false,
          );
        }
        return;
      case 'html':
        for (const { name, attributes } of tagsIn(node)) {
          const attribute = (key: string) => attributes.get(key);
          if (name === 'a' && attribute('href')) {
            facts.links.push({ url: attribute('href')!.value, via: 'html', ...attribute('href')! });
          } else if ((name === 'SiteLink' || name === 'Link') && attribute('to')) {
            facts.links.push({
              url: attribute('to')!.value,
              via: 'site-link',
              ...attribute('to')!,
            });
          } else if (name === 'img') {
            const src = attribute('src');
            facts.images.push({
              src: src?.value ?? '',
              alt: attribute('alt')?.value,
              ...(src ?? startOf(node)),
            });
          } else if (name === 'code' && attribute('src')) {
            const src = attribute('src')!;
            const localId =
              attribute('id')?.value ??
              path.parse(src.value.replace(/\/index\.(j|t)sx?$/, '')).name;
            addDemo(src, localId, attributes.has('inline'), src.value);
          }
        }
        return;
    }
    node.children?.forEach((child) => visit(child, inLink));
  };
  visit(tree);

  if (
    !facts.frontmatter &&
    /^\uFEFF?---\s*\r?\n/.test(source) &&
    !/^\uFEFF?---\s*\r?\n[\s\S]*?\r?\n---\s*(\r?\n|$)/.test(source)
  ) {
    facts.unclosedFrontmatter = true;
  }
  // a picture written as a reference takes the address of its definition; other definitions are links
  for (const image of facts.images) {
    const reference = /^\[(.*)\]$/.exec(image.src);
    const definition = reference && definitions.get(reference[1]);
    if (definition)
      Object.assign(image, {
        src: definition.url,
        line: definition.line,
        column: definition.column,
      });
  }
  for (const [identifier, definition] of definitions) {
    if (!imageReferences.has(identifier)) facts.links.push(definition);
  }
  return facts;
}
