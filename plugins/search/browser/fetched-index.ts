import type { IndexFiles } from './engine';
import type { IndexManifest, PackFile, ShardFile } from './index-format';

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`search: ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The index's files fetched over HTTP, relative to the manifest's address. */
export function fetchedIndex(manifestUrl: string): IndexFiles {
  const at = (name: string) => new URL(name, manifestUrl).href;
  return {
    manifest: () => getJson<IndexManifest>(manifestUrl),
    shard: (name) => getJson<ShardFile>(at(name)),
    pack: (name) => getJson<PackFile>(at(name)),
  };
}
