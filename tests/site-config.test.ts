import { describe, expect, it } from 'vitest';
import { checkedSiteConfig, siteConfig } from '../plugins/site-config';

const VALID = {
  name: 'Example Lab',
  origin: 'https://example.org',
  branch: 'main',
  links: { organisation: 'https://github.com/example' },
  colours: {
    'c-primary': '#0958d9',
    'c-primary-dark': '#4c9dff',
    'c-text-note': '#5f6670',
    'c-text-note-dark': '#9aa4b2',
    'c-text-secondary-dark': '#aab3bf',
  },
};

describe('the site settings', () => {
  it("accept this site's site.config.ts with the default base and output folder", () => {
    const site = siteConfig({});
    expect(site.base).toBe('/');
    expect(site.outputPath).toBe('dist');
    expect(site.name).toBe('Tessera Lab');
  });

  it('take the base path and output folder from the environment', () => {
    const site = checkedSiteConfig(VALID, { SITE_BASE: '/site/', SITE_OUTPUT: 'dist-site' });
    expect(site).toMatchObject({ base: '/site/', outputPath: 'dist-site' });
  });

  it.each([
    [
      { origin: 'https://example.org/docs' },
      'SITE_ORIGIN in site.config.ts: must be a scheme and host only',
    ],
    [
      { origin: 'http://example.org' },
      'SITE_ORIGIN in site.config.ts: must be an https:// address',
    ],
    [{ name: '  ' }, 'SITE_NAME in site.config.ts: must not be empty'],
    [
      { links: { organisation: 'github.com/example' } },
      'EXTERNAL_LINKS in site.config.ts, organisation: must be an https:// address',
    ],
    [
      { colours: { ...VALID.colours, 'c-primary': 'blue' } },
      'SITE_COLOURS in site.config.ts, c-primary: must be a colour like #0958d9',
    ],
  ])('name the wrong value and where to fix it: %j', (change, message) => {
    expect(() => checkedSiteConfig({ ...VALID, ...change }, {})).toThrow(message);
  });

  it('reject a base path without its slashes and an output folder that is a source folder', () => {
    let error: unknown;
    try {
      checkedSiteConfig(VALID, { SITE_BASE: 'site', SITE_OUTPUT: 'docs' });
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).toContain(
      'the SITE_BASE environment variable: must start and end with "/", such as /repo/',
    );
    expect(String(error)).toContain(
      'the SITE_OUTPUT environment variable: must not be a source folder',
    );
  });

  it('write source maps only for SITE_SOURCE_MAPS=1 and name any other value', () => {
    expect(checkedSiteConfig(VALID, {}).sourceMaps).toBe('');
    expect(checkedSiteConfig(VALID, { SITE_SOURCE_MAPS: '1' }).sourceMaps).toBe('1');
    expect(() => checkedSiteConfig(VALID, { SITE_SOURCE_MAPS: 'yes' })).toThrow(
      'the SITE_SOURCE_MAPS environment variable: must be 1 (write source maps) or 0',
    );
  });
});
