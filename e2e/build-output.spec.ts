import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './app-test';

/**
 * What a host publishes is the same wherever the build ran: no file names the folder of the
 * project (dumi writes it beside each file a live demo imports), so a build of the same commit
 * in another folder gives the same files and the same script hashes.
 */
test('no published file names a file of the project by its absolute path', () => {
  // the project's folders as a path below the folder of the build would start
  const folders = ['docs', 'src', '.dumi', 'plugins', 'node_modules'].map(
    (folder) => `${join(process.cwd(), folder)}/`,
  );
  const files = (readdirSync('dist', { recursive: true }) as string[])
    .map((file) => join('dist', file))
    .filter((file) => statSync(file).isFile() && !/\.(br|gz|png|ico|jpg|webp)$/.test(file));
  expect(files.length).toBeGreaterThan(50);
  const naming = files.filter((file) => {
    const text = readFileSync(file, 'utf8');
    return folders.some((folder) => text.includes(folder));
  });
  expect(naming).toEqual([]);
});
