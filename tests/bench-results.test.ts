import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReport, markdownTable } from '../scripts/bench-results.mjs';

let folder: string;
beforeEach(() => {
  folder = join(mkdtempSync(join(tmpdir(), 'bench-results-')), 'not-made-yet');
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'table').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(join(folder, '..'), { recursive: true, force: true });
});

describe('bench results: what a bench prints is also written to a file', () => {
  it('keeps printed lines as text blocks and rows as Markdown tables, in order, under a dated heading', () => {
    const report = createReport('Search bench', {
      folder,
      now: () => new Date('2030-01-02T03:04:05Z'),
    });
    report.log('Build time, seconds:');
    report.log('this site', 'cold 12.5');
    report.table([
      { pages: 10, 'KB gz': '1.5' },
      { pages: 100, 'KB gz': '9.0', 'more?': 'yes' },
    ]);
    report.log('Load average 0.4.');
    const files = report.write('search', { rows: [1, 2] });

    expect(console.log).toHaveBeenCalledWith('this site cold 12.5');
    expect(console.table).toHaveBeenCalledTimes(1);
    expect(files).toEqual([join(folder, 'search.md'), join(folder, 'search.json')]);
    const text = readFileSync(join(folder, 'search.md'), 'utf8');
    expect(text).toMatch(
      /^# Search bench\n\nMeasured 2030-01-02T03:04:05.000Z at commit \S+.*, \d+ cores, load average [\d.]+ when written\.\n\n/,
    );
    expect(text.slice(text.indexOf('```text'))).toBe(
      [
        '```text',
        'Build time, seconds:',
        'this site cold 12.5',
        '```',
        '',
        '| pages | KB gz | more? |',
        '| --- | --- | --- |',
        '| 10 | 1.5 |  |',
        '| 100 | 9.0 | yes |',
        '',
        '```text',
        'Load average 0.4.',
        '```',
        '',
      ].join('\n'),
    );
    expect(JSON.parse(readFileSync(join(folder, 'search.json'), 'utf8'))).toEqual({ rows: [1, 2] });
  });

  it('writes no JSON file when given no data', () => {
    const report = createReport('Compression', { folder });
    report.log('all 3 text files');
    expect(report.write('compression')).toEqual([join(folder, 'compression.md')]);
    expect(existsSync(join(folder, 'compression.json'))).toBe(false);
  });

  it('escapes a pipe inside a table cell', () => {
    expect(markdownTable([{ query: 'a|b' }])).toBe('| query |\n| --- |\n| a\\|b |');
  });
});
