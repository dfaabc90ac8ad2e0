import fs from 'fs';
import path from 'path';
import { MARKDOWN_TAGS, NO_MARKDOWN_FORM } from '../page-markdown/page-to-markdown';
import type { Page, Position } from '../shared/page-reader';
import { add, decoded, didYouMean, type Finding } from './problems';

/** The width and height of a picture file, as the build reads them (rehype-image-size.mjs). */
let sizeOf: (file: string) => { width: number; height: number } | undefined;
export async function loadImageSizer() {
  // @ts-expect-error plain ES module without type declarations
  sizeOf ??= (await import('../markdown/rehype-image-size.mjs')).imageSize;
}

/** "Did you mean" a file beside the missing one, else how to fix the path. */
function besideMissing(file: string): string {
  const dir = path.dirname(file);
  return (
    didYouMean(path.basename(file), fs.existsSync(dir) ? fs.readdirSync(dir) : []) ??
    'add the file, or correct the path (it is relative to this page)'
  );
}

/**
 * A picture is a file of the site in a format the build can size (SVG with a viewBox or width and
 * height, or PNG), linked by a relative path so that it gets the site's base path; the
 * Content-Security-Policy (img-src 'self') blocks other sites'.
 */
function pictureFile(src: string, page: string, cwd: string): [string, string] | undefined {
  if (!src)
    return [
      'picture without an address',
      'link its file by a relative path, such as ../images/name.svg',
    ];
  if (src.startsWith('data:')) return undefined;
  if (/^([a-z][a-z\d+.-]*:)?\/\//i.test(src))
    return [
      `picture from another site \`${src}\``,
      "the site's Content-Security-Policy shows only its own pictures: save it in docs/images/ and link it by a relative path",
    ];
  if (src.startsWith('/'))
    return [
      `picture linked from the site's root \`${src}\``,
      'link it by a relative path (../images/name.svg): an address starting with / misses the base path of a project site',
    ];
  const file = path.resolve(path.dirname(page), decoded(src.split(/[?#]/)[0], decodeURI, src));
  const shown = path.relative(cwd, file).split(path.sep).join('/');
  if (!fs.existsSync(file))
    return [`picture file \`${src}\` does not exist (${shown})`, besideMissing(file)];
  if (!sizeOf(file))
    return [
      `cannot read the size of picture \`${src}\``,
      'use an SVG with a viewBox (or width and height), or a PNG: the build gives each picture its size',
    ];
}

/**
 * Headings: one `#` heading (the page's title), no skipped level, text in every heading, a
 * `{#id}` in the form the build takes, and no id twice on the page (a custom id can meet a
 * generated one, and a demo's).
 */
function headingProblems({ headings, demos }: Page): Finding[] {
  const problems: Finding[] = [];
  const seen = new Map<string, number>();
  let titleLine: number | undefined;
  let previousDepth = 0;
  for (const heading of headings) {
    const { badId, depth, id } = heading;
    if (badId)
      add(problems, badId, [
        'heading-id',
        `\`${badId.text}\` is not a heading id the build takes`,
        'write {#letters-digits-and-hyphens} at the very end of the heading',
      ]);
    if (!id)
      add(problems, heading, [
        'heading-id',
        'heading without text',
        'write the heading, or remove the line',
      ]);
    if (depth === 1 && titleLine !== undefined)
      add(problems, heading, [
        'heading-level',
        `a second # heading (the first is on line ${titleLine})`,
        'a page has one # heading, its title: make this one ## or lower',
      ]);
    else if (depth > 1 && previousDepth && depth > previousDepth + 1)
      add(problems, heading, [
        'heading-level',
        `heading level ${depth} after level ${previousDepth}`,
        `make it ${'#'.repeat(previousDepth + 1)}: screen readers list headings by level`,
      ]);
    if (depth === 1) titleLine ??= heading.line;
    previousDepth = depth;
    if (id && seen.has(id))
      add(problems, heading, [
        'heading-id',
        `the id \`${id}\` is also that of line ${seen.get(id)}`,
        'give one of them another id with {#other-id}',
      ]);
    else if (id) seen.set(id, heading.line);
  }
  for (const demo of demos) {
    if (seen.has(demo.id))
      add(problems, demo, [
        'heading-id',
        `the demo's id \`${demo.id}\` is also that of line ${seen.get(demo.id)}`,
        'give the demo another id with <code id="...">',
      ]);
    seen.set(demo.id, demo.line);
  }
  return problems;
}

/** The HTML elements that have no content, which `<br />` may close. */
const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/** The attribute a tag cannot do without, and how to write it. */
const NEEDED: Record<string, [string, string]> = {
  SiteLink: ['to', '<SiteLink to="/download">text</SiteLink>, or to="ext:<key>"'],
  a: ['href', '<a href="/download">text</a>, or a Markdown link'],
  API: ['id', '<API id="WordCard"></API>, with a component of src/index.ts'],
};

/** The rules that need nothing but the page itself and the files it names. */
export function pageProblems(page: Page, top: Position, tab: boolean, cwd: string): Finding[] {
  const problems = headingProblems(page);
  for (const picture of page.pictures) {
    if (!picture.alt?.trim())
      add(problems, picture, [
        'image-alt',
        'picture without alt text',
        'say what it shows: ![What the picture shows](path) or <img alt="...">',
      ]);
    const says = pictureFile(picture.src.trim(), page.file, cwd);
    if (says) add(problems, picture, ['image-file', ...says]);
  }
  // dumi would fail with webpack's "Module not found"
  for (const { src, file, ...demo } of page.demos) {
    if (src && /^\.\.?\//.test(src) && !file)
      add(problems, demo, [
        'demo-file',
        `demo file \`${src}\` does not exist`,
        besideMissing(path.resolve(path.dirname(page.file), src)),
      ]);
  }
  // the page's Markdown copy (plugins/page-markdown) has no form for it: the build would stop there
  for (const tag of page.tags.filter(({ name }) => !MARKDOWN_TAGS.includes(name)))
    add(problems, tag, [
      'page-tag',
      `<${tag.name}> has no Markdown form`,
      didYouMean(tag.name, MARKDOWN_TAGS, (name) => `<${name}>`) ?? NO_MARKDOWN_FORM,
    ]);
  // HTML reads `<Tag />` as `<Tag>` unless the element is void: what follows goes inside it
  for (const tag of page.tags.filter(({ name, selfClosed }) => selfClosed && !VOID.test(name)))
    add(problems, tag, [
      'page-tag',
      `<${tag.name} /> is not closed: HTML ignores the / and puts what follows inside it`,
      `write <${tag.name} ...></${tag.name}>`,
    ]);
  // page-markdown stops the build at these, the prerender at <SiteLink> and <API> with a stack
  for (const tag of page.tags) {
    const [needed, example] = Object.hasOwn(NEEDED, tag.name) ? NEEDED[tag.name] : [];
    if (needed && !tag.attributes.includes(needed))
      add(problems, tag, [
        'page-tag',
        `<${tag.name}> without ${needed}, which the build needs`,
        `write ${example}`,
      ]);
  }
  // a screen reader reads out the bare address, or nothing
  for (const link of page.links.filter(({ empty }) => empty))
    add(problems, link, [
      'link-text',
      `link to \`${link.url}\` without text`,
      'write what it leads to between the brackets: [Download](/download)',
    ]);
  if (page.unclosedFrontmatter)
    add(problems, { line: 1, column: 1 }, [
      'frontmatter-yaml',
      'the frontmatter has no closing ---',
      'end it with a line of three dashes, or dumi reads it as text',
    ]);
  // dumi would name the page after its file, in the document title, the sidebar and search
  const { frontmatter, headings } = page;
  if (
    !tab &&
    !('title' in frontmatter || 'hero' in frontmatter || headings.some((h) => h.depth === 1))
  )
    add(problems, top, [
      'heading-level',
      'a page without a title: no title in its frontmatter and no # heading',
      `write title: ... in the frontmatter, or a # heading (dumi would call it "${page.title}")`,
    ]);
  return problems;
}
