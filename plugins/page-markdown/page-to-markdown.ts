import path from 'path';
import { parseMarkdown, type Page } from '../shared/page-reader';
import { apiTable, type ApiTexts, type ComponentAtom } from './api-table';
import { demoFiles, type DemoFile } from './demo-files';
import { htmlTokens } from './html-tokens';
import {
  code,
  heading,
  inlineCode,
  link,
  paragraph,
  PHRASING,
  plainText,
  stringify,
  strong,
  text,
  type MdNode,
} from './mdast';

/** The texts a page's Markdown adds, in the page's language (the `markdown.*` messages). */
export interface MarkdownTexts {
  /** What precedes the page's address: `Source: ` */
  source: string;
  /** The label above a demo's code: `Demo: {title}` */
  demo: (title: string) => string;
  /** What a translation says when its English page changed on `date` (YYYY-MM-DD) since */
  behind: (date: string, englishUrl: string) => MdNode[];
  api: ApiTexts;
}

/** What the converter needs to know of the site a page belongs to. */
export interface MarkdownSite {
  name: string;
  /** The absolute URL of a link written in a page (`/download`, `#faq`, `ext:key`, a URL). */
  linkUrl(href: string, pageUrl: string): string;
  /** The absolute URL the build gave a picture, from the picture's file; throws when it has none. */
  pictureUrl(file: string): string;
  /** What the API parser knows of a component (undefined: nothing). */
  component(id: string): ComponentAtom | undefined;
}

interface Frontmatter {
  title?: string;
  description?: string;
  hero?: { title?: string; description?: string; actions?: { text: string; link: string }[] };
  features?: { emoji?: string; title?: string; description?: string; link?: string }[];
}

/** Everything a conversion reads, for one file of a page. */
interface Context {
  file: string;
  source: string;
  pageUrl: string;
  site: MarkdownSite;
  texts: MarkdownTexts;
  /** Demo helper files already shown on this page (a file several demos import is shown once). */
  shownFiles: Set<string>;
}

/** The callout kinds of dumi's `:::info` containers; their title is the kind in capitals. */
const CALLOUTS = new Set(['info', 'warning', 'success', 'error']);
/** HTML elements whose content stays and whose tags go. */
const TRANSPARENT = new Set(
  'span abbr mark small sup sub u ins time bdi bdo q data p div section figure figcaption center'.split(
    ' ',
  ),
);
const EMPHASIS = new Set(['em', 'i', 'cite', 'dfn', 'var']);
const STRONG = new Set(['strong', 'b']);
const VOID = new Set(['br', 'img', 'hr', 'wbr']);

class MarkdownError extends Error {}

const fail = (ctx: Context, message: string): never => {
  throw new MarkdownError(`page-markdown: ${path.relative(process.cwd(), ctx.file)}: ${message}`);
};

/** Inline Markdown (a demo or prop description) as inline nodes. */
function inlineNodes(markdown: string, ctx: Context): MdNode[] {
  const [first] = blocks((parseMarkdown(markdown) as MdNode).children ?? [], ctx);
  return first?.type === 'paragraph' ? (first.children ?? []) : [text(markdown)];
}

/** Runs of inline nodes become paragraphs; blank text between blocks goes. */
function asBlocks(nodes: MdNode[]): MdNode[] {
  const result: MdNode[] = [];
  let run: MdNode[] = [];
  const flush = () => {
    const meaningful = run.some((node) => node.type !== 'text' || node.value!.trim() !== '');
    if (meaningful) {
      const first = run[0];
      const last = run[run.length - 1];
      if (first.type === 'text') first.value = first.value!.replace(/^\s+/, '');
      if (last.type === 'text') last.value = last.value!.replace(/\s+$/, '');
      result.push(paragraph(run));
    }
    run = [];
  };
  for (const node of nodes) {
    if (PHRASING.has(node.type)) run.push(node);
    else {
      flush();
      result.push(node);
    }
  }
  flush();
  return result;
}

/** What an HTML element or site component written in a page is in Markdown. */
function element(
  tag: string,
  attributes: Record<string, string>,
  children: MdNode[],
  ctx: Context,
): MdNode[] {
  const lower = tag.toLowerCase();
  if (tag === 'SiteLink' || lower === 'a') {
    const href = tag === 'SiteLink' ? attributes.to : attributes.href;
    if (!href) fail(ctx, `<${tag}> without ${tag === 'SiteLink' ? 'to' : 'href'}`);
    return [link(ctx.site.linkUrl(href, ctx.pageUrl), children)];
  }
  if (tag === 'API') {
    if (!attributes.id) fail(ctx, '<API> needs the id of a component');
    // a table cell holds one line
    return apiTable(attributes.id, ctx.site.component(attributes.id), ctx.texts.api, (markdown) =>
      inlineNodes(markdown.replace(/\s*\n\s*/g, ' '), ctx),
    );
  }
  if (lower === 'code' && attributes.src !== undefined) return demo(attributes, ctx);
  if (lower === 'code' || lower === 'kbd' || lower === 'samp') {
    return [inlineCode(children.map(plainText).join(''))];
  }
  if (lower === 'img') return [picture(attributes.src ?? '', attributes.alt ?? '', ctx)];
  if (lower === 'br') return [{ type: 'break' }];
  if (EMPHASIS.has(lower)) return [{ type: 'emphasis', children }];
  if (STRONG.has(lower)) return [strong(children)];
  if (lower === 'del' || lower === 's') return [{ type: 'delete', children }];
  if (TRANSPARENT.has(lower) && tag === lower) return children;
  return fail(
    ctx,
    `<${tag}> has no Markdown form; write it in Markdown or teach plugins/page-markdown/page-to-markdown.ts`,
  );
}

interface Frame {
  tag: string;
  attributes: Record<string, string>;
  children: MdNode[];
}

/**
 * The children of a node in Markdown: HTML among them (dumi's parser leaves each tag as a node of
 * its own, text and Markdown between an opening and a closing tag) is matched up and replaced by
 * what it means. Inside a block container the result is blocks, elsewhere inline nodes (a demo
 * or an API table among those is a block, which the paragraph then splits around).
 */
function children(nodes: MdNode[], ctx: Context, inBlock: boolean): MdNode[] {
  const root: Frame = { tag: '', attributes: {}, children: [] };
  const stack = [root];
  const top = () => stack[stack.length - 1];
  for (const node of nodes) {
    if (node.type !== 'html') {
      top().children.push(...convert(node, ctx));
      continue;
    }
    for (const token of htmlTokens(node.value ?? '')) {
      if (token.kind === 'comment') continue;
      if (token.kind === 'text') top().children.push(text(token.text));
      else if (token.kind === 'close') {
        const frame = stack.pop();
        if (!frame || frame === root || frame.tag !== token.tag) {
          fail(ctx, `</${token.tag}> closes ${frame?.tag ? `<${frame.tag}>` : 'nothing'}`);
        }
        top().children.push(...element(frame!.tag, frame!.attributes, frame!.children, ctx));
      } else if (token.selfClosing || VOID.has(token.tag.toLowerCase())) {
        top().children.push(...element(token.tag, token.attributes, [], ctx));
      } else stack.push({ tag: token.tag, attributes: token.attributes, children: [] });
    }
  }
  if (stack.length > 1) fail(ctx, `<${top().tag}> is never closed`);
  return inBlock ? asBlocks(root.children) : root.children;
}

function blocks(nodes: MdNode[], ctx: Context): MdNode[] {
  return children(nodes, ctx, true);
}

/** A picture with the absolute URL of its built file (or its own absolute URL). */
function picture(src: string, alt: string, ctx: Context): MdNode {
  const url = /^[a-z][a-z\d+.-]*:/i.test(src)
    ? src
    : ctx.site.pictureUrl(path.resolve(path.dirname(ctx.file), decodeURI(src)));
  return { type: 'image', url, alt };
}

/** The text a directive was written as, for `:name` that was no directive (`12:30`, `a:b`). */
const writtenText = (node: MdNode, ctx: Context) =>
  ctx.source.slice(node.position!.start.offset, node.position!.end.offset);

/** A `<code src>` demo: its title and description, then its code and the local files it imports. */
function demo(attributes: Record<string, string>, ctx: Context): MdNode[] {
  const entry = path.resolve(path.dirname(ctx.file), attributes.src);
  let files: DemoFile[];
  try {
    files = demoFiles(entry, path.dirname(ctx.file));
  } catch (error) {
    return fail(ctx, `demo ${attributes.src}: ${(error as Error).message}`);
  }
  const [main, ...imported] = files;
  const title = attributes.title ?? main.title ?? path.basename(entry);
  const description = attributes.description ?? main.description;
  const nodes = [paragraph([strong([text(ctx.texts.demo(title))])])];
  if (description) nodes.push(paragraph(inlineNodes(description, ctx)));
  nodes.push(code(main.lang, main.code));
  for (const file of imported) {
    if (ctx.shownFiles.has(file.file)) continue;
    ctx.shownFiles.add(file.file);
    nodes.push(paragraph([inlineCode(path.relative(path.dirname(entry), file.file))]));
    nodes.push(code(file.lang, file.code));
  }
  return nodes;
}

/** One node in Markdown: none, one or several (a paragraph around a demo splits in three). */
function convert(node: MdNode, ctx: Context): MdNode[] {
  switch (node.type) {
    case 'yaml':
      return [];
    case 'heading': {
      const content = children(node.children ?? [], ctx, false);
      // a translation keeps the English anchor as `{#anchor}`, which only dumi reads
      const last = content[content.length - 1];
      if (last?.type === 'text') last.value = last.value!.replace(/\s*\{#[^}]*\}\s*$/, '');
      return [{ ...node, children: content }];
    }
    case 'paragraph':
      return asBlocks(children(node.children ?? [], ctx, false));
    case 'link':
    case 'definition':
      return [
        {
          ...node,
          url: ctx.site.linkUrl(node.url!, ctx.pageUrl),
          ...(node.children && { children: children(node.children, ctx, false) }),
        },
      ];
    case 'image':
      return [picture(node.url!, node.alt ?? '', ctx)];
    case 'code':
      // dumi's `| pure` and other modifiers after the language mean nothing outside dumi
      return [{ type: 'code', lang: node.lang ?? null, value: node.value ?? '' }];
    case 'containerDirective': {
      const content = blocks(node.children ?? [], ctx);
      if (!CALLOUTS.has(node.name!)) return content;
      const title = node.attributes?.title || node.name!.toUpperCase();
      return [{ type: 'blockquote', children: [paragraph([strong([text(title)])]), ...content] }];
    }
    case 'leafDirective':
      return [paragraph([text(writtenText(node, ctx))])];
    case 'textDirective':
      return [text(writtenText(node, ctx))];
    default:
      if (!node.children) return [{ ...node }];
      return [{ ...node, children: children(node.children, ctx, !PHRASING.has(node.type)) }];
  }
}

/** A file of a page (the page itself or a tab): its frontmatter and its content in Markdown. */
function convertFile(page: Page, shared: Omit<Context, 'file' | 'source'>) {
  const ctx: Context = { ...shared, file: page.file, source: page.source };
  const content = blocks((page.tree as MdNode).children ?? [], ctx);
  return { matter: page.frontmatter as Frontmatter, title: page.title, content };
}

/** Headings one level lower (a tab's sections under the tab's own heading; the home page's). */
function demoted(nodes: MdNode[]): MdNode[] {
  return nodes.map((node) =>
    node.type === 'heading' ? { ...node, depth: Math.min(6, node.depth! + 1) } : node,
  );
}

/** The home page's hero and feature cards, which its frontmatter holds, as Markdown. */
function homeIntro(matter: Frontmatter, pageUrl: string, site: MarkdownSite): MdNode[] {
  const { hero = {}, features = [] } = matter;
  const nodes = (hero.actions ?? []).map((action) =>
    paragraph([link(site.linkUrl(action.link, pageUrl), [text(action.text)])]),
  );
  if (features.length) {
    nodes.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: features.map((feature) => {
        const title = strong([text(feature.title ?? '')]);
        const line = [
          ...(feature.emoji ? [text(`${feature.emoji} `)] : []),
          feature.link ? link(site.linkUrl(feature.link, pageUrl), [title]) : title,
          ...(feature.description ? [text(`: ${feature.description}`)] : []),
        ];
        return { type: 'listItem', spread: false, children: [paragraph(line)] };
      }),
    });
  }
  return nodes;
}

/**
 * A page of the site as clean Markdown: its title, description and address, then its content
 * (for the home page, its hero and feature cards first) and each content tab under a heading of
 * its own. Links and pictures get absolute URLs, demos their source code, API tables become
 * tables, and site components and HTML become what they mean; anything else fails with its file.
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
  const { matter, content } = convertFile(page, shared);
  const description = matter.description ?? matter.hero?.description;
  const about = [
    ...(description ? [{ type: 'blockquote', children: [paragraph([text(description)])] }] : []),
    paragraph([text(texts.source), link(url, [text(url)])]),
    ...(behind
      ? [
          {
            type: 'blockquote',
            children: [paragraph(texts.behind(behind.date, behind.englishUrl))],
          },
        ]
      : []),
  ];
  let nodes: MdNode[];
  if (matter.hero) {
    nodes = [
      heading(1, [text(matter.hero.title ?? site.name)]),
      ...about,
      ...homeIntro(matter, url, site),
      ...demoted(content),
    ];
  } else {
    const first = content[0];
    const title = first?.type === 'heading' && first.depth === 1 ? first : undefined;
    nodes = [
      title ?? heading(1, [text(matter.title ?? '')]),
      ...about,
      ...(title ? content.slice(1) : content),
    ];
  }
  for (const tabPage of tabs) {
    const tab = convertFile(tabPage, shared);
    const rest = tab.content[0]?.type === 'heading' && tab.content[0].depth === 1;
    nodes.push(heading(2, [text(tab.matter.title ?? path.basename(tabPage.file))]));
    nodes.push(...demoted(rest ? tab.content.slice(1) : tab.content));
  }
  return stringify(nodes);
}

export { MarkdownError };
