import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
// the name demos import the components by, which umi aliases to src/
import { name as PACKAGE } from '../../package.json';

/**
 * "Open in CodeSandbox / StackBlitz" would list the site's package as an npm dependency, which is
 * not published: the runtime (browser/export-runtime.ts) puts the component sources into the
 * exported project instead. They are a chunk of their own, which the demo actions load on click
 * (`loadDemoSources`), so no page carries them before a visitor exports a demo.
 */
export default (api: IApi) => {
  api.describe({ key: 'demoExport' });

  api.onGenerateFiles(() => {
    const src = path.join(api.cwd, 'src');
    // each file by its path inside src/, in a stable order
    const files = (fs.readdirSync(src, { recursive: true }) as string[])
      .filter((file) => /\.(tsx?|css)$/.test(file))
      .sort();
    const sources = Object.fromEntries(
      files.map((file) => [
        file.split(path.sep).join('/'),
        fs.readFileSync(path.join(src, file), 'utf8'),
      ]),
    );
    api.writeTmpFile({
      path: 'sources.ts',
      content: `export const sources: Record<string, string> = ${JSON.stringify(sources)};`,
    });
    api.writeTmpFile({
      path: 'loader.ts',
      content: `export const PACKAGE = ${JSON.stringify(PACKAGE)};
/** The component sources, once loadDemoSources() has fetched them. */
export const loaded: { sources?: Record<string, string> } = {};
export async function loadDemoSources(): Promise<void> {
  loaded.sources ??= (await import(/* webpackChunkName: 'demo-sources' */ './sources')).sources;
}`,
    });
  });

  api.addRuntimePlugin(() => [path.join(__dirname, 'browser/export-runtime.ts')]);
};
