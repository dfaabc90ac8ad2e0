import yaml from 'js-yaml';

export {
  canonicalPath,
  canonicalPathUnder,
  EDITION_SEGMENTS,
  SME_PREFIX,
  withCanonicalPrefix,
} from './browser/route-paths';

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

/** Whether a Markdown source sets `debug: true` in its YAML frontmatter, as dumi reads it. */
export function hasDebugFlag(markdown: string): boolean {
  return frontmatterOf(markdown).debug === true;
}
