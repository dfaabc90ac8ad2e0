#!/usr/bin/env node
// The npm registry mirror this project is built against lacks some platform builds of native
// packages (for example @utoo/pack-darwin-arm64). `npm install` then leaves them out of
// package-lock.json and `npm ci` refuses the lock. This adds an entry, with the os and cpu its name
// states, for every such optional platform package that is missing, so that `npm ci` accepts the
// lock and, on each machine, installs only the build for that machine. Run it after regenerating
// the lock; it changes nothing when the lock is complete.
//
// The added entries carry no integrity hash (the mirror has no tarball to hash). They are only ever
// installed on a machine of that platform, where npm then fetches them unverified; on Linux x64,
// where this project is built and tested, they are skipped.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = 'darwin|linux|win32|android|freebsd|netbsd|openbsd|openharmony|sunos|aix';
const CPU = 'arm64|x64|ia32|arm|riscv64|s390x|loong64|ppc64|mips64el';
const PLATFORM_NAME = new RegExp(
  `(?:^|[-/])(${OS})-(${CPU})(?:-(gnu|musl|msvc|gnueabihf|musleabihf|eabi))?$`,
);

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];

/** Whether npm's lookup from `location` (its own node_modules, then each parent's) finds `name@version`. */
function resolvable(location, name, version) {
  for (let dir = location; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    const found = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`];
    // the nearest copy is the one npm uses, whatever its version
    if (found) return found.version === version;
    if (!dir) return false;
  }
}

const libcOf = (suffix) =>
  suffix?.startsWith('gnu') ? ['glibc'] : suffix?.startsWith('musl') ? ['musl'] : undefined;

for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const match = PLATFORM_NAME.exec(name);
    if (!match || resolvable(location, name, version)) continue;
    // beside the package that wants it, where npm puts the build it does install
    const target = `${location.slice(0, location.lastIndexOf('node_modules/'))}node_modules/${name}`;
    if (lock.packages[target]) continue; // a different version already stands there: leave it to npm
    const [, os, cpu, suffix] = match;
    const libc = libcOf(suffix);
    lock.packages[target] = {
      version,
      cpu: [cpu],
      ...(entry.dev && { dev: true }),
      ...(libc && { libc }),
      optional: true,
      os: [os],
    };
    added.push(`${target}@${version}`);
  }
}

if (added.length) {
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) =>
      a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
    ),
  );
  writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
}
console.log(
  added.length ? `added ${added.length} entries:\n${added.join('\n')}` : 'lock file is complete',
);
