// `npm run check`: the page checks alone, without dumi or a bundler. Prints every problem of every
// page as `file:line:column  problem  (how to fix)` and exits 1 if there is any. Arguments name the
// docs folders to check (default: docs, as `npm run build` builds); `--untranslated <folder>` names
// a folder whose pages need no translation.
import { performance } from 'perf_hooks';
import { EXTERNAL_LINKS, SITE_EDITIONS } from '../../site.config';
import { createPageChecker } from './check-pages';
import { formatReport } from './problems';

const started = performance.now();
const args = process.argv.slice(2);
const untranslated: string[] = [];
const docDirs: string[] = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--untranslated') untranslated.push(args[++i]);
  else docDirs.push(args[i]);
}

createPageChecker({
  cwd: process.cwd(),
  docDirs: docDirs.length ? docDirs : ['docs'],
  editions: [...SITE_EDITIONS],
  externalLinks: EXTERNAL_LINKS,
  untranslated,
})
  .check()
  .then(({ problems, pageCount }) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(2);
    const report = formatReport(problems, pageCount);
    (problems.length ? console.error : console.log)(`${report} (${seconds} s)`);
    process.exitCode = problems.length ? 1 : 0;
  })
  .catch((error: Error) => {
    console.error(`page-checks: ${error.stack ?? error.message}`);
    process.exitCode = 2;
  });
