import fs from 'fs';
import path from 'path';
import { demoFile, type Page, type Position } from '../shared/page-reader';
import { nearest } from './problems';

export interface RuleProblem extends Position {
  rule: string;
  message: string;
  fix: string;
}

/** The width and height of a picture file (plugins/markdown/rehype-image-size.mjs, which the build uses). */
type ImageSizer = (file: string) => { width: number; height: number } | undefined;
let sizeOf: ImageSizer | undefined;
export async function loadImageSizer() {
  // @ts-expect-error plain ES module without type declarations
  sizeOf ??= (await import('../markdown/rehype-image-size.mjs')).imageSize as ImageSizer;
}

const IS_EXTERNAL = /^([a-z][a-z\d+.-]*:)?\/\//i;

/** What is in a folder, read once per check (a missing picture's "did you mean"). */
const folderCache = new Map<string, string[]>();
const filesIn = (dir: string) => {
  if (!folderCache.has(dir)) {
    folderCache.set(dir, fs.existsSync(dir) ? fs.readdirSync(dir) : []);
  }
  return folderCache.get(dir)!;
};
export const forgetFolders = () => folderCache.clear();

/**
 * Pictures: each says what it shows (alt text), and is a file of the site in a format the build
 * can size (SVG with a viewBox or width and height, or PNG), linked by a relative path so that it
 * gets the site's base path; the Content-Security-Policy (img-src 'self') blocks other sites'.
 */
function imageProblems({ pictures, file: abs }: Page, cwd: string): RuleProblem[] {
  return pictures.flatMap((image): RuleProblem[] => {
    const at = { line: image.line, column: image.column };
    const problems: RuleProblem[] = [];
    if (!image.alt?.trim()) {
      problems.push({
        ...at,
        rule: 'image-alt',
        message: 'picture without alt text',
        fix: 'say what it shows: ![What the picture shows](path) or <img alt="...">',
      });
    }
    const src = image.src.trim();
    if (!src) {
      problems.push({
        ...at,
        rule: 'image-file',
        message: 'picture without an address',
        fix: 'link its file by a relative path, such as ../images/name.svg',
      });
    } else if (src.startsWith('data:')) {
      // inline pictures are allowed by the policy and need no file
    } else if (IS_EXTERNAL.test(src)) {
      problems.push({
        ...at,
        rule: 'image-file',
        message: `picture from another site \`${src}\``,
        fix: "the site's Content-Security-Policy shows only its own pictures: save it in docs/images/ and link it by a relative path",
      });
    } else if (src.startsWith('/')) {
      problems.push({
        ...at,
        rule: 'image-file',
        message: `picture linked from the site's root \`${src}\``,
        fix: 'link it by a relative path (../images/name.svg): an address starting with / misses the base path of a project site',
      });
    } else {
      let file: string;
      try {
        file = path.resolve(path.dirname(abs), decodeURI(src.split(/[?#]/)[0]));
      } catch {
        file = path.resolve(path.dirname(abs), src);
      }
      const shown = path.relative(cwd, file).split(path.sep).join('/');
      if (!fs.existsSync(file)) {
        const suggestion = nearest(path.basename(file), filesIn(path.dirname(file)));
        problems.push({
          ...at,
          rule: 'image-file',
          message: `picture file \`${src}\` does not exist (${shown})`,
          fix: suggestion
            ? `did you mean ${suggestion}?`
            : 'add the file, or correct the path (it is relative to this page)',
        });
      } else if (!sizeOf!(file)) {
        problems.push({
          ...at,
          rule: 'image-file',
          message: `cannot read the size of picture \`${src}\``,
          fix: 'use an SVG with a viewBox (or width and height), or a PNG: the build gives each picture its size',
        });
      }
    }
    return problems;
  });
}

/**
 * Headings: one `#` heading (the page's title), no skipped level, text in every heading, a
 * `{#id}` in the form the build takes, and no id twice on the page (a custom id can meet a
 * generated one, and a demo's).
 */
function headingProblems(facts: Page): RuleProblem[] {
  const problems: RuleProblem[] = [];
  const seen = new Map<string, number>();
  let titleLine: number | undefined;
  let previousDepth = 0;
  for (const heading of facts.headings) {
    const at = { line: heading.line, column: heading.column };
    if (heading.badId) {
      problems.push({
        ...heading.badId,
        rule: 'heading-id',
        message: `\`${heading.badId.text}\` is not a heading id the build takes`,
        fix: 'write {#letters-digits-and-hyphens} at the very end of the heading',
      });
    }
    if (!heading.id) {
      problems.push({
        ...at,
        rule: 'heading-id',
        message: 'heading without text',
        fix: 'write the heading, or remove the line',
      });
    }
    if (heading.depth === 1) {
      if (titleLine !== undefined) {
        problems.push({
          ...at,
          rule: 'heading-level',
          message: `a second # heading (the first is on line ${titleLine})`,
          fix: 'a page has one # heading, its title: make this one ## or lower',
        });
      }
      titleLine ??= heading.line;
    } else if (previousDepth && heading.depth > previousDepth + 1) {
      problems.push({
        ...at,
        rule: 'heading-level',
        message: `heading level ${heading.depth} after level ${previousDepth}`,
        fix: `make it ${'#'.repeat(previousDepth + 1)}: screen readers list headings by level`,
      });
    }
    previousDepth = heading.depth;
    if (heading.id && seen.has(heading.id)) {
      problems.push({
        ...at,
        rule: 'heading-id',
        message: `the id \`${heading.id}\` is also that of line ${seen.get(heading.id)}`,
        fix: 'give one of them another id with {#other-id}',
      });
    } else if (heading.id) {
      seen.set(heading.id, heading.line);
    }
  }
  for (const demo of facts.demos) {
    if (seen.has(demo.id)) {
      problems.push({
        line: demo.line,
        column: demo.column,
        rule: 'heading-id',
        message: `the demo's id \`${demo.id}\` is also that of line ${seen.get(demo.id)}`,
        fix: 'give the demo another id with <code id="...">',
      });
    }
    seen.set(demo.id, demo.line);
  }
  return problems;
}

/** Demos whose file is missing (dumi would fail with webpack's "Module not found"). */
function demoProblems({ demos, file: abs }: Page): RuleProblem[] {
  return demos.flatMap((demo) => {
    if (!demo.src || !/^\.\.?\//.test(demo.src) || demoFile(abs, demo.src)) return [];
    const file = path.resolve(path.dirname(abs), demo.src);
    const suggestion = nearest(path.basename(file), filesIn(path.dirname(file)));
    return [
      {
        line: demo.line,
        column: demo.column,
        rule: 'demo-file',
        message: `demo file \`${demo.src}\` does not exist`,
        fix: suggestion
          ? `did you mean ${suggestion}?`
          : 'add the file, or correct the path (it is relative to this page)',
      },
    ];
  });
}

/** Links whose text is empty: a screen reader reads out the bare address, or nothing. */
function linkTextProblems(facts: Page): RuleProblem[] {
  return facts.links
    .filter((link) => link.empty)
    .map((link) => ({
      line: link.line,
      column: link.column,
      rule: 'link-text',
      message: `link to \`${link.url}\` without text`,
      fix: 'write what it leads to between the brackets: [Download](/download)',
    }));
}

/** The rules that need nothing but the page itself (and the files it names). */
export function pageProblems(page: Page, top: Position, tab: boolean, cwd: string): RuleProblem[] {
  const problems: RuleProblem[] = [
    ...imageProblems(page, cwd),
    ...headingProblems(page),
    ...demoProblems(page),
    ...linkTextProblems(page),
  ];
  if (page.unclosedFrontmatter) {
    problems.push({
      line: 1,
      column: 1,
      rule: 'frontmatter-yaml',
      message: 'the frontmatter has no closing ---',
      fix: 'end it with a line of three dashes, or dumi reads it as text',
    });
  }
  // dumi would name the page after its file, in the document title, the sidebar and search
  const { frontmatter, headings } = page;
  if (
    !tab &&
    !('title' in frontmatter || 'hero' in frontmatter || headings.some(({ depth }) => depth === 1))
  ) {
    problems.push({
      ...top,
      rule: 'heading-level',
      message: 'a page without a title: no title in its frontmatter and no # heading',
      fix: `write title: ... in the frontmatter, or a # heading (dumi would call it "${page.title}")`,
    });
  }
  return problems;
}
