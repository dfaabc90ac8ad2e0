import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { checkPages, type CheckOptions } from '../plugins/page-checks/check-pages';
import type { Problem } from '../plugins/page-checks/problems';

/** A 2 x 2 PNG's first bytes: signature and IHDR chunk, all the size reader needs. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000002000000020806000000', 'hex');
export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"></svg>';

/** A small site in a scratch folder: files by path (docs/..., public/...), text or bytes. */
export function scratchSite(files: Record<string, string | Buffer>, git = false): string {
  const dir = mkdtempSync(join(tmpdir(), 'page-checks-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
  if (git) {
    const run = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
    run('init', '-q');
    run('add', '-A');
    run('-c', 'user.email=test@example.com', '-c', 'user.name=Test', 'commit', '-qm', 'pages');
  }
  return dir;
}

export const headCommit = (dir: string) =>
  execFileSync('git', ['rev-parse', '--short=10', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();

/**
 * The address dumi gives each page of a scratch site, whose file names are lower-case: its path
 * below docs/ without `.md` and `index`, an edition's suffix as its prefix. Tabs have none.
 */
function scratchRoutes(cwd: string): Map<string, string> {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  const routes = new Map<string, string>();
  for (const file of files(join(cwd, 'docs')).filter(
    (name) => /\.md$/.test(name) && !name.includes('$tab-'),
  )) {
    const [, path, locale] = /^(.*?)(?:\.([a-z]{2}-[A-Z]{2}))?\.md$/.exec(
      relative(join(cwd, 'docs'), file),
    )!;
    const route = `/${locale ? `${locale}/` : ''}${path.replace(/(^|\/)index$/, '')}`.replace(
      /\/$/,
      '',
    );
    routes.set(file, route || '/');
  }
  return routes;
}

/**
 * The page checks of a site in `cwd`, with the site's editions and external links, as the build
 * and `npm run check` run them; its pages need no translation unless `untranslated` says otherwise.
 */
export const checkerFor = (cwd: string, options: Partial<CheckOptions> = {}) => ({
  check: () =>
    checkPages({
      cwd,
      routes: scratchRoutes(cwd),
      untranslated: ['docs'],
      ...options,
    }),
});

/** The problems the page checks find in a scratch site. */
export async function checkSite(
  files: Record<string, string | Buffer>,
  { git, ...options }: Partial<CheckOptions> & { git?: boolean } = {},
): Promise<Problem[]> {
  return (await checkerFor(scratchSite(files, git), options).check()).problems;
}

/** A page: frontmatter (YAML lines) and body. */
export const page = (frontmatter: string, body = '# Page\n') =>
  `---\n${frontmatter.trim()}\n---\n\n${body}`;

/** A problem as the tests compare it: where, which rule, and the text. */
export const brief = ({ file, line, column, rule, message, fix }: Problem) =>
  `${file}:${line}:${column} ${rule}: ${message} (${fix})`;
