import { createHash } from 'crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, nginxCspMap } from '../plugins/hosting/csp';

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

  it('allows evaluated code only for pages with live demos, when asked', () => {
    const policy = contentSecurityPolicy(["'sha256-a'"], { liveCode: true });
    expect(policy).toMatch(/(^|; )script-src 'self' 'unsafe-eval' 'sha256-a'(;|$)/);
  });

  it('is written as an nginx map from the page to its policy, refusing text it cannot quote', () => {
    const map = nginxCspMap("default-src 'self'", "script-src 'unsafe-eval'", [
      '/products/dict-card',
      '/Sme-solutions/mes/data-board',
      '/products/dict-card',
    ]);
    expect(map).toContain('map $uri $tessera_lab_csp {');
    expect(map).toContain(`default "default-src 'self'";`);
    expect(map).toContain(
      `"~^/products/dict-card(/+|/+index[.]html)?$" "script-src 'unsafe-eval'";`,
    );
    expect(map.match(/dict-card/g)).toHaveLength(1);
    expect(map).toContain('"~^/Sme-solutions/mes/data-board(/+|/+index[.]html)?$"');
    expect(() => nginxCspMap('a"b', 'c', [])).toThrow();
    expect(() => nginxCspMap('a', 'c', ['/a\\b'])).toThrow();
  });
});
