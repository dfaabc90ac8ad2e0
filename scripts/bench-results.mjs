// Where the benches leave their figures: each prints them as it measures and then writes them to
// bench-results/<name>.md (git-ignored), headed by when, at which commit and on how many cores they
// were measured. Figures are read from there (or from a bench's own run), never copied into the
// README.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
export const RESULTS_FOLDER = join(repo, 'bench-results');

/** console.table's rows as a Markdown table: one column per key any row has. */
export function markdownTable(rows) {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const cell = (value) => String(value ?? '').replace(/\|/g, '\\|');
  return [
    `| ${columns.map(cell).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${columns.map((column) => cell(row[column])).join(' | ')} |`),
  ].join('\n');
}

function commit() {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo });
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repo }).length > 0;
    return `${sha.toString().trim()}${dirty ? ' with uncommitted changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

/**
 * A bench's report: `log` prints a line, `table` prints rows as console.table does, and both keep
 * them; `write(name, data)` writes what was kept to `<folder>/<name>.md` (printed lines in text
 * blocks, tables as Markdown), and `data`, if given, to `<name>.json`. Returns the files written.
 */
export function createReport(title, { folder = RESULTS_FOLDER, now = () => new Date() } = {}) {
  const parts = [];
  return {
    log(...values) {
      const line = values.join(' ');
      console.log(line);
      const last = parts.at(-1);
      if (Array.isArray(last)) last.push(line);
      else parts.push([line]);
    },
    table(rows) {
      console.table(rows);
      parts.push(markdownTable(rows));
    },
    write(name, data) {
      mkdirSync(folder, { recursive: true });
      const heading =
        `# ${title}\n\nMeasured ${now().toISOString()} at commit ${commit()}, ` +
        `${cpus().length} cores, load average ${loadavg()[0].toFixed(1)} when written.`;
      const body = parts.map((part) =>
        Array.isArray(part)
          ? `\`\`\`text\n${part.join('\n').replace(/^\n+|\n+$/g, '')}\n\`\`\``
          : part,
      );
      const files = [join(folder, `${name}.md`)];
      writeFileSync(files[0], `${[heading, ...body].join('\n\n')}\n`);
      if (data !== undefined) {
        files.push(join(folder, `${name}.json`));
        writeFileSync(files[1], `${JSON.stringify(data, null, 2)}\n`);
      }
      console.log(`\nFigures written to ${files.join(' and ')}.`);
      return files;
    },
  };
}
