import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import type { MarkdownFacts } from './markdown';

/**
 * What the Markdown reader found in each page, kept in one file between runs (of a build or
 * `dumi dev`; `npm run check` keeps nothing): reading is most of the checks' time (3 s at 1,000
 * pages), and a page that did not change gives the same facts. An entry is keyed by the page's path, edition and
 * text, and by the reader's own code and the locked package versions, so any of them changing
 * reads the page again. The file keeps the pages of the last run only.
 */
export function keptFacts(file: string | undefined, cwd: string) {
  const reader = createHash('sha256');
  for (const input of [path.join(__dirname, 'markdown.ts'), path.join(cwd, 'package-lock.json')]) {
    if (fs.existsSync(input)) reader.update(fs.readFileSync(input));
  }
  const version = reader.digest('hex');
  let kept: Record<string, MarkdownFacts> | undefined;
  const keyOfPage = new Map<string, string>();
  let read = false;

  const load = (): Record<string, MarkdownFacts> => {
    if (!file) return {};
    try {
      const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
      return saved.version === version ? saved.facts : {};
    } catch {
      // none yet, or unreadable: every page is read
      return {};
    }
  };

  return {
    /**
     * The facts of the page at `abs` whose text, edition... are `parts`: kept ones (a copy, which
     * the caller may change), else what `readPage()` gives.
     */
    of(abs: string, parts: string[], readPage: () => MarkdownFacts): MarkdownFacts {
      kept ??= load();
      const key = createHash('sha256').update(parts.join('\0')).digest('hex');
      if (!kept[key]) {
        kept[key] = readPage();
        read = true;
      }
      keyOfPage.set(abs, key);
      return structuredClone(kept[key]);
    },
    /** Keeps the facts of the pages in `present` (the others go), once a page had to be read. */
    save(present: Set<string>) {
      if (!read || !kept) return;
      const facts: Record<string, MarkdownFacts> = {};
      for (const [abs, key] of keyOfPage) {
        if (present.has(abs)) facts[key] = kept[key];
        else keyOfPage.delete(abs);
      }
      kept = facts;
      read = false;
      if (!file) return;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, JSON.stringify({ version, facts }));
    },
  };
}
