import path from 'path';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { getFileIdFromFsPath } = require('dumi/dist/utils');

/**
 * The id dumi gives a demo: the page's `atomId`, else the id of `file`, the page's file in the first
 * edition (both editions share it), then `demo` and `localId` (a `<code src>` demo's id or a code
 * block's number).
 */
export function demoIdOf(cwd: string, file: string, localId: string, atomId?: string): string {
  const prefix: string = atomId || getFileIdFromFsPath(path.relative(cwd, file));
  return [prefix.toLowerCase(), 'demo', localId.toLowerCase()].filter(Boolean).join('-');
}
