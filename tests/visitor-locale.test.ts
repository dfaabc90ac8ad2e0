import { afterEach, describe, expect, it, vi } from 'vitest';
import { usableLocale, visitorLocale } from '../src/visitor-locale';

describe('usableLocale', () => {
  it('keeps a valid tag, extensions included', () => {
    expect(usableLocale('de-DE')).toBe('de-DE');
    expect(usableLocale('ar-EG-u-nu-arab')).toBe('ar-EG-u-nu-arab');
    expect(usableLocale('zh-hans-cn')).toBe('zh-Hans-CN');
  });

  it('reads a POSIX locale name as its tag', () => {
    expect(usableLocale('en_US')).toBe('en-US');
    expect(usableLocale('de_DE.UTF-8')).toBe('de-DE');
    expect(usableLocale('sr_RS@latin')).toBe('sr-RS');
  });

  it('gives nothing for the C and POSIX locales, an empty value or an invalid tag', () => {
    for (const language of ['', ' ', 'C', 'C.UTF-8', 'POSIX', 'x-invalid', 'en--US', 'i-klingon']) {
      expect(usableLocale(language), JSON.stringify(language)).toBeUndefined();
    }
    expect(usableLocale(undefined)).toBeUndefined();
    expect(usableLocale(42)).toBeUndefined();
  });

  it('gives only tags that toLocaleString accepts', () => {
    for (const language of ['C', 'en_US', 'x-invalid', 'ar-EG-u-nu-arab', '']) {
      const tag = usableLocale(language);
      expect(() => (1260).toLocaleString(tag)).not.toThrow();
    }
  });
});

describe('visitorLocale', () => {
  afterEach(() => vi.unstubAllGlobals());
  const browserSays = (language: string, languages: string[]) =>
    vi.stubGlobal('navigator', { language, languages });

  it("is the first of the browser's languages that is usable", () => {
    browserSays('C', ['C', 'x-invalid', 'de_AT', 'en-US']);
    expect(visitorLocale()).toBe('de-AT');
  });

  it('falls back to en-US when none is', () => {
    browserSays('C', ['C']);
    expect(visitorLocale()).toBe('en-US');
    browserSays('', []);
    expect(visitorLocale()).toBe('en-US');
  });

  it('reads navigator.language when the list is missing', () => {
    vi.stubGlobal('navigator', { language: 'fr-CA' });
    expect(visitorLocale()).toBe('fr-CA');
  });
});
