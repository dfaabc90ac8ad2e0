import { createHash } from 'crypto';
import fs from 'fs';

/**
 * An entry for dumi's `extraRemarkPlugins` / `extraRehypePlugins`: the plugin file with its options
 * and the hash of the file. dumi caches compiled Markdown by those options, so the hash makes a
 * change of the plugin recompile the pages.
 */
export function markdownPlugin(
  file: string,
  options: Record<string, unknown> = {},
): [string, Record<string, unknown>] {
  const version = createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  return [file, { ...options, version }];
}
