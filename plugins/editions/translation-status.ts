import { spawnSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS } from '../../site.config';
import { markdownPlugin } from '../markdown/plugin-entry';
import { editionOfFile, fileInEdition } from '../shared/editions';
import { loadPageReader, readPage } from '../shared/page-reader';
import { docDirsOf } from '../shared/routes';

/** `<commit> <date> <subject>` of each commit to `file` since `from`; none for an unknown one. */
function commitsSince(cwd: string, from: string, file: string): string[] | undefined {
  const args = ['log', '--format=%h %as %s', `${from}..HEAD`, '--', file];
  const git = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return git.status === 0 ? git.stdout.split('\n').filter(Boolean) : undefined;
}

/** Every English page (debug pages aside) in the (absolute) docs folders, with its translations. */
function translationStatuses(cwd: string, docDirs: string[]) {
  return docDirs
    .flatMap((dir) =>
      (fs.readdirSync(dir, { recursive: true }) as string[]).map((file) => path.join(dir, file)),
    )
    .sort()
    .filter((file) => file.endsWith('.md') && editionOfFile(file) === SITE_EDITIONS[0])
    .filter((file) => readPage(file, cwd).frontmatter.debug !== true)
    .flatMap((english) =>
      SITE_EDITIONS.slice(1).map((edition) => {
        const translation = fileInEdition(english, edition);
        const exists = fs.existsSync(translation);
        const from = exists ? readPage(translation, cwd).frontmatter.translatedFrom : undefined;
        if (typeof from !== 'string') return { english, translation, exists };
        return { english, translation, exists, from, since: commitsSince(cwd, from, english) };
      }),
    );
}

export function translationReport(cwd: string, docDirs: string[]) {
  const lines: string[] = [];
  let problems = 0;
  for (const { english, translation, exists, from, since } of translationStatuses(cwd, docDirs)) {
    const [source, file] = [english, translation].map((abs) => path.relative(cwd, abs));
    if (!exists || !since) problems += 1;
    if (!exists) lines.push(`missing      ${source}: no ${file}`);
    else if (!since)
      lines.push(`unknown      ${file}: translatedFrom ${from ?? '(none)'} is no commit here`);
    else if (!since.length) lines.push(`up to date   ${file}`);
    else {
      lines.push(`behind (${since.length})   ${file}: git diff ${from} HEAD -- '${source}'`);
      lines.push(...since.map((commit) => `               ${commit}`));
    }
  }
  return { lines, problems };
}

/** The date of the latest English change of each translation behind, by its path in the project. */
let behind: Record<string, string> = {};
const keyOf = (cwd: string, file: string) => path.relative(cwd, file).split(path.sep).join('/');
export const translationBehind = (cwd: string, file: string) => behind[keyOf(cwd, file)];

/**
 * A translation whose English page changed since the commit it follows says so to its readers,
 * from git at build time; `dumi translations` lists every translation's state.
 */
export default (api: IApi) => {
  api.describe({ key: 'translationStatus' });

  // after every other plugin's config, which may add docs folders
  api.modifyConfig({
    stage: Infinity,
    fn: async (memo) => {
      await loadPageReader();
      behind = {};
      for (const { translation, since } of translationStatuses(api.cwd, docDirsOf(api.cwd, memo)))
        if (since?.length) behind[keyOf(api.cwd, translation)] = since[0].split(' ')[1];
      const plugin = path.join(__dirname, 'remark-translation-status.mjs');
      memo.extraRemarkPlugins = [
        ...(memo.extraRemarkPlugins ?? []),
        markdownPlugin(plugin, { behind }),
      ];
      return memo;
    },
  });

  api.registerCommand({
    name: 'translations',
    description: 'which translations are behind their English page',
    fn: async () => {
      await loadPageReader();
      const { lines, problems } = translationReport(api.cwd, docDirsOf(api.cwd, api.config));
      lines.forEach((line) => console.log(line));
      if (problems && process.argv.includes('--check')) process.exitCode = 1;
    },
  });
};
