// Which Chinese pages are behind their English page. Each `*.zh-CN.md` names, in its frontmatter
// `translatedFrom`, the commit of the English page it translates; every later commit of the English
// page is a change the translation has not followed yet. `npm run translations` prints one line per
// page; `--check` also exits 1 when a page has no translation or names an unknown commit.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const frontmatter = (file) =>
  /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';

const english = git('ls-files', 'docs/*.md', 'docs/**/*.md')
  .split('\n')
  .filter((file) => file && !/\.[a-z]{2}-[A-Z]{2}\.md$/.test(file))
  .filter((file) => !/^debug:\s*true\b/m.test(frontmatter(file)));

let problems = 0;
for (const source of english) {
  const translation = source.replace(/\.md$/, '.zh-CN.md');
  if (!existsSync(translation)) {
    problems += 1;
    console.log(`missing      ${source}: no ${translation}`);
    continue;
  }
  const from = /^translatedFrom:\s*(\S+)/m.exec(frontmatter(translation))?.[1];
  let behind;
  try {
    behind = from && git('log', '--oneline', `${from}..HEAD`, '--', source);
  } catch {
    behind = undefined;
  }
  if (behind === undefined || !from) {
    problems += 1;
    console.log(
      `unknown      ${translation}: translatedFrom ${from ?? '(none)'} is no commit here`,
    );
  } else if (behind) {
    const commits = behind.split('\n');
    console.log(
      `behind (${commits.length})   ${translation}: git diff ${from} HEAD -- '${source}'`,
    );
    for (const commit of commits) console.log(`               ${commit}`);
  } else {
    console.log(`up to date   ${translation}`);
  }
}
if (problems && process.argv.includes('--check')) process.exit(1);
