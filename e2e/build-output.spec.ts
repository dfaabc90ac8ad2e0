import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './app-test';

/**
 * What a host publishes is the same wherever the build ran: no file names the folder of the
 * project (dumi writes it beside each file a live demo imports), so a build of the same commit
 * in another folder gives the same files and the same script hashes.
 */
test('no published file names the folder the site was built in', () => {
  const folder = process.cwd();
  const files = (readdirSync('dist', { recursive: true }) as string[])
    .map((file) => join('dist', file))
    .filter((file) => statSync(file).isFile() && !/\.(br|gz|png|ico|jpg|webp)$/.test(file));
  expect(files.length).toBeGreaterThan(50);
  const naming = files.filter((file) => readFileSync(file, 'utf8').includes(folder));
  expect(naming).toEqual([]);
});
