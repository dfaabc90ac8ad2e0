import path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getFileIdFromFsPath } = require('dumi/dist/utils') as {
  getFileIdFromFsPath(file: string): string;
};

/**
 * The id dumi gives a demo (its `getCodeId`): the page's `atomId`, else the id of its file without
 * the locale (both editions share it), then `demo` and the demo's own id, lower-cased. `localId` is
 * a `<code src>` demo's `id` or file name, or a code block's number (after the page's locale).
 */
export function demoIdOf(
  cwd: string,
  file: string,
  localId: string,
  atomId?: string,
  locale?: string,
): string {
  const localeLess = locale ? file.replace(new RegExp(`\\.${locale}\\.md$`), '.md') : file;
  const prefix = atomId || getFileIdFromFsPath(path.relative(cwd, localeLess));
  return [prefix.toLowerCase(), 'demo', localId.toLowerCase()].filter(Boolean).join('-');
}
