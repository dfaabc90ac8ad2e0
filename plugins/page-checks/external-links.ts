import type { CheckedLink } from './check-pages';
import { nearest } from './problems';

/** `[problem, how to fix]` */
export type Finding = [message: string, fix: string];

export const EXT_PREFIX = 'ext:';
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
const KNOWN_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** Whether a link names something outside the site: `ext:<key>`, `//host`, or `scheme:...`. */
export const isExternal = (url: string) =>
  url.startsWith(EXT_PREFIX) || url.startsWith('//') || SCHEME.test(url);

/** `ext:<key>`: a key of EXTERNAL_LINKS, which only SiteLink and frontmatter links resolve. */
function externalKeyProblem(
  url: string,
  via: CheckedLink['via'],
  externalLinks: Record<string, string>,
): Finding | undefined {
  if (via === 'markdown' || via === 'html') {
    return [
      `\`${url}\` works only in <SiteLink to> and frontmatter links`,
      `write <SiteLink to="${url}">text</SiteLink>`,
    ];
  }
  const key = url.slice(EXT_PREFIX.length);
  if (Object.hasOwn(externalLinks, key)) return undefined;
  const suggestion = nearest(key, Object.keys(externalLinks));
  return [
    `unknown external link key \`${key}\``,
    suggestion
      ? `did you mean \`ext:${suggestion}\`?`
      : `the keys are those of EXTERNAL_LINKS in site.config.ts: ${Object.keys(externalLinks).join(', ')}`,
  ];
}

/** A web address: `scheme://host` with a domain, nothing the URL parser has to repair. */
function webAddressProblem(
  url: string,
  scheme: string,
  externalLinks: Record<string, string>,
): Finding | undefined {
  let host: string | undefined;
  try {
    host = new URL(url).hostname;
  } catch {
    host = undefined;
  }
  const wellFormed =
    host !== undefined &&
    new RegExp(`^${scheme}://[^\\s/?#]`, 'i').test(url) &&
    !/\s/.test(url) &&
    (host.includes('.') || host === 'localhost') &&
    !/\.$|\.\./.test(host);
  if (!wellFormed) {
    return [
      `malformed address \`${url}\``,
      'write it as scheme://host/path, such as https://example.org/page',
    ];
  }
  // the publisher's own addresses are written once, in site.config.ts (README, "Editing pages")
  const trimmed = url.replace(/\/+$/, '');
  const [publisher] = Object.entries(externalLinks)
    .filter(([, address]) => trimmed === address || trimmed.startsWith(`${address}/`))
    .sort(([, a], [, b]) => b.length - a.length);
  if (!publisher) return undefined;
  const [key, address] = publisher;
  return [
    `the publisher's address \`${url}\` is written out`,
    trimmed === address
      ? `link ext:${key} (in Markdown <SiteLink to="ext:${key}">): addresses live in site.config.ts`
      : `add it to EXTERNAL_LINKS in site.config.ts and link ext:<its key>, as for ext:${key}`,
  ];
}

/**
 * The problem with a link to something outside the site, if any. Nothing is fetched: the address
 * is read, and must be one a browser opens as it is written.
 */
export function externalLinkProblem(
  url: string,
  via: CheckedLink['via'],
  externalLinks: Record<string, string>,
): Finding | undefined {
  if (url.startsWith(EXT_PREFIX)) return externalKeyProblem(url, via, externalLinks);
  if (url.startsWith('//')) return [`\`${url}\` has no scheme`, `write it in full: https:${url}`];
  const scheme = SCHEME.exec(url)![1].toLowerCase();
  switch (scheme) {
    case 'http':
    case 'https':
      return webAddressProblem(url, scheme, externalLinks);
    case 'mailto':
      return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(url)
        ? undefined
        : [`malformed e-mail address \`${url}\``, 'write it as mailto:name@example.org'];
    case 'tel':
      return /^tel:\+?[\d\s().-]{3,}$/i.test(url)
        ? undefined
        : [`malformed telephone number \`${url}\``, 'write it as tel:+86-123-4567-8901'];
    case 'javascript':
      return [`\`${url}\` runs script from a link`, 'link a page or an address instead'];
  }
  const suggestion = nearest(scheme, KNOWN_SCHEMES);
  return [
    `unknown scheme \`${scheme}:\` in \`${url}\``,
    suggestion ? `did you mean \`${suggestion}:\`?` : `use ${KNOWN_SCHEMES.join(':, ')}:`,
  ];
}
