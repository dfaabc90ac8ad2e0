import fs from 'fs';
import yaml from 'js-yaml';

/** The frontmatter block of a Markdown source, as frontmatterOf reads it. */
const FRONTMATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** The YAML frontmatter of a Markdown source as dumi reads it; empty when it has none or it is invalid. */
export function frontmatterOf(markdown: string): Record<string, unknown> {
  const frontmatter = FRONTMATTER.exec(markdown);
  if (!frontmatter) return {};
  try {
    const data = yaml.load(frontmatter[1]);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    // dumi ignores frontmatter it cannot parse
    return {};
  }
}

const parsed = new Map<string, { block: string; frontmatter: Record<string, unknown> }>();

/**
 * A Markdown file's frontmatter, parsed once while its frontmatter block stays as it is: the route
 * rules, the page records, the pass over the HTML and the Markdown copies of one build all ask for
 * it, and `dumi dev` asks again after an edit. The block's text decides, not the file's time and
 * size, which a rewrite of the same length within one tick of the file system's clock keeps.
 */
export function frontmatterOfFile(file: string): Record<string, unknown> {
  const markdown = fs.readFileSync(file, 'utf8');
  const block = FRONTMATTER.exec(markdown)?.[1] ?? '';
  const known = parsed.get(file);
  if (known?.block === block) return known.frontmatter;
  const frontmatter = frontmatterOf(markdown);
  parsed.set(file, { block, frontmatter });
  return frontmatter;
}
