import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';

/** The package name demos import the components from: package.json's `name`, which umi aliases to src/. */
const PACKAGE: string = JSON.parse(
  fs.readFileSync(path.join(__dirname, '../../package.json'), 'utf8'),
).name;
const SOURCE_DIR = 'src';

/** Every source file of the components, by its path inside src/ (for example `WordCard/index.tsx`). */
function readSources(dir: string, prefix = ''): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix + entry.name;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(sources, readSources(full, `${relative}/`));
    else if (/\.(tsx?|css)$/.test(entry.name)) sources[relative] = fs.readFileSync(full, 'utf8');
  }
  return sources;
}

/**
 * "Open in CodeSandbox / StackBlitz" would list `tessera-lab-site` as an npm dependency, but the
 * package is not published, so the sandbox could not install it. This plugin hands the runtime the
 * component sources, which browser/export-runtime.ts adds to the exported project instead. The
 * sources are a chunk of their own: the demo actions load them on click (`loadDemoSources` of
 * `@@/plugin-demoExport/loader`), so no page carries them before a visitor exports a demo.
 */
export default (api: IApi) => {
  api.describe({ key: 'demoExport' });

  api.onGenerateFiles(() => {
    api.writeTmpFile({
      path: 'sources.ts',
      content: `export const sources: Record<string, string> = ${JSON.stringify(
        readSources(path.join(api.cwd, SOURCE_DIR)),
      )};`,
    });
    api.writeTmpFile({
      path: 'loader.ts',
      content: [
        `export const PACKAGE = ${JSON.stringify(PACKAGE)};`,
        '/** The component sources, once loadDemoSources() has fetched them. */',
        'export const loaded: { sources?: Record<string, string> } = {};',
        'export async function loadDemoSources(): Promise<void> {',
        "  loaded.sources ??= (await import(/* webpackChunkName: 'demo-sources' */ './sources')).sources;",
        '}',
      ].join('\n'),
    });
  });

  api.addRuntimePlugin(() => [path.join(__dirname, 'browser/export-runtime.ts')]);
};
