import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { SITE_EDITIONS } from '../../site.config';
import { markdownPlugin } from '../markdown/plugin-entry';
import { loadPageReader, readPage } from '../shared/page-reader';

/** A page's translation into another edition, and what git says of it. */
export interface TranslationStatus {
  english: string;
  translation: string;
  /** The translation exists. */
  exists: boolean;
  /** Its `translatedFrom`. */
  from?: string;
  /** The English commits after `from`, newest first; none when `from` is no commit here. */
  since?: { commit: string; date: string; subject: string }[];
}

function commitsSince(cwd: string, from: string, file: string) {
  try {
    const log = execFileSync('git', ['log', '--format=%h %as %s', `${from}..HEAD`, '--', file], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return log
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [commit, date, ...subject] = line.split(' ');
        return { commit, date, subject: subject.join(' ') };
      });
  } catch {
    return undefined;
  }
}

/** Every English page of the docs folders (debug pages aside) with its translation in each edition. */
export function translationStatuses(cwd: string, docDirs: string[]): TranslationStatus[] {
  const ids = SITE_EDITIONS.slice(1).map(({ id }) => id);
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      return entry.isDirectory() ? files(file) : [file];
    });
  const english = docDirs
    .flatMap((dir) => files(path.resolve(cwd, dir)))
    .filter((file) => file.endsWith('.md') && !ids.some((id) => file.endsWith(`.${id}.md`)))
    .filter((file) => readPage(file, cwd).frontmatter.debug !== true);
  return english.flatMap((file) =>
    ids.map((id) => {
      const translation = file.replace(/\.md$/, `.${id}.md`);
      if (!fs.existsSync(translation)) return { english: file, translation, exists: false };
      const from = readPage(translation, cwd).frontmatter.translatedFrom;
      if (typeof from !== 'string') return { english: file, translation, exists: true };
      return {
        english: file,
        translation,
        exists: true,
        from,
        since: commitsSince(cwd, from, file),
      };
    }),
  );
}

/** What `dumi translations` prints, one line per translation (and per commit it is behind). */
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
      for (const { commit, date, subject } of since)
        lines.push(`               ${commit} ${date} ${subject}`);
    }
  }
  return { lines, problems };
}

/** The date of the latest English change of each translation that is behind, by its file. */
let behindByFile = new Map<string, string>();
export const translationBehind = (file: string) => behindByFile.get(path.resolve(file));

/**
 * A translation whose English page has changed since the commit it follows says so to its readers
 * (`translationBehind`: the date of the latest English change, in its frontmatter, which the theme
 * shows above the text and the page's Markdown repeats). Computed from git at build time, so a
 * build after the translation is brought up to date drops the note. `dumi translations` (npm run
 * translations) lists every translation's state for the maintainers.
 */
export default (api: IApi) => {
  api.describe({ key: 'translationStatus' });
  const docDirs = (
    config: { resolve?: { docDirs?: (string | { dir: string })[] } } = api.config,
  ): string[] =>
    (config.resolve?.docDirs ?? ['docs']).map((dir: string | { dir: string }) =>
      typeof dir === 'string' ? dir : dir.dir,
    );

  // after every other plugin's config, which may add docs folders
  api.modifyConfig({
    stage: Infinity,
    fn: async (memo) => {
      await loadPageReader();
      behindByFile = new Map(
        translationStatuses(api.cwd, docDirs(memo)).flatMap(({ translation, since }) =>
          since?.length ? [[translation, since[0].date]] : [],
        ),
      );
      const behind = Object.fromEntries(
        [...behindByFile].map(([file, date]) => [
          path.relative(api.cwd, file).split(path.sep).join('/'),
          date,
        ]),
      );
      const plugin = markdownPlugin(path.join(__dirname, 'remark-translation-status.mjs'), {
        behind,
      });
      memo.extraRemarkPlugins = [...(memo.extraRemarkPlugins ?? []), plugin];
      return memo;
    },
  });

  api.registerCommand({
    name: 'translations',
    description: 'which translations are behind their English page',
    fn: async () => {
      await loadPageReader();
      const { lines, problems } = translationReport(api.cwd, docDirs());
      lines.forEach((line) => console.log(line));
      if (problems && process.argv.includes('--check')) process.exitCode = 1;
    },
  });
};
