import path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getFileIdFromFsPath } = require('dumi/dist/utils');

/**
 * The id dumi gives a demo: the page's `atomId`, else its file's id without the locale (both
 * editions share it), then `demo` and `localId` (a `<code src>` demo's id or a code block's number).
 */
export function demoIdOf(
  cwd: string,
  file: string,
  localId: string,
  atomId?: string,
  locale?: string,
): string {
  const localeLess = locale ? file.replace(new RegExp(`\\.${locale}\\.md$`), '.md') : file;
  const prefix: string = atomId || getFileIdFromFsPath(path.relative(cwd, localeLess));
  return [prefix.toLowerCase(), 'demo', localId.toLowerCase()].filter(Boolean).join('-');
}
