// What the capture plugin and loader share: where the fixtures go and the line each starts with.
const fs = require('fs');
const path = require('path');

const OUT = path.join(__dirname, '../../tests/fixtures/internals');

const versions = () =>
  ['dumi', 'umi'].map((name) => `${name} ${require(`${name}/package.json`).version}`).join(' and ');

/** A fixture's first line: what it is, from which versions; the project folder is /project. */
const header = (what) =>
  `// Captured from ${what} with ${versions()} (${new Date().toISOString().slice(0, 10)}, ` +
  'npm run internals:capture); the project folder written as /project.\n';

/** Writes a fixture, the project's folder replaced by /project. */
const write = (name, text, cwd) =>
  fs.writeFileSync(path.join(OUT, name), text.split(cwd).join('/project'));

module.exports = { OUT, header, write };
