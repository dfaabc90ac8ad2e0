import Slugger from 'github-slugger';
import type { Element, Root as HastRoot } from 'hast';
import yaml from 'js-yaml';
import type { Content as MdastContent, Root as MdastRoot } from 'mdast';
import path from 'path';
import { lodash } from 'umi/plugin-utils';
import type { PluggableList } from 'unified';
import { demoAssetOf, type DemoAsset } from './demo-assets';
import {
  enhanceTags,
  isolate,
  linksToComponents,
  markDemos,
  textsOf,
} from '../../internals/pages/search-text-shape';
import { HEADINGS, isElement, textOf, type ParentNode } from './hast-tools';
import { markdownModules, type MarkdownModules } from './markdown-modules';
import { parseRawHtml, processorFor, strip } from './markdown-tree';

/**
 * What dumi's Markdown compiler (dumi 2.4) records of a page for search, read from the Markdown
 * source without compiling it: the frontmatter, the table of contents (headings, and demos with a
 * title) and the texts, each with the paragraph it belongs to and the TOC entry it falls under.
 *
 * dumi's `texts` follow the shape of the HTML it makes, not just the Markdown: a link to a page of
 * the site or a component such as `<SiteLink>` is a paragraph of its own, a table or a code block is
 * one paragraph, a heading's inline code is a text of no section, and text after a demo belongs to
 * no section until the next heading. Search results are built from those texts, so search makes
 * the same tree: remark and rehype as dumi configures them (markdown-tree.ts), then the few steps
 * of dumi's own that change which element holds a text (internals/pages/search-text-shape.ts).
 * tests/search-page-texts.test.ts compares the outcome with dumi's compiler for every page.
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
  editionIds: string[];
  /** the site's `extraRemarkPlugins`, applied as dumi applies them */
  remarkPlugins?: PluggableList;
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

function demoIdPrefix(cwd: string, firstEditionFile: string, atomId?: string): string {
  const relative = path.relative(cwd, firstEditionFile).split(path.sep).join('/');
  return (atomId || lodash.kebabCase(relative.replace(/((\/|^)index)?\.\w+$/g, ''))).toLowerCase();
}

/** The texts, TOC, frontmatter and demos of one Markdown page, as dumi's compiler gives them. */
export async function readPageTexts(
  file: string,
  source: string,
  options: PageTextsOptions,
): Promise<PageTexts> {
  const locale = options.editionIds.find((id) => file.endsWith(`.${id}.md`));
  const firstEditionFile = locale ? file.replace(`.${locale}.md`, '.md') : file;
  const modules = await markdownModules();
  const processor = processorFor(options.remarkPlugins, modules);
  const mdast = processor.parse(source) as MdastRoot;
  const frontmatter = readFrontmatter(mdast, file, modules);
  let tree = (await processor.run(mdast)) as HastRoot;
  tree = parseRawHtml(tree, modules);
  strip(tree);

  // demos, each with what its block shows (title, description, keywords)
  const demoNodes = markDemos(tree, file);
  const idPrefix = demoIdPrefix(options.cwd, firstEditionFile, frontmatter.atomId);
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
