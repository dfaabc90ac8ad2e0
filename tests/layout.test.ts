import fs from 'fs';
import path from 'path';
import { describe, expect, it } from 'vitest';

const ROOT = path.join(__dirname, '..');
const PLUGINS = path.join(ROOT, 'plugins');
const THEME = path.join(ROOT, '.dumi', 'theme');
const SOURCE = /\.(ts|tsx|cjs|mjs|js|less)$/;

function walk(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file, found);
    else if (SOURCE.test(entry.name)) found.push(file);
  }
  return found;
}

/** The relative module names a file imports or requires (static, dynamic and type-only). */
function importedNames(text: string): string[] {
  const names: string[] = [];
  const forms = [
    /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\brequire\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm,
    /@import\s+['"](\.{1,2}\/[^'"]+)['"]/g,
  ];
  for (const form of forms) for (const match of text.matchAll(form)) names.push(match[1]);
  return names;
}

describe('the layout of the build side', () => {
  it('finds every form of relative import', () => {
    const text = [
      "import a from './a';",
      "import type { B } from '../b';",
      "const c = await import('./c');",
      "const d = require('../d.cjs');",
      "import './e.less';",
      "@import '../f.less';",
      "import g from 'dumi';",
    ].join('\n');
    expect(importedNames(text).sort()).toEqual(
      ['./a', '../b', './c', '../d.cjs', './e.less', '../f.less'].sort(),
    );
  });

  it("lets the theme import only the browser halves of the build side's features and plugins/shared", () => {
    const reachesBuildCode: string[] = [];
    for (const file of walk(THEME)) {
      for (const name of importedNames(fs.readFileSync(file, 'utf8'))) {
        const target = path.resolve(path.dirname(file), name);
        if (!target.startsWith(PLUGINS + path.sep)) continue;
        const parts = path.relative(PLUGINS, target).split(path.sep);
        if (!parts.includes('browser') && parts[0] !== 'shared')
          reachesBuildCode.push(`${path.relative(ROOT, file)} -> ${name}`);
      }
    }
    expect(reachesBuildCode).toEqual([]);
  });

  it('keeps at most 12 loose files in each folder of plugins/', () => {
    const crowded: string[] = [];
    const visit = (dir: string) => {
      const entries = fs.readdirSync(dir, { withFileTypes: true });
      const files = entries.filter((entry) => entry.isFile()).length;
      if (files > 12) crowded.push(`${path.relative(ROOT, dir)}: ${files} files`);
      for (const entry of entries) if (entry.isDirectory()) visit(path.join(dir, entry.name));
    };
    visit(PLUGINS);
    expect(crowded).toEqual([]);
  });
});
