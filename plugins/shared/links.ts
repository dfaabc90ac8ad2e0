import { EXTERNAL_LINKS, type ExternalLinkKey } from '../../site.config';

const EXTERNAL_KEY_PREFIX = 'ext:';

export function isExternalUrl(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:\/\//i.test(link) || /^(mailto|tel):/i.test(link);
}

export function externalUrl(key: string): string {
  if (!Object.hasOwn(EXTERNAL_LINKS, key))
    throw new Error(`Unknown external link "${key}" (see site.config.ts)`);
  return EXTERNAL_LINKS[key as ExternalLinkKey];
}

/**
 * Frontmatter may name a publisher address as `ext:<key>` (a key of EXTERNAL_LINKS) so that the
 * address itself is written only in site.config.ts.
 */
export function resolveLink(link: string): string {
  return link.startsWith(EXTERNAL_KEY_PREFIX)
    ? externalUrl(link.slice(EXTERNAL_KEY_PREFIX.length))
    : link;
}
