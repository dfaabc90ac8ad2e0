import fs from 'fs';
import path from 'path';
import { demoComment } from '../shared/page-reader';

/** A source file of a demo, as its Markdown shows it. */
export interface DemoFile {
  file: string;
  /** The language of its fenced block: its extension (`tsx`, `ts`, `css`) */
  lang: string;
  code: string;
  /** From the demo's `/** title: ... *\/` frontmatter (the entry file only) */
  title?: string;
  description?: string;
}

/** `import ... from './x'`, `export ... from '../x'` and `import './x.css'`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts', '/index.js'];

function resolveImport(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = EXTENSIONS.map((extension) => base + extension).find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
  if (!found) throw new Error(`${path.basename(from)} imports ${specifier}, which does not exist`);
  return found;
}

/**
 * A demo's entry file (without its frontmatter comment, as "Show Code" shows it), then every file
 * below `folder` (the page's) that it imports with a relative path, directly or not, each once.
 */
export function demoFiles(entry: string, folder: string): DemoFile[] {
  const files: DemoFile[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || path.relative(folder, file).startsWith('..')) return;
    seen.add(file);
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
    const source = fs.readFileSync(file, 'utf8');
    const { meta, code } = files.length === 0 ? demoComment(source) : { meta: {}, code: source };
    const string = (value: unknown) => (typeof value === 'string' ? value : undefined);
    files.push({
      file,
      lang: path.extname(file).slice(1) || 'text',
      code: code.replace(/^\n+|\s+$/g, ''),
      title: string(meta.title),
      description: string(meta.description),
    });
    if (/\.[jt]sx?$/.test(file)) {
      for (const [, specifier] of source.matchAll(RELATIVE_IMPORT))
        visit(resolveImport(file, specifier));
    }
  };
  visit(entry);
  return files;
}
