import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..');

/**
 * A copy of the project in a scratch folder, to build or run with planted mistakes: its files as
 * git sees them (committed or new, not ignored), a node_modules of links to the project's packages
 * (with a cache folder of its own), and a git repository that can read the project's commits (for
 * the pages' `translatedFrom`).
 */
export function scratchProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-copy-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    copyFileSync(join(ROOT, file), join(dir, file));
  }
  mkdirSync(join(dir, 'node_modules'));
  for (const entry of readdirSync(join(ROOT, 'node_modules'))) {
    if (entry !== '.cache')
      symlinkSync(join(ROOT, 'node_modules', entry), join(dir, 'node_modules', entry));
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
  git('init', '-q');
  const objects = resolve(
    ROOT,
    execFileSync('git', ['rev-parse', '--git-common-dir'], { cwd: ROOT, encoding: 'utf8' }).trim(),
    'objects',
  );
  writeFileSync(join(dir, '.git', 'objects', 'info', 'alternates'), `${objects}\n`);
  git('add', '-A');
  git('-c', 'user.email=test@example.com', '-c', 'user.name=Test', 'commit', '-qm', 'copy');
  return dir;
}

/**
 * Replaces text in a file of a scratch copy (the text must be there) and returns where the new
 * text starts, plus `offset` characters, as `file:line:column`.
 */
export function plant(dir: string, file: string, from: string, to: string, offset = 0): string {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  const at = text.indexOf(from);
  if (at < 0) throw new Error(`${file} has no "${from}"`);
  writeFileSync(path, text.slice(0, at) + to + text.slice(at + from.length));
  const before = text.slice(0, at + offset).split('\n');
  return `${file}:${before.length}:${before[before.length - 1].length + 1}`;
}
