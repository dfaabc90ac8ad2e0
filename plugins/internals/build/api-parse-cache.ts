import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { ShapeNotFoundError } from '../expect-matches';

/** dumi's base class of API parsers: a parser already on umi's service is one dumi keeps. */
const BASE_PARSER = 'dumi/dist/assetParsers/BaseParser';

interface AtomParser {
  parse(): Promise<unknown>;
}

/**
 * The files dumi's parser reads and watches: those below the entry file's folder, less the ones
 * its watcher ignores (and installed packages, whose versions the lockfile gives).
 */
export function parsedFiles(entryFolder: string): string[] {
  const ignored = (name: string) =>
    name === 'node_modules' || /^[._]/.test(name) || /\.(md|less|scss|sass|styl|css)$/.test(name);
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !ignored(entry.name))
      .flatMap((entry) => {
        const file = path.join(dir, entry.name);
        return entry.isDirectory() ? walk(file) : [file];
      });
  return walk(entryFolder).sort();
}

/**
 * What the API metadata is made from: the parsed files, the options, the TypeScript config and
 * the installed packages (their types), and dumi's version.
 */
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
  for (const file of ['tsconfig.json', 'package-lock.json']) {
    const abs = path.join(cwd, file);
    if (fs.existsSync(abs)) add(file, fs.readFileSync(abs));
  }
  for (const file of parsedFiles(path.dirname(path.resolve(cwd, entryFile)))) {
    add(path.relative(cwd, file), fs.readFileSync(file));
  }
  return hash.digest('hex');
}

/**
 * dumi's API parser (`apiParser`) starts a worker that reads the components' TypeScript on every
 * build: 2 s of each build's set-up, during which nothing else runs. Its result is kept here by
 * what it is made from (apiParseKey). A build that finds it puts a parser that answers with it on
 * umi's service before dumi makes its own, so no worker starts; otherwise dumi's parser runs and
 * its result is kept for the next build.
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
      const { BaseAtomAssetsParser } = require(BASE_PARSER);
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
      const parser = api.service.atomParser as AtomParser | undefined;
      if (!file || fs.existsSync(file)) return;
      if (typeof parser?.parse !== 'function') {
        throw new ShapeNotFoundError(
          'build/api-parse-cache.ts',
          "dumi's API parser on umi's service (`service.atomParser.parse`)",
          "umi's service after dumi's onCheckPkgJSON",
        );
      }
      // dumi's parser parses once and answers every later call with that result
      // (a failure is dumi's to report, from that same call)
      parser.parse().then(
        (data) => {
          fs.mkdirSync(cacheDir, { recursive: true });
          fs.writeFileSync(file, JSON.stringify(data));
        },
        () => {},
      );
    },
  });
}
