import fs from 'fs';
import path from 'path';
import type { IApi } from 'dumi';
import { ShapeNotFoundError } from '../expect-matches';

/**
 * umi finds its server bundle again for each page it prerenders, by requiring the server build's
 * manifest afresh (it names every chunk: 0.55 s of a prerender at 1,000 pages, growing with the
 * square of the pages). Found once, after the build, the bundle's path is set as
 * `ssr.serverBuildPath`, which umi then takes as given.
 */
export function findServerBundleOnce(api: IApi) {
  api.onBuildComplete(({ err }: { err?: unknown }) => {
    const ssr = api.userConfig.ssr as { serverBuildPath?: string } | undefined;
    const manifestFile = path.join(api.cwd, 'server', 'build-manifest.json');
    if (err || !ssr || ssr.serverBuildPath || !fs.existsSync(manifestFile)) return;
    const entry = JSON.parse(fs.readFileSync(manifestFile, 'utf8')).assets?.['umi.js'];
    if (typeof entry !== 'string') {
      throw new ShapeNotFoundError(
        'server-bundle/server-build-path.ts',
        'the "umi.js" asset of the server build manifest',
        manifestFile,
      );
    }
    ssr.serverBuildPath = path.join('server', path.basename(entry));
  });
}
