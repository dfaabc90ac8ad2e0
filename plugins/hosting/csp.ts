import { hash } from 'crypto';

/** The inline scripts a browser runs (not JSON-LD and other data blocks) as `'sha256-...'`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${hash('sha256', body, 'base64')}'`);
  }
  return hashes;
}

/**
 * The site's own origin and the given inline scripts. Styles allow inline: React writes `style`
 * attributes and the theme inserts style elements. Demo blocks post forms to two online IDEs.
 * `liveCode`: live demos run edited code as `new Function`, which needs 'unsafe-eval'.
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>, { liveCode = false } = {}) {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(liveCode ? ["'unsafe-eval'"] : []), ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' https://codesandbox.io https://stackblitz.com",
    "frame-ancestors 'none'",
  ].join('; ');
}

const quoted = (text: string) => {
  if (/["\\]/.test(text)) throw new Error(`nginx cannot quote this CSP text: ${text}`);
  return `"${text}"`;
};

/**
 * An nginx `map` from the requested path to its policy (deploy/nginx/security-headers.conf sends
 * it). nginx's `try_files $uri/index.html` makes `/page/` into `/page//index.html`, hence the
 * repeated slashes; special characters become classes, so no backslash is needed.
 */
export function nginxCspMap(policy: string, livePolicy: string, livePaths: string[]): string {
  const lines = [...new Set(livePaths)].sort().map((path) => {
    if (/[\\\]^]/.test(path)) throw new Error(`no nginx pattern for the path ${path}`);
    const pattern = path.replace(/[.*+?${}()|[]/g, '[$&]');
    return `    "~^${pattern}(/+|/+index[.]html)?$" ${quoted(livePolicy)};`;
  });
  return [
    '# Written by the build (plugins/hosting/index.ts) from its HTML files: the inline scripts they run',
    '# and the pages with live demos.',
    'map $uri $tessera_lab_csp {',
    `    default ${quoted(policy)};`,
    ...lines,
    '}',
    '',
  ].join('\n');
}
