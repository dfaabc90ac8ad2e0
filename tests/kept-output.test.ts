import fs from 'fs';
import os from 'os';
import path from 'path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  copiesStillFit,
  holdsAlready,
  noteStartOfWrites,
  noteUnchangedOutput,
  removeStaleOutput,
  writeOutputFile,
} from '../plugins/build-speed/kept-output';

/**
 * A build keeps the output folder of the last one (plugins/build-speed/kept-output.ts) and removes
 * what it did not write itself: here a folder with a last build's files, some written again.
 */
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'kept-output-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

const write = (file: string) => {
  fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  fs.writeFileSync(path.join(out, file), file);
};
const filesLeft = () =>
  (fs.readdirSync(out, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(out, file)).isFile())
    .sort();

const LAST_BUILD = [
  'index.html',
  'index.html.gz',
  'index.html.br',
  'umi.1111aaaa.js',
  'umi.1111aaaa.js.gz',
  'old-page/index.html',
  'old-page/index.html.gz',
  'old-page/deep/picture.png',
  'search/en/manifest.json',
  'search/en/shard-1.json',
  'favicon.svg',
];

describe('the output folder kept from the last build', () => {
  it('is left alone while the start of writes was not noted', () => {
    LAST_BUILD.forEach(write);
    removeStaleOutput(out, 'files');
    removeStaleOutput(out, 'copies');
    expect(filesLeft()).toEqual([...LAST_BUILD].sort());
    // nor does a file count as kept: it is written whatever it holds
    expect(holdsAlready(path.join(out, 'index.html'), 'index.html')).toBe(false);
  });

  it('loses the files this build did not write, then the compressed copies it did not make', async () => {
    // file systems date a file by a clock that may tick coarsely: the build starts a moment later
    await new Promise((resolve) => setTimeout(resolve, 50));
    noteStartOfWrites(out, { file: `${out}.no-record` });
    ['index.html', 'umi.2222bbbb.js'].forEach(write);
    // a file that holds what the build makes is not written again, yet stays; one that does not is
    const manifest = path.join(out, 'search/en/manifest.json');
    const dated = fs.statSync(manifest).mtimeMs;
    writeOutputFile(manifest, 'search/en/manifest.json');
    expect(fs.statSync(manifest).mtimeMs).toBe(dated);
    expect(holdsAlready(path.join(out, 'search/en/shard-1.json'), 'another shard')).toBe(false);
    // webpack's assets that did not change (it left them as they were)
    noteUnchangedOutput([path.join(out, 'favicon.svg')]);

    removeStaleOutput(out, 'files');
    // copies wait for the host step, which writes over those of files still there
    expect(filesLeft()).toEqual(
      [
        'favicon.svg',
        'index.html',
        'index.html.br',
        'index.html.gz',
        'old-page/index.html.gz',
        'search/en/manifest.json',
        'umi.1111aaaa.js.gz',
        'umi.2222bbbb.js',
      ].sort(),
    );

    ['index.html.gz', 'umi.2222bbbb.js.gz'].forEach(write);
    removeStaleOutput(out, 'copies');
    expect(filesLeft()).toEqual(
      [
        'favicon.svg',
        'index.html',
        'index.html.gz',
        'search/en/manifest.json',
        'umi.2222bbbb.js',
        'umi.2222bbbb.js.gz',
      ].sort(),
    );
    // a folder the build wrote nothing into is gone with its files
    expect(fs.existsSync(path.join(out, 'old-page'))).toBe(false);
  });

  it('removes nothing more when swept again', () => {
    const before = filesLeft();
    removeStaleOutput(out, 'files');
    removeStaleOutput(out, 'copies');
    expect(filesLeft()).toEqual(before);
  });
});

describe('compressed copies kept from the last build', () => {
  const site = path.join(out, 'copies-site');
  const record = path.join(out, 'records', 'copies');
  const page = path.join(site, 'page.html');
  const copies = [`${page}.gz`, `${page}.br`];
  const tick = () => new Promise((resolve) => setTimeout(resolve, 30));
  // the sweep of copies leaves those this code made
  const sweepKeepsCopies = () => {
    removeStaleOutput(site, 'copies');
    expect(copies.filter((copy) => fs.existsSync(copy))).toEqual(copies);
  };
  // the host step: it makes the copies, then the sweep of copies records that this code made them
  const makeCopies = () => {
    copies.forEach((copy) => fs.writeFileSync(copy, 'copy'));
    sweepKeepsCopies();
  };
  const start = async (version: string) => {
    await tick();
    noteStartOfWrites(site, { file: record, version });
  };

  it('are made again when no record says this code made them', async () => {
    fs.mkdirSync(site, { recursive: true });
    fs.writeFileSync(page, '<p>page</p>');
    await tick();
    copies.forEach((copy) => fs.writeFileSync(copy, 'copy'));
    await start('code 1');
    expect(copiesStillFit(page, copies)).toBe(false);
    makeCopies();
    expect(fs.readFileSync(record, 'utf8')).toBe(`${site}\ncode 1`);
  });

  it('fit a file the build did not write, for the same code, and the sweep keeps them', async () => {
    await start('code 1');
    // the record is gone until the copies are made: a build stopped half-way trusts none
    expect(fs.existsSync(record)).toBe(false);
    expect(copiesStillFit(page, copies)).toBe(true);
    sweepKeepsCopies();
  });

  it('do not fit when other code made them', async () => {
    await start('code 2');
    expect(copiesStillFit(page, copies)).toBe(false);
    makeCopies();
  });

  it('do not fit a file written again, nor when one of them is missing', async () => {
    await start('code 2');
    fs.writeFileSync(page, '<p>page, edited</p>');
    expect(copiesStillFit(page, copies)).toBe(false);
    makeCopies();

    await start('code 2');
    expect(copiesStillFit(page, [...copies, `${page}.zst`])).toBe(false);
    expect(copiesStillFit(page, copies)).toBe(true);
    sweepKeepsCopies();

    // made before the page was last written
    fs.writeFileSync(page, '<p>page, edited again</p>');
    await start('code 2');
    expect(copiesStillFit(page, copies)).toBe(false);
  });
});
