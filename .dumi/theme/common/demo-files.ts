/**
 * dumi collects a demo's local files as its resolver finishes them, so their order changes from one
 * build to the next. Show them the way a reader meets them: the entry file first, then the files in
 * the order the entry imports them, then any file those import, by name.
 */
export function orderDemoFiles<T extends { value: string }>(files: [string, T][]): [string, T][] {
  if (files.length < 2) return files;
  const [entry, ...rest] = files;
  const importedAt = (name: string) => {
    const bare = name.replace(/^\.\//, '').replace(/\.[^./]+$/, '');
    const match = new RegExp(`from\\s+['"]\\./${escapeRegExp(bare)}(?:\\.[a-z]+)?['"]`).exec(
      entry[1].value,
    );
    return match ? match.index : Number.POSITIVE_INFINITY;
  };
  const ranked = rest.map((file) => ({ file, at: importedAt(file[0]) }));
  ranked.sort((a, b) => a.at - b.at || a.file[0].localeCompare(b.file[0], 'en'));
  return [entry, ...ranked.map(({ file }) => file)];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
