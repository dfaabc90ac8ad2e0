import { describe, expect, it } from 'vitest';
import { externalUrl, isExternalUrl, resolveLink } from '../plugins/shared/links';
import { EXTERNAL_LINKS } from '../site.config';

describe('resolveLink', () => {
  it('turns an ext: key into the publisher address it names', () => {
    // the addresses are the publisher's to change; what is tested is the lookup
    for (const [key, url] of Object.entries(EXTERNAL_LINKS)) {
      expect(resolveLink(`ext:${key}`)).toBe(url);
    }
  });

  it('keeps site paths and full URLs as they are', () => {
    expect(resolveLink('/products/')).toBe('/products/');
    expect(resolveLink('https://example.org/x')).toBe('https://example.org/x');
  });

  it('fails loudly on an unknown key, naming it', () => {
    expect(() => resolveLink('ext:nowhere')).toThrow(/"nowhere"/);
    expect(() => externalUrl('toString')).toThrow();
  });
});

describe('isExternalUrl', () => {
  it('tells addresses that leave the site from site paths', () => {
    expect(isExternalUrl('https://github.com/tessera-lab')).toBe(true);
    expect(isExternalUrl('mailto:team@example.org')).toBe(true);
    expect(isExternalUrl('/download')).toBe(false);
    expect(isExternalUrl('/products/')).toBe(false);
  });
});
