import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import splitMessageSets from '../../plugins/internals/entry/message-sets-loader.cjs';

const CONFIG = '/site/.dumi/tmp-production/dumi/locales/config.ts';
const run = (source: string, resourceQuery = '', split = true) =>
  splitMessageSets.call(
    { resourcePath: CONFIG, resourceQuery, getOptions: () => ({ split }) },
    source,
  ) as string;

const LOCALES = `export const locales = [
  { "id": "en-US", "name": "English", "base": "/" },
  { "id": "zh-CN", "name": "中文", "base": "/zh-CN" }
];`;
const SETS = {
  'en-US': {
    'search.loading': 'Loading...',
    'previewer.actions.code.expand': 'Show Code',
    'zoom.close': 'Close',
    // read by the chunk-recovery runtime and the build from the locale files, never through intl
    'chunk.failed.title': 'This page could not be loaded',
    'app.noscript': 'Enable JavaScript to run this app.',
  },
  'zh-CN': { 'search.loading': '加载中...', 'zoom.close': '关闭' },
};
// what dumi generates, with the messages plugins/editions/messages.ts compiled
const GENERATED = `// @ts-nocheck\n${LOCALES}\nexport const messages = ${JSON.stringify(SETS, null, 2)};\n`;

describe('message-sets-loader', () => {
  it('keeps the locales and hands each set over as a chunk of its own', () => {
    const output = run(GENERATED);
    expect(output).toContain(LOCALES);
    expect(output).not.toContain('Loading...');
    expect(output).not.toContain('加载中...');
    expect(output).toMatch(/^import \{ messageSets \} from ".*message-sets\.ts";/);
    expect(output).toContain(
      `"en-US": () => import(/* webpackChunkName: "messages-en-US" */ "${CONFIG}?locale=en-US"),`,
    );
    expect(output).toContain(
      `"zh-CN": () => import(/* webpackChunkName: "messages-zh-CN" */ "${CONFIG}?locale=zh-CN"),`,
    );
    expect(output).toContain('export const messages = messageSets({');
  });

  it("makes `?locale=<id>` the module of that locale's set alone", () => {
    expect(run(GENERATED, '?locale=zh-CN')).toBe(
      `export default ${JSON.stringify({ 'search.loading': '加载中...' })};\n`,
    );
    expect(run(GENERATED, '?locale=fr-FR')).toBe('export default {};\n');
    expect(run(GENERATED, '?locale=en-US')).toBe(
      `export default ${JSON.stringify({ 'search.loading': 'Loading...' })};\n`,
    );
  });

  it('gives the texts of demo blocks to the builtins that show them, by locale', () => {
    expect(run(GENERATED, '?demo-messages')).toBe(
      `export default ${JSON.stringify({ 'en-US': { 'previewer.actions.code.expand': 'Show Code' }, 'zh-CN': {} })};\n`,
    );
  });

  it('gives the texts of the picture dialog to its chunk, by locale', () => {
    expect(run(GENERATED, '?zoom-messages')).toBe(
      `export default ${JSON.stringify({ 'en-US': { 'zoom.close': 'Close' }, 'zh-CN': { 'zoom.close': '关闭' } })};\n`,
    );
    expect(run(GENERATED, '?locale=zh-CN')).not.toContain('关闭');
  });

  it('leaves the config whole in the prerender and in dumi dev', () => {
    expect(run(GENERATED, '', false)).toBe(GENERATED);
    expect(run(GENERATED, '?demo-messages', false)).toBe('export default undefined;\n');
    expect(run(GENERATED, '?zoom-messages', false)).toBe('export default undefined;\n');
  });

  it('fails the build when dumi writes the messages some other way', () => {
    expect(() => run(`${LOCALES}\nexport default { messages: {} };`)).toThrow(
      /^Shape not found: .*export const messages.*dumi's generated locale config.*entry\/message-sets-loader\.cjs/,
    );
  });

  it("splits the locale config dumi 2.4.50 generates for the site's two editions (fixture)", () => {
    const output = run(internalsFixture('dumi-locales-config.ts.txt'));
    for (const id of ['en-US', 'zh-CN']) {
      expect(output).toContain(`"${id}": () => import(/* webpackChunkName: "messages-${id}" */`);
    }
    expect(output).not.toContain('"header.search.placeholder"');
    const english = JSON.parse(
      run(internalsFixture('dumi-locales-config.ts.txt'), '?locale=en-US').replace(
        /^export default (.*);\n$/s,
        '$1',
      ),
    );
    expect(english['header.search.placeholder']).toBeDefined();
  });
});
