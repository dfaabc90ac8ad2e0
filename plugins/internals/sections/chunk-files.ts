import type { Chunk, ChunkGroup, Compilation, Compiler } from 'webpack';
import { ShapeNotFoundError, type Chain } from '../expect-matches';

const NAME = 'SectionChunkFiles';
/** The chunks of sections, and of their file lists, are named so by ../pages/route-table-loader.cjs. */
const SECTION = 'section__';
const SECTION_FILES = 'section-files__';
const isSection = (chunk: Chunk) => Boolean(chunk.name?.startsWith(SECTION));
/** What a section's modules register, replaced in their chunks by chunk files (see below). */
export const CHUNK_FILES_PLACEHOLDER = '__SITE_SECTION_CHUNK_FILES__';

/**
 * webpack's runtime names the file of every chunk the app may load, in the entry script: a page's
 * chunk, and each chunk only pages use, added bytes to the first load of every page. Here the
 * entry names only the chunks the app loads whatever the page (layouts, search, the sections
 * themselves). A section's chunk names one more: the chunk of its file list, which names the
 * files of its pages' chunks and loads before the first of them (`registerChunkFiles` and
 * `sectionTables` in plugins/sections/browser/registry.ts). The first page opened has the files it needs
 * in its HTML (`firstPageOf` in plugins/sections/index.ts). Browser build only.
 */
export class SectionChunkFiles {
  apply(compiler: Compiler) {
    const { RuntimeGlobals, RuntimeModule, Compilation: CompilationClass } = compiler.webpack;
    const { GetChunkFilenameRuntimeModule } = compiler.webpack.runtime;
    const { JavascriptModulesPlugin } = compiler.webpack.javascript;

    /** The entry's lookup: the files a section brought, else webpack's own names (`cu`). */
    class SectionFilesRuntimeModule extends RuntimeModule {
      constructor() {
        super('section chunk files');
      }
      generate() {
        const u = RuntimeGlobals.getChunkScriptFilename;
        return `${RuntimeGlobals.require}.sf = {};\n${u} = function (id) { return ${RuntimeGlobals.require}.sf[id] || ${RuntimeGlobals.require}.cu(id); };`;
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let owned: Set<Chunk> | undefined;
      const ownedBySections = () => (owned ??= sectionOwnedChunks(compilation));

      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.getChunkScriptFilename)
        .tap({ name: NAME, stage: -10 }, (chunk, set, { chunkGraph }) => {
          compilation.addRuntimeModule(
            chunk,
            new GetChunkFilenameRuntimeModule(
              'javascript',
              'javascript',
              `${RuntimeGlobals.require}.cu`,
              (other: Chunk) =>
                !ownedBySections().has(other) &&
                JavascriptModulesPlugin.chunkHasJs(other, chunkGraph) &&
                JavascriptModulesPlugin.getChunkFilenameTemplate(other, compilation.outputOptions),
              false,
            ),
          );
          compilation.addRuntimeModule(chunk, new SectionFilesRuntimeModule());
          return true;
        });

      // after minifying (the file names are still webpack's first hashes: `realContentHash`,
      // which comes after, rewrites them in every file that names them)
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const byName = new Map([...compilation.chunks].map((chunk) => [chunk.name, chunk]));
          for (const chunk of compilation.chunks) {
            const name = chunk.name ?? '';
            let files: Record<string, string>;
            if (name.startsWith(SECTION)) {
              const list = byName.get(SECTION_FILES + name.slice(SECTION.length));
              files = list ? filesOf([list]) : {};
            } else if (name.startsWith(SECTION_FILES)) {
              const section = byName.get(SECTION + name.slice(SECTION_FILES.length));
              files = section ? filesOfSection(section, ownedBySections()) : {};
            } else continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const source = compilation.getAsset(file)!.source.source().toString();
              const placeholder = JSON.stringify(CHUNK_FILES_PLACEHOLDER);
              if (!source.includes(placeholder)) {
                compilation.errors.push(
                  new compiler.webpack.WebpackError(
                    `sections: the chunk ${name} does not register its chunk files`,
                  ),
                );
                continue;
              }
              const replaced = source.split(placeholder).join(JSON.stringify(files));
              compilation.updateAsset(file, new compiler.webpack.sources.RawSource(replaced));
            }
          }
        },
      );
    });
  }
}

/** The content hash in umi's name for a chunk's file (`[name].[contenthash:8].async.js`). */
const CONTENT_HASH = /\.\[contenthash(?::\d+)?\]/;

/**
 * A section's file list is named without a content hash. It names the files of its pages'
 * chunks, so its content changes with any page of the section; hashed, its name changed in its
 * section's chunk, then the section chunk's name in the entry script's chunk map: editing one
 * page gave the site a new entry script, and every page new HTML. Unhashed, the list is
 * revalidated like a page (deploy/nginx/site.conf), and an edit changes that page's chunk and its
 * section's list only.
 */
export function unhashedFileLists(memo: Chain) {
  const template = memo.output.get('chunkFilename') as unknown;
  if (typeof template !== 'string' || !CONTENT_HASH.test(template)) {
    throw new ShapeNotFoundError(
      'sections/chunk-files.ts',
      'a chunk file name with `.[contenthash:8]` in it',
      "umi's webpack output.chunkFilename of the browser build",
    );
  }
  const unhashed = template.replace(CONTENT_HASH, '');
  memo.output.chunkFilename(((pathData: { chunk?: { name?: string | null } }) =>
    pathData.chunk?.name?.startsWith(SECTION_FILES) ? unhashed : template) as never);
}

/** Chunk groups reached from `group` by async imports (the group itself included). */
function* descendants(group: ChunkGroup, seen = new Set<ChunkGroup>()): Generator<ChunkGroup> {
  if (seen.has(group)) return;
  seen.add(group);
  yield group;
  for (const child of group.childrenIterable) yield* descendants(child, seen);
}

/** The chunks only pages of sections use: reached from the entry through a section only. */
export function sectionOwnedChunks(compilation: Compilation): Set<Chunk> {
  const core = new Set<Chunk>();
  const visit = (group: ChunkGroup, seen: Set<ChunkGroup>) => {
    if (seen.has(group)) return;
    seen.add(group);
    group.chunks.forEach((chunk) => core.add(chunk));
    if (group.chunks.some(isSection)) return;
    for (const child of group.childrenIterable) visit(child, seen);
  };
  const seen = new Set<ChunkGroup>();
  for (const entrypoint of compilation.entrypoints.values()) visit(entrypoint, seen);
  // a worker's chunk is an entry of its own (`new Worker(new URL(...))`), not a child of the
  // group that starts it: the entry names it
  for (const entrypoint of compilation.asyncEntrypoints) visit(entrypoint, seen);
  return new Set([...compilation.chunks].filter((chunk) => !core.has(chunk)));
}

/** The JavaScript file of each chunk, by chunk id. */
function filesOf(chunks: Iterable<Chunk>): Record<string, string> {
  const files: Record<string, string> = {};
  for (const chunk of chunks) {
    const file = [...chunk.files].find((name) => name.endsWith('.js'));
    if (file && chunk.id !== null) files[String(chunk.id)] = file;
  }
  return files;
}

/** The chunks of `groups` and of every group they import, that the entry does not name. */
export function ownedChunkFiles(groups: Iterable<ChunkGroup>, owned: Set<Chunk>) {
  const chunks = new Set<Chunk>();
  for (const group of groups)
    for (const reached of descendants(group))
      reached.chunks.forEach((chunk) => owned.has(chunk) && chunks.add(chunk));
  return filesOf(chunks);
}

/** The file of every chunk a section's pages may load that the entry does not name. */
const filesOfSection = (section: Chunk, owned: Set<Chunk>) =>
  ownedChunkFiles(section.groupsIterable, owned);
