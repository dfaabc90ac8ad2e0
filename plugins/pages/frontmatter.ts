import fs from 'fs';
import yaml from 'js-yaml';

/** The YAML frontmatter of a Markdown source as dumi reads it; empty when it has none or it is invalid. */
export function frontmatterOf(markdown: string): Record<string, unknown> {
  const frontmatter = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown);
  if (!frontmatter) return {};
  try {
    const data = yaml.load(frontmatter[1]);
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    // dumi ignores frontmatter it cannot parse
    return {};
  }
}

const read = new Map<
  string,
  { mtimeMs: number; size: number; frontmatter: Record<string, unknown> }
>();

/**
 * A Markdown file's frontmatter, read once while the file stays as it is: the route rules, the
 * page records, the pass over the HTML and the Markdown copies of one build all ask for it, and
 * `dumi dev` asks again after an edit (the file's time and size tell).
 */
export function frontmatterOfFile(file: string): Record<string, unknown> {
  const { mtimeMs, size } = fs.statSync(file);
  const known = read.get(file);
  if (known && known.mtimeMs === mtimeMs && known.size === size) return known.frontmatter;
  const frontmatter = frontmatterOf(fs.readFileSync(file, 'utf8'));
  read.set(file, { mtimeMs, size, frontmatter });
  return frontmatter;
}
