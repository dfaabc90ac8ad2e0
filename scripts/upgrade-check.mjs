#!/usr/bin/env node
// Would the newest dumi and umi work here? (`npm run upgrade-check`, not part of `npm test`.)
// Copies the committed project into a scratch folder, installs the newest dumi and umi the
// registry serves there (dropping the umi pin), builds the three sites `npm test` builds and runs
// the browser tests against them. Prints the versions tried and a verdict; the project itself is
// left as it is. Extra arguments go to Playwright (for example `-- e2e/routes.spec.ts`).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repo = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'tessera-upgrade-'));
const keep = process.env.KEEP_SCRATCH === '1';

function run(command, args, options = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: scratch, stdio: 'inherit', ...options });
  return result.status === 0;
}

const latest = (name) =>
  execFileSync('npm', ['view', name, 'version'], { encoding: 'utf8' }).trim();

let verdict = 'failed';
try {
  // the committed files only, with their git history (the pages' dates come from it)
  execFileSync('git', ['clone', '--quiet', repo, scratch]);
  const versions = { dumi: latest('dumi'), umi: latest('umi') };
  console.log(`Trying dumi ${versions.dumi} with umi ${versions.umi} in ${scratch}`);

  const manifestPath = join(scratch, 'package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  delete manifest.overrides.umi;
  manifest.devDependencies.dumi = versions.dumi;
  manifest.devDependencies.umi = versions.umi;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  rmSync(join(scratch, 'package-lock.json'));

  const steps = [
    ['npm', ['install', '--no-audit', '--no-fund']],
    ['npm', ['run', 'typecheck']],
    ['npm', ['run', 'build']],
    ['npm', ['run', 'build:subpath']],
    ['npm', ['run', 'build:fixtures']],
    ['npx', ['playwright', 'test', ...process.argv.slice(2)]],
  ];
  const failed = steps.find(([command, args]) => !run(command, args));
  verdict = failed
    ? `dumi ${versions.dumi} / umi ${versions.umi}: "${failed.flat().join(' ')}" failed (see above)`
    : `dumi ${versions.dumi} / umi ${versions.umi}: builds and passes the browser tests`;
} finally {
  if (keep) console.log(`\nScratch copy kept at ${scratch}`);
  else rmSync(scratch, { recursive: true, force: true });
}
console.log(`\nUpgrade check: ${verdict}`);
process.exit(verdict.includes('failed') ? 1 : 0);
