// @ts-ignore: written by plugins/demos/export.ts at build time
import { loaded, PACKAGE } from '@@/plugin-demoExport/loader';

const importPattern = new RegExp(`(from\\s+['"])${PACKAGE}(['"])`, 'g');

/** The project's files with the unpublished package replaced by its source, as a local folder. */
function localise(files: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, content] of Object.entries(files)) {
    if (name === 'package.json') {
      const pkg = JSON.parse(content);
      delete pkg.dependencies?.[PACKAGE];
      result[name] = JSON.stringify(pkg, null, 2);
    } else {
      result[name] = content.replace(importPattern, `$1./${PACKAGE}$2`);
    }
  }
  if (!loaded.sources) throw new Error('Demo export: call loadDemoSources() before opening a demo');
  for (const [name, content] of Object.entries(loaded.sources as Record<string, string>)) {
    result[`${PACKAGE}/${name}`] = content;
  }
  return result;
}

type CodeSandboxFiles = Record<string, { content: string; isBinary: boolean }>;

export function modifyCodeSandboxData(memo: { files: CodeSandboxFiles }) {
  const plain = Object.fromEntries(Object.entries(memo.files).map(([n, f]) => [n, f.content]));
  const files: CodeSandboxFiles = {};
  for (const [name, content] of Object.entries(localise(plain))) {
    files[name] = { content, isBinary: false };
  }
  return { ...memo, files };
}

export function modifyStackBlitzData(memo: { files: Record<string, string> }) {
  return { ...memo, files: localise(memo.files) };
}
