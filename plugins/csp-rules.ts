import { createHash } from 'crypto';

/**
 * The inline scripts of a page that a browser runs (JSON-LD and other data blocks are not run, so a
 * Content-Security-Policy does not cover them), as CSP source expressions `'sha256-...'`.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The site's Content-Security-Policy: its own origin only, plus the given inline script hashes.
 * Styles allow inline: React writes `style` attributes and the theme inserts style elements at run
 * time. Demo blocks post forms to the two online IDEs the spec names.
 */
export function contentSecurityPolicy(scriptHashes: Iterable<string>): string {
  const hashes = [...new Set(scriptHashes)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
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

/** An nginx directive that sends the policy; written next to the build for deploy/nginx to include. */
export function nginxCspDirective(policy: string): string {
  if (policy.includes('"'))
    throw new Error('A CSP with a double quote cannot be written for nginx');
  return `# Written by the build (plugins/host-files.ts) from the inline scripts in its HTML files.\nadd_header Content-Security-Policy "${policy}" always;\n`;
}
