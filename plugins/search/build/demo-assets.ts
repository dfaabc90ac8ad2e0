import fs from 'fs';
import type { Element } from 'hast';
import { convert } from 'html-to-text';
import yaml from 'js-yaml';
import type { MarkdownModules } from './markdown-modules';

/** What search shows of a demo block: dumi's demo asset fields, and its title in the TOC. */
export interface DemoAsset {
  id: string;
  title?: string;
  description?: string;
  keywords?: string[];
  /** an inline demo has no block, no asset and no TOC entry */
  inline: boolean;
  /** the title the demo block shows (and the TOC lists), in the page's language */
  tocTitle?: string;
}

type Frontmatter = Record<string, unknown>;

/**
 * The YAML in a demo's leading doc comment (`/** title: ... *\/` or `<!-- ... -->`), as dumi reads
 * it: every line's leading asterisks dropped. undefined when there is none or it is not YAML.
 */
export function demoFileFrontmatter(code: string): Frontmatter | undefined {
  const comment = /^(\/\*\*[^]*?\n\s*\*\/|<!--[^]*?\n\s*-->)/.exec(code.replace(/^\n\s*/, ''));
  if (!comment) return undefined;
  const body = comment[1].replace(/^(\/|<!--)|(\/|-->)$/g, '').replace(/(^|\n)\s*\*+/g, '$1');
  try {
    const value = yaml.load(body);
    return value && typeof value === 'object' ? (value as Frontmatter) : undefined;
  } catch {
    return undefined;
  }
}

/** A demo description is Markdown; its asset keeps the plain text of it. */
function plainDescription(markdown: string, modules: MarkdownModules): string {
  const { unified, remarkParse, remarkGfm, remarkRehype, rehypeStringify } = modules;
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .processSync(markdown);
  return convert(String(html), { wordwrap: false });
}

const truthy = (value: unknown) => Boolean(value);
const keywordList = (value: unknown): string[] | undefined =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : undefined;

/**
 * The asset of one demo: the `<code>` tag's attributes (and the text inside it, as the title) over
 * the demo file's frontmatter, localised for the page's locale (`title.zh-CN`), as dumi merges them.
 */
export function demoAssetOf(
  modules: MarkdownModules,
  {
    id,
    code,
    codeText,
    file,
    locale,
  }: {
    id: string;
    code: Element;
    /** the text inside the `<code>` element (a code block's source) */
    codeText: string;
    /** the demo's file, for a `<code src>` demo */
    file?: string;
    locale?: string;
  },
): DemoAsset {
  const source = file ? (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '') : codeText;
  const fileFrontmatter = demoFileFrontmatter(source);
  const asset: DemoAsset = { id, inline: false };
  if (fileFrontmatter) {
    asset.title = fileFrontmatter.title as string | undefined;
    asset.description = fileFrontmatter.description as string | undefined;
    asset.keywords = keywordList(fileFrontmatter.keywords);
  }
  const localised: Frontmatter = { ...fileFrontmatter };
  if (locale) {
    for (const key of ['title', 'description']) {
      localised[key] = localised[`${key}.${locale}`] || localised[key];
    }
  }
  const { src: _src, className: _className, ...attributes } = code.properties ?? {};
  const props: Frontmatter = { ...localised };
  for (const [key, value] of Object.entries(attributes)) props[key] = value === '' ? true : value;
  // the text inside `<code src="...">Title</code>` is the demo's title
  if (file && codeText) props.title = codeText;
  if (truthy(props.title)) asset.title = String(props.title);
  if (truthy(props.keywords)) asset.keywords = keywordList(props.keywords);
  const meta = String((code.data as { meta?: string } | undefined)?.meta);
  if (/ inline/.test(meta) || props.inline) return { id, inline: true };
  if (truthy(props.description)) {
    asset.description = plainDescription(String(props.description), modules);
  }
  if (truthy(props.title)) asset.tocTitle = String(props.title);
  return asset;
}
