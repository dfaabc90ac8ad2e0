import fs from 'fs';
import path from 'path';

/**
 * The output folder is kept from one build to the next (umi would empty it first, and on a large
 * site deleting and writing every file again is a noticeable part of a rebuild). A build now
 * writes only the files whose content changed, and once every file is in place removes what it
 * did not make: a page deleted since, a chunk whose name changed. A file is this build's when it
 * was written after the build started writing (as the output folder's own file system dates it)
 * or when the build found it already holding what it would have written.
 */
let startedWriting: bigint | undefined;
const unchanged = new Set<string>();

let copiesRecord: { file: string; version?: string } | undefined;
let copiesTrusted = false;

const modified = (file: string) => fs.statSync(file, { bigint: true }).mtimeNs;

/**
 * Notes when the build starts writing to `out` (before any of its files is written), and whether
 * the compressed copies there were made by this build's code: `record.file`, kept out of the output
 * folder, names the `version` (configVersion) that made them; a build stopped before its copies
 * were made leaves none, and one without a version trusts and records none.
 */
export function noteStartOfWrites(out: string, record: NonNullable<typeof copiesRecord>): void {
  fs.mkdirSync(out, { recursive: true });
  const probe = path.join(out, `.build-started-${process.pid}`);
  fs.writeFileSync(probe, '');
  startedWriting = modified(probe);
  fs.rmSync(probe);
  unchanged.clear();
  copiesRecord = record;
  copiesTrusted =
    fs.existsSync(record.file) &&
    fs.readFileSync(record.file, 'utf8') === `${out}\n${record.version}`;
  fs.rmSync(record.file, { force: true });
}

/**
 * Whether the compressed `copies` of `file` left by an earlier build still fit it: this build did
 * not write `file` (its content did not change), each copy exists and was made after it, by this
 * build's code. They then count as this build's, and need not be made again.
 */
export function copiesStillFit(file: string, copies: string[]): boolean {
  if (!copiesTrusted || startedWriting === undefined) return false;
  const source = modified(file);
  const stale = (copy: string) => !fs.existsSync(copy) || modified(copy) < source;
  if (source >= startedWriting || copies.some(stale)) return false;
  copies.forEach((copy) => unchanged.add(path.resolve(copy)));
  return true;
}

/** Files the build found already in place as it makes them (webpack's unchanged assets). */
export function noteUnchangedOutput(files: string[]): void {
  if (startedWriting !== undefined) files.forEach((file) => unchanged.add(path.resolve(file)));
}

/**
 * Whether `file` already holds `content` from the last build, so that writing it can be skipped;
 * it then counts as written by this build. Always false when the output folder is not kept.
 */
export function holdsAlready(file: string, content: string | Buffer): boolean {
  if (startedWriting === undefined || !fs.existsSync(file)) return false;
  if (!fs.readFileSync(file).equals(Buffer.from(content))) return false;
  unchanged.add(path.resolve(file));
  return true;
}

/** Writes `content` to `file` unless it holds it already (holdsAlready). */
export function writeOutputFile(file: string, content: string | Buffer): void {
  if (holdsAlready(file, content)) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const COPY = /\.(?:gz|br)$/;

/**
 * Removes what this build did not make below `out` (and folders left empty), either the files
 * (`which: 'files'`, before the host's compressed copies are made, so that none is made of a stale
 * file) or the compressed copies (`'copies'`, after the host step made its own: the copies left
 * are then this build's code's, and the record says so). Nothing is removed when the start of
 * writes was not noted.
 */
export function removeStaleOutput(out: string, which: 'files' | 'copies'): void {
  const since = startedWriting;
  if (since === undefined || !fs.existsSync(out)) return;
  const sweep = (dir: string): boolean => {
    let left = 0;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (sweep(file)) fs.rmdirSync(file);
        else left += 1;
      } else if (
        COPY.test(entry.name) !== (which === 'copies') ||
        unchanged.has(path.resolve(file)) ||
        modified(file) >= since
      ) {
        left += 1;
      } else {
        fs.rmSync(file);
      }
    }
    return left === 0;
  };
  sweep(out);
  if (which === 'copies' && copiesRecord?.version) {
    fs.mkdirSync(path.dirname(copiesRecord.file), { recursive: true });
    fs.writeFileSync(copiesRecord.file, `${out}\n${copiesRecord.version}`);
  }
}
