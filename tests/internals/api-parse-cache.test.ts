import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { IApi } from 'dumi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  apiParseKey,
  cacheApiParse,
  parsedFiles,
} from '../../plugins/internals/build/api-parse-cache';

let root: string;
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-parse-'));
  write('src/index.ts', "export { default as Tile } from './Tile';\n");
  write('src/Tile/index.tsx', 'export default (props: { label: string }) => null;\n');
  write('src/Tile/index.less', '.tile { color: red; }\n');
  write('src/_draft.ts', 'export const draft = 1;\n');
  write('docs/index.md', '# Home\n');
  write('tsconfig.json', '{}\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const key = (options: object = {}) => apiParseKey(root, './src/index.ts', options);

/** One build's worth of umi's service: the hooks the cache taps, and dumi's own parser step. */
function build(dumiParse: () => Promise<unknown>) {
  const hooks: { stage: number; fn: () => void }[] = [];
  const service: { atomParser?: { parse(): Promise<unknown> } } = {};
  const api = {
    cwd: root,
    config: { apiParser: {}, resolve: { entryFile: './src/index.ts' } },
    service,
    onCheckPkgJSON: (hook: { stage: number; fn: () => void }) => hooks.push(hook),
  } as unknown as IApi;
  cacheApiParse(api, path.join(root, 'cache'));
  const { BaseAtomAssetsParser } = require('dumi/dist/assetParsers/BaseParser');
  const dumi = () => {
    // dumi keeps a parser that is already there (dumi/dist/features/parser.js)
    if (service.atomParser instanceof BaseAtomAssetsParser) return;
    service.atomParser = new BaseAtomAssetsParser({
      entryFile: './src/index.ts',
      resolveDir: root,
      parser: { parse: dumiParse, destroy: async () => {}, patch() {} },
    });
  };
  [...hooks, { stage: 0, fn: dumi }].sort((a, b) => a.stage - b.stage).forEach(({ fn }) => fn());
  return service.atomParser!.parse();
}

describe('the API parse cache', () => {
  it('reads what dumi reads: the entry folder without dot, underscore and style files', () => {
    write('src/node_modules/some-package/index.js', 'module.exports = 1;\n');
    expect(parsedFiles(path.join(root, 'src')).map((file) => path.relative(root, file))).toEqual([
      'src/Tile/index.tsx',
      'src/index.ts',
    ]);
  });

  it('keys the result by the components, the options and the TypeScript config, not the pages', () => {
    const first = key();
    write('docs/index.md', '# Home, edited\n');
    write('src/Tile/index.less', '.tile { color: blue; }\n');
    expect(key()).toBe(first);
    write(
      'src/Tile/index.tsx',
      'export default (props: { label: string; tone?: string }) => null;\n',
    );
    const edited = key();
    expect(edited).not.toBe(first);
    expect(key({ resolveFilter: () => false })).not.toBe(edited);
    write('tsconfig.json', '{ "compilerOptions": { "strict": true } }\n');
    expect(key()).not.toBe(edited);
  });

  it("answers a later build with the kept result, without dumi's parser, until a component changes", async () => {
    const result = { components: { Tile: { propsConfig: { type: 'object' } } }, functions: {} };
    let parses = 0;
    const dumiParse = async () => {
      parses += 1;
      return result;
    };
    expect(await build(dumiParse)).toEqual(result);
    expect(await build(dumiParse)).toEqual(result);
    expect(parses).toBe(1);
    write('src/Tile/index.tsx', 'export default () => null;\n');
    await build(dumiParse);
    expect(parses).toBe(2);
  });

  it('keeps nothing from a parse that failed', async () => {
    const failing = async () => {
      throw new Error('no TypeScript');
    };
    await expect(build(failing)).rejects.toThrow('no TypeScript');
    expect(fs.existsSync(path.join(root, 'cache'))).toBe(false);
  });
});
