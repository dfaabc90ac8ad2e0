import type { Chunk, ChunkGroup, Compilation, Compiler } from 'webpack';
import { expectShape, type Chain } from '../module-rules';

const NAME = 'SectionChunkFiles';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { SECTION, SECTION_FILES, CHUNK_FILES_PLACEHOLDER } =
  require('../pages/route-table-loader.cjs') as Record<string, string>;

/**
 * webpack's runtime names in the entry the file of every chunk, so each page added bytes to every
 * first load: the entry names only the chunks any page may load, a section's chunk its file
 * list's, and the list its pages' chunks (plugins/sections/browser/registry.ts).
 */
class SectionChunkFiles {
  apply(compiler: Compiler) {
    const { RuntimeGlobals, RuntimeModule, Compilation: CompilationClass } = compiler.webpack;
    const { JavascriptModulesPlugin } = compiler.webpack.javascript;
    const wr = RuntimeGlobals.require;

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      let owned: Set<Chunk> | undefined;
      const ownedBySections = () => (owned ??= sectionOwnedChunks(compilation));

      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.getChunkScriptFilename)
        .tap({ name: NAME, stage: -10 }, (chunk, set, { chunkGraph }) => {
          compilation.addRuntimeModule(
            chunk,
            new compiler.webpack.runtime.GetChunkFilenameRuntimeModule(
              'javascript',
              'javascript',
              `${wr}.cu`,
              (other: Chunk) =>
                !ownedBySections().has(other) &&
                JavascriptModulesPlugin.chunkHasJs(other, chunkGraph) &&
                JavascriptModulesPlugin.getChunkFilenameTemplate(other, compilation.outputOptions),
              false,
            ),
          );
          // the files a section brought, else webpack's own names (`cu`)
          compilation.addRuntimeModule(
            chunk,
            new (class extends RuntimeModule {
              generate() {
                return `${wr}.sf = {};\n${RuntimeGlobals.getChunkScriptFilename} = function (id) { return ${wr}.sf[id] || ${wr}.cu(id); };`;
              }
            })('section chunk files'),
          );
          return true;
        });

      // after minifying, before `realContentHash` rewrites the file names in every file
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: CompilationClass.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const placeholder = JSON.stringify(CHUNK_FILES_PLACEHOLDER);
          const register = (chunk: Chunk, files: Record<string, string>) => {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const source = compilation.getAsset(file)!.source.source().toString();
              if (!source.includes(placeholder)) {
                const message = `sections: the chunk ${chunk.name} does not register its chunk files`;
                compilation.errors.push(new compiler.webpack.WebpackError(message));
                continue;
              }
              const replaced = source.split(placeholder).join(JSON.stringify(files));
              compilation.updateAsset(file, new compiler.webpack.sources.RawSource(replaced));
            }
          };
          for (const [name, section] of compilation.namedChunks) {
            if (!name.startsWith(SECTION)) continue;
            const list = compilation.namedChunks.get(SECTION_FILES + name.slice(SECTION.length));
            register(section, list ? filesOf([list]) : {});
            if (list) register(list, ownedChunkFiles(section.groupsIterable, ownedBySections()));
          }
        },
      );
    });
  }
}

const CONTENT_HASH = /\.\[contenthash(?::\d+)?\]/;

/** The plugin, with unhashed file lists: editing a page does not change every page's entry. */
export function sectionChunkFiles(memo: Chain) {
  memo.plugin('section-chunk-files').use(SectionChunkFiles);
  const template = memo.output.get('chunkFilename') as string;
  expectShape(
    typeof template === 'string' && CONTENT_HASH.test(template),
    'sections/chunk-files.ts',
    'a chunk file name with `.[contenthash:8]` in it',
    "umi's webpack output.chunkFilename of the browser build",
  );
  const unhashed = template.replace(CONTENT_HASH, '');
  memo.output.chunkFilename(((pathData: { chunk?: { name?: string | null } }) =>
    pathData.chunk?.name?.startsWith(SECTION_FILES) ? unhashed : template) as never);
}

/** The chunks reached from `groups` through children, unless `stop` says to go no further. */
function reach(groups: Iterable<ChunkGroup>, stop = (_: ChunkGroup) => false) {
  const seen = new Set<ChunkGroup>();
  const chunks = new Set<Chunk>();
  const visit = (group: ChunkGroup) => {
    if (seen.has(group)) return;
    seen.add(group);
    group.chunks.forEach((chunk) => chunks.add(chunk));
    if (!stop(group)) for (const child of group.childrenIterable) visit(child);
  };
  for (const group of groups) visit(group);
  return chunks;
}

/** The chunks only pages of sections use: reached from the entry through a section only. */
export function sectionOwnedChunks(compilation: Compilation) {
  // a worker's chunk is an entry of its own (asyncEntrypoints), which the entry names
  const core = reach(
    [...compilation.entrypoints.values(), ...compilation.asyncEntrypoints],
    (group) => group.chunks.some((chunk) => Boolean(chunk.name?.startsWith(SECTION))),
  );
  return new Set([...compilation.chunks].filter((chunk) => !core.has(chunk)));
}

function filesOf(chunks: Iterable<Chunk>) {
  const files: Record<string, string> = {};
  for (const chunk of chunks) {
    const file = [...chunk.files].find((name) => name.endsWith('.js'));
    if (file && chunk.id !== null) files[String(chunk.id)] = file;
  }
  return files;
}

/** The files of the chunks `groups` and the groups they import hold, that the entry does not name. */
export const ownedChunkFiles = (groups: Iterable<ChunkGroup>, owned: Set<Chunk>) =>
  filesOf([...reach(groups)].filter((chunk) => owned.has(chunk)));
