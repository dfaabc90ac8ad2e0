import { createHash } from 'crypto';
import fs from 'fs';

/**
 * An entry of dumi's `extraRemarkPlugins` / `extraRehypePlugins`: the plugin file and its options,
 * with the file's hash among them, since dumi caches compiled Markdown by the options.
 */
export function markdownPlugin(file: string, options: Record<string, unknown> = {}) {
  const version = createHash('sha1').update(fs.readFileSync(file)).digest('hex');
  return [file, { ...options, version }] as [string, Record<string, unknown>];
}
