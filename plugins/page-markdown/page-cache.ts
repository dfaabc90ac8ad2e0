import { createHash } from 'crypto';
import fs from 'fs';
import path from 'path';
import { pruneUnused } from '../build-speed/build-cache';

/**
 * Demos, embedded files and API tables pull in files beyond the page and its tabs: such pages are
 * converted on every build (there are a few); the others are kept by the hash of what they read.
 */
const { MAY_HAVE_DEMOS: READS_OTHER_FILES } = require('../internals/pages/markdown-loader.cjs') as {
  MAY_HAVE_DEMOS: RegExp;
};

/**
 * The Markdown of pages converted by an earlier build, kept in `dir` by the hash of the page's
 * files and of `siteKey` (the converter's code, the site's addresses, pictures and components):
 * a rebuild converts only the pages that changed.
 */
export class PageMarkdownCache {
  constructor(
    private readonly dir: string,
    private readonly siteKey: string,
  ) {
    fs.mkdirSync(dir, { recursive: true });
  }

  /** The cached Markdown of a page made of `files` at `url`, else `convert()`'s, then kept. */
  markdown(files: string[], url: string, convert: () => string): string {
    const sources = files.map((file) => fs.readFileSync(file, 'utf8'));
    if (sources.some((source) => READS_OTHER_FILES.test(source))) return convert();
    const hash = createHash('sha256').update(this.siteKey).update(`\0${url}`);
    files.forEach((file, i) => hash.update(`\0${file}\0`).update(sources[i]));
    const cached = path.join(this.dir, `${hash.digest('hex')}.md`);
    try {
      const markdown = fs.readFileSync(cached, 'utf8');
      const now = new Date();
      fs.utimesSync(cached, now, now);
      return markdown;
    } catch {
      const markdown = convert();
      fs.writeFileSync(cached, markdown);
      return markdown;
    }
  }

  /** Drops the copies no build has used for a week. */
  prune() {
    pruneUnused(this.dir);
  }
}
