import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { expectShape } from '../module-rules';

const SKIPPED = /(^|[\\/])(node_modules([\\/]|$)|[._])|\.(md|less|scss|sass|styl|css)$/;

/** The files dumi's parser reads and watches below the entry file's folder. */
export const parsedFiles = (entryFolder: string): string[] =>
  fs
    .readdirSync(entryFolder, { recursive: true, encoding: 'utf8' })
    .filter((file) => !SKIPPED.test(file))
    .map((file) => path.join(entryFolder, file))
    .filter((file) => fs.statSync(file).isFile())
    .sort();

/** What the API metadata is made from: the parsed files, options, tsconfig, lockfile and dumi. */
export function apiParseKey(cwd: string, entryFile: string, options: unknown): string {
  const hash = createHash('sha256');
  const add = (name: string, content: string | Buffer) =>
    hash.update(`${name}\0${content.length}\0`).update(content);
  add(
    'options',
    JSON.stringify({ entryFile, options }, (_, value) =>
      typeof value === 'function' ? String(value) : value,
    ),
  );
  add('dumi', require('dumi/package.json').version);
  const config = ['tsconfig.json', 'package-lock.json'].map((file) => path.join(cwd, file));
  for (const file of [...config, ...parsedFiles(path.dirname(path.resolve(cwd, entryFile)))]) {
    if (fs.existsSync(file)) add(path.relative(cwd, file), fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * dumi's API parser starts a worker that reads the components' TypeScript on every build, holding
 * up its set-up. Its result is kept by what it is made from: a build that finds it puts a parser
 * that answers with it on umi's service first (dumi keeps a parser already there).
 */
export function cacheApiParse(api: IApi, cacheDir: string) {
  let file = '';
  api.onCheckPkgJSON({
    stage: -Infinity,
    fn() {
      const options = api.config.apiParser;
      const entryFile = api.config.resolve?.entryFile;
      if (!options || !entryFile) return;
      file = path.join(cacheDir, `${apiParseKey(api.cwd, entryFile, options)}.json`);
      if (!fs.existsSync(file)) return;
      const kept = JSON.parse(fs.readFileSync(file, 'utf8'));
      fs.utimesSync(file, new Date(), new Date());
      const { BaseAtomAssetsParser } = require('dumi/dist/assetParsers/BaseParser');
      api.service.atomParser = new BaseAtomAssetsParser({
        entryFile,
        resolveDir: api.cwd,
        parser: { parse: async () => kept, destroy: async () => {}, patch() {} },
      });
    },
  });
  api.onCheckPkgJSON({
    stage: Infinity,
    fn() {
      const parser = api.service.atomParser as { parse?(): Promise<unknown> } | undefined;
      if (!file || fs.existsSync(file)) return;
      expectShape(
        typeof parser?.parse === 'function',
        'build/api-parse-cache.ts',
        "dumi's API parser on umi's service (`service.atomParser.parse`)",
        "umi's service after dumi's onCheckPkgJSON",
      );
      // dumi's parser answers every call with one result; a failure is dumi's to report
      parser!.parse!().then(
        (data) => {
          fs.mkdirSync(cacheDir, { recursive: true });
          fs.writeFileSync(file, JSON.stringify(data));
        },
        () => {},
      );
    },
  });
}
