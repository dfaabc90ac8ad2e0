import { createHash } from 'crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, nginxCspDirective } from '../plugins/csp-rules';

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script a browser runs', () => {
    const html =
      '<head><script>window.a = 1;</script><script src="/umi.js"></script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>' +
      '<body><script type="module">\nimport "x";\n</script><script></script></body>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.a = 1;'),
      sha256('\nimport "x";\n'),
      sha256(''),
    ]);
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts from the site and the given hashes only, each hash once', () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-b'"]);
    expect(policy).toMatch(/(^|; )script-src 'self' 'sha256-a' 'sha256-b'(;|$)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/unsafe-eval/);
  });

  it('is written as an nginx header line, refusing text that would end its quotes', () => {
    expect(nginxCspDirective("default-src 'self'")).toContain(
      `add_header Content-Security-Policy "default-src 'self'" always;`,
    );
    expect(() => nginxCspDirective('a"b')).toThrow();
  });
});
