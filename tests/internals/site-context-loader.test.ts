import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import leanSiteContext from '../../plugins/internals/entry/site-context-loader.cjs';

const CONTEXT = `import { SiteContext } from 'dumi/dist/client/theme-api/context.js';
import { components } from '../meta/atoms';
import { locales } from '../locales/config';

import * as entryMemberExports from '/site/src/index.ts';

const entryExports = {
    ...entryMemberExports,
};`;

describe('site-context-loader', () => {
  it('drops the API metadata and the entry exports, keeping the rest', () => {
    const output = leanSiteContext(CONTEXT) as string;
    expect(output).not.toContain('../meta/atoms');
    expect(output).not.toContain('/site/src/index.ts');
    expect(output).toContain('const components = undefined;');
    expect(output).toContain('const entryMemberExports = {};');
    expect(output).toContain("import { locales } from '../locales/config';");
    expect(output).toContain('...entryMemberExports,');
  });

  it('fails the build when dumi imports the API metadata some other way', () => {
    const changed = CONTEXT.replace(
      "import { components } from '../meta/atoms';",
      "import * as atoms from '../meta/atoms';",
    );
    expect(() => leanSiteContext(changed)).toThrow(
      /^Shape not found: .*'\.\.\/meta\/atoms'.*entry\/site-context-loader\.cjs/,
    );
  });

  it('fails the build when dumi imports the entry exports some other way', () => {
    const changed = CONTEXT.replace(
      'import * as entryMemberExports from',
      'import entryMemberExports from',
    );
    expect(() => leanSiteContext(changed)).toThrow(
      /^Shape not found: .*entryMemberExports.*entry\/site-context-loader\.cjs/,
    );
  });

  it('leaves the entry alone when it has no named exports, so dumi does not import it', () => {
    const withoutEntry = CONTEXT.replace(/^import \* as entryMemberExports.*$/m, '').replace(
      '...entryMemberExports,',
      '',
    );
    const output = leanSiteContext(withoutEntry) as string;
    expect(output).toContain('const components = undefined;');
    expect(output).not.toContain('entryMemberExports');
  });

  it('slims the ContextWrapper dumi 2.4.50 generates for the site (fixture)', () => {
    const output = leanSiteContext(internalsFixture('dumi-theme-ContextWrapper.tsx.txt')) as string;
    expect(output).toContain('const components = undefined;');
    expect(output).toContain('const entryMemberExports = {};');
    expect(output).not.toMatch(/^import .* from '\.\.\/meta\/atoms';$/m);
  });
});
