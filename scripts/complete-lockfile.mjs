#!/usr/bin/env node
// The npm registry mirror this project is built against lacks some platform builds of native
// packages (for example @utoo/pack-darwin-arm64). `npm install` then leaves them out of
// package-lock.json and `npm ci` refuses the lock. This adds an entry, with the os and cpu its name
// states, for every such optional platform package that is missing, so that `npm ci` accepts the
// lock and, on each machine, installs only the build for that machine. Run it after regenerating
// the lock; it changes nothing when the lock is complete.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'linux', 'win32', 'android', 'freebsd'];
const CPU = ['arm64', 'x64', 'ia32', 'arm'];
const PLATFORM_NAME = new RegExp(`-(${OS.join('|')})-(${CPU.join('|')})(?:-(gnu|musl|msvc))?$`);

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const added = [];

/** Whether npm's lookup from `location` (its own node_modules, then each parent's) finds `name`. */
function resolvable(location, name) {
  for (let dir = location; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
    if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
    if (!dir) return false;
  }
}

for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const match = PLATFORM_NAME.exec(name);
    if (!match || resolvable(location, name)) continue;
    // beside the package that wants it, where npm puts the build it does install
    const target = `${location.slice(0, location.lastIndexOf('node_modules/'))}node_modules/${name}`;
    const [, os, cpu, libc] = match;
    lock.packages[target] = {
      version,
      cpu: [cpu],
      ...(libc === 'gnu' || libc === 'musl' ? { libc: [libc === 'gnu' ? 'glibc' : 'musl'] } : {}),
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
