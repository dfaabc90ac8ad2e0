import fs from 'fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error CommonJS webpack loader without type declarations
import nativeAsync from '../../plugins/internals/entry/native-async-loader.cjs';

const run = (resourcePath: string, source = fs.readFileSync(resourcePath, 'utf8')) =>
  nativeAsync.call({ resourcePath }, source) as string;

describe('native-async-loader', () => {
  for (const file of ['umi/client/client/plugin.js', 'dumi/dist/client/theme-api/utils.js']) {
    it(`writes the async functions of ${file} without the regenerator runtime`, () => {
      const output = run(`node_modules/${file}`);
      expect(output).not.toMatch(/_regeneratorRuntime|_asyncToGenerator|\.mark\(/);
      expect(output).toMatch(/async function/);
    });
  }

  it('is for those files alone', () => {
    expect(nativeAsync.rewrittenFile('/site/node_modules/umi/client/client/plugin.js')).toBe(
      'umi/client/client/plugin.js',
    );
    expect(
      nativeAsync.rewrittenFile('/site/node_modules/dumi/dist/client/theme-api/other.js'),
    ).toBe(undefined);
  });

  it('stops the build, naming itself, when a release compiles the functions otherwise', () => {
    const changed = 'export async function getAgnosticComponentModule(c) { return c; }\n';
    expect(() => run('/site/node_modules/dumi/dist/client/theme-api/utils.js', changed)).toThrow(
      /^Shape not found: getAgnosticComponentModule.*node_modules\/dumi\/dist\/client\/theme-api\/utils\.js.* update plugins\/internals\/entry\/native-async-loader\.cjs/,
    );
  });
});
