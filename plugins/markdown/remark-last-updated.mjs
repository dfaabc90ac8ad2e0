import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Characters a shell expands inside double quotes. */
const SHELL_SPECIAL = /[$`\\"]/;

/**
 * A remark plugin: dates a page whose file name holds `$` (a content tab, `Page.$tab-name.md`) by
 * its last commit. dumi asks git through a shell with the path in double quotes, so `$tab` expands
 * to nothing, git finds no such file and the page is dated at build time: its chunk changed with
 * every build. A date in the page's frontmatter still wins.
 */
export default function remarkLastUpdated() {
  return (tree, vFile) => {
    const file = String(this.data('fileAbsPath') ?? '');
    const dated = (node) => node.type === 'yaml' && /^lastUpdated:/m.test(node.value);
    if (!SHELL_SPECIAL.test(path.basename(file)) || tree.children.some(dated)) return;
    const seconds = Number(
      execFileSync('git', ['log', '-1', '--format=%at', '--', path.basename(file)], {
        cwd: path.dirname(file),
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
    if (seconds)
      vFile.data.frontmatter = { ...vFile.data.frontmatter, lastUpdated: seconds * 1000 };
  };
}
