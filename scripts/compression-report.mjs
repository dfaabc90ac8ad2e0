#!/usr/bin/env node
// Prints the sizes of a build's text files before and after precompression (the .gz and .br copies
// the build writes): the totals, and umi.js, umi.css and the home page, and writes them to
// bench-results/compression.md. `node scripts/compression-report.mjs [dist]`
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createReport } from './bench-results.mjs';

const root = process.argv[2] ?? 'dist';
const report = createReport(`Precompressed copies of ${root}/`);
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
  (file) => !file.startsWith('.') && existsSync(join(root, `${file}.gz`)),
);
const size = (file) => (existsSync(join(root, file)) ? statSync(join(root, file)).size : NaN);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`.padStart(11);
const row = (label, names) => {
  const [plain, gz, br] = ['', '.gz', '.br'].map((ext) =>
    names.reduce((sum, name) => sum + size(name + ext), 0),
  );
  report.log(
    `${label.padEnd(32)}${kb(plain)}${kb(gz)}${kb(br)}   br ${((br / plain) * 100).toFixed(0)}%`,
  );
};

report.log(
  `${'file'.padEnd(32)}${'original'.padStart(11)}${'gzip'.padStart(11)}${'brotli'.padStart(11)}`,
);
for (const pattern of [/^umi\.[0-9a-f]+\.js$/, /^umi\.[0-9a-f]+\.css$/, /^index\.html$/]) {
  const name = files.find((file) => pattern.test(file));
  if (name) row(name, [name]);
}
row(`all ${files.length} text files`, files);
report.write('compression');
