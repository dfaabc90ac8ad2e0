import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { ShapeNotFoundError } from '../module-rules';

/**
 * The API parser's component metadata by component id, as dumi writes it into its temporary
 * folder (`dumi/meta/atoms.ts`: one `export const components = {...};` of JSON). None when the
 * API parser is off or has not run.
 */
export function apiAtoms<Atom>(api: IApi): Record<string, Atom> {
  const file = path.join(api.paths.absTmpPath, 'dumi/meta/atoms.ts');
  if (!fs.existsSync(file)) return {};
  const source = fs.readFileSync(file, 'utf8');
  const json = /export const components = ([\s\S]*);\s*$/.exec(source)?.[1];
  if (!json)
    throw new ShapeNotFoundError('pages/api-atoms.ts', '`export const components = {...};`', file);
  return JSON.parse(json);
}
